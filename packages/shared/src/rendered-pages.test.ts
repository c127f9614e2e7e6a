import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS, paramsReadBy } from './rendered-pages.ts';

describe('the parameters a rendered page reads (the page cache key, issue 37)', () => {
  it('the listing: every parameter parseListing reads, and no other', () => {
    const source = readFileSync(
      path.resolve(import.meta.dirname, '../../../apps/web/src/features/catalog/listing/listing-params.ts'),
      'utf8',
    );
    const body = source.slice(
      source.indexOf('export function parseListing'),
      source.indexOf('export function toFilters'),
    );
    const read = new Set(
      [...body.matchAll(/params\.get\('(\w+)'\)|apiValue\(params, '(\w+)'\)/g)].map((match) => match[1] ?? match[2]),
    );
    expect([...read].sort()).toEqual([...LISTING_PARAMS].sort());
  });

  it('every page reads lang and subdomain; the listing and login their own, sorted; paths in any case', () => {
    expect(paramsReadBy('/')).toEqual(['lang', 'subdomain']);
    expect(paramsReadBy('/products/x')).toEqual(['lang', 'subdomain']);
    expect(paramsReadBy('/Login/')).toEqual(['lang', 'socialError', 'subdomain']);
    const listing = paramsReadBy('/all-products');
    expect(listing).toEqual([...listing].sort());
    expect(listing).toEqual(expect.arrayContaining(['lang', 'subdomain', 'page', 'category', 'query']));
  });
});
