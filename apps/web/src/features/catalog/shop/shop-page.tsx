import { IconAlertCircle, IconCalendar, IconMapPin, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { locationName } from '@souk/shared/locations';
import type { ShopHeader as Shop } from '../../../api/shops/get-shop.ts';
import { useShop } from '../../../api/shops/get-shop.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { StarRating } from '../../../components/product/star-rating.tsx';
import ui from '../../../components/storefront.module.css';
import { intlLocale, MARKET_TIME_ZONE } from '../../../lib/locale-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import listing from '../listing/all-products-page.module.css';
import { toFilters, useListingState } from '../listing/listing-params.ts';
import { ListingResults } from '../listing/listing-results.tsx';
import classes from './shop-page.module.css';

/** The grid's anchor, so a page change lands at its top. */
const GRID_ANCHOR = 'shop-products';

/** Up to two letters of the shop's name, in place of a logo it has not given (the seller sets one from its profile page). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

function ShopHead({ shop }: { shop: Shop }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const about = (arabic && shop.descriptionAr) || shop.description;
  // The month and year, in Lebanon's time: the server's HTML and the hydrated page agree.
  const since =
    shop.since &&
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      month: 'long',
      year: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    }).format(new Date(shop.since));
  return (
    <header className={classes.head} data-testid="shop-header">
      <div className={classes.banner} data-photo={shop.banner ? '' : undefined} aria-hidden>
        {shop.banner ? <img src={shop.banner} alt="" className={classes.bannerImage} /> : null}
      </div>
      <div className={classes.identity}>
        <div className={classes.logo} aria-hidden={!shop.logo}>
          {shop.logo ? <img src={shop.logo} alt={shop.name} /> : <span>{initialsOf(shop.name)}</span>}
        </div>
        <div className={classes.who}>
          <h1 className={classes.name} data-testid="shop-name">
            <bdi>{shop.name}</bdi>
          </h1>
          <ul className={classes.facts}>
            {shop.location ? (
              <li data-testid="shop-location">
                <IconMapPin size={16} aria-hidden />
                {locationName(shop.location, arabic ? 'ar' : 'en')}
              </li>
            ) : null}
            {since ? (
              <li data-testid="shop-since">
                <IconCalendar size={16} aria-hidden />
                {t('shop.since', { date: since })}
              </li>
            ) : null}
            <li data-testid="shop-rating">
              {shop.rating.count > 0 && shop.rating.average !== null ? (
                <>
                  <StarRating value={shop.rating.average} />
                  <span>
                    {shop.rating.average.toFixed(1)} ({t('shop.ratings', { count: shop.rating.count })})
                  </span>
                </>
              ) : (
                <span className={classes.quiet}>{t('shop.noRatings')}</span>
              )}
            </li>
            {shop.rating.positiveShare90d !== null && shop.rating.positiveShare90d !== undefined ? (
              <li data-testid="shop-positive">
                {t('shop.positive', { percent: Math.round(shop.rating.positiveShare90d * 100) })}
              </li>
            ) : null}
            <li data-testid="shop-delivered">
              <IconPackage size={16} aria-hidden />
              {t('shop.delivered', { count: shop.deliveredOrders })}
            </li>
          </ul>
        </div>
      </div>
      {about ? (
        <p className={classes.about} data-testid="shop-about">
          {/* The shop's own words (English on an Arabic page where it wrote no Arabic) in their own direction. */}
          <bdi>{about}</bdi>
        </p>
      ) : null}
    </header>
  );
}

/** A shop that is not there (404) or has closed (410): the page the server sends with that status. */
function ShopMissing({ gone }: { gone: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${ui.alert} ${classes.missing}`} role="alert" data-testid="shop-missing">
      <IconAlertCircle size={20} aria-hidden />
      <div>
        <p className={classes.missingTitle}>{gone ? t('shop.closed') : t('shop.notFound')}</p>
        <p>{gone ? t('shop.closedHint') : t('shop.notFoundHint')}</p>
        <AppLink to="/all-products" className={`${ui.button} ${ui.light}`} data-size="xs">
          {t('shop.browseAll')}
        </AppLink>
      </div>
    </div>
  );
}

/**
 * A shop's public page (issue 40), `/shops/<slug>`: who the shop is, then its products with the
 * listing's filters, sort and pages (the address is the state, as on the listing).
 */
export function ShopPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { state, update, reset } = useListingState();
  const answer = useShop(slug.toLowerCase(), toFilters(state));
  const page = answer.data?.found ? answer.data.page : undefined;
  useDocumentTitle('shop', page?.shop.name);

  if (answer.data && !answer.data.found)
    return (
      <div className={listing.page}>
        <ShopMissing gone={answer.data.gone} />
      </div>
    );
  return (
    <div className={listing.page}>
      {page ? (
        <ShopHead shop={page.shop} />
      ) : (
        <div className={`${classes.head} ${ui.skeleton}`} data-testid="shop-header-loading" />
      )}
      <div className={listing.heading}>
        <h2 className={classes.productsTitle}>{t('shop.products')}</h2>
        <p className={listing.dimmed} data-testid="listing-total">
          {page ? t('catalog.resultCount', { count: page.total, plus: page.totalIsCapped ? '+' : '' }) : '\u00a0'}
        </p>
      </div>
      <ListingResults
        state={state}
        update={update}
        reset={reset}
        gridAnchor={GRID_ANCHOR}
        listing={{
          data: page,
          isPending: answer.isPending,
          isError: answer.isError,
          isPlaceholderData: answer.isPlaceholderData,
          refetch: answer.refetch,
        }}
      />
    </div>
  );
}
