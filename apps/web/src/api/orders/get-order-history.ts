import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@souk/shared/schemas/checkout';
import { api } from '../../lib/api-client.ts';

export interface OrderItem {
  _id: string;
  name: string;
  translations?: { en?: { name?: string }; ar?: { name?: string } };
  quantity: number;
  price: number;
  lineTotal: number;
  color?: string | null;
  /** The colour's Arabic name, null where it has none. */
  colorAr?: string | null;
  size?: string | null;
  /** The seller's parcel this line travels in. */
  parcelId?: string;
  /** What was given back for this line (a return or a refund). */
  refund?: { amount: number; status: string } | null;
  /** Taken out of the order by customer service before its parcel left. */
  cancelled?: boolean;
}

/** One seller's part of the order, with its own progress. */
export interface Parcel {
  _id: string;
  seller: string;
  /** The shop page's address (`/shops/<slug>`, issue 40). */
  sellerSlug?: string | null;
  status: string;
  deliveredAt?: string | null;
}

export interface Order {
  _id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  total: number;
  totalLbp?: number;
  /** The rate the order was placed at. */
  lbpPerUsd: number;
  subtotal: number;
  shippingFee: number;
  vatAmount: number;
  /** Cash on delivery's fee, on its own line (issue 41); 0 for none. */
  cashOnDeliveryFee?: number;
  discountAmount: number;
  items: OrderItem[];
  parcels?: Parcel[];
  cancellable?: boolean;
}

export const ORDERS_KEY = ['orders'] as const;

export async function getOrderHistory(): Promise<Order[]> {
  const result = await api.get<{ orders: Order[] }>('orders/history');
  if (!result.success) throw new Error(result.message);
  return result.data.orders ?? [];
}

export const orderHistoryQuery = () => queryOptions({ queryKey: [...ORDERS_KEY, 'history'], queryFn: getOrderHistory });
export const useOrderHistory = (enabled: boolean) => useQuery({ ...orderHistoryQuery(), enabled });
