import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Banner {
  _id: string;
  title: string;
  description: string;
  translations?: { en?: { title?: string; description?: string }; ar?: { title?: string; description?: string } };
  images: { url: string; thumbnail: string; large: string }[];
  linkUrl: string | null;
}

export async function getBanners(): Promise<Banner[]> {
  const result = await api.get<{ banners: Banner[] }>('hero/all-banners');
  // Spec 1 section 8: the home keeps the failure as text.
  if (!result.success) throw new Error('Failed to load banners');
  return result.data.banners;
}

export const bannersQuery = queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners, staleTime: 60_000 });

export const useBanners = () => useQuery(bannersQuery);
