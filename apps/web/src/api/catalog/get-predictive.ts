import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

export interface Suggestions {
  categories: { _id: string; name: string; nameAr: string; parentCategory: string | null }[];
  brands: { _id: string; name: string }[];
  popularSearches: { text: string; relevance: number }[];
  trendingSearches: { text: string; relevance: number }[];
  products: { _id: string; name: string; nameAr: string; price: number; image: string | null }[];
}

/** Spec 1 section 9: suggestions start above 2 characters. */
export const PREDICTIVE_MIN_LENGTH = 3;

export async function getPredictive(query: string): Promise<Suggestions> {
  const result = await api.get<Suggestions>(`search/predictive?${new URLSearchParams({ query }).toString()}`);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

export const predictiveQuery = (query: string) =>
  queryOptions({
    queryKey: ['search', 'predictive', query],
    queryFn: () => getPredictive(query),
    enabled: query.length >= PREDICTIVE_MIN_LENGTH,
    staleTime: 30_000,
    meta: VISITOR_OWN,
  });

export const usePredictive = (query: string) => useQuery(predictiveQuery(query));
