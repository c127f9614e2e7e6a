import './mantine-areas.css';
import type { RouteObject } from 'react-router';
import { loadAreaTexts } from '../lib/i18n.ts';
import type { DashboardArea } from './layouts/dashboard-menus.ts';
import { page } from './lazy-page.ts';

// Mantine's CSS and the texts of the areas come with this table (issue 37): its routes render
// only once both are in, so nothing of an area shows unstyled or as a raw key.
await loadAreaTexts();

/**
 * The seller area's and the staff areas' routes. The router discovers them on the first visit to one
 * of their paths (router.tsx), so the storefront's first script does not carry this table.
 */

const dashboardLayout = (area: DashboardArea): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DashboardLayout } = await import('./layouts/dashboard-layout.tsx');
    return { element: <DashboardLayout area={area} /> };
  },
});

const salesOverview = page(() => import('../features/sales/sales-overview-page.tsx'), 'SalesOverviewPage');
const ComingSoon = page(() => import('../features/system/coming-soon-page.tsx'), 'ComingSoonPage');
const comingSoonChildren: RouteObject[] = [{ path: '*', ...ComingSoon }];

export const areaRoutes: RouteObject[] = [
  {
    path: 'seller-dashboard',
    ...dashboardLayout('seller'),
    children: [
      { index: true, ...page(() => import('../features/seller/seller-home-page.tsx'), 'SellerHomePage') },
      { path: 'orders', ...page(() => import('../features/seller/seller-orders-page.tsx'), 'SellerOrdersPage') },
      { path: 'products', ...page(() => import('../features/seller/seller-products-page.tsx'), 'SellerProductsPage') },
      {
        path: 'data-entry',
        ...page(() => import('../features/seller/seller-add-product-page.tsx'), 'SellerAddProductPage'),
      },
      { path: 'sales', ...page(() => import('../features/seller/seller-sales-page.tsx'), 'SellerSalesPage') },
      { path: 'ratings', ...page(() => import('../features/seller/seller-ratings-page.tsx'), 'SellerRatingsPage') },
      {
        path: 'questions',
        ...page(() => import('../features/seller/seller-questions-page.tsx'), 'SellerQuestionsPage'),
      },
      {
        path: 'promotions',
        ...page(() => import('../features/seller/seller-promotions-page.tsx'), 'SellerPromotionsPage'),
      },
      { path: 'profile', ...page(() => import('../features/seller/seller-profile-page.tsx'), 'SellerProfilePage') },
      { path: 'returns', ...page(() => import('../features/seller/seller-returns-page.tsx'), 'SellerReturnsPage') },
      {
        path: 'issue-requests',
        ...page(() => import('../features/seller/seller-issue-requests-page.tsx'), 'SellerIssueRequestsPage'),
      },
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
      { path: 'shop-ratings', ...page(() => import('../features/admin/shop-ratings-page.tsx'), 'ShopRatingsPage') },
      { path: 'questions', ...page(() => import('../features/admin/questions-page.tsx'), 'QuestionsPage') },
      { path: 'settings', ...page(() => import('../features/admin/settings-page.tsx'), 'SettingsPage') },
      { path: 'coupons', ...page(() => import('../features/admin/coupons-page.tsx'), 'CouponsPage') },
      { path: 'requests', ...page(() => import('../features/admin/requests-page.tsx'), 'RequestsPage') },
      { path: 'home-lists', ...page(() => import('../features/admin/home-lists-page.tsx'), 'HomeListsPage') },
      { path: 'couriers', ...page(() => import('../features/admin/couriers-page.tsx'), 'CouriersPage') },
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
    children: [
      { index: true, ...page(() => import('../features/data-entry/catalogue-page.tsx'), 'CataloguePage') },
      ...comingSoonChildren,
    ],
  },
  {
    path: 'customer-service-dashboard',
    ...dashboardLayout('cs'),
    children: [
      { index: true, ...page(() => import('../features/cs/open-ticket-page.tsx'), 'BuyerOpenTicketPage') },
      {
        path: 'seller-open-ticket',
        ...page(() => import('../features/cs/open-ticket-page.tsx'), 'SellerOpenTicketPage'),
      },
      { path: 'tickets-Client', ...page(() => import('../features/cs/tickets-page.tsx'), 'BuyerTicketsPage') },
      { path: 'tickets-Seller', ...page(() => import('../features/cs/tickets-page.tsx'), 'SellerTicketsPage') },
      { path: 'FAQs-Client', ...page(() => import('../features/cs/faqs-page.tsx'), 'BuyerFaqsPage') },
      { path: 'FAQs-Seller', ...page(() => import('../features/cs/faqs-page.tsx'), 'SellerFaqsPage') },
      { path: 'Client-Issues', ...page(() => import('../features/cs/issue-types-page.tsx'), 'IssueTypesPage') },
      {
        path: 'notifications',
        ...page(() => import('../features/cs/cs-notifications-page.tsx'), 'CsNotificationsPage'),
      },
      { path: 'inbox', ...page(() => import('../features/cs/support-inbox-page.tsx'), 'SupportInboxPage') },
      { path: 'buyer-profile', ...page(() => import('../features/cs/buyer-profile-page.tsx'), 'BuyerProfilePage') },
      { path: 'seller-profile', ...page(() => import('../features/cs/seller-profile-page.tsx'), 'SellerProfilePage') },
      // Shop ratings to hide or show again: the admins' page (issue 40).
      { path: 'shop-ratings', ...page(() => import('../features/admin/shop-ratings-page.tsx'), 'ShopRatingsPage') },
      { path: 'questions', ...page(() => import('../features/admin/questions-page.tsx'), 'QuestionsPage') },
      { path: 'send-to-seller', ...page(() => import('../features/cs/send-to-seller-page.tsx'), 'SendToSellerPage') },
      ...comingSoonChildren,
    ],
  },
  {
    path: 'sales-dashboard',
    ...dashboardLayout('sales'),
    children: [
      // The index shows the overview (spec 3 section 2.6).
      { index: true, ...salesOverview },
      { path: 'overview', ...salesOverview },
      {
        path: 'sales-performance',
        ...page(() => import('../features/sales/sales-performance-page.tsx'), 'SalesPerformancePage'),
      },
      {
        path: 'return-refund-rates',
        ...page(() => import('../features/sales/return-refund-page.tsx'), 'ReturnRefundPage'),
      },
      {
        path: 'categories-brands',
        ...page(() => import('../features/sales/categories-brands-page.tsx'), 'CategoriesBrandsPage'),
      },
      { path: 'order-status', ...page(() => import('../features/sales/order-status-page.tsx'), 'OrderStatusPage') },
      ...comingSoonChildren,
    ],
  },
  {
    path: 'seller-notifications',
    ...page(() => import('./layouts/notifications-area.tsx'), 'NotificationsArea'),
    children: [
      {
        index: true,
        ...page(() => import('../features/seller/seller-notifications-page.tsx'), 'SellerNotificationsPage'),
      },
    ],
  },
];
