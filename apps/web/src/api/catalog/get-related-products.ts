import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ProductSummary } from './product-types.ts';

/** The product page's related products, as cards (`view=card`). */
export async function getRelatedProducts(id: string): Promise<ProductSummary[]> {
  const result = await api.get<{ products: ProductSummary[] }>(
    `products/product/${encodeURIComponent(id)}/related?limit=20&view=card`,
  );
  if (!result.success) throw new Error(result.message);
  return result.data.products;
}

export const relatedProductsQuery = (id: string) =>
  queryOptions({ queryKey: ['catalog', 'related', id], queryFn: () => getRelatedProducts(id), staleTime: 60_000 });

export const useRelatedProducts = (id: string) => useQuery(relatedProductsQuery(id));
