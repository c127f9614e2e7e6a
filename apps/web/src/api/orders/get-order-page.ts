import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { ORDERS_KEY, type Order } from './get-order-history.ts';

/** A step of a parcel's way and when it was reached (null: not yet). */
export interface TimelineStep {
  step: string;
  at: string | null;
}

/** One seller's parcel on the buyer's order page (issue 41). */
export interface OrderPart {
  _id: string;
  seller: string;
  sellerSlug: string | null;
  status: string;
  courier: string | null;
  ownDelivery: boolean;
  trackingNumber: string | null;
  /** The courier's tracking page of this parcel, when the courier has one. */
  trackingUrl: string | null;
  /** When to expect it, while it travels. */
  expected: { from: string; to: string } | null;
  timeline: TimelineStep[];
}

export interface OrderRefund {
  _id: string;
  amount: number;
  status: 'pending' | 'done';
  item: string | null;
  parcelId: string | null;
  createdAt: string;
}

export interface OrderPage {
  order: Order;
  parts: OrderPart[];
  refunds: OrderRefund[];
}

/** The buyer's own order by its number; a 404 for any other (`null`). */
export const orderPageQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'page', orderNumber],
    queryFn: async (): Promise<OrderPage | null> => {
      const result = await api.get<OrderPage>(`order-by-number/${encodeURIComponent(orderNumber)}`);
      if (!result.success) {
        if (result.httpStatus === 404) return null;
        throw new Error(result.message);
      }
      return result.data;
    },
  });
export const useOrderPage = (orderNumber: string) => useQuery(orderPageQuery(orderNumber));
