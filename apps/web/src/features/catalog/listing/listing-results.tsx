import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconArrowsSort,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconDots,
  IconSearchOff,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SORTS, type Sort } from '@souk/shared/listing';
import { useCategories } from '../../../api/catalog/get-categories.ts';
import type { ProductList } from '../../../api/catalog/get-products.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/product/product-card.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import classes from './all-products-page.module.css';
import { ListingFilters } from './listing-filters.tsx';
import { activeFilterCount, pageItems, type ListingChange, type ListingState } from './listing-params.ts';

/**
 * A native select (a phone shows its own picker) laid over the pill that shows the choice, so the
 * whole pill answers a tap and the keyboard.
 */
function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${classes.pill} ${classes.sort}`}>
      <IconArrowsSort size={16} aria-hidden />
      <span aria-hidden>
        <span className={classes.sortLabel}>{`${t('catalog.sort.label')} `}</span>
        {t(`catalog.sort.${value}`)}
      </span>
      <IconChevronDown size={14} aria-hidden />
      <select
        className={classes.sortSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        aria-label={t('catalog.sort.label')}
        data-testid="sort-menu"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <span className={classes.chip}>
      {label}
      <button
        type="button"
        className={classes.chipRemove}
        aria-label={`${t('catalog.removeFilter')}: ${label}`}
        onClick={onRemove}
      >
        <IconX size={12} stroke={2.5} aria-hidden />
      </button>
    </span>
  );
}

function EmptyState({ query, onReset }: { query: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.empty} data-testid="listing-empty">
      <span className={classes.emptyIcon}>
        <IconSearchOff size={32} aria-hidden />
      </span>
      <h2 className={classes.emptyTitle}>{query ? t('catalog.notFoundFor', { query }) : t('catalog.noProducts')}</h2>
      <p className={classes.dimmed}>{t('catalog.emptyHint')}</p>
      <button type="button" className={`${classes.pill} ${classes.light}`} onClick={onReset}>
        {t('catalog.filters.reset')}
      </button>
    </div>
  );
}

/**
 * The phone's filters: a modal <dialog> from the reading side, mounted on first use (the server and
 * a desktop never draw it). Escape, the close button and a tap beside it close it.
 */
function FilterDrawer({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Its content, given the way to close it (the browser then gives the focus back to the opener). */
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={classes.drawerHead}>
        <h2 id={titleId} className={classes.drawerTitle}>
          {title}
        </h2>
        <button type="button" className={classes.iconButton} aria-label={t('common.close')} onClick={close}>
          <IconX size={20} aria-hidden />
        </button>
      </div>
      {children(close)}
    </dialog>
  );
}

/** Numbered links to the listing's pages (crawlers follow them, a reader may open one in a new tab). */
function Pagination({ total, current, onPage }: { total: number; current: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params.toString()}`;
  };
  // A plain click stays in the app; a click with a modifier opens the link as the browser does.
  const onClick = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(page);
  };
  const step = (page: number, label: string, icon: ReactNode) =>
    page >= 1 && page <= total ? (
      <a className={classes.pageLink} aria-label={label} href={href(page)} onClick={onClick(page)}>
        {icon}
      </a>
    ) : (
      <span className={classes.pageLink} aria-hidden data-disabled>
        {icon}
      </span>
    );
  return (
    <nav className={classes.pagination} data-testid="pagination">
      {step(current - 1, t('catalog.previous'), <IconChevronLeft size={18} className="flip-rtl" aria-hidden />)}
      {pageItems(total, current).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={classes.gap} aria-hidden>
            <IconDots size={18} />
          </span>
        ) : (
          <a
            key={item}
            className={classes.pageLink}
            data-active={item === current || undefined}
            aria-current={item === current ? 'page' : undefined}
            href={href(item)}
            onClick={onClick(item)}
          >
            {item}
          </a>
        ),
      )}
      {step(current + 1, t('catalog.next'), <IconChevronRight size={18} className="flip-rtl" aria-hidden />)}
    </nav>
  );
}

/** The page of results a listing shows, as its query answers it. */
export interface ListingAnswer {
  data: ProductList | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A listing's results with its filters (a sidebar on a desktop, a drawer on a phone), chips, sort,
 * grid and pages: the whole listing (all-products-page.tsx) and a shop's page (issue 40) show their
 * products with it. `listing` is the page of results the address asks for; `gridAnchor` the id a
 * page change scrolls to.
 */
export function ListingResults({
  state,
  update,
  reset,
  listing,
  gridAnchor,
}: {
  state: ListingState;
  update: (change: ListingChange, options?: { replace?: boolean }) => void;
  reset: () => void;
  listing: ListingAnswer;
  gridAnchor: string;
}) {
  const { t } = useTranslation();
  const text = useProductText();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useCategories();

  const data = listing.data;
  const products = data?.products ?? [];
  const totalPages = data?.totalPages ?? 0;
  // An address past the last page (a stale link, fewer results now) shows the last page instead,
  // as the seller orders page does; meanwhile the grid stays loading rather than saying "no products".
  const lastPage = Math.max(1, totalPages);
  const pastTheEnd = Boolean(data) && !listing.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);
  const filterCount = activeFilterCount(state);

  const allCategories = categories.data ?? [];
  const category = allCategories.find((item) => item._id === state.category);
  const subCategory = allCategories
    .flatMap((item) => item.subCategories)
    .find((item) => item._id === state.subCategory);

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById(gridAnchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const filters = (onReset?: () => void) => (
    <ListingFilters
      state={state}
      onChange={update}
      onReset={() => {
        reset();
        onReset?.();
      }}
    />
  );

  return (
    <>
      <div className={classes.toolbar}>
        <div className={classes.chips}>
          {category ? <Chip label={text.local(category)} onRemove={() => update({ category: '' })} /> : null}
          {subCategory ? <Chip label={text.local(subCategory)} onRemove={() => update({ subCategory: '' })} /> : null}
        </div>
        <div className={classes.tools}>
          <button
            type="button"
            className={`${classes.pill} ${classes.filtersButton}`}
            onClick={() => setDrawerOpen(true)}
            data-testid="open-filters"
          >
            <IconAdjustmentsHorizontal size={16} aria-hidden />
            {t('catalog.filters.title')}
            {filterCount ? <span className={classes.count}>{filterCount}</span> : null}
          </button>
          <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
        </div>
      </div>

      <div className={classes.body}>
        <aside className={classes.sidebar}>
          <h2 className={classes.sidebarTitle}>{t('catalog.filters.title')}</h2>
          {filters()}
        </aside>

        <div id={gridAnchor} className={classes.results}>
          {listing.isError ? (
            <div className={classes.alert} role="alert">
              <IconAlertCircle size={18} aria-hidden />
              <div>
                <p className={classes.alertTitle}>{t('catalog.loadFailed')}</p>
                <button
                  type="button"
                  className={`${classes.pill} ${classes.light} ${classes.danger}`}
                  onClick={() => void listing.refetch()}
                >
                  {t('catalog.tryAgain')}
                </button>
              </div>
            </div>
          ) : listing.isPending || pastTheEnd ? (
            <div className={classes.grid}>
              {Array.from({ length: state.limit }, (_, index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </div>
          ) : products.length === 0 ? (
            <EmptyState query={state.query} onReset={reset} />
          ) : (
            <div
              className={classes.grid}
              data-testid="product-grid"
              data-stale={listing.isPlaceholderData || undefined}
            >
              {products.map((product, index) => (
                // The first screen's photos, fetched first: a phone's two rows of two (Lighthouse found
                // the third card's photo, lazily loaded, to be its largest paint), a desktop's first row.
                <ProductCard key={product._id} product={product} priority={index < 4} />
              ))}
            </div>
          )}
          {totalPages > 1 ? (
            <Pagination total={totalPages} current={Math.min(state.page, totalPages)} onPage={goToPage} />
          ) : null}
        </div>
      </div>

      {drawerOpen ? (
        <FilterDrawer title={t('catalog.filters.title')} onClose={() => setDrawerOpen(false)}>
          {(close) => (
            <>
              <div className={classes.drawerBody}>{filters(close)}</div>
              <div className={classes.drawerFoot}>
                <button
                  type="button"
                  className={`${classes.pill} ${classes.filled}`}
                  onClick={close}
                  data-testid="apply-filters"
                >
                  {data ? t('catalog.showResults', { count: data.total }) : t('common.close')}
                </button>
              </div>
            </>
          )}
        </FilterDrawer>
      ) : null}
    </>
  );
}
