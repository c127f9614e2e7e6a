import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '../../lib/api-client.ts';

/** A shop rating as staff see it (issue 40): the shop, the author by first name and initial, hidden or not. */
export interface StaffShopRating {
  _id: string;
  stars: number;
  comment: string;
  date: string;
  author: { name: string };
  seller: { _id: string; name: string };
  hidden: boolean;
  hiddenReason: string | null;
}

export type RatingFilter = 'all' | 'shown' | 'hidden';

const STAFF_RATINGS_KEY = ['staff', 'shop-ratings'] as const;

export const staffShopRatingsQuery = (filter: RatingFilter, page: number) =>
  queryOptions({
    queryKey: [...STAFF_RATINGS_KEY, filter, page],
    queryFn: () =>
      getData<{ ratings: StaffShopRating[]; pagination: { totalPages: number; total: number } }>(
        `staff/shop-ratings?page=${page}${filter === 'all' ? '' : `&hidden=${filter === 'hidden'}`}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useStaffShopRatings = (filter: RatingFilter, page: number) =>
  useQuery(staffShopRatingsQuery(filter, page));

/** Hide one with a reason (the buyer is told), or show a hidden one again; the list is read again after. */
export function useModerateShopRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api.post<unknown>(`staff/shop-ratings/${encodeURIComponent(id)}/show`)
        : api.post<unknown>(`staff/shop-ratings/${encodeURIComponent(id)}/hide`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_RATINGS_KEY }),
  });
}
