/**
 * The storefront pages the server renders (issue 23): the public ones a buyer or a search engine
 * lands on. Paths match case-insensitively, as the web app's routes do.
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/all-products\/?$/,
  /^\/products\/[^/]+\/?$/,
  /^\/shops\/[^/]+\/?$/,
  /^\/(about-us|about|contact-us|contact|help-center|refund-policy|company-profile|currency)\/?$/,
  /^\/(login|register)\/?$/,
];

export const isRenderedPage = (pathname: string) => RENDERED_PAGES.some((page) => page.test(pathname.toLowerCase()));

/**
 * The query parameters a rendered page reads (issue 37): the page cache keeps these, in this order,
 * and no others, so a tracking or unknown parameter (`utm_source`, `fbclid`, `x=1`) neither makes a
 * new page nor a new render. Every page reads `lang` (the language asked for) and, on a local
 * address, `subdomain` (the host: packages/shared/src/hosts.ts `resolveHost`). Sorted by name.
 */
export const PARAMS_OF_EVERY_PAGE = ['lang', 'subdomain'] as const;
/** What the listing reads: apps/web/src/features/catalog/listing/listing-params.ts `parseListing`. */
export const LISTING_PARAMS = [
  'category',
  'discountRanges',
  'gender',
  'limit',
  'maxPrice',
  'minPrice',
  'minRating',
  'page',
  'query',
  'sort',
  'subCategory',
] as const;
/** The login page reads `socialError` (a failed Google or Facebook sign-in sends the browser back with it). */
const PAGE_PARAMS: [RegExp, readonly string[]][] = [
  [/^\/all-products\/?$/, LISTING_PARAMS],
  // A shop's page lists its products with the listing's filters, sort and pages (issue 40).
  [/^\/shops\/[^/]+\/?$/, LISTING_PARAMS],
  [/^\/login\/?$/, ['socialError']],
];
/**
 * Parameters that change what a page shows the reader but not which page it is: left out of its
 * canonical address (the host is the public one; a failed sign-in is the same login page).
 */
export const NOT_CANONICAL_PARAMS: readonly string[] = ['subdomain', 'socialError'];

/** The query parameters the page at `pathname` reads, sorted by name. */
export function paramsReadBy(pathname: string): string[] {
  const path = pathname.toLowerCase();
  const own = PAGE_PARAMS.find(([page]) => page.test(path))?.[1] ?? [];
  return [...PARAMS_OF_EVERY_PAGE, ...own].sort();
}

/**
 * The buyer's own pages: the server draws their frame (header, footer) with a loader where the
 * content goes, and the browser, once it knows who is there, decides and draws the rest. The seller
 * and staff areas, with frames of their own, stay the browser's whole.
 */
// An order's own page (issue 41: /order-history/SK100123) is the buyer's too.
const FRAMED_PAGES = /^\/(cart|wish-list|checkout|order-history|order-history\/[^/]+|profile)\/?$/;

export const isFramedPage = (pathname: string) => FRAMED_PAGES.test(pathname.toLowerCase());

/** The id of the JSON script holding a rendered page's queries: the API writes it, the web app reads it. */
export const SSR_STATE_ID = 'souk-ssr';
