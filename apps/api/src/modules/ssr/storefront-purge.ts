import { purgeScopes } from '../../http/ttl-cache.ts';

/**
 * What a storefront page shows, as purge scopes (issue 37; decision 0018, "Purges: what purges what"):
 * - `site`: what every page shows: the header's categories, prices in LBP (the rate), the site mode.
 * - `lists`: the home (banners, sponsors, shelves) and the listings: any product may be on them.
 * - `product:<id>`: one product's own page.
 * The listing and shelf answers the renders read (`catalog-answers`, `catalog-totals`) are kept under
 * `site` and `lists` too, so a page rendered after a purge never reads an answer from before it.
 */
export const SITE_SCOPE = 'site';
export const LISTS_SCOPE = 'lists';
export const productScope = (productId: string) => `product:${productId.toLowerCase()}`;
/** One shop's own page, by its slug: what its ratings change (issue 40), which no other page shows. */
export const shopScope = (slug: string) => `shop:${slug.toLowerCase()}`;
/** What the listing and shelf answers show. */
export const LIST_ANSWER_SCOPES = [SITE_SCOPE, LISTS_SCOPE] as const;

const PRODUCT_PAGE = /^\/products\/([^/]+)$/;
const SHOP_PAGE = /^\/shops\/([^/]+)$/;

/** The scopes of the page at a normalised path (ssr/page-address.ts): what purges it. */
export function scopesOfPage(path: string): string[] {
  const product = PRODUCT_PAGE.exec(path)?.[1];
  if (product) return [SITE_SCOPE, productScope(product)];
  // A shop's page shows its products as a listing does: any product change purges it with them; its
  // own profile changes (approval, suspension, a renaming) purge `site`.
  // Its ratings purge it alone (`shopPages`).
  const shop = SHOP_PAGE.exec(path)?.[1];
  if (shop) return [SITE_SCOPE, LISTS_SCOPE, shopScope(shop)];
  if (path === '/' || path === '/all-products' || path.startsWith('/shops/')) return [SITE_SCOPE, LISTS_SCOPE];
  // The information pages, login and register, and the buyers' frames: the header and footer.
  return [SITE_SCOPE];
}

/**
 * A product's stock as its card shows it (catalog.service.ts `cardStockMoves`), before and after an
 * order or a cancellation moved it: equal strings are the same card.
 */
export interface CardStockMove {
  productId: string;
  before: string;
  after: string;
}

/**
 * What changed, for the pages that show it to be rendered again on their next request, on every
 * instance. Called after the change is committed (a render between the purge and the commit would
 * read the old rows under the new generation).
 * - `products`: ids of products whose price, stock, photos, name, status or rating changed: their
 *   own pages, and the home and listings (coarse: any product may be on any of them).
 * - `stock`: stock an order took or a cancellation gave back: the products' own pages, and the
 *   home and listings only when a card's stock state changed. Most orders leave every card as it
 *   was, and re-rendering the home and every listing on each order is what this saves; the sold
 *   counts they also move only reorder sales-ranked lists, which may lag a few seconds (0018).
 * - `lists`: the home's banners, sponsors or shelves changed.
 * - `everything`: categories, brands, colours, the settings pages show (LBP rate, site mode), a
 *   seller suspended or restored (all of their products at once).
 * - `productPages`: ids of products whose own page alone changed (its questions and answers, which no
 *   card shows): those pages, not the home and listings.
 * - `shopPages`: slugs of shops whose own page alone changed (a rating given, hidden or shown again).
 */
export type StorefrontChange =
  | { products: Iterable<string> }
  | { productPages: Iterable<string> }
  | { shopPages: Iterable<string> }
  | { stock: Iterable<CardStockMove> }
  | 'lists'
  | 'everything';

export function purgeStorefront(change: StorefrontChange): Promise<void> {
  if (change === 'everything') return purgeScopes([SITE_SCOPE]);
  if (change === 'lists') return purgeScopes([LISTS_SCOPE]);
  if ('productPages' in change) return purgeProducts([...change.productPages], false);
  if ('shopPages' in change) return purgeScopes([...new Set([...change.shopPages].map(shopScope))]);
  if (!('stock' in change)) return purgeProducts([...change.products], true);
  const moves = [...change.stock];
  return purgeProducts(
    moves.map((move) => move.productId),
    moves.some((move) => move.before !== move.after),
  );
}

function purgeProducts(ids: string[], lists: boolean) {
  const products = [...new Set(ids.map(productScope))];
  return purgeScopes(products.length > 0 ? [...(lists ? [LISTS_SCOPE] : []), ...products] : []);
}

/**
 * `work`'s result, once it has finished (its transaction committed) and the pages showing what it
 * changed are purged: `change` may be read from the result (the products an order took stock from).
 */
export async function thenPurge<T>(
  work: Promise<T>,
  change: StorefrontChange | ((result: T) => StorefrontChange | undefined),
): Promise<T> {
  const result = await work;
  const changed = typeof change === 'function' ? change(result) : change;
  if (changed) await purgeStorefront(changed);
  return result;
}
