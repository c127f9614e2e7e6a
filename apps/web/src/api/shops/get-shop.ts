import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { productListSearch, type ProductList, type ProductListFilters } from '../catalog/get-products.ts';

/** A shop's header on its page (issue 40): GET /api/shops/:slug's `shop`. */
export interface ShopHeader {
  _id: string;
  slug: string;
  name: string;
  description: string;
  /** Empty when the shop wrote none: the English is shown. */
  descriptionAr: string;
  logo: string | null;
  banner: string | null;
  /** "Governorate - City", as onboarding stores it. */
  location: string | null;
  /** Its first approval, ISO. */
  since: string | null;
  /**
   * No average and a count of 0 until it has ratings; the share of 4 and 5 stars among the last 90
   * days' ratings (0 to 1), null when there were none.
   */
  rating: { average: number | null; count: number; positiveShare90d?: number | null; count90d?: number };
  deliveredOrders: number;
}

export interface ShopPageData extends ProductList {
  shop: ShopHeader;
}

/**
 * A shop's page, or the server's word that there is none (404, or 410 for a closed shop): an answer,
 * not a failure, so the server renders the not-found page it sends with its status and the browser
 * hydrates the same. Only a network or server failure throws.
 */
export type ShopLookup = { found: true; page: ShopPageData } | { found: false; gone: boolean };

/** GET /api/shops/:slug with the listing's filters, its products as cards (`view=card`). */
export async function getShop(slug: string, filters: ProductListFilters): Promise<ShopLookup> {
  const result = await api.get<ShopPageData>(
    `shops/${encodeURIComponent(slug)}?${productListSearch(filters)}&view=card`,
  );
  if (result.success) return { found: true, page: result.data };
  if (result.httpStatus === 404 || result.httpStatus === 410) return { found: false, gone: result.httpStatus === 410 };
  throw new Error(result.message);
}

export const shopQuery = (slug: string, filters: ProductListFilters) =>
  queryOptions({
    queryKey: ['catalog', 'shop', slug, productListSearch(filters)],
    queryFn: () => getShop(slug, filters),
    // A change of filter or page keeps the shop's header and the last results on screen.
    placeholderData: keepPreviousData,
    // Read by the route's loader just before the page mounts: fresh then, not fetched twice.
    staleTime: 30_000,
  });

export const useShop = (slug: string, filters: ProductListFilters) => useQuery(shopQuery(slug, filters));
