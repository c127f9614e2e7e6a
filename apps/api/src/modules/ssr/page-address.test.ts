import { beforeAll, describe, expect, it } from 'vitest';
import { readPageAddress } from './page-address.ts';

/**
 * The web app's own reading of a listing address. Imported by a path the compiler does not follow:
 * the web app's modules are typed for a browser, not for the API's checks.
 */
const LISTING_PARAMS_MODULE = '../../../../web/src/features/catalog/listing/listing-params.ts';
let parseListing: (params: URLSearchParams) => unknown;
beforeAll(async () => {
  ({ parseListing } = (await import(LISTING_PARAMS_MODULE)) as { parseListing: typeof parseListing });
});

/** Issue 37: the listing's page cache key is its parameters' normal form, which the page reads as it reads the address. */
const read = (search: string) => readPageAddress(`/all-products${search}`, 'souk.example');
const searchOf = (search: string) => {
  const address = read(search);
  if (address.kind !== 'page') throw new Error(`${search}: ${address.kind}`);
  return address.search;
};
const CATEGORY = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';

describe("the listing's normal form", () => {
  it('is read by the page as the address it came from', () => {
    const addresses = [
      '',
      '?page=1&limit=8&sort=featured',
      '?page=02&limit=12.0&sort=newest',
      '?page=0&limit=999&sort=cheapest',
      '?page=1e2&limit=%2012',
      '?minPrice=01&maxPrice=0200.50',
      '?minPrice=300&maxPrice=100',
      '?minPrice=-5&maxPrice=900',
      '?minPrice=2000000&maxPrice=abc',
      '?minPrice=600',
      '?minRating=4.6',
      '?minRating=0.4&minRating=3',
      '?minRating=Infinity',
      '?discountRanges=%2025-50%20,bogus,5-25&gender=kids,,women,aliens',
      '?gender=&discountRanges=',
      `?category=${CATEGORY}&subCategory=${CATEGORY.toUpperCase()}`,
      '?query=%20%20tea%20pot%20%20',
      '?query=null&sort=null&page=NaN',
      '?query=%20null%20',
      '?query=%20',
      `?query=${'x'.repeat(101)}`,
      `?query=${encodeURIComponent('شاي '.repeat(25).trim())}`,
      '?query=a%26b%3Dc&query=second',
    ];
    for (const address of addresses) {
      const normal = searchOf(address);
      expect(parseListing(new URLSearchParams(normal)), `${address} as ${normal}`).toEqual(
        parseListing(new URLSearchParams(address)),
      );
    }
  });

  it('writes equivalent addresses one way, the defaults and what the page drops left out', () => {
    const one = searchOf('?minPrice=1');
    for (const address of [
      '?minPrice=01',
      '?minPrice=1.0',
      '?minPrice=%2B1',
      '?maxPrice=500&minPrice=1&sort=featured&page=1&limit=8&gender=aliens&utm_source=x',
      '?minPrice=1&minRating=9&discountRanges=1-99&sort=cheapest&page=-3',
    ])
      expect(searchOf(address), address).toBe(one);
    expect(one).toBe('?minPrice=1');
    expect(searchOf('?sort=newest&page=2&minRating=3.5&gender=women,men')).toBe(
      '?gender=women%2Cmen&minRating=4&page=2&sort=newest',
    );
  });

  it('makes no long key from a long value: a search text past what the page reads is dropped as the page drops it', () => {
    for (const address of [
      `?query=${'x'.repeat(10_000)}`,
      `?query=${encodeURIComponent('س'.repeat(5000))}`,
      `?gender=${'aliens,'.repeat(2000)}&discountRanges=${'9'.repeat(5000)}`,
      `?page=${'1'.repeat(400)}&minPrice=${'0'.repeat(4000)}1&category=${'a'.repeat(3000)}`,
      `?sort=${'n'.repeat(5000)}&minRating=${'3'.repeat(400)}`,
    ])
      expect(searchOf(address).length, address.slice(0, 40)).toBeLessThanOrEqual(40);
    // The longest value kept: a search text of the 100 characters the API reads, encoded.
    expect(searchOf(`?query=${encodeURIComponent('س'.repeat(100))}`).length).toBeLessThanOrEqual(7 + 600);
  });

  it('sends a filter named twice to its one spelling, with the rest as asked', () => {
    expect(read(`?gender=men,men,${'men,'.repeat(500)}&utm_source=x&page=2`)).toEqual({
      kind: 'redirect',
      location: '/all-products?gender=men&utm_source=x&page=2',
    });
    expect(read('?discountRanges=5-25,5-25&gender=kids')).toEqual({
      kind: 'redirect',
      location: '/all-products?discountRanges=5-25&gender=kids',
    });
  });

  it('knows a category that is not even an id is no page, without a read', () => {
    expect(read('?subCategory=not-an-id')).toMatchObject({ kind: 'page', search: '', missing: true });
    expect(read(`?category=${CATEGORY}`)).toMatchObject({
      kind: 'page',
      search: `?category=${CATEGORY}`,
      missing: false,
    });
  });
});
