import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@souk/shared/schemas/checkout';
import type { PART_STATUSES, SellerSettableStep } from '@souk/shared/schemas/delivery';

export type PartStatus = (typeof PART_STATUSES)[number];
import { api } from '../../lib/api-client.ts';

/** The steps a seller may take on its part (issue 41 adds out for delivery and refused at the door). */
export type FulfilmentStep = SellerSettableStep;

export interface SellerOrderItem {
  _id: string;
  name: string;
  translations?: { en?: { name?: string }; ar?: { name?: string } };
  sku: string | null;
  color: string | null;
  /** The colour's Arabic name, null where it has none. */
  colorAr?: string | null;
  size: string | null;
  quantity: number;
  price: number;
  lineTotal: number;
  product?: { _id: string; name: string };
  /** Taken out of the order by customer service: not to be shipped, not counted in the part. */
  cancelled?: boolean;
}

export interface SellerOrder {
  _id: string;
  orderId: string;
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  /** This seller's part; `orderStatus` is the whole order as the buyer sees it. */
  status: PartStatus;
  /** Why the seller cancelled its part, when it did. */
  cancelReason: string | null;
  orderStatus: string;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  currency: string;
  subtotal: number;
  subtotalLbp: number;
  /** The rate the order was placed at. */
  lbpPerUsd: number;
  shipTo: { name: string; phone: string; streetAddress: string; city: string; location: string };
  /** The steps the seller may take now. */
  nextSteps: FulfilmentStep[];
  /** Who carries the parcel once shipped: a courier and its number (with its tracking page), or the seller itself. */
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  ownDelivery?: boolean;
  items: SellerOrderItem[];
}

export interface SellerOrderPage {
  orders: SellerOrder[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface SellerOrderQuery {
  status?: PartStatus;
  search?: string;
  page: number;
  limit?: number;
}

export const SELLER_ORDERS_KEY = ['seller-orders'] as const;

export async function getSellerOrders(query: SellerOrderQuery): Promise<SellerOrderPage> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit ?? 10) });
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  const result = await api.get<SellerOrderPage>(`seller/orders?${params}`);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

export const sellerOrdersQuery = (query: SellerOrderQuery) =>
  // The previous page stays on screen while the next one loads, so the list does not jump.
  queryOptions({
    queryKey: [...SELLER_ORDERS_KEY, query],
    queryFn: () => getSellerOrders(query),
    placeholderData: keepPreviousData,
  });
export const useSellerOrders = (query: SellerOrderQuery) => useQuery(sellerOrdersQuery(query));
