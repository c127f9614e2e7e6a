import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  DISCOUNT_RANGES,
  GENDERS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  MAX_QUERY_LENGTH,
  PRICE_SLIDER_MAX,
  SORTS,
  type Sort,
} from '@souk/shared/listing';
import type { ProductListFilters } from '../../../api/catalog/get-products.ts';

export interface ListingState {
  query: string;
  category: string;
  subCategory: string;
  page: number;
  limit: number;
  sort: Sort;
  minPrice: number;
  maxPrice: number;
  minRating: number | null;
  discountRanges: string[];
  gender: string[];
}

const number = (value: string | null, fallback: number) => {
  const parsed = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** What the API's schema takes for an id (zod's `z.uuid()`). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const numberIn = (min: number, max: number, whole: boolean) => (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value))
    ? value
    : undefined;
};
const text = (value: string) => (value.trim().length <= MAX_QUERY_LENGTH ? value.trim() : undefined);
const id = (value: string) => (UUID.test(value) ? value : undefined);

/**
 * The API's rules for the parameters the listing sends (productListQuerySchema in
 * @souk/shared/schemas/catalog), without zod, which the listing's first script does not carry
 * (issue 37); listing-params.test.ts holds the two to the same answers.
 */
const API_FIELDS = {
  query: text,
  category: id,
  subCategory: id,
  page: numberIn(1, MAX_PAGE, true),
  limit: numberIn(1, MAX_PAGE_SIZE, true),
  minPrice: numberIn(0, MAX_PRICE_FILTER, false),
  maxPrice: numberIn(0, MAX_PRICE_FILTER, false),
};
type ApiField = keyof typeof API_FIELDS;
/** What the schema reads as absent. */
const ABSENT = new Set(['', 'null', 'NaN', 'undefined']);

/**
 * A parameter as the API reads it (undefined when absent), or undefined when the API would refuse
 * it: a bad parameter in an address is dropped here, never sent to fail the whole page.
 */
export function apiValue<K extends ApiField>(params: URLSearchParams, key: K) {
  const value = params.get(key);
  return value === null || ABSENT.has(value)
    ? undefined
    : (API_FIELDS[key](value) as ReturnType<(typeof API_FIELDS)[K]>);
}

const onSlider = (price: number) => Math.min(PRICE_SLIDER_MAX, Math.max(0, price));

const listOf = (value: string | null, allowed: readonly string[]) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => allowed.includes(part));

/** The URL is the state (spec 1 "Routes"): a shared link shows the same page of the same results. */
export function parseListing(params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  const rating = number(params.get('minRating'), Number.NaN);
  // Prices are kept on the slider (0 to its top, which means "no upper bound"), the lower one first.
  const prices = [
    onSlider(apiValue(params, 'minPrice') ?? 0),
    onSlider(apiValue(params, 'maxPrice') ?? PRICE_SLIDER_MAX),
  ].sort((a, b) => a - b);
  return {
    query: apiValue(params, 'query') ?? '',
    category: apiValue(params, 'category') ?? '',
    subCategory: apiValue(params, 'subCategory') ?? '',
    page: apiValue(params, 'page') ?? 1,
    limit: apiValue(params, 'limit') ?? DEFAULT_PAGE_SIZE,
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : 'featured',
    minPrice: prices[0]!,
    maxPrice: prices[1]!,
    minRating: rating >= 1 && rating <= 5 ? Math.round(rating) : null,
    discountRanges: listOf(params.get('discountRanges'), DISCOUNT_RANGES),
    gender: listOf(params.get('gender'), GENDERS),
  };
}

/** What the API is asked: defaults are left out so the request matches the spec's dropped nulls. */
export function toFilters(state: ListingState): ProductListFilters {
  return {
    query: state.query || undefined,
    category: state.category || undefined,
    subCategory: state.subCategory || undefined,
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    minPrice: state.minPrice > 0 ? state.minPrice : undefined,
    // The slider's top means "no upper bound", so dearer products are not hidden by default.
    maxPrice: state.maxPrice < PRICE_SLIDER_MAX ? state.maxPrice : undefined,
    minRating: state.minRating ?? undefined,
    discountRanges: state.discountRanges,
    gender: state.gender,
  };
}

export type ListingChange = Partial<Omit<ListingState, 'minRating'>> & { minRating?: number | null };

/**
 * Reads the listing state from the URL and writes changes back; any filter change returns to page 1.
 * While a change loads (the route's loader asks for its results first), the state is already the
 * address being loaded: a tapped box is ticked at once, the grid dims over the last results, and a
 * second change adds to the first instead of undoing it.
 */
export function useListingState() {
  const location = useLocation();
  const navigation = useNavigation();
  const [, setParams] = useSearchParams();
  const search = navigation.location?.pathname === location.pathname ? navigation.location.search : location.search;
  const state = useMemo(() => parseListing(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (change: ListingChange, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      const entries = Object.entries(change) as [keyof ListingState, unknown][];
      for (const [key, value] of entries) {
        const empty =
          value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        const isDefault =
          (key === 'minPrice' && value === 0) ||
          (key === 'maxPrice' && value === PRICE_SLIDER_MAX) ||
          (key === 'sort' && value === 'featured');
        if (empty || isDefault) next.delete(key);
        else next.set(key, Array.isArray(value) ? value.join(',') : String(value));
      }
      if (!('page' in change)) next.set('page', '1');
      setParams(next, { preventScrollReset: true, replace: options.replace });
    },
    [search, setParams],
  );
  const reset = useCallback(() => {
    const previous = new URLSearchParams(search);
    const next = new URLSearchParams();
    // The search text and the host stay; the filters go (spec 1 section 4: the reset also sets newest).
    for (const key of ['query', 'subdomain', 'category', 'subCategory']) {
      const value = previous.get(key);
      if (value) next.set(key, value);
    }
    next.set('sort', 'newest');
    next.set('page', '1');
    setParams(next);
  }, [search, setParams]);
  return { state, update, reset };
}

export const activeFilterCount = (state: ListingState) =>
  (state.minPrice > 0 || state.maxPrice < PRICE_SLIDER_MAX ? 1 : 0) +
  (state.minRating ? 1 : 0) +
  state.discountRanges.length +
  state.gender.length;

/**
 * The pages the pagination names: every page up to five; past five, always five places (the row
 * keeps its width on a phone): the first three or the last three near an end, otherwise the first,
 * the current and the last page, with 'gap' for the pages between (as Mantine's usePagination drew
 * them with no siblings and one boundary).
 */
export function pageItems(total: number, current: number): (number | 'gap')[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (total <= 5) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  if (page <= 3) return [...range(1, 3), 'gap', total];
  if (page >= total - 2) return [1, 'gap', ...range(total - 2, total)];
  return [1, 'gap', page, 'gap', total];
}
