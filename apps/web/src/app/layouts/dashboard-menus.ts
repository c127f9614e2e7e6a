import { PRODUCT_REVIEWER_TYPES } from '@souk/shared/roles';
import {
  IconBell,
  IconChecklist,
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconChartLine,
  IconClipboardList,
  IconFileDescription,
  IconHelpCircle,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconLayoutList,
  IconListDetails,
  IconMessageQuestion,
  IconPackage,
  IconPlus,
  IconReceiptRefund,
  IconSend,
  IconSettings,
  IconSpeakerphone,
  IconStar,
  IconIdBadge2,
  IconTicket,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export type DashboardArea = 'seller' | 'admin' | 'dataEntry' | 'cs' | 'sales';

export interface MenuEntry {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: Icon;
  /** Only the index entry must match exactly; others light up for their sub-pages too. */
  end?: boolean;
  /** Spec 1 section 6: only self-managed sellers add products themselves. */
  selfManagedOnly?: boolean;
  /** Shown only to these account types (the server refuses the others anyway). */
  roles?: readonly string[];
  /** A count beside the label: what waits there. */
  counter?: 'pendingReturns' | 'csUnread' | 'notices';
}

export interface MenuSection {
  /** i18n key of a section heading, when the menu is grouped. */
  title?: string;
  entries: MenuEntry[];
}

const CS = '/customer-service-dashboard';

export const DASHBOARD_MENUS: Record<DashboardArea, { title: string; sections: MenuSection[] }> = {
  seller: {
    title: 'dashboard.areas.seller',
    sections: [
      {
        entries: [
          { to: '/seller-dashboard', label: 'dashboard.menu.overview', icon: IconLayoutDashboard, end: true },
          { to: '/seller-dashboard/products', label: 'dashboard.menu.products', icon: IconPackage },
          {
            to: '/seller-dashboard/data-entry',
            label: 'dashboard.menu.addProduct',
            icon: IconPlus,
            selfManagedOnly: true,
          },
          { to: '/seller-dashboard/orders', label: 'dashboard.menu.orders', icon: IconTruckDelivery },
          {
            to: '/seller-dashboard/returns',
            label: 'dashboard.menu.returns',
            icon: IconReceiptRefund,
            counter: 'pendingReturns',
          },
          { to: '/seller-dashboard/issue-requests', label: 'dashboard.menu.issueRequests', icon: IconHelpCircle },
          { to: '/seller-dashboard/sales', label: 'dashboard.menu.salesTotals', icon: IconChartLine },
          { to: '/seller-dashboard/ratings', label: 'dashboard.menu.ratings', icon: IconStar },
          { to: '/seller-dashboard/questions', label: 'dashboard.menu.questions', icon: IconMessageQuestion },
          { to: '/seller-dashboard/promotions', label: 'dashboard.menu.promotions', icon: IconSpeakerphone },
          { to: '/seller-dashboard/profile', label: 'dashboard.menu.shopProfile', icon: IconIdBadge2 },
          { to: '/seller-notifications', label: 'dashboard.menu.notifications', icon: IconBell },
        ],
      },
    ],
  },
  admin: {
    title: 'dashboard.areas.admin',
    sections: [
      {
        entries: [
          { to: '/admin-dashboard', label: 'dashboard.menu.overview', icon: IconLayoutDashboard, end: true },
          { to: '/admin-dashboard/users', label: 'dashboard.menu.users', icon: IconUsers },
          { to: '/admin-dashboard/sellers', label: 'dashboard.menu.sellers', icon: IconBuildingStore },
          { to: '/admin-dashboard/shop-ratings', label: 'dashboard.menu.shopRatings', icon: IconStar },
          { to: '/admin-dashboard/questions', label: 'dashboard.menu.productQuestions', icon: IconMessageQuestion },
          { to: '/admin-dashboard/requests', label: 'dashboard.menu.requests', icon: IconInbox },
          { to: '/admin-dashboard/home-lists', label: 'dashboard.menu.homeLists', icon: IconLayoutList },
          { to: '/admin-dashboard/couriers', label: 'dashboard.menu.couriers', icon: IconTruckDelivery },
          { to: '/admin-dashboard/coupons', label: 'dashboard.menu.coupons', icon: IconTicket },
          { to: '/admin-dashboard/settings', label: 'dashboard.menu.settings', icon: IconSettings },
          { to: '/admin-dashboard/audit-log', label: 'dashboard.menu.auditLog', icon: IconHistory },
          { to: '/data-entry', label: 'dashboard.menu.dataEntry', icon: IconClipboardList },
          { to: '/dataEntryHero', label: 'dashboard.menu.catalogueData', icon: IconCategory },
          { to: '/data-entry/review', label: 'dashboard.menu.review', icon: IconChecklist },
        ],
      },
    ],
  },
  dataEntry: {
    title: 'dashboard.areas.dataEntry',
    sections: [
      {
        entries: [
          { to: '/data-entry', label: 'dashboard.menu.products', icon: IconPackage, end: true },
          { to: '/dataEntryHero', label: 'dashboard.menu.catalogueData', icon: IconCategory },
          {
            to: '/data-entry/review',
            label: 'dashboard.menu.review',
            icon: IconChecklist,
            roles: PRODUCT_REVIEWER_TYPES,
          },
        ],
      },
    ],
  },
  cs: {
    title: 'dashboard.areas.cs',
    sections: [
      {
        entries: [
          // Spec 3 section 2.8 left it out of the phone's menu, where agents then had no way to it (issue 24).
          { to: `${CS}/notifications`, label: 'dashboard.menu.notifications', icon: IconBell, counter: 'csUnread' },
          { to: `${CS}/Client-Issues`, label: 'dashboard.menu.generateIssues', icon: IconListDetails },
          { to: `${CS}/inbox`, label: 'dashboard.menu.supportInbox', icon: IconInbox },
        ],
      },
      {
        title: 'dashboard.menu.buyerManagement',
        entries: [
          { to: CS, label: 'dashboard.menu.openTicket', icon: IconTicket, end: true },
          { to: `${CS}/FAQs-Client`, label: 'dashboard.menu.faqs', icon: IconHelpCircle },
          { to: `${CS}/tickets-Client`, label: 'dashboard.menu.allTickets', icon: IconFileDescription },
          { to: `${CS}/buyer-profile`, label: 'dashboard.menu.buyerProfile', icon: IconUserCircle },
        ],
      },
      {
        title: 'dashboard.menu.sellerManagement',
        entries: [
          { to: `${CS}/seller-open-ticket`, label: 'dashboard.menu.openTicket', icon: IconTicket },
          { to: `${CS}/FAQs-Seller`, label: 'dashboard.menu.faqs', icon: IconHelpCircle },
          { to: `${CS}/tickets-Seller`, label: 'dashboard.menu.allTickets', icon: IconFileDescription },
          { to: `${CS}/seller-profile`, label: 'dashboard.menu.sellerProfile', icon: IconBuildingStore },
          { to: `${CS}/shop-ratings`, label: 'dashboard.menu.shopRatings', icon: IconStar },
          { to: `${CS}/questions`, label: 'dashboard.menu.productQuestions', icon: IconMessageQuestion },
          { to: `${CS}/send-to-seller`, label: 'dashboard.menu.sendToSeller', icon: IconSend },
        ],
      },
    ],
  },
  sales: {
    title: 'dashboard.areas.sales',
    sections: [
      {
        entries: [
          { to: '/seller-notifications', label: 'dashboard.menu.notifications', icon: IconBell, counter: 'notices' },
          { to: '/sales-dashboard/overview', label: 'dashboard.menu.overview', icon: IconLayoutDashboard },
          {
            to: '/sales-dashboard/return-refund-rates',
            label: 'dashboard.menu.returnRefundRate',
            icon: IconReceiptRefund,
          },
          { to: '/sales-dashboard/sales-performance', label: 'dashboard.menu.salesPerformance', icon: IconChartLine },
          { to: '/sales-dashboard/categories-brands', label: 'dashboard.menu.categoriesBrands', icon: IconChartBar },
          { to: '/sales-dashboard/order-status', label: 'dashboard.menu.orderStatuses', icon: IconTruckDelivery },
        ],
      },
    ],
  },
};
