import { api } from '../../lib/api-client.ts';
import type { SellerOrder } from './get-seller-orders.ts';

/** A seller cancels its own part with a reason the buyer reads; its stock comes back. */
export const cancelSellerOrder = (id: string, reason: string) =>
  api.post<{ order: SellerOrder }>(`seller/orders/${encodeURIComponent(id)}/cancel`, { reason });
