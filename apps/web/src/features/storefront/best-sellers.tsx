import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShelf } from '../../api/home/get-shelf.ts';
import { AppLink } from '../../components/app-link.tsx';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card.tsx';
import ui from '../../components/storefront.module.css';
import classes from './home.module.css';

/** Spec 1 section 9: the best sellers grid shows the first 15. */
const BEST_SELLERS = 15;

export function BestSellers() {
  const { t } = useTranslation();
  const shelf = useShelf('bestSellers');
  const products = (shelf.data ?? []).slice(0, BEST_SELLERS);
  return (
    <section id="best-sellers" data-testid="best-sellers">
      <div className={ui.head}>
        <h2 className={ui.title}>{t('home.bestSellers')}</h2>
        <AppLink to="/all-products?sort=popularity&page=1" className={`${ui.button} ${ui.subtle}`} data-icon="end">
          {t('home.seeAll')}
          <IconArrowRight size={16} className="flip-rtl" aria-hidden />
        </AppLink>
      </div>
      {shelf.isError ? (
        <p className={ui.alert} role="alert">
          <IconAlertCircle size={18} aria-hidden />
          {t('catalog.loadFailed')}
        </p>
      ) : (
        <div className={classes.bestSellers}>
          {shelf.isPending
            ? Array.from({ length: 5 }, (_, index) => <ProductCardSkeleton key={index} />)
            : products.map((product) => <ProductCard key={product._id} product={product} />)}
        </div>
      )}
    </section>
  );
}
