import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER_MAX, productListQuerySchema } from '@souk/shared/schemas/catalog';
import { productListSearch } from '../../../api/catalog/get-products.ts';
import { activeFilterCount, apiValue, pageItems, parseListing, toFilters } from './listing-params.ts';

const parse = (search: string) => parseListing(new URLSearchParams(search));

describe('listing state from the URL', () => {
  it('starts at page 1, 8 per page, featured, the whole price range', () => {
    const state = parse('');
    expect(state).toMatchObject({
      page: 1,
      limit: 8,
      sort: 'featured',
      minPrice: 0,
      maxPrice: 500,
      minRating: null,
      discountRanges: [],
      gender: [],
    });
    expect(activeFilterCount(state)).toBe(0);
  });

  it('reads every filter and drops what it does not know', () => {
    const state = parse(
      'query=%20lether%20walet%20&page=3&sort=price-asc&minPrice=20&maxPrice=120&minRating=4&discountRanges=5-25,90-99&gender=women,aliens',
    );
    expect(state).toMatchObject({
      query: 'lether walet',
      page: 3,
      sort: 'price-asc',
      minPrice: 20,
      maxPrice: 120,
      minRating: 4,
      discountRanges: ['5-25'],
      gender: ['women'],
    });
    expect(activeFilterCount(state)).toBe(4);
  });

  it('treats NaN, null and nonsense as absent (spec 1 section 4)', () => {
    const state = parse('page=NaN&limit=null&sort=cheapest&minRating=9&minPrice=abc');
    expect(state).toMatchObject({ page: 1, limit: 8, sort: 'featured', minRating: null, minPrice: 0 });
  });
});

describe('bad addresses', () => {
  it('keep the prices on the slider: huge, infinite and negative bounds are dropped or clamped, reversed ones swapped', () => {
    for (const search of [
      'minPrice=99999999999999',
      'minPrice=Infinity',
      'maxPrice=1e20',
      'maxPrice=1e308',
      'minPrice=-5&maxPrice=-1',
      'minPrice=900&maxPrice=2000',
    ]) {
      const { minPrice, maxPrice } = parse(search);
      expect(
        [minPrice, maxPrice].every((price) => price >= 0 && price <= PRICE_SLIDER_MAX),
        search,
      ).toBe(true);
      expect(minPrice, search).toBeLessThanOrEqual(maxPrice);
    }
    expect(parse('minPrice=300&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 300 });
    expect(parse('maxPrice=1e308').maxPrice).toBe(PRICE_SLIDER_MAX);
  });

  it('never make a request the API refuses', () => {
    const bad = [
      'minPrice=99999999999999',
      'minPrice=Infinity&maxPrice=1e308',
      'minPrice=300&maxPrice=100',
      'page=99999',
      'page=-3&limit=500',
      'category=nope&subCategory=1',
      `query=${'x'.repeat(150)}`,
    ];
    for (const search of bad) {
      const request = Object.fromEntries(new URLSearchParams(productListSearch(toFilters(parse(search)))));
      expect(productListQuerySchema.safeParse(request).success, search).toBe(true);
    }
  });
});

describe('the parameters read without zod', () => {
  it("take what the API's schema takes, and drop what it refuses", () => {
    const values = [
      ...[
        '',
        'null',
        'NaN',
        'undefined',
        ' ',
        'abc',
        '0x10',
        '1e3',
        ' 7 ',
        '-0',
        '-1',
        '0',
        '1',
        '2.5',
        '8',
        '60',
        '61',
      ],
      ...['9999', '10000', '10001', '1000000', '1000001', 'Infinity', '-Infinity', '1e308', '500.75'],
      ...['  oud  ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101)],
      ...[
        '0f8fad5b-d9cb-469f-a165-70867728950e',
        '0F8FAD5B-D9CB-469F-A165-70867728950E',
        '0f8fad5b-d9cb-969f-a165-70867728950e',
      ],
      ...[
        '0f8fad5b-d9cb-469f-c165-70867728950e',
        '00000000-0000-0000-0000-000000000000',
        '0f8fad5bd9cb469fa16570867728950e',
      ],
    ];
    const fields = ['query', 'category', 'subCategory', 'page', 'limit', 'minPrice', 'maxPrice'] as const;
    for (const field of fields)
      for (const value of values) {
        const schema = productListQuerySchema.shape[field].safeParse(value);
        // Absent, the schema gives its default (page 1, 8 a page), which the listing applies itself.
        const absent = ['', 'null', 'NaN', 'undefined'].includes(value);
        const read = apiValue(new URLSearchParams({ [field]: value }), field);
        expect(read, `${field}=${value}`).toEqual(schema.success && !absent ? schema.data : undefined);
      }
  });
});

describe('the request the listing makes', () => {
  it('leaves defaults and empty values out', () => {
    expect(productListSearch(toFilters(parse('')))).toBe('page=1&limit=8&sort=featured');
  });

  it('sends lists comma-separated and the top of the slider as no upper bound', () => {
    const search = new URLSearchParams(
      productListSearch(toFilters(parse('query=oud&gender=men,kids&discountRanges=25-50&maxPrice=500&minPrice=10'))),
    );
    expect(search.get('query')).toBe('oud');
    expect(search.get('gender')).toBe('men,kids');
    expect(search.get('discountRanges')).toBe('25-50');
    expect(search.get('minPrice')).toBe('10');
    expect(search.has('maxPrice')).toBe(false);
  });
});

describe('the pages the pagination names', () => {
  it('names every page up to five', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five places past five pages: the first, the last and the current one', () => {
    expect(pageItems(50, 1)).toEqual([1, 2, 3, 'gap', 50]);
    expect(pageItems(50, 2)).toEqual([1, 2, 3, 'gap', 50]);
    expect(pageItems(50, 3)).toEqual([1, 2, 3, 'gap', 50]);
    expect(pageItems(50, 4)).toEqual([1, 'gap', 4, 'gap', 50]);
    expect(pageItems(50, 47)).toEqual([1, 'gap', 47, 'gap', 50]);
    expect(pageItems(50, 48)).toEqual([1, 'gap', 48, 49, 50]);
    expect(pageItems(50, 50)).toEqual([1, 'gap', 48, 49, 50]);
    expect(pageItems(6, 4)).toEqual([1, 'gap', 4, 5, 6]);
  });

  it('holds a page out of range to the ends', () => {
    expect(pageItems(50, 999)).toEqual([1, 'gap', 48, 49, 50]);
    expect(pageItems(50, 0)).toEqual([1, 2, 3, 'gap', 50]);
  });
});
