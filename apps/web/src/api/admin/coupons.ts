import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface AdminCoupon {
  _id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** A percentage, or USD for a fixed amount. */
  value: number;
  minSubtotal: number;
  category: { _id: string; name: string | null } | null;
  seller: { _id: string; businessName: string | null } | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  perUserLimit: number;
  redemptionsCount: number;
  isActive: boolean;
}

export const adminCouponsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'coupons', page],
    queryFn: async () => {
      const result = await api.get<{ coupons: AdminCoupon[]; pagination: { totalPages: number } }>(
        `admin/coupons?page=${page}&limit=20`,
      );
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useAdminCoupons = (page: number) => useQuery(adminCouponsQuery(page));

/** Creates (no id) or edits a coupon; a deactivation is an edit of isActive. */
export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id
        ? api.put<{ coupon: AdminCoupon }>(`admin/coupons/${id}`, body)
        : api.post<{ coupon: AdminCoupon }>('admin/coupons', body),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
  });
}
