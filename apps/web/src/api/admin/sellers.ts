import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface AdminSeller {
  _id: string;
  fullName: string;
  businessName: string;
  businessEmail: string | null;
  businessPhone: string;
  businessLocation: string | null;
  dataEntryChoice: string;
  status: 'pending' | 'active' | 'suspended';
  plan: 'regular' | 'premium' | 'gold';
  email: string | null;
  productCount: number;
  createdAt: string;
}

interface SellerPage {
  sellers: AdminSeller[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** `GET admin/sellers`: shops newest first, by status. */
export const adminSellersQuery = (query: { status?: string | undefined; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'sellers', query],
    queryFn: async () => {
      const params = new URLSearchParams({
        page: String(query.page),
        limit: '20',
        ...(query.status ? { status: query.status } : {}),
      });
      const result = await api.get<SellerPage>(`admin/sellers?${params}`);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useAdminSellers = (query: { status?: string | undefined; page: number }) =>
  useQuery(adminSellersQuery(query));

export type SellerChange = { status: 'active' | 'suspended' } | { plan: string } | { dataEntryChoice: string };
const changePath = (change: SellerChange) => ('status' in change ? 'status' : 'plan' in change ? 'plan' : 'management');

/** Approve or suspend a shop (its products follow at once), change its plan, or who lists its products. */
export function useUpdateSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SellerChange }) =>
      api.put<unknown>(`admin/sellers/${id}/${changePath(change)}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'sellers'] }),
  });
}
