import { api } from '../../lib/api-client.ts';
import type { FulfilmentStep, SellerOrder } from './get-seller-orders.ts';

export const updateSellerOrderStatus = (id: string, status: FulfilmentStep) =>
  api.patch<{ order: SellerOrder }>(`seller/orders/${encodeURIComponent(id)}/status`, { status });
