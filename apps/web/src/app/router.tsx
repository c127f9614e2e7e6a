import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { currentHost } from '../lib/host.ts';
import type { DashboardHomeArea } from '../features/dashboard/dashboard-home.tsx';
import type { DashboardArea } from './layouts/dashboard-menus.ts';
import { RootRoute } from './root-route.tsx';

// Every page, and every area's frame, is its own chunk, fetched when its path is first visited (the
// first page's in parallel with the start-up requests, see main.tsx): the storefront's first screen
// carries neither the staff and seller screens nor the other pages.
const page = <K extends string>(load: () => Promise<Record<NoInfer<K>, ComponentType>>, name: K): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

const ComingSoon = page(() => import('../features/system/coming-soon-page.tsx'), 'ComingSoonPage');
const NotAuthorized = page(() => import('../features/system/not-authorized-page.tsx'), 'NotAuthorizedPage');
const About = page(() => import('../features/info/about-page.tsx'), 'AboutPage');
const Contact = page(() => import('../features/info/contact-page.tsx'), 'ContactPage');

/** The same public pages (login, not-authorized...) wear the frame of the host they are on. */
const PublicLayout =
  currentHost === 'onboarding'
    ? page(() => import('./layouts/landing-layout.tsx'), 'LandingLayout')
    : currentHost === 'main'
      ? page(() => import('./layouts/storefront-layout.tsx'), 'StorefrontLayout')
      : page(() => import('./layouts/staff-public-layout.tsx'), 'StaffPublicLayout');

/** `/` is the seller landing page on the onboarding host and the storefront home elsewhere. */
const Home =
  currentHost === 'onboarding'
    ? page(() => import('../features/landing/landing-page.tsx'), 'LandingPage')
    : page(() => import('../features/storefront/home-page.tsx'), 'HomePage');

const dashboardLayout = (area: DashboardArea): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DashboardLayout } = await import('./layouts/dashboard-layout.tsx');
    return { element: <DashboardLayout area={area} /> };
  },
});
const dashboardHome = (area: DashboardHomeArea): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DashboardHome } = await import('../features/dashboard/dashboard-home.tsx');
    return { element: <DashboardHome area={area} /> };
  },
});

const comingSoonChildren: RouteObject[] = [{ path: '*', ...ComingSoon }];

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // Nothing to show while the first page's chunks arrive (main.tsx renders once its data is in).
    HydrateFallback: () => null,
    children: [
      {
        ...PublicLayout,
        children: [
          { index: true, ...Home },
          { path: 'login', ...page(() => import('../features/account/login-page.tsx'), 'LoginPage') },
          { path: 'register', ...page(() => import('../features/account/register-page.tsx'), 'RegisterPage') },
          { path: 'profile', ...page(() => import('../features/account/profile-page.tsx'), 'ProfilePage') },
          { path: 'not-authorized', ...NotAuthorized },
          { path: 'seller-dashboard/not-authorized', ...NotAuthorized },
          { path: 'login-dashboard', ...page(() => import('../features/account/staff-login-page.tsx'), 'StaffLoginPage') },
          { path: 'welcome', ...page(() => import('../features/codes/welcome-page.tsx'), 'WelcomePage') },
          { path: 'otp', ...page(() => import('../features/codes/otp-page.tsx'), 'OtpPage') },
          { path: 'forgot-password', ...page(() => import('../features/codes/forgot-password-page.tsx'), 'ForgotPasswordPage') },
          {
            path: 'verification-code',
            ...page(() => import('../features/codes/verification-code-page.tsx'), 'VerificationCodePage'),
          },
          { path: 'dev/outbox', ...page(() => import('./dev-outbox-route.tsx'), 'DevOutboxRoute') },
          { path: 'all-products', ...page(() => import('../features/catalog/listing/all-products-page.tsx'), 'AllProductsPage') },
          { path: 'products/:id', ...page(() => import('../features/catalog/product/product-page.tsx'), 'ProductPage') },
          { path: 'about-us', ...About },
          { path: 'about', ...About },
          { path: 'contact-us', ...Contact },
          { path: 'contact', ...Contact },
          { path: 'help-center', ...page(() => import('../features/info/help-center-page.tsx'), 'HelpCenterPage') },
          { path: 'refund-policy', ...page(() => import('../features/info/refund-policy-page.tsx'), 'RefundPolicyPage') },
          { path: 'company-profile', ...page(() => import('../features/info/company-profile-page.tsx'), 'CompanyProfilePage') },
          { path: 'currency', ...page(() => import('../features/info/currency-page.tsx'), 'CurrencyPage') },
          { path: 'cart', ...page(() => import('../features/cart-checkout/cart-page.tsx'), 'CartPage') },
          // Spec 2 section 2: both spellings are in use; routes match case-insensitively.
          { path: 'wish-list', ...page(() => import('../features/cart-checkout/wishlist-page.tsx'), 'WishlistPage') },
          { path: 'checkout', ...page(() => import('../features/cart-checkout/checkout-page.tsx'), 'CheckoutPage') },
          { path: 'order-history', ...page(() => import('../features/cart-checkout/order-history-page.tsx'), 'OrderHistoryPage') },
          { path: 'become-seller', ...page(() => import('../features/onboarding/become-seller-page.tsx'), 'BecomeSellerPage') },
          { path: 'onBoarding', ...page(() => import('../features/onboarding/onboarding-page.tsx'), 'OnboardingPage') },
          { path: 'onBoardingEnd', ...page(() => import('../features/onboarding/onboarding-end-page.tsx'), 'OnboardingEndPage') },
          { path: 'seller-welcome', ...page(() => import('../features/onboarding/seller-welcome-page.tsx'), 'SellerWelcomePage') },
        ],
      },
      {
        path: 'seller-dashboard',
        ...dashboardLayout('seller'),
        children: [
          { index: true, ...page(() => import('../features/seller/seller-home-page.tsx'), 'SellerHomePage') },
          { path: 'orders', ...page(() => import('../features/seller/seller-orders-page.tsx'), 'SellerOrdersPage') },
          { path: 'products', ...page(() => import('../features/seller/seller-products-page.tsx'), 'SellerProductsPage') },
          { path: 'data-entry', ...page(() => import('../features/seller/seller-add-product-page.tsx'), 'SellerAddProductPage') },
          { path: 'sales', ...page(() => import('../features/seller/seller-sales-page.tsx'), 'SellerSalesPage') },
          { path: 'promotions', ...page(() => import('../features/seller/seller-promotions-page.tsx'), 'SellerPromotionsPage') },
          ...comingSoonChildren,
        ],
      },
      {
        path: 'admin-dashboard',
        ...dashboardLayout('admin'),
        children: [
          { index: true, ...page(() => import('../features/admin/admin-overview-page.tsx'), 'AdminOverviewPage') },
          { path: 'users', ...page(() => import('../features/admin/users-page.tsx'), 'UsersPage') },
          { path: 'sellers', ...page(() => import('../features/admin/admin-sellers-page.tsx'), 'AdminSellersPage') },
          { path: 'audit-log', ...page(() => import('../features/admin/audit-log-page.tsx'), 'AuditLogPage') },
          { path: 'settings', ...page(() => import('../features/admin/settings-page.tsx'), 'SettingsPage') },
          { path: 'coupons', ...page(() => import('../features/admin/coupons-page.tsx'), 'CouponsPage') },
          { path: 'requests', ...page(() => import('../features/admin/requests-page.tsx'), 'RequestsPage') },
          { path: 'home-lists', ...page(() => import('../features/admin/home-lists-page.tsx'), 'HomeListsPage') },
          ...comingSoonChildren,
        ],
      },
      {
        path: 'data-entry',
        ...dashboardLayout('dataEntry'),
        children: [
          { index: true, ...page(() => import('../features/data-entry/staff-products-page.tsx'), 'StaffProductsPage') },
          { path: 'review', ...page(() => import('../features/data-entry/review-page.tsx'), 'ReviewPage') },
          ...comingSoonChildren,
        ],
      },
      {
        path: 'dataEntryHero',
        ...dashboardLayout('dataEntry'),
        children: [{ index: true, ...page(() => import('../features/data-entry/catalogue-page.tsx'), 'CataloguePage') }, ...comingSoonChildren],
      },
      {
        path: 'customer-service-dashboard',
        ...dashboardLayout('cs'),
        children: [{ index: true, ...dashboardHome('cs') }, ...comingSoonChildren],
      },
      {
        path: 'sales-dashboard',
        ...dashboardLayout('sales'),
        children: [{ index: true, ...dashboardHome('sales') }, ...comingSoonChildren],
      },
      {
        path: 'seller-notifications',
        ...page(() => import('./layouts/notifications-area.tsx'), 'NotificationsArea'),
        children: [{ index: true, ...page(() => import('../features/seller/seller-notifications-page.tsx'), 'SellerNotificationsPage') }],
      },
      { path: '*', ...page(() => import('../features/system/not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
