/**
 * Spec 1 section 9: the listing's constants. Apart from the schemas (schemas/catalog.ts re-exports
 * them) so the storefront's listing reads its address without zod in its first script (issue 37).
 */
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'popularity'] as const;
export type Sort = (typeof SORTS)[number];
export const GENDERS = ['men', 'women', 'kids', 'baby', 'unisex'] as const;
export const DISCOUNT_RANGES = ['5-25', '25-50', '50-95'] as const;
export const DEFAULT_PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 60;
export const PRICE_SLIDER_MAX = 500;
/** The last page the API serves. */
export const MAX_PAGE = 10_000;
/** The longest search text. */
export const MAX_QUERY_LENGTH = 100;
/** Above any price in the catalogue, and within the 32-bit cents prices are stored in. */
export const MAX_PRICE_FILTER = 1_000_000;
