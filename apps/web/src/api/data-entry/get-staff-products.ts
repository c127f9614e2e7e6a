import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  productQueryString,
  type ProductPage,
  type ProductTableQuery,
} from '../seller-products/get-seller-products.ts';

/**
 * Spec 3 sections 4 and 7: a search of 3+ characters reads `products/search` (searchTerm, page,
 * limit), otherwise the list with the non-empty filters.
 */
export const staffProductsQuery = ({ keyword, ...rest }: ProductTableQuery) =>
  queryOptions({
    queryKey: ['data-entry', 'products', keyword ?? '', rest],
    queryFn: async () => {
      const path = keyword
        ? `dashboard/data-entry/products/search?${productQueryString({ ...rest, searchTerm: keyword })}`
        : `dashboard/data-entry/products?${productQueryString(rest)}`;
      const result = await api.get<ProductPage>(path);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useStaffProducts = (query: ProductTableQuery) => useQuery(staffProductsQuery(query));
