import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacementList } from '@souk/shared/schemas/placements';
import { api } from '../../lib/api-client.ts';

export interface Placement {
  _id: string;
  productId: string;
  productName: string;
  businessName: string | null;
  position: number;
  startsAt: string;
  endsAt: string | null;
  source: 'admin' | 'promotion' | 'sales';
  running: boolean;
}

export const placementsQuery = (list: PlacementList) =>
  queryOptions({
    queryKey: ['admin', 'placements', list],
    queryFn: async () => {
      const result = await api.get<{ placements: Placement[] }>(`admin/placements?list=${list}`);
      if (!result.success) throw new Error(result.message);
      return result.data.placements;
    },
  });

export const usePlacements = (list: PlacementList) => useQuery(placementsQuery(list));

/** Adds a product to a list, or (with an id) ends a placement. */
export function useChangePlacement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | {
            add: {
              list: PlacementList;
              productId: string;
              startsAt?: string;
              endsAt?: string | null;
              position?: number;
            };
          }
        | { end: string },
    ) =>
      'add' in change
        ? api.post<unknown>('admin/placements', change.add)
        : api.delete<null>(`admin/placements/${change.end}`),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: ['admin', 'placements'] });
    },
  });
}
