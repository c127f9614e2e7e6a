import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  DISCOUNT_RANGES,
  GENDERS,
  PRICE_SLIDER_MAX,
  SORTS,
  productListQuerySchema,
} from '@souk/shared/schemas/catalog';

/** What the listing's address says, in its one normal form (`normalListing`). */
export interface NormalListing {
  /** The parameters the listing reads, by name, each written one way; defaults and dropped values left out. */
  params: Map<string, string>;
  /** A filter named twice (`gender=men,men`): the page reads it so, but its normal form names it once. */
  repeated: boolean;
  /** A category or sub-category that is not even an id: the server answers 404 (seo.service.ts `isUnknownListing`). */
  unknownCategory: boolean;
}

const fields = productListQuerySchema.shape;
/** A parameter as the API and the page read it, undefined when either would drop it. */
const apiValue = <K extends 'query' | 'category' | 'subCategory' | 'page' | 'limit' | 'minPrice' | 'maxPrice'>(
  asked: URLSearchParams,
  name: K,
) => {
  const parsed = fields[name].safeParse(asked.get(name) ?? undefined);
  return parsed.success ? (parsed.data as z.output<(typeof fields)[K]>) : undefined;
};
const onSlider = (price: number) => Math.min(PRICE_SLIDER_MAX, Math.max(0, price));

/**
 * The listing's parameters as the page reads them (apps/web/src/features/catalog/listing/listing-params.ts
 * `parseListing`: the first of each, API values checked by the API's own schema, unknown sorts and
 * filters dropped, prices on the slider), written back one way: numbers as JavaScript writes them,
 * defaults left out, a search text over the API's 100 characters dropped as the page drops it. So
 * `minPrice=01`, `minPrice=1.0` and `minPrice=1&page=1&sort=featured` are one page cache entry and one
 * render, and no value makes a long key. parseListing reads the normal form as it reads the address
 * it came from (page-address.test.ts checks it), so the page rendered from it hydrates at the address
 * the browser shows.
 */
export function normalListing(asked: URLSearchParams): NormalListing {
  const params = new Map<string, string>();
  const put = (name: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(name, String(value));
  };
  const query = apiValue(asked, 'query');
  // The API reads these words alone as no value; a search for one of them keeps a space, as asked.
  put('query', query && ['null', 'NaN', 'undefined'].includes(query) ? ` ${query}` : query);
  let unknownCategory = false;
  for (const name of ['category', 'subCategory'] as const) {
    const id = apiValue(asked, name);
    put(name, id);
    if (id === undefined && asked.get(name)) unknownCategory = true;
  }
  put('page', apiValue(asked, 'page'), 1);
  put('limit', apiValue(asked, 'limit'), DEFAULT_PAGE_SIZE);
  const sort = asked.get('sort');
  put(
    'sort',
    SORTS.find((known) => known === sort),
    'featured',
  );
  const [minPrice, maxPrice] = [
    onSlider(apiValue(asked, 'minPrice') ?? 0),
    onSlider(apiValue(asked, 'maxPrice') ?? PRICE_SLIDER_MAX),
  ].sort((a, b) => a - b);
  put('minPrice', minPrice, 0);
  put('maxPrice', maxPrice, PRICE_SLIDER_MAX);
  const rating = asked.get('minRating') ? Number(asked.get('minRating')) : Number.NaN;
  if (rating >= 1 && rating <= 5) put('minRating', Math.round(rating));
  let repeated = false;
  for (const [name, allowed] of [
    ['discountRanges', DISCOUNT_RANGES],
    ['gender', GENDERS],
  ] as const) {
    const named = (asked.get(name) ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => (allowed as readonly string[]).includes(part));
    const once = [...new Set(named)];
    repeated ||= once.length < named.length;
    put(name, once.join(','));
  }
  return { params, repeated, unknownCategory };
}
