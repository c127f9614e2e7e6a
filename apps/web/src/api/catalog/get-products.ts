import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ProductSummary } from './product-types.ts';

export interface ProductListFilters {
  query?: string;
  category?: string;
  subCategory?: string;
  page?: number;
  limit?: number;
  sort?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  discountRanges?: string[];
  gender?: string[];
}

export interface ProductList {
  products: ProductSummary[];
  total: number;
  totalPages: number;
  totalIsCapped: boolean;
  /** A search past the exact bound: about how many products match. */
  totalEstimate?: number;
}

/** Spec 1 section 4: null, NaN and empty values are dropped before the request. */
export function productListSearch(filters: ProductListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET /api/products/getproducts, as cards (`view=card`: a third of the whole products' bytes); a
 * failure is thrown so the page can show its error state.
 */
export async function getProducts(filters: ProductListFilters): Promise<ProductList> {
  const result = await api.get<ProductList>(`products/getproducts?${productListSearch(filters)}&view=card`);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

/** What every page of results' query key starts with. */
export const productsQueryPrefix = ['catalog', 'products'] as const;

export const productsQuery = (filters: ProductListFilters) =>
  queryOptions({
    queryKey: [...productsQueryPrefix, productListSearch(filters)],
    queryFn: () => getProducts(filters),
    placeholderData: keepPreviousData,
    // Read by the route's loader just before the page mounts: fresh then, not fetched twice.
    staleTime: 30_000,
  });

export const useProducts = (filters: ProductListFilters) => useQuery(productsQuery(filters));
