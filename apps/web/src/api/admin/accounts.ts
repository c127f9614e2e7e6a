import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { StaffMember } from '../auth/staff-login.ts';

/** Spec 3 section 3's staff session shape, as the staff login answers it. */
export type StaffAccount = StaffMember & { permissions: { canViewDashboard: boolean } };

export interface BuyerAccount {
  _id: string;
  userName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
}

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: async () => {
    const result = await api.get<{ staff: StaffAccount[] }>('admin/staff');
    if (!result.success) throw new Error(result.message);
    return result.data.staff;
  },
});
export const useStaffAccounts = () => useQuery(staffQuery);

function useStaffMutation<T>(call: (input: T) => ReturnType<typeof api.post>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'staff'] });
    },
  });
}

export const useCreateStaff = () =>
  useStaffMutation((body: Record<string, unknown>) =>
    api.post<{ staff: StaffAccount; password: string }>('admin/staff', body),
  );
export const useUpdateStaff = () =>
  useStaffMutation(({ id, body }: { id: string; body: Record<string, unknown> }) =>
    api.put<{ staff: StaffAccount }>(`admin/staff/${id}`, body),
  );
export const useResetStaffPassword = () =>
  useStaffMutation((id: string) => api.post<{ password: string }>(`admin/staff/${id}/reset-password`));

export const buyersQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'buyers', q],
    queryFn: async () => {
      const result = await api.get<{ buyers: BuyerAccount[] }>(`admin/buyers?q=${encodeURIComponent(q)}`);
      if (!result.success) throw new Error(result.message);
      return result.data.buyers;
    },
  });
export const useBuyers = (q: string) => useQuery({ ...buyersQuery(q), enabled: q.length >= 3 });

export function useSetBuyerActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.put<{ buyer: BuyerAccount }>(`admin/buyers/${id}/status`, { isActive }),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'buyers'] });
    },
  });
}
