import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { ProductSummary } from './product-types.ts';

/** How many of the shop's other products a product page shows. */
const MORE_FROM_SHOP = 10;

/** A product page's "More from this shop" (issue 40): the shop's best sellers but this one, as cards. */
export async function getMoreFromShop(id: string): Promise<ProductSummary[]> {
  const result = await api.get<{ products: ProductSummary[] }>(
    `products/product/${encodeURIComponent(id)}/more-from-shop?limit=${MORE_FROM_SHOP}&view=card`,
  );
  if (!result.success) throw new Error(result.message);
  return result.data.products;
}

export const moreFromShopQuery = (id: string) =>
  queryOptions({ queryKey: ['catalog', 'more-from-shop', id], queryFn: () => getMoreFromShop(id), staleTime: 60_000 });

export const useMoreFromShop = (id: string) => useQuery(moreFromShopQuery(id));
