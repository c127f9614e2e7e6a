import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../features/system/coming-soon-page.tsx';
import { NotAuthorizedPage } from '../features/system/not-authorized-page.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { LoginPage } from '../features/account/login-page.tsx';
import { RegisterPage } from '../features/account/register-page.tsx';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { StaffLoginPage } from '../features/account/staff-login-page.tsx';
import { DashboardHome } from '../features/dashboard/dashboard-home.tsx';
import { SellerOrdersPage } from '../features/seller/seller-orders-page.tsx';
import { ForgotPasswordPage } from '../features/codes/forgot-password-page.tsx';
import { OtpPage } from '../features/codes/otp-page.tsx';
import { VerificationCodePage } from '../features/codes/verification-code-page.tsx';
import { WelcomePage } from '../features/codes/welcome-page.tsx';
import { AllProductsPage } from '../features/catalog/listing/all-products-page.tsx';
import { CartPage } from '../features/cart-checkout/cart-page.tsx';
import { CheckoutPage } from '../features/cart-checkout/checkout-page.tsx';
import { OrderHistoryPage } from '../features/cart-checkout/order-history-page.tsx';
import { WishlistPage } from '../features/cart-checkout/wishlist-page.tsx';
import { ProductPage } from '../features/catalog/product/product-page.tsx';
import { AboutPage } from '../features/info/about-page.tsx';
import { CompanyProfilePage } from '../features/info/company-profile-page.tsx';
import { ContactPage } from '../features/info/contact-page.tsx';
import { CurrencyPage } from '../features/info/currency-page.tsx';
import { HelpCenterPage } from '../features/info/help-center-page.tsx';
import { RefundPolicyPage } from '../features/info/refund-policy-page.tsx';
import { DevOutboxRoute } from './dev-outbox-route.tsx';
import { HomeByHost } from './home-by-host.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { NotificationsArea } from './layouts/notifications-area.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootRoute } from './root-route.tsx';

/** Storefront and landing pages that later issues fill; until then they say so. */
const LATER_PUBLIC_PAGES = [
  'onBoarding',
  'onBoardingEnd',
  'become-seller',
  'seller-welcome',
];

const comingSoonChildren: RouteObject[] = [{ path: '*', element: <ComingSoonPage /> }];

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomeByHost /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'not-authorized', element: <NotAuthorizedPage /> },
          { path: 'seller-dashboard/not-authorized', element: <NotAuthorizedPage /> },
          { path: 'login-dashboard', element: <StaffLoginPage /> },
          { path: 'welcome', element: <WelcomePage /> },
          { path: 'otp', element: <OtpPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'verification-code', element: <VerificationCodePage /> },
          { path: 'dev/outbox', element: <DevOutboxRoute /> },
          { path: 'all-products', element: <AllProductsPage /> },
          { path: 'products/:id', element: <ProductPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'help-center', element: <HelpCenterPage /> },
          { path: 'refund-policy', element: <RefundPolicyPage /> },
          { path: 'company-profile', element: <CompanyProfilePage /> },
          { path: 'currency', element: <CurrencyPage /> },
          { path: 'cart', element: <CartPage /> },
          // Spec 2 section 2: both spellings are in use; routes match case-insensitively.
          { path: 'wish-list', element: <WishlistPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'order-history', element: <OrderHistoryPage /> },
          ...LATER_PUBLIC_PAGES.map((path) => ({ path, element: <ComingSoonPage /> })),
        ],
      },
      {
        path: 'seller-dashboard',
        element: <DashboardLayout area="seller" />,
        children: [{ index: true, element: <DashboardHome area="seller" /> }, { path: 'orders', element: <SellerOrdersPage /> }, ...comingSoonChildren],
      },
      {
        path: 'admin-dashboard',
        element: <DashboardLayout area="admin" />,
        children: [{ index: true, element: <DashboardHome area="admin" /> }, ...comingSoonChildren],
      },
      {
        path: 'data-entry',
        element: <DashboardLayout area="dataEntry" />,
        children: [{ index: true, element: <DashboardHome area="dataEntry" /> }, ...comingSoonChildren],
      },
      {
        path: 'dataEntryHero',
        element: <DashboardLayout area="dataEntry" />,
        children: [{ index: true, element: <ComingSoonPage /> }, ...comingSoonChildren],
      },
      {
        path: 'customer-service-dashboard',
        element: <DashboardLayout area="cs" />,
        children: [{ index: true, element: <DashboardHome area="cs" /> }, ...comingSoonChildren],
      },
      {
        path: 'sales-dashboard',
        element: <DashboardLayout area="sales" />,
        children: [{ index: true, element: <DashboardHome area="sales" /> }, ...comingSoonChildren],
      },
      { path: 'seller-notifications', element: <NotificationsArea />, children: [{ index: true, element: <ComingSoonPage /> }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
