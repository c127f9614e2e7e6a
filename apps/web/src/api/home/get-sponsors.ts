import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Sponsor {
  _id: string;
  name: string;
  logo: string | null;
  url: string | null;
}

export async function getSponsors(): Promise<Sponsor[]> {
  const result = await api.get<{ sponsors: Sponsor[] }>('sponsors/admin/all');
  if (!result.success) throw new Error('Failed to load sponsors');
  return result.data.sponsors;
}

export const sponsorsQuery = queryOptions({
  queryKey: ['home', 'sponsors'],
  queryFn: getSponsors,
  staleTime: 5 * 60_000,
});

export const useSponsors = () => useQuery(sponsorsQuery);
