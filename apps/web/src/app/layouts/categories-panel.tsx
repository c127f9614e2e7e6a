import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, type Category } from '../../api/catalog/get-categories.ts';
import { CategoryIcon } from '../../components/category-icon.tsx';
import { useAppNavigate } from '../../lib/host.ts';
import { moveFocus } from './menu-keys.ts';
import ui from '../../components/storefront.module.css';
import classes from './categories-panel.module.css';
import menu from './header-menu.module.css';

const CATEGORY = '[data-testid="mega-category"]';

/**
 * Spec 1 "Header": the All Categories mega menu (categories-menu.tsx opens it). A sub-category opens
 * the listing with subCategory and page=1; a category without any says 'No subcategories'.
 */
export function CategoriesPanel({ focusFirst, onDone }: { focusFirst: boolean; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const navigate = useAppNavigate();
  const categories = useCategories();
  const [activeId, setActiveId] = useState<string | null>(null);
  const list = categories.data ?? [];
  const active: Category | undefined = list.find((category) => category._id === activeId) ?? list[0];
  const local = (named: { name: string; nameAr: string }) => (arabic && named.nameAr ? named.nameAr : named.name);
  const column = useRef<HTMLDivElement>(null);

  const ready = list.length > 0;
  useEffect(() => {
    if (focusFirst && ready) column.current?.querySelector<HTMLElement>(CATEGORY)?.focus();
  }, [focusFirst, ready]);

  const go = (params: Record<string, string>) => {
    onDone();
    navigate(`/all-products?${new URLSearchParams({ ...params, page: '1' }).toString()}`);
  };

  if (categories.isPending) {
    return (
      <div className={classes.waiting}>
        {[0, 1, 2, 3, 4].map((index) => (
          <span key={index} className={`${ui.skeleton} ${classes.skeleton}`} />
        ))}
      </div>
    );
  }
  if (list.length === 0) return <p className={classes.none}>{t('nav.noSubcategories')}</p>;

  return (
    <div className={classes.panel} data-testid="mega-menu">
      <div ref={column} className={classes.categories} onKeyDown={(event) => moveFocus(event, CATEGORY)}>
        {list.map((category) => (
          <button
            key={category._id}
            type="button"
            className={`${menu.item} ${classes.category}`}
            data-active={active?._id === category._id || undefined}
            aria-current={active?._id === category._id || undefined}
            onMouseEnter={() => setActiveId(category._id)}
            onFocus={() => setActiveId(category._id)}
            onClick={() => setActiveId(category._id)}
            data-testid="mega-category"
          >
            <CategoryIcon name={category.categoryIcon} />
            <span className={classes.label}>{local(category)}</span>
            <IconChevronRight size={14} className="flip-rtl" />
          </button>
        ))}
      </div>
      <div className={classes.detail}>
        {active ? (
          <>
            <div className={classes.head}>
              <p className={classes.title}>{local(active)}</p>
              <button type="button" className={classes.viewAll} onClick={() => go({ category: active._id })}>
                {t('catalog.viewAllIn', { name: local(active) })}
              </button>
            </div>
            {active.subCategories.length === 0 ? (
              <p className={classes.none} data-testid="no-subcategories">
                {t('nav.noSubcategories')}
              </p>
            ) : (
              <div className={classes.subs}>
                {active.subCategories.map((sub) => (
                  <button
                    key={sub._id}
                    type="button"
                    className={classes.sub}
                    onClick={() => go({ subCategory: sub._id })}
                    data-testid="mega-subcategory"
                  >
                    {local(sub)}
                  </button>
                ))}
              </div>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
