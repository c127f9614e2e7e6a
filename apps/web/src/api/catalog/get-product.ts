import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { Product } from './product-types.ts';

/** Spec 1 section 4: a failed product fetch is tried again after 3 s. */
export const PRODUCT_RETRY_MS = 3000;

export class ProductFetchError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/**
 * A product, or the server's word that there is none ('Product not found', 'Invalid product ID'): an
 * answer, not a failure, so the server renders the not-found page it sends with its 404 and the
 * browser hydrates the same. Only a network or server failure throws, and is tried again.
 */
export type ProductLookup = { found: true; product: Product } | { found: false; message: string };

export async function getProduct(id: string): Promise<ProductLookup> {
  const result = await api.get<{ product: Product }>(`products/product-details/${encodeURIComponent(id)}`);
  if (result.success) return { found: true, product: result.data.product };
  if (result.httpStatus === 404 || result.httpStatus === 400) return { found: false, message: result.message };
  throw new ProductFetchError(result.message, result.httpStatus);
}

/** What every product's query key starts with. */
export const productQueryPrefix = ['catalog', 'product'] as const;

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...productQueryPrefix, id],
    queryFn: () => getProduct(id),
    retry: 3,
    retryDelay: PRODUCT_RETRY_MS,
    // Read by the route's loader just before the page mounts: fresh then, not fetched twice.
    staleTime: 30_000,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
