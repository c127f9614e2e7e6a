import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductSummary } from '../catalog/product-types.ts';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

/**
 * The home and listing shelves share one reply shape ({ products }); each path is one endpoint of
 * spec 1 section 7, named here with the failure text of section 8.
 */
export const SHELVES = {
  todayDeals: { path: 'hero/today-deals', error: 'Failed to load today’s deals' },
  featured: { path: 'hero/featured-items', error: 'Failed to load featured products' },
  newReleases: { path: 'hero/new-releases', error: 'Failed to load new releases' },
  bestSellers: { path: 'hero/best-sellers', error: 'Failed to load best sellers' },
  trending: { path: 'hero/more-results', error: 'Failed to load trending products' },
  moreToLove: { path: 'products/more-to-love', error: 'Failed to load moreToLove products' },
  mayAlsoLike: { path: 'preferences/may-also-like', error: 'Failed to load suggestions' },
  relatedItems: { path: 'hero/related-items', error: 'Failed to load suggestions' },
} as const;

export type ShelfName = keyof typeof SHELVES;

/** "You may also like" follows the visitor's own views: the browser's to fetch, never the server's. */
const visitorOwnShelf = (name: ShelfName) => (name === 'mayAlsoLike' ? VISITOR_OWN : undefined);

async function getShelf<Item>(name: ShelfName, query: string): Promise<Item[]> {
  const shelf = SHELVES[name];
  const result = await api.get<{ products: Item[] }>(query ? `${shelf.path}?${query}` : shelf.path);
  if (!result.success) throw new Error(result.httpStatus === 0 ? `Network error fetching ${name}` : shelf.error);
  return result.data.products;
}

/** A shelf's products as cards (`view=card`: a third of the whole products' bytes). */
export const shelfQuery = (name: ShelfName, limit?: number) =>
  queryOptions({
    queryKey: ['home', 'shelf', name, limit ?? null],
    queryFn: () => getShelf<ProductSummary>(name, `${limit ? `limit=${limit}&` : ''}view=card`),
    staleTime: 60_000,
    meta: visitorOwnShelf(name),
  });

export const useShelf = (name: ShelfName, limit?: number) => useQuery(shelfQuery(name, limit));

/** A shelf's whole products, for a block that shows more than a card does (a description). */
export const useWholeShelf = (name: ShelfName, limit?: number) =>
  useQuery({
    queryKey: ['home', 'shelf', name, limit ?? null, 'whole'],
    queryFn: () => getShelf<Product>(name, limit ? `limit=${limit}` : ''),
    staleTime: 60_000,
    meta: visitorOwnShelf(name),
  });
