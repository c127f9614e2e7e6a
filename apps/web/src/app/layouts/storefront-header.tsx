import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerProfile } from '../../api/sellers/get-seller-profile.ts';
import { AppLink } from '../../components/app-link.tsx';
import { CurrencySwitcher } from '../../components/currency-switcher.tsx';
import { Logo } from '../../components/logo.tsx';
import ui from '../../components/storefront.module.css';
import { NotificationBell } from '../../features/cart-checkout/notification-bell.tsx';
import { useCartCount, useWishlistCount } from '../../features/cart-checkout/use-counts.ts';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';
import { AccountMenu } from './account-menu.tsx';
import { CategoriesMenu } from './categories-menu.tsx';
import { SearchBox } from './search-box.tsx';
import classes from './storefront-header.module.css';
import { StorefrontLanguageToggle } from './storefront-language-toggle.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
// A phone's menu comes with its own chunk, loaded as the burger is touched.
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

function CountIcon({
  to,
  label,
  count,
  className,
  children,
}: {
  to: string;
  label: string;
  count: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AppLink
      to={to}
      className={`${classes.iconButton} ${className ?? ''}`}
      aria-label={label}
      data-testid={`count-${to.slice(1)}`}
    >
      {children}
      <span className={classes.count}>{count}</span>
    </AppLink>
  );
}

/** The green bar of wide screens: the categories' menu and the shop's own links. */
function SecondBar() {
  const { t } = useTranslation();
  const { seller, selfManaged, becomeSeller } = useSellerFlags();
  // A shop still under review (or suspended) is not offered "Add Product": nothing it adds can go
  // live yet, and its area says why.
  const shop = useSellerProfile(selfManaged).data;
  const link = (to: string, label: string, state?: unknown) => (
    <AppLink key={label} to={to} state={state} className={classes.navLink}>
      {label}
    </AppLink>
  );
  return (
    <div className={classes.nav}>
      <div className={`${ui.container} ${classes.navRow}`}>
        <CategoriesMenu />
        <div className={classes.navLinks}>
          {link('/help-center', t('nav.helpCenter'))}
          {link('/contact-us', t('nav.contactUs'))}
          {link('/about-us', t('nav.aboutUs'))}
          {link('/refund-policy', t('nav.refundPolicy'))}
          {selfManaged && shop?.status === 'active' ? link('/seller-dashboard/data-entry', t('nav.addProduct')) : null}
          {seller ? null : (
            <button type="button" className={classes.navLink} onClick={() => becomeSeller()}>
              {t('nav.becomeSeller')}
            </button>
          )}
          {link('/', t('nav.todaysDeals'), { section: 'deals' })}
          {link('/', t('nav.featuredItems'), { section: 'featured' })}
        </div>
      </div>
    </div>
  );
}

/**
 * The storefront's header, in plain elements (ARCHITECTURE.md section 8): logo, search, language,
 * currency, the bell, wish list, cart and account on a white bar; the categories and the shop's
 * links on a green one. Its pop-ups and a phone's menu load on first use. The server draws it for a
 * visitor; the signed-in parts fill in after hydration.
 */
export function StorefrontHeader() {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  const wishListCount = useWishlistCount();
  const [menuOpened, setMenuOpened] = useState(false);
  return (
    <header className={classes.header}>
      <div className={`${ui.container} ${classes.bar}`}>
        <div className={classes.brand}>
          <button
            type="button"
            className={`${classes.burger} ${classes.narrowOnly}`}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpened}
            onClick={() => setMenuOpened(true)}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden>
              <path d="M1 4h18M1 10h18M1 16h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Logo />
        </div>
        <div className={classes.search}>
          <SearchBox />
        </div>
        <div className={classes.tools}>
          <div className={`${classes.slot} ${classes.wideOnly}`}>
            <StorefrontLanguageToggle />
            <CurrencySwitcher />
          </div>
          <NotificationBell />
          <CountIcon to="/wish-list" label={t('header.wishList')} count={wishListCount} className={classes.notTiny}>
            <IconHeart size={22} stroke={1.7} />
          </CountIcon>
          <CountIcon to="/cart" label={t('header.cart')} count={cartCount}>
            <IconShoppingCart size={22} stroke={1.7} />
          </CountIcon>
          <div className={`${classes.slot} ${classes.wideOnly}`}>
            <AccountMenu />
          </div>
        </div>
      </div>
      <SecondBar />
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu
            logo={<Logo />}
            settings={
              <>
                <StorefrontLanguageToggle variant="default" />
                <CurrencySwitcher />
              </>
            }
            onClose={() => setMenuOpened(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
