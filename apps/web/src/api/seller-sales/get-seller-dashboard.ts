import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { SellerOrder } from '../seller-orders/get-seller-orders.ts';

/** The open week so far, as its payout will read once it closes (Monday). */
export interface OpenWeek {
  periodStart: string;
  online: number;
  cash: number;
  refunds: number;
  commission: number;
  cashNetted: number;
  amount: number;
}

export interface SalesFigures {
  plan: 'regular' | 'premium' | 'gold';
  commissionRate: number;
  totalSales: { total: number; online: number; cash: number; units: number; orders: number };
  revenue: { revenue: number; gross: number; refunds: number; commission: number; paidOut: number };
  nextPayment: { date: string; amount: number; thisWeek: number; week: OpenWeek };
}

export interface SellerDashboard {
  ordersByStatus: Record<string, number>;
  today: { orders: number; amount: number };
  latestOrders: SellerOrder[];
  lowStock: { _id: string; name: string; quantity: number; outOfStock: boolean }[];
  salesLast30Days: { date: string; amount: number; orders: number }[];
  figures: SalesFigures;
}

/** Spec 2 section 7, orders/seller-dashboard: the seller area's home in one request. */
export const sellerDashboardQuery = queryOptions({
  queryKey: ['seller', 'dashboard'],
  queryFn: async () => {
    const result = await api.get<SellerDashboard>('orders/seller-dashboard');
    if (!result.success) throw new Error(result.message);
    return result.data;
  },
});

export const useSellerDashboard = () => useQuery(sellerDashboardQuery);
