import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SubCategory {
  _id: string;
  name: string;
  nameAr: string;
}

export interface Category extends SubCategory {
  categoryIcon: string | null;
  subCategories: SubCategory[];
}

export async function getCategories(): Promise<Category[]> {
  const result = await api.get<{ categories: Category[] }>('categories/category');
  if (!result.success) throw new Error(result.message);
  return result.data.categories;
}

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: getCategories,
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
