import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface ManagedSponsor {
  _id: string;
  name: string;
  url: string | null;
  logo: string;
  startsAt: string;
  endsAt: string | null;
  running: boolean;
}

export const sponsorsAdminQuery = queryOptions({
  queryKey: ['admin', 'sponsors'],
  queryFn: async () => {
    const result = await api.get<{ sponsors: ManagedSponsor[] }>('admin/sponsors');
    if (!result.success) throw new Error(result.message);
    return result.data.sponsors;
  },
});

export const useManagedSponsors = () => useQuery(sponsorsAdminQuery);

/** Adds a sponsor (a multipart form with its logo), or (with an id) ends one; the home strip follows. */
export function useChangeSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: FormData } | { end: string }) =>
      'add' in change
        ? api.post<unknown>('admin/sponsors', change.add)
        : api.delete<null>(`admin/sponsors/${change.end}`),
    onSuccess: (result) => {
      if (!result.success) return;
      void client.invalidateQueries({ queryKey: ['admin', 'sponsors'] });
      void client.invalidateQueries({ queryKey: ['home', 'sponsors'] });
    },
  });
}
