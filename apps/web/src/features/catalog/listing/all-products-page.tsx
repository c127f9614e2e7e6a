import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/catalog/get-categories.ts';
import { useProducts } from '../../../api/catalog/get-products.ts';
import { useShelf } from '../../../api/home/get-shelf.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { ProductCarousel } from '../../../components/product/product-carousel.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import classes from './all-products-page.module.css';
import { ListingResults } from './listing-results.tsx';
import { toFilters, useListingState } from './listing-params.ts';

/** Spec 1 "Products listing page": the grid's anchor, so a page change lands at its top. */
const GRID_ANCHOR = 'all-products-section';

export function AllProductsPage() {
  useDocumentTitle('allProducts');
  const { t } = useTranslation();
  const text = useProductText();
  const { state, update, reset } = useListingState();
  const listing = useProducts(toFilters(state));
  const categories = useCategories();
  const trending = useShelf('trending');
  const moreResults = useShelf('moreToLove');
  const otherItems = useShelf('relatedItems', 18);

  const data = listing.data;
  const allCategories = categories.data ?? [];
  const category = allCategories.find((item) => item._id === state.category);
  const subCategory = allCategories
    .flatMap((item) => item.subCategories)
    .find((item) => item._id === state.subCategory);

  const title = state.query
    ? t('catalog.resultsFor', { query: state.query })
    : subCategory
      ? text.local(subCategory)
      : category
        ? text.local(category)
        : t('catalog.allProducts');

  return (
    <div className={classes.page}>
      <div className={classes.heading}>
        <h1 className={classes.title} data-testid="listing-title">
          {title}
        </h1>
        <p className={classes.dimmed} data-testid="listing-total">
          {!data
            ? '\u00a0'
            : data.totalEstimate
              ? t('catalog.resultCountAbout', { total: data.totalEstimate.toLocaleString('en-US') })
              : t('catalog.resultCount', { count: data.total, plus: data.totalIsCapped ? '+' : '' })}
        </p>
      </div>

      <ListingResults state={state} update={update} reset={reset} listing={listing} gridAnchor={GRID_ANCHOR} />

      <div className={classes.help}>
        <span className={classes.helpIcon}>
          <IconHeadset size={22} aria-hidden />
        </span>
        <div className={classes.helpText}>
          <p className={classes.helpTitle}>{t('catalog.help.title')}</p>
          <p className={classes.dimmed}>{t('catalog.help.text')}</p>
        </div>
        <AppLink to="/contact-us" className={classes.helpLink} data-testid="listing-help">
          {t('catalog.help.link')}
        </AppLink>
      </div>

      <div className={classes.shelves}>
        <ProductCarousel
          id="trendy-products-section"
          title={t('catalog.sections.trendy')}
          products={trending.data}
          loading={trending.isPending}
          error={trending.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 2, sm: 3, md: 4 }}
        />
        <ProductCarousel
          id="more-results-section"
          title={t('catalog.sections.moreResults')}
          products={moreResults.data}
          loading={moreResults.isPending}
          error={moreResults.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 1, sm: 2, md: 3 }}
          layout="row"
        />
        <ProductCarousel
          id="related-searches-section"
          title={t('catalog.sections.otherItems')}
          products={otherItems.data}
          loading={otherItems.isPending}
          error={otherItems.isError ? t('catalog.loadFailed') : null}
          perView={{ base: 2, sm: 3, md: 6 }}
        />
      </div>
    </div>
  );
}
