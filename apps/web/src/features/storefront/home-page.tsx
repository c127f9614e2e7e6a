import { IconArrowRight, IconCash, IconCurrencyDollar, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShelf } from '../../api/home/get-shelf.ts';
import { AnnouncementBanner } from '../../components/announcement-banner.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { ProductCarousel } from '../../components/product/product-carousel.tsx';
import ui from '../../components/storefront.module.css';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { useScrollToSection } from '../../lib/scroll-to-section.ts';
import { HydrateWhenIdle } from '../../components/hydrate-when-idle.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { BestSellers } from './best-sellers.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { MayAlsoLike } from './may-also-like.tsx';
import classes from './home.module.css';
import { SponsorsStrip } from './sponsors-strip.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ltr } from '../../lib/locale-format.ts';

/** Free-delivery threshold shown in the hero, in USD; formatted in the visitor's currency. */
const FREE_DELIVERY_USD = 50;

/** Spec 1 section 9: the deals and featured carousels show 4 at a time (fewer on small screens). */
const SHELF_PER_VIEW = { base: 2, sm: 3, md: 4 };

function HomeShelf({ id, title, shelf }: { id: string; title: string; shelf: 'todayDeals' | 'featured' }) {
  const { t } = useTranslation();
  const query = useShelf(shelf);
  return (
    <ProductCarousel
      id={id}
      testId={`shelf-${id}`}
      title={title}
      products={query.data}
      loading={query.isPending}
      error={query.isError ? t(shelf === 'todayDeals' ? 'home.errors.deals' : 'home.errors.featured') : null}
      perView={SHELF_PER_VIEW}
    />
  );
}

export function HomePage() {
  useDocumentTitle('home');
  const { t } = useTranslation();
  const user = useAuthUser();
  const price = usePrice();
  useScrollToSection();
  const perks = [
    { icon: IconShieldCheck, title: t('home.perks.trustedTitle'), text: t('home.perks.trustedText') },
    { icon: IconCash, title: t('home.perks.cashTitle'), text: t('home.perks.cashText') },
    { icon: IconCurrencyDollar, title: t('home.perks.currencyTitle'), text: t('home.perks.currencyText') },
    {
      icon: IconTruckDelivery,
      title: t('home.perks.deliveryTitle'),
      // Isolated so the amount keeps its own direction inside Arabic text.
      text: t('home.perks.deliveryText', { amount: ltr(price(FREE_DELIVERY_USD)) }),
    },
  ];
  return (
    <>
      <AnnouncementBanner />
      <div className={classes.hero}>
        <div className={`${ui.container} ${classes.heroGrid}`}>
          <div className={classes.heroText}>
            <span className={`${ui.badge} ${classes.heroBadge}`}>{t('home.badge')}</span>
            <h1 className={`${ui.heading} ${classes.heroTitle}`} data-testid="home-title">
              {user ? t('home.welcomeBack', { name: user.firstName || user.userName }) : t('home.title')}
            </h1>
            <p className={classes.heroSubtitle}>{t('home.subtitle')}</p>
            <div className={classes.heroActions}>
              <AppLink to="/all-products" className={`${ui.button} ${ui.saffron}`} data-size="md" data-icon="end">
                {t('home.shopNow')}
                <IconArrowRight size={18} className="flip-rtl" aria-hidden />
              </AppLink>
              {user ? null : (
                <AppLink to="/register" className={`${ui.button} ${ui.white}`} data-size="md">
                  {t('home.createAccount')}
                </AppLink>
              )}
            </div>
          </div>
          <BannerCarousel />
        </div>
      </div>
      <div className={`${ui.container} ${classes.below}`}>
        <div className={classes.perks}>
          {perks.map((perk) => (
            <div key={perk.title} className={classes.perk}>
              <span className={classes.perkIcon}>
                <perk.icon size={22} aria-hidden />
              </span>
              <div>
                <p className={classes.perkTitle}>{perk.title}</p>
                <p className={classes.perkText}>{perk.text}</p>
              </div>
            </div>
          ))}
        </div>
        <div className={classes.sections}>
          <CategoryStrip />
          <HydrateWhenIdle>
            <HomeShelf id="deals" title={t('nav.todaysDeals')} shelf="todayDeals" />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <HomeShelf id="featured" title={t('nav.featuredItems')} shelf="featured" />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <MayAlsoLike />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <BestSellers />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <SponsorsStrip />
          </HydrateWhenIdle>
        </div>
      </div>
    </>
  );
}
