import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierInput } from '@souk/shared/schemas/delivery';
import { api } from '../../lib/api-client.ts';

/** A courier of the admins' list (issue 41). `trackingUrl` holds `{number}` where the tracking number goes. */
export interface Courier {
  _id: string;
  name: string;
  trackingUrl: string | null;
  active: boolean;
}

/** A courier a seller may ship with; `tracks`: it has a tracking page. */
export interface ActiveCourier {
  _id: string;
  name: string;
  tracks: boolean;
}

const ADMIN_COURIERS_KEY = ['admin', 'couriers'] as const;

export const adminCouriersQuery = queryOptions({
  queryKey: ADMIN_COURIERS_KEY,
  queryFn: async () => {
    const result = await api.get<{ couriers: Courier[] }>('admin/couriers');
    if (!result.success) throw new Error(result.message);
    return result.data.couriers;
  },
});
export const useAdminCouriers = () => useQuery(adminCouriersQuery);

/** Adds a courier (no id) or changes one; the list is read again either way. */
export function useSaveCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Omit<CourierInput, 'trackingUrl'> & { trackingUrl: string; id?: string }) =>
      id
        ? api.put<{ courier: Courier }>(`admin/couriers/${encodeURIComponent(id)}`, input)
        : api.post<{ courier: Courier }>('admin/couriers', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_COURIERS_KEY }),
  });
}

export const useSellerCouriers = (enabled: boolean) =>
  useQuery({
    queryKey: ['seller', 'couriers'],
    queryFn: async () => {
      const result = await api.get<{ couriers: ActiveCourier[] }>('seller/couriers');
      if (!result.success) throw new Error(result.message);
      return result.data.couriers;
    },
    enabled,
  });
