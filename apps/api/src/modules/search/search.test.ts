import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { POPULAR_MIN_VISITORS, refreshPopularSearches } from './search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  name: string;
  translations: { ar: { name: string } };
  brand: { name: string } | null;
  category: { name: string; nameAr: string };
  subCategory: { name: string; nameAr: string };
}

const get = async (url: string, visitor?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: visitor ? { 'x-visitor-id': visitor } : {} })).json().data;
const search = async (query: string, visitor?: string): Promise<{ products: Card[]; total: number }> =>
  get(`/api/products/getproducts?limit=60&query=${encodeURIComponent(query)}`, visitor);
const suggest = async (query: string) => get(`/api/search/predictive?query=${encodeURIComponent(query)}`);

/** The product's own words, in both languages, as a shopper reads them on the card and the breadcrumb. */
const ownText = (card: Card) =>
  [
    card.name,
    card.translations.ar.name,
    card.category.name,
    card.category.nameAr,
    card.subCategory.name,
    card.subCategory.nameAr,
  ]
    .join(' ')
    .toLowerCase();

/**
 * What must and must not come back, on the demo catalogue. `every` is what each result must say in
 * its own names or categories (never only through its brand); `brand` that each result is of it.
 */
const TABLE: { query: string; some: RegExp[]; none: RegExp[]; every?: RegExp; brand?: string }[] = [
  {
    query: 'zaatar',
    some: [/Zaatar Mix/],
    none: [/Journal|Poetry|Smartphone|Short Stories|Speaker|Puzzle/],
    every: /zaatar/,
  },
  { query: 'zaatar mix', some: [/Zaatar Mix/], none: [/Sumac|Seven Spices/], every: /zaatar mix/ },
  { query: 'shoe', some: [/Sneakers|Sandals|Boots|Loafers/], none: [/Short Stories/], every: /shoe/ },
  { query: 'wallet', some: [/Leather Wallet/], none: [/Tote Bag|Notebook/], every: /wallet/ },
  { query: 'lether walet', some: [/Leather Wallet/], none: [/Notebook|Sandals/] },
  { query: 'sneakrs', some: [/Sneakers/], none: [/Journal/] },
  { query: 'olive oil', some: [/Olive Oil/], none: [/Zaatar|Sumac/], every: /olive/ },
  { query: 'hamra tech', some: [/./], none: [], brand: 'hamra tech' },
  { query: 'زعتر', some: [/Zaatar Mix/], none: [/Journal|Poetry|Smartphone|Short Stories/], every: /زعتر/ },
  { query: 'زيت زيتون', some: [/Olive Oil/], none: [/Zaatar|Sneakers/], every: /زيت/ },
  { query: 'قلادة', some: [/Cedar Pendant|Name Necklace|Pearl Necklace/], none: [/Ring|Watch/], every: /قلادة/ },
  { query: 'zzqqxx', some: [], none: [/./] },
];

describe('search relevance on the demo catalogue', () => {
  for (const row of TABLE) {
    it(`"${row.query}" finds what it names and nothing else`, async () => {
      const { products, total } = await search(row.query);
      const names = products.map((card) => card.name);
      expect(total).toBe(products.length);
      for (const pattern of row.some)
        expect(
          names.some((name) => pattern.test(name)),
          `${pattern} in ${names.join(', ')}`,
        ).toBe(true);
      for (const pattern of row.none) expect(names.filter((name) => pattern.test(name))).toEqual([]);
      if (row.every) for (const card of products) expect(ownText(card), card.name).toMatch(row.every);
      if (row.brand) for (const card of products) expect(card.brand?.name).toBe(row.brand);
    });
  }

  it('suggests products that start like the text, never one matching only a spelling guess or a brand', async () => {
    const zaat = (await suggest('zaat')).products.map((product: { name: string }) => product.name);
    expect(zaat.length).toBeGreaterThan(0);
    expect(zaat[0]).toMatch(/Zaatar Mix/);
    expect(zaat.filter((name: string) => /Journal|Poetry|Smartphone/.test(name))).toEqual([]);
    const shoe = (await suggest('shoe')).products.map((product: { name: string }) => product.name);
    expect(shoe.length).toBeGreaterThan(0);
    expect(shoe.filter((name: string) => /Short Stories/.test(name))).toEqual([]);
  });
});

describe('popular searches', () => {
  const visitors = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
  const shown = async (prefix: string) => {
    const data = await get(`/api/search/suggestions?query=${encodeURIComponent(prefix)}`);
    return {
      popular: data.popularSearches as { text: string; relevance: number }[],
      trending: (data.trendingSearches as { text: string }[]).map((entry) => entry.text),
    };
  };

  it(`are searches at least ${POPULAR_MIN_VISITORS} visitors ran that found products, normalised`, async () => {
    const [first, second, third] = visitors(POPULAR_MIN_VISITORS);
    await search('Olive Oil', first);
    await search('  olive   OIL ', second);
    await search('olive oil', second);
    await search('olive-oil', third);
    // One visitor searching again and again counts once.
    for (let i = 0; i < 5; i++) await search('sumac', first);
    for (const visitor of visitors(POPULAR_MIN_VISITORS - 1)) await search('seven spices', visitor);
    // Counted by the sweep's minute, not at each search: counted here at once.
    await refreshPopularSearches(t.db);

    const { popular, trending } = await shown('oli');
    expect(popular[0]).toEqual({ text: 'olive oil', tags: [], relevance: POPULAR_MIN_VISITORS });
    expect(trending).toContain('olive oil');
    expect(trending).not.toContain('sumac');
    expect(trending).not.toContain('seven spices');
    expect((await shown('sum')).popular).toEqual([]);
  });

  it('never show text that matches no catalogue word, nor searches that found nothing', async () => {
    for (const visitor of visitors(POPULAR_MIN_VISITORS + 2)) {
      for (const text of ['or 1 1', 'a b c d', 'lether walet', 'zzqqxx', 'زيت زيتون']) await search(text, visitor);
    }
    await refreshPopularSearches(t.db);
    const { trending } = await shown('xyz');
    expect(trending).not.toEqual(expect.arrayContaining(['or 1 1']));
    for (const junk of ['or 1 1', 'a b c d', 'lether walet', 'zzqqxx']) expect(trending).not.toContain(junk);
    expect(trending).toContain('زيت زيتون');
    expect((await shown('زيت')).popular.map((entry) => entry.text)).toEqual(['زيت زيتون']);
  });

  it('count the last 30 days as popular and the last 7 as trending, and forget older searches', async () => {
    const ranAgo = async (text: string, days: number) => {
      for (const visitor of visitors(POPULAR_MIN_VISITORS))
        await t.db.execute(
          sql`insert into search_queries (normalized, result_count, visitor_id, created_at) values (${text}, 4, ${visitor}, now() - make_interval(days => ${days}))`,
        );
    };
    await ranAgo('brass lantern', 10);
    await ranAgo('copper dallah', 40);
    await refreshPopularSearches(t.db);

    const { popular, trending } = await shown('brass l');
    expect(popular.map((entry) => entry.text)).toEqual(['brass lantern']);
    expect(trending).not.toContain('brass lantern');
    expect((await shown('copper d')).popular).toEqual([]);
    const kept = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from search_queries where normalized = 'copper dallah'`,
    );
    expect(kept).toEqual([{ n: 0 }]);
  });
});
