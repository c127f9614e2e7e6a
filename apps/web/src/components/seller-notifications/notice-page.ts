import type { SellerNotification } from '../../api/seller-notifications/get-seller-notifications.ts';

/** Notices about a promotion or a discount: their page is the promotions', though they name a product. */
const PROMOTION_KINDS = new Set(['promotion_accepted', 'promotion_declined', 'discount_offered']);
/** Notices to the sales team about its own offers: nothing of the seller area to open. */
const SALES_TEAM_KINDS = new Set(['discount_offer_accepted', 'discount_offer_declined']);

/** The page of the seller area a notice opens when clicked, if any. */
export function pageOfNotice(notice: Pick<SellerNotification, 'kind' | 'orderId' | 'productId'>): string | null {
  if (SALES_TEAM_KINDS.has(notice.kind)) return null;
  if (PROMOTION_KINDS.has(notice.kind)) return '/seller-dashboard/promotions';
  if (notice.kind === 'payout_paid') return '/seller-dashboard/sales';
  if (notice.kind === 'new_question') return '/seller-dashboard/questions';
  if (notice.orderId) return '/seller-dashboard/orders';
  if (notice.productId) return '/seller-dashboard/products';
  return null;
}
