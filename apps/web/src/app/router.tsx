import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { Host } from '@souk/shared/hosts';
import { AREA_PATH } from './area-path.ts';
import { configQuery } from '../api/config/get-config.ts';
import { loadAccountTexts } from '../lib/i18n.ts';
import { page } from './lazy-page.ts';
import { loaderOf } from './route-data.ts';
import { RootRoute } from './root-route.tsx';

const NotAuthorized = page(() => import('../features/system/not-authorized-page.tsx'), 'NotAuthorizedPage');
const About = page(() => import('../features/info/about-page.tsx'), 'AboutPage');
const Contact = page(() => import('../features/info/contact-page.tsx'), 'ContactPage');

/** The same public pages (login, not-authorized...) wear the frame of the host they are on. */
const publicLayout = (host: Host) =>
  host === 'onboarding'
    ? page(() => import('./layouts/landing-layout.tsx'), 'LandingLayout')
    : host === 'main'
      ? page(
          () => import('./layouts/storefront-layout.tsx'),
          'StorefrontLayout',
          () => import('./layouts/storefront-layout-data.ts'),
        )
      : page(() => import('./layouts/staff-public-layout.tsx'), 'StaffPublicLayout');

/** `/` is the seller landing page on the onboarding host and the storefront home elsewhere. */
const home = (host: Host) =>
  host === 'onboarding'
    ? page(() => import('../features/landing/landing-page.tsx'), 'LandingPage')
    : page(
        () => import('../features/storefront/home-page.tsx'),
        'HomePage',
        () => import('../features/storefront/home-page-data.ts'),
      );

/** A buyer's own page: its chunk and the account's texts (lib/i18n.ts), fetched together. */
const accountPage = <K extends string>(load: () => Promise<Record<NoInfer<K>, ComponentType>>, name: K) =>
  page(() => Promise.all([load(), loadAccountTexts()]).then(([module]) => module), name);

const ROOT = 'root';

/** The route table of a host; a fresh one each call, since a router resolves its lazy routes in place. */
export const appRoutes = (host: Host): RouteObject[] => [
  {
    id: ROOT,
    element: <RootRoute />,
    // The site mode (the guard) and the footer's links, on every page.
    loader: loaderOf(() => [configQuery]),
    // Nothing to show while the first page's chunks arrive (main.tsx renders once its data is in).
    HydrateFallback: () => null,
    children: [
      {
        ...publicLayout(host),
        children: [
          { index: true, ...home(host) },
          { path: 'login', ...page(() => import('../features/account/login-page.tsx'), 'LoginPage') },
          { path: 'register', ...page(() => import('../features/account/register-page.tsx'), 'RegisterPage') },
          { path: 'profile', ...accountPage(() => import('../features/account/profile-page.tsx'), 'ProfilePage') },
          { path: 'not-authorized', ...NotAuthorized },
          { path: 'seller-dashboard/not-authorized', ...NotAuthorized },
          {
            path: 'login-dashboard',
            ...page(() => import('../features/account/staff-login-page.tsx'), 'StaffLoginPage'),
          },
          { path: 'welcome', ...page(() => import('../features/codes/welcome-page.tsx'), 'WelcomePage') },
          { path: 'otp', ...page(() => import('../features/codes/otp-page.tsx'), 'OtpPage') },
          {
            path: 'forgot-password',
            ...page(() => import('../features/codes/forgot-password-page.tsx'), 'ForgotPasswordPage'),
          },
          {
            path: 'verification-code',
            ...page(() => import('../features/codes/verification-code-page.tsx'), 'VerificationCodePage'),
          },
          { path: 'dev/outbox', ...page(() => import('./dev-outbox-route.tsx'), 'DevOutboxRoute') },
          {
            path: 'all-products',
            ...page(
              () => import('../features/catalog/listing/all-products-page.tsx'),
              'AllProductsPage',
              () => import('../features/catalog/listing/all-products-data.ts'),
            ),
          },
          {
            path: 'products/:id',
            ...page(
              () => import('../features/catalog/product/product-page.tsx'),
              'ProductPage',
              () => import('../features/catalog/product/product-page-data.ts'),
            ),
          },
          {
            path: 'shops/:slug',
            ...page(
              () => import('../features/catalog/shop/shop-page.tsx'),
              'ShopPage',
              () => import('../features/catalog/shop/shop-page-data.ts'),
            ),
          },
          { path: 'about-us', ...About },
          { path: 'about', ...About },
          { path: 'contact-us', ...Contact },
          { path: 'contact', ...Contact },
          {
            path: 'help-center',
            ...page(
              () => import('../features/info/help-center-page.tsx'),
              'HelpCenterPage',
              () => import('../features/info/help-center-data.ts'),
            ),
          },
          {
            path: 'refund-policy',
            ...page(() => import('../features/info/refund-policy-page.tsx'), 'RefundPolicyPage'),
          },
          {
            path: 'company-profile',
            ...page(() => import('../features/info/company-profile-page.tsx'), 'CompanyProfilePage'),
          },
          { path: 'currency', ...page(() => import('../features/info/currency-page.tsx'), 'CurrencyPage') },
          { path: 'cart', ...accountPage(() => import('../features/cart-checkout/cart-page.tsx'), 'CartPage') },
          // Spec 2 section 2: both spellings are in use; routes match case-insensitively.
          {
            path: 'wish-list',
            ...accountPage(() => import('../features/cart-checkout/wishlist-page.tsx'), 'WishlistPage'),
          },
          {
            path: 'checkout',
            ...accountPage(() => import('../features/cart-checkout/checkout-page.tsx'), 'CheckoutPage'),
          },
          // Issue 41: a first cash order's code, or the one-tap link sent with it (signed in or not).
          {
            path: 'confirm-order/:token?',
            ...accountPage(() => import('../features/codes/cash-confirm-page.tsx'), 'CashConfirmPage'),
          },
          {
            path: 'order-history',
            ...accountPage(() => import('../features/cart-checkout/order-history-page.tsx'), 'OrderHistoryPage'),
          },
          {
            // Issue 41: one order's page, by the number the buyer knows (a lazy chunk, drawn in the browser).
            path: 'order-history/:orderNumber',
            ...accountPage(() => import('../features/cart-checkout/order-page.tsx'), 'OrderPage'),
          },
          {
            path: 'become-seller',
            ...page(() => import('../features/onboarding/become-seller-page.tsx'), 'BecomeSellerPage'),
          },
          { path: 'onBoarding', ...page(() => import('../features/onboarding/onboarding-page.tsx'), 'OnboardingPage') },
          {
            path: 'onBoardingEnd',
            ...page(() => import('../features/onboarding/onboarding-end-page.tsx'), 'OnboardingEndPage'),
          },
          {
            path: 'seller-welcome',
            ...page(() => import('../features/onboarding/seller-welcome-page.tsx'), 'SellerWelcomePage'),
          },
        ],
      },
      { path: '*', ...page(() => import('../features/system/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];

/**
 * Loads the chunks of the routes a server-rendered page matched before it hydrates: the router then
 * starts with them in hand and renders the same tree the server did, not its empty fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      if (typeof lazy === 'function') Object.assign(route, await lazy());
      else {
        // Each part of an object-form lazy route loads on its own (page(), lazy-page.ts).
        const parts = await Promise.all(
          Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
        );
        Object.assign(route, Object.fromEntries(parts));
      }
      delete route.lazy;
    }),
  );
}

/** `hydrationData` is given for a page the server rendered (main.tsx). */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  let areasPatched = false;
  return createBrowserRouter(routes, {
    hydrationData,
    // Called on the first visit to a path that only a catch-all route matches; the areas' table is
    // patched in once, and their pages then load as any other.
    async patchRoutesOnNavigation({ path, patch }) {
      if (areasPatched || !AREA_PATH.test(path)) return;
      const { areaRoutes } = await import('./area-routes.tsx');
      if (areasPatched) return;
      areasPatched = true;
      patch(ROOT, areaRoutes);
    },
  });
}
