import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../lib/api-client.ts';

export interface ShopRatingSummary {
  average: number | null;
  count: number;
  /** From 0 to 1; null when the last 90 days brought no rating. */
  positiveShare90d: number | null;
  count90d: number;
}

/** A rating as the shop sees it: hidden ones too, with staff's reason. */
export interface SellerShopRating {
  _id: string;
  stars: number;
  comment: string;
  date: string;
  author: { name: string };
  hidden: boolean;
  hiddenReason: string | null;
}

export interface SellerRatingsPage {
  ratings: SellerShopRating[];
  summary: ShopRatingSummary;
  pagination: { page: number; totalPages: number; total: number };
}

export const sellerRatingsQuery = (page: number) =>
  queryOptions({
    queryKey: ['seller', 'ratings', page],
    queryFn: () => getData<SellerRatingsPage>(`seller/ratings?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useSellerRatings = (page: number) => useQuery(sellerRatingsQuery(page));
