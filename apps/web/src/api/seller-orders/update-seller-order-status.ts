import { api } from '../../lib/api-client.ts';
import type { FulfilmentStep, SellerOrder } from './get-seller-orders.ts';

/** Shipping (issue 41) names the courier and tracking number, or the seller's own delivery. */
export interface Carrier {
  courierId?: string;
  trackingNumber?: string;
  ownDelivery?: boolean;
}

export const updateSellerOrderStatus = (id: string, status: FulfilmentStep, carrier: Carrier = {}) =>
  api.patch<{ order: SellerOrder }>(`seller/orders/${encodeURIComponent(id)}/status`, { status, ...carrier });
