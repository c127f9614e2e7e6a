import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface PromotionRequest {
  _id: string;
  productId: string;
  productName: string | null;
  businessName: string | null;
  kind: 'deal' | 'featured' | 'discount';
  discountPercent: number | null;
  startsAt: string;
  endsAt: string;
  note: string;
  status: 'pending' | 'accepted' | 'declined';
}

export interface DuePayout {
  _id: string;
  businessName: string | null;
  periodStart: string;
  periodEnd: string;
  gross: number;
  commission: number;
  amount: number;
  status: string;
}

export interface ProfileRequest {
  _id: string;
  businessName: string;
  changes: Record<string, unknown>;
  createdAt: string;
}

const listQuery = <T>(key: string, path: string, field: string) =>
  queryOptions({
    queryKey: ['admin', 'requests', key],
    queryFn: async () => {
      const result = await api.get<Record<string, T[]>>(path);
      if (!result.success) throw new Error(result.message);
      return result.data[field] ?? [];
    },
  });

/** What waits for an admin: sellers' promotional requests, payouts due, and profile changes. */
export const usePendingPromotions = () =>
  useQuery(listQuery<PromotionRequest>('promotions', 'admin/promotional-requests?status=pending', 'requests'));
export const useDuePayouts = () =>
  useQuery(listQuery<DuePayout>('payouts', 'admin/payouts?status=scheduled', 'payouts'));
export const usePendingProfileChanges = () =>
  useQuery(listQuery<ProfileRequest>('profiles', 'admin/seller-update-requests?status=pending', 'requests'));

/** One decision on one of them; the lists reload. */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) => api.put<unknown>(path, body),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'requests'] });
    },
  });
}
