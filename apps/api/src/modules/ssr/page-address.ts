import { isHost, isLocalHostname, resolveHost, type Host } from '@souk/shared/hosts';
import { isLanguageCode } from '@souk/shared/languages';
import {
  isFramedPage,
  isRenderedPage,
  LISTING_PARAMS,
  NOT_CANONICAL_PARAMS,
  PARAMS_OF_EVERY_PAGE,
  paramsReadBy,
} from '@souk/shared/rendered-pages';
import { isSitePath } from '@souk/shared/site-path';
import { normalListing } from './listing-address.ts';

const LISTING_PATH = '/all-products';
/** A shop's page reads the listing's parameters too (issue 40). */
const SHOP_PATH = /^\/shops\/[^/]+$/;
/** The listing's filters that name several values (`gender=men,women`). */
const REPEATABLE = ['discountRanges', 'gender'];

/**
 * A page's address as the server reads it (issue 37): a path on this site and only the query
 * parameters the page reads, in a fixed order. It is the page cache's key and what the page is
 * rendered from, so every address that shares a key gets the same HTML.
 */
export interface PageAddress {
  kind: 'page';
  /** `/all-products`: lower-cased and without a trailing slash for the pages the server renders. */
  path: string;
  /** `?category=…&page=2`, or empty: the parameters `path` reads, sorted by name, the first of each. */
  search: string;
  /** The host the address is for (`main`, `staff`...): the subdomain, or `?subdomain=` locally. */
  host: Host;
  /** Rendered on the server: a public storefront page, or a buyer's own page with its frame. */
  rendered: boolean;
  /** A buyer's own page (cart, checkout...): its frame is rendered, but it is no one else's business. */
  framed: boolean;
  /** Not a page, known from the address alone: a listing of a category that is not even an id. */
  missing: boolean;
}

export type ReadAddress =
  | PageAddress
  /** The same page at its one spelling (case, trailing slash): a redirect there, with the query as asked. */
  | { kind: 'redirect'; location: string }
  /**
   * Not a path on this site: `//x`, `/\x`, `/%5Cx`, dots, an absolute request target
   * (`GET http://x/ HTTP/1.1`). Answered with a 404, and nothing of it is written into the page.
   */
  | { kind: 'unsafe' };

/**
 * Reads a request's target (`request.url`, as it came) into the address of the page it asks for.
 * One rule with the links the site stores (banners, return targets): the path must pass
 * `isSitePath` (packages/shared/src/site-path.ts), however it is decoded.
 */
export function readPageAddress(target: string, hostname: string): ReadAddress {
  // A fragment never reaches a server from a browser; whatever follows `#` is not part of the path.
  const [pathAndQuery = ''] = target.split('#', 1);
  const queryAt = pathAndQuery.indexOf('?');
  const rawPath = queryAt >= 0 ? pathAndQuery.slice(0, queryAt) : pathAndQuery;
  const rawQuery = queryAt >= 0 ? pathAndQuery.slice(queryAt + 1) : '';
  if (!isSitePath(rawPath)) return { kind: 'unsafe' };
  // The WHATWG parser percent-encodes what may not stand in a path (quotes, spaces, `<`); the
  // origin cannot change, as the path starts with one slash and has no backslash.
  const pathname = new URL(rawPath, 'http://souk.invalid').pathname;
  const asked = new URLSearchParams(rawQuery);
  const host = resolveHost(hostname, `?${rawQuery}`);
  const rendered = host === 'main' && (isRenderedPage(pathname) || isFramedPage(pathname));
  // The web app's routes match case-insensitively and with or without a trailing slash: one spelling.
  const path = rendered ? pathname.toLowerCase().replace(/(.)\/$/, '$1') : pathname;
  if (path !== pathname) return { kind: 'redirect', location: `${path}${rawQuery ? `?${rawQuery}` : ''}` };
  const listing = rendered && (path === LISTING_PATH || SHOP_PATH.test(path)) ? normalListing(asked) : undefined;
  if (listing?.repeated) {
    // The one spelling of a filter named twice; the page reads the rest as it was asked.
    const once = new URLSearchParams(rawQuery);
    for (const name of REPEATABLE) {
      const value = listing.params.get(name);
      if (value === undefined) once.delete(name);
      else once.set(name, value);
    }
    return { kind: 'redirect', location: `${path}?${once.toString()}` };
  }
  const kept = new URLSearchParams();
  const read = rendered && !isFramedPage(path) ? paramsReadBy(path) : [...PARAMS_OF_EVERY_PAGE];
  for (const name of read) {
    // The listing's own parameters in their normal form (listing-address.ts), one key for every spelling.
    const value =
      listing && LISTING_PARAMS.some((known) => known === name) ? (listing.params.get(name) ?? null) : asked.get(name);
    if (value === null) continue;
    if (name === 'lang' && !isLanguageCode(value)) continue;
    // Only a local address reads the host from the query (resolveHost); elsewhere it changes nothing.
    if (name === 'subdomain' && !(isLocalHostname(hostname) && isHost(value))) continue;
    kept.append(name, value);
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  return {
    kind: 'page',
    path,
    search,
    host,
    rendered,
    framed: isFramedPage(path),
    missing: Boolean(listing?.unknownCategory),
  };
}

/** The parameters of an address that name the page (its canonical address keeps them), `lang` aside. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of NOT_CANONICAL_PARAMS) params.delete(name);
  return params.size > 0 ? `?${params.toString()}` : '';
}
