import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { BREAKPOINT_NAMES, useScreenValue, type Breakpoint, type ByScreen } from '../../lib/screen-size.ts';
import ui from '../storefront.module.css';
import { ProductCard, ProductCardSkeleton, ProductRowCard } from './product-card.tsx';
import classes from './product-carousel.module.css';

export type PerView = ByScreen<number>;

/** The smallest screen size that shows a first page's card `index` (undefined: every size does). */
function shownFrom(perView: PerView, index: number): Breakpoint | undefined {
  if (index < perView.base) return undefined;
  return BREAKPOINT_NAMES.find((breakpoint) => (perView[breakpoint] ?? 0) > index);
}

/** The grid's columns at every screen size, for its CSS: a size `perView` leaves out takes the next smaller one's. */
function columns(perView: PerView) {
  let count = perView.base;
  const sizes: Record<string, number> = { '--cols-base': count };
  for (const breakpoint of BREAKPOINT_NAMES) {
    count = perView[breakpoint] ?? count;
    sizes[`--cols-${breakpoint}`] = count;
  }
  return sizes as CSSProperties;
}

/**
 * A shelf of product cards shown a page at a time (spec 1 section 9 gives each shelf its count per
 * page); the arrows step a whole page and point the reading direction in Arabic.
 */
export function ProductCarousel({
  id,
  title,
  products,
  loading,
  error,
  perView,
  action,
  testId,
  layout = 'card',
}: {
  id?: string;
  title: string;
  products: ProductSummary[] | undefined;
  loading: boolean;
  error?: string | null;
  perView: PerView;
  action?: ReactNode;
  testId?: string;
  /** 'row' lays each product out wide and short (photo beside text). */
  layout?: 'card' | 'row';
}) {
  const { t } = useTranslation();
  const count = useScreenValue(perView);
  const [page, setPage] = useState(0);
  const items = products ?? [];
  const pages = Math.max(1, Math.ceil(items.length / count));
  const current = Math.min(page, pages - 1);
  // The first page is drawn for the widest screen and CSS hides what a narrower one has no room for:
  // the server does not know the screen, and the page must not change when the browser learns it.
  const most = Math.max(...Object.values(perView));
  const visible = current === 0 ? items.slice(0, most) : items.slice(current * count, current * count + count);
  const cell = (key: string | number, index: number, card: ReactNode) => (
    <div key={key} className={classes.cell} data-from={current === 0 ? shownFrom(perView, index) : undefined}>
      {card}
    </div>
  );

  return (
    <section id={id} className={classes.shelf} data-testid={testId}>
      <div className={ui.head}>
        <h2 className={ui.title}>{title}</h2>
        <div className={ui.tools}>
          {action}
          {pages > 1 ? (
            <>
              <span className={classes.pageOf} dir="ltr">
                {t('catalog.pageOf', { page: current + 1, pages })}
              </span>
              <button
                type="button"
                className={ui.iconButton}
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
                aria-label={t('catalog.previous')}
              >
                <IconChevronLeft size={18} className="flip-rtl" aria-hidden />
              </button>
              <button
                type="button"
                className={ui.iconButton}
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
                aria-label={t('catalog.next')}
              >
                <IconChevronRight size={18} className="flip-rtl" aria-hidden />
              </button>
            </>
          ) : null}
        </div>
      </div>
      {error ? (
        <p className={ui.alert} role="alert">
          <IconAlertCircle size={18} aria-hidden />
          {error}
        </p>
      ) : (
        <div className={classes.grid} style={columns(perView)}>
          {loading && items.length === 0
            ? Array.from({ length: most }, (_, index) => cell(index, index, <ProductCardSkeleton />))
            : visible.map((product, index) =>
                cell(
                  product._id,
                  index,
                  layout === 'row' ? <ProductRowCard product={product} /> : <ProductCard product={product} />,
                ),
              )}
        </div>
      )}
      {!loading && !error && items.length === 0 ? <p className={ui.empty}>{t('catalog.nothingHere')}</p> : null}
    </section>
  );
}
