import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Product } from './product-types.ts';

export async function getRelatedProducts(id: string): Promise<Product[]> {
  const result = await api.get<{ products: Product[] }>(`products/product/${encodeURIComponent(id)}/related?limit=20`);
  if (!result.success) throw new Error(result.message);
  return result.data.products;
}

export const relatedProductsQuery = (id: string) =>
  queryOptions({ queryKey: ['catalog', 'related', id], queryFn: () => getRelatedProducts(id), staleTime: 60_000 });

export const useRelatedProducts = (id: string) => useQuery(relatedProductsQuery(id));
