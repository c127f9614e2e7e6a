import { useTranslation } from 'react-i18next';
import { useCategories } from '../../api/catalog/get-categories.ts';
import { AppLink } from '../../components/app-link.tsx';
import { CategoryIcon } from '../../components/category-icon.tsx';
import { useProductText } from '../../components/product/product-text.ts';
import ui from '../../components/storefront.module.css';
import classes from './home.module.css';

/** Shop by category: the way into the catalogue on a phone, where the mega menu is not shown. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const text = useProductText();
  const categories = useCategories();
  return (
    <section data-testid="category-strip">
      <h2 className={`${ui.title} ${ui.titleAlone}`}>{t('home.shopByCategory')}</h2>
      <div className={classes.strip}>
        {categories.isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <span key={index} className={`${ui.skeleton} ${classes.tileSkeleton}`} />
            ))
          : (categories.data ?? []).map((category) => (
              <AppLink
                key={category._id}
                to={`/all-products?category=${category._id}&page=1`}
                className={classes.tile}
                data-testid="category-tile"
              >
                <span className={classes.tileIcon}>
                  <CategoryIcon name={category.categoryIcon} size={24} />
                </span>
                <span className={classes.tileName}>{text.local(category)}</span>
              </AppLink>
            ))}
      </div>
    </section>
  );
}
