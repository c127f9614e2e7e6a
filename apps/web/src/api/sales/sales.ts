import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacementEdit } from '@souk/shared/schemas/placements';
import { api, getData } from '../../lib/api-client.ts';

/** Issue 16: the sales dashboards' reads (real figures from the rollups) and the discount offer. */

interface Named {
  name: string;
  nameAr: string;
}
interface Fresh {
  /** When the rollups under these figures were last refreshed. */
  refreshedAt: string | null;
}
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface SalesOverview extends Fresh {
  topSellers: { sellerId: string; businessName: string; revenue: number; units: number }[];
  topProducts: ({ productId: string; revenue: number; units: number } & Named)[];
}

export interface PerformanceFilters {
  location?: string;
  month?: string;
  categoryId?: string;
  subCategoryId?: string;
}
export interface SalesPerformance extends Fresh {
  monthly: { month: string; revenue: number; revenueLbp: number; units: number }[];
  totals: {
    revenue: number;
    revenueLbp: number;
    units: number;
    commission: number;
    refundsPaid: number;
    profit: number;
  };
  closed: { deliveredItems: number; returns: number; refunds: number };
  topCategories: ({ categoryId: string; revenue: number } & Named)[];
  stock: ({ id: string; inStock: number; lowStock: number; outOfStock: number } & Named)[];
}

export interface SalesOrder {
  _id: string;
  orderNumber: string;
  createdAt: string;
  buyer: string;
  location: string;
  status: string;
  paymentMethod: string;
  total: number;
  lbpPerUsd: number;
  sellers: number;
}

export interface SellerRate {
  sellerId: string;
  businessName: string;
  revenue: number;
  deliveredItems: number;
  returns: number;
  returnRate: number;
  refunds: number;
  refundRate: number;
  refunded: number;
}

export interface BreakdownRow extends Named {
  id: string;
  revenue: number;
  units: number;
  returns: number;
  returnRate: number;
}

export interface StatusFigures extends Fresh {
  series: ({ day: string } & Partial<Record<string, number>>)[];
  stuck: { _id: string; orderNumber: string; businessName: string; status: string; since: string; days: number }[];
  stuckTotal: number;
}

const query = (params: object) => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && value !== null);
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
};

/** Figures change every two minutes at most: a minute's staleness costs nothing and saves calls. */
const figures = <T>(key: unknown[], path: string) => ({
  queryKey: ['sales', ...key],
  queryFn: () => getData<T>(path),
  staleTime: 60_000,
  placeholderData: keepPreviousData,
});

export const useSalesOverview = (months: number) =>
  useQuery(figures<SalesOverview>(['overview', months], `sales/overview${query({ months })}`));
export const useSalesPerformance = (filters: PerformanceFilters) =>
  useQuery(figures<SalesPerformance>(['performance', filters], `sales/performance${query(filters)}`));
export const useSalesOrders = (params: { location?: string; status?: string; page: number; limit: number }) =>
  useQuery(
    figures<{ orders: SalesOrder[]; pagination: Pagination }>(['orders', params], `sales/orders${query(params)}`),
  );
export const useSellerRates = (params: { kind: 'return' | 'refund'; months: number; page: number; limit: number }) =>
  useQuery(
    figures<{ sellers: SellerRate[]; topByRevenue: SellerRate[]; pagination: Pagination } & Fresh>(
      ['rates', params],
      `sales/return-refund-rates${query(params)}`,
    ),
  );
export const useCategoriesBrands = (months: number) =>
  useQuery(
    figures<{ categories: BreakdownRow[]; brands: BreakdownRow[] } & Fresh>(
      ['categories', months],
      `sales/categories-brands${query({ months })}`,
    ),
  );
export const useOrderStatuses = (days: number) =>
  useQuery(figures<StatusFigures>(['statuses', days], `sales/order-statuses${query({ days })}`));

/** Every row of a paged table, for its CSV export. */
export const fetchAllSellerRates = (params: { kind: 'return' | 'refund'; months: number }) =>
  getData<{ sellers: SellerRate[] }>(`sales/return-refund-rates${query({ ...params, page: 1, limit: 100 })}`).then(
    (data) => data.sellers,
  );

export interface DiscountOffer {
  productId: string;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
  note?: string;
}
export const useOfferDiscount = () =>
  useMutation({ mutationFn: (offer: DiscountOffer) => api.post<unknown>('sales/discount-offers', offer) });

/** The overview's edit dialog: a placement's dates and position. */
export function useEditPlacement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: PlacementEdit }) => api.put<unknown>(`admin/placements/${id}`, edit),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'placements'] });
    },
  });
}
