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

export async function getProduct(id: string): Promise<Product> {
  const result = await api.get<{ product: Product }>(`products/product-details/${encodeURIComponent(id)}`);
  if (!result.success) throw new ProductFetchError(result.message, result.httpStatus);
  return result.data.product;
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: () => getProduct(id),
    // 'Product not found' and 'Invalid product ID' will not change by asking again; a network or server failure may.
    retry: (count, error) => count < 3 && !(error instanceof ProductFetchError && (error.httpStatus === 404 || error.httpStatus === 400)),
    retryDelay: PRODUCT_RETRY_MS,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));
