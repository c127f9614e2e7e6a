import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { placements } from '../promotions/promotions.tables.ts';
import { categories, productImages, products } from './catalog.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  _id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  priceRange: { min: number; max: number };
  averageRating: number;
  gender: string;
  salesCount: number;
  createdAt: string;
  variants: {
    price: number;
    originalPrice: number | null;
    discountPercentage: number;
    color: { name: string; hexCode: string } | null;
    size: string | null;
    images: { url: string }[];
  }[];
  subCategory: { _id: string; name: string };
  category: { _id: string; name: string };
  images: { url: string }[];
  stockStatus: { message: string };
}
async function list(query: string): Promise<{
  status: number;
  products: Card[];
  total: number;
  message?: string;
  errors?: { msg: string; path: string }[];
}> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/getproducts?${query}` });
  const body = response.json();
  return {
    status: response.statusCode,
    products: body.data?.products ?? [],
    total: body.data?.total ?? 0,
    message: body.message,
    errors: body.errors,
  };
}

describe('the demo catalogue', () => {
  it('has at least 400 published products, 12 categories with sub-categories, variants and photos', async () => {
    const { total, products: page } = await list('limit=60');
    expect(total).toBeGreaterThanOrEqual(400);
    const top = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} is null`);
    expect(top.length).toBeGreaterThanOrEqual(12);
    expect(page.every((product) => product.variants.length >= 1 && product.images.length >= 1)).toBe(true);
    expect(page.filter((product) => product.variants.length > 1).length).toBeGreaterThan(page.length / 2);
    const image = await t.app.inject({ method: 'GET', url: page[0]!.images[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
  });
});

describe('GET /api/products/getproducts', () => {
  it('paginates with a total that matches the pages', async () => {
    const first = await list('page=1&limit=8&sort=newest');
    const second = await list('page=2&limit=8&sort=newest');
    expect(first.products).toHaveLength(8);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.products, ...second.products].map((product) => product._id)).size).toBe(16);
    const last = await list(`page=${Math.ceil(first.total / 8)}&limit=8&sort=newest`);
    expect(last.products.length).toBe(first.total - 8 * (Math.ceil(first.total / 8) - 1));
  });

  it('sorts by price both ways, by newest and by popularity', async () => {
    const ascending = (await list('sort=price-asc&limit=30')).products.map((product) => product.priceRange.min);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('sort=price-desc&limit=30')).products.map((product) => product.priceRange.min);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const newest = (await list('sort=newest&limit=30')).products.map((product) => product.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const popular = (await list('sort=popularity&limit=30')).products.map((product) => product.salesCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
  });

  it('filters by category, sub-category, price, rating, gender and discount range', async () => {
    const [sub] = await t.db.select().from(categories).where(eq(categories.nameEn, 'Sneakers'));
    const bySub = await list(`subCategory=${sub!.id}&limit=60`);
    expect(bySub.total).toBeGreaterThan(0);
    expect(bySub.products.every((product) => product.subCategory._id === sub!.id)).toBe(true);
    const byCategory = await list(`category=${sub!.parentId}&limit=60`);
    expect(byCategory.total).toBeGreaterThan(bySub.total);

    const priced = await list('minPrice=20&maxPrice=40&limit=60');
    expect(priced.products.every((product) => product.priceRange.min >= 20 && product.priceRange.min <= 40)).toBe(true);
    const [expected] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(gte(products.minPriceCents, 2000), sql`${products.minPriceCents} <= 4000`));
    expect(priced.total).toBe(expected!.n);

    const rated = await list('minRating=4&limit=60');
    expect(rated.total).toBeGreaterThan(0);
    expect(rated.products.every((product) => product.averageRating >= 4)).toBe(true);

    const gendered = await list('gender=kids,baby&limit=60');
    expect(gendered.products.every((product) => ['kids', 'baby'].includes(product.gender))).toBe(true);

    const discounted = await list('discountRanges=25-50&limit=60');
    expect(discounted.total).toBeGreaterThan(0);
    // The card shows the price and percent off of the product's variant that matched, not another one's.
    for (const product of discounted.products) {
      const shown = Math.round(((product.originalPrice! - product.price) / product.originalPrice!) * 100);
      expect(shown, product.name).toBeGreaterThanOrEqual(25);
      expect(shown, product.name).toBeLessThanOrEqual(50);
      expect(product.discount).toBe(shown);
    }
  });

  it('every filter at once, in every sort, again and again: one prepared statement per shape, each its own', async () => {
    const [sub] = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} is not null`)
      .limit(1);
    const filters = `category=${sub!.parentId}&subCategory=${sub!.id}&minPrice=1&maxPrice=900&minRating=1&gender=women,men,unisex&discountRanges=5-25,25-50`;
    // price-desc first: its count is the one computed (totals are kept a minute), and its names were the longest.
    for (const sort of ['price-desc', 'featured', 'newest', 'price-asc', 'popularity']) {
      // More pages than the pool has connections: the page and count statements meet on one connection.
      for (let round = 0; round < 12; round++) {
        const page = await list(`${filters}&sort=${sort}&page=${round + 1}`);
        expect(page.status, sort).toBe(200);
        for (const product of page.products) expect(['women', 'men', 'unisex']).toContain(product.gender);
      }
    }
    // The number of picks is not part of the shape, and a single pick filters as well as several.
    const women = await list(`gender=women&limit=60`);
    expect(women.products.every((product) => product.gender === 'women')).toBe(true);
  });

  it('ignores null, NaN and blank parameters, and refuses bad ones in clear words', async () => {
    const all = await list('');
    expect((await list('minPrice=null&maxPrice=NaN&category=&gender=null')).total).toBe(all.total);
    const bad = await list('sort=cheapest&limit=500&minRating=9&gender=aliens');
    expect(bad.status).toBe(400);
    const messages = bad.errors!.map((error) => error.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'sort must be one of featured, newest, price-asc, price-desc, popularity',
        'limit must be 60 or less',
        'minRating must be between 1 and 5',
      ]),
    );
    expect((await list('minPrice=50&maxPrice=10')).errors).toContainEqual({
      msg: 'minPrice cannot be more than maxPrice',
      path: 'minPrice',
    });
  });

  it('finds products with a typo and in Arabic', async () => {
    const typo = await list('query=lether%20walet');
    expect(typo.products.map((product) => product.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Leather Wallet/)]),
    );
    const arabic = await list(`query=${encodeURIComponent('زيت زيتون')}`);
    expect(arabic.total).toBeGreaterThan(0);
    expect(
      arabic.products.every(
        (product) => /Olive Oil|Olive Wood/i.test(product.name) || product.subCategory.name === 'Olive Oil',
      ),
    ).toBe(true);
    const none = await list('query=zzqqxx');
    expect(none.total).toBe(0);
  });
});

describe('product detail, related products and shelves', () => {
  it('answers the product with variants, colours and stock, or the spec messages', async () => {
    const [card] = (await list('limit=1&sort=popularity')).products;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/product-details/${card!._id}`,
      headers: { 'x-visitor-id': crypto.randomUUID() },
    });
    const { product } = response.json().data;
    expect(product).toMatchObject({ _id: card!._id, productId: card!._id, currency: 'USD' });
    expect(product.defaultVariant).toBeTruthy();
    expect(['In Stock', 'Low Stock', 'Out of Stock']).toContain(product.stockStatus.message);
    expect(product.attributes.colors.length).toBeGreaterThan(0);

    const missing = await t.app.inject({ method: 'GET', url: `/api/products/product-details/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.productNotFound);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/products/product-details/nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MESSAGES.invalidProductId);
  });

  it('related products: best sellers of the sub-category, then of the category, never the product itself', async () => {
    const [card] = (await list('limit=1')).products;
    const [own] = await t.db.select().from(products).where(eq(products.id, card!._id));
    // Ties in sales on every level, so the order by id is checked too.
    await t.db.update(products).set({ salesCount: 7 }).where(eq(products.categoryId, own!.categoryId));
    const related = (await t.app.inject({ method: 'GET', url: `/api/products/product/${card!._id}/related` })).json()
      .data.products as Card[];
    const candidates = await t.db
      .select({ id: products.id, subCategoryId: products.subCategoryId, salesCount: products.salesCount })
      .from(products)
      .where(
        and(
          eq(products.categoryId, own!.categoryId),
          eq(products.status, 'published'),
          eq(products.sellerActive, true),
          sql`${products.id} <> ${own!.id}`,
        ),
      );
    const expected = candidates
      .sort(
        (a, b) =>
          Number(b.subCategoryId === own!.subCategoryId) - Number(a.subCategoryId === own!.subCategoryId) ||
          b.salesCount - a.salesCount ||
          (a.id < b.id ? -1 : 1),
      )
      .slice(0, 20)
      .map((row) => row.id);
    expect(candidates.some((row) => row.subCategoryId !== own!.subCategoryId)).toBe(true);
    expect(related.map((product) => product._id)).toEqual(expected);
  });

  it('home shelves: deals are discounted, best sellers are 15 in sales order, you may also like follows what was viewed', async () => {
    const deals = (await t.app.inject({ method: 'GET', url: '/api/hero/today-deals' })).json().data.products as Card[];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((product) => product.variants.some((variant) => variant.discountPercentage > 0))).toBe(true);
    const best = (await t.app.inject({ method: 'GET', url: '/api/hero/best-sellers' })).json().data.products as Card[];
    expect(best).toHaveLength(15);
    expect(best.map((product) => product.salesCount)).toEqual(
      [...best.map((product) => product.salesCount)].sort((a, b) => b - a),
    );

    const visitor = crypto.randomUUID();
    const [sub] = await t.db.select().from(categories).where(eq(categories.nameEn, 'Watches'));
    const [watch] = (await list(`subCategory=${sub!.id}&limit=1`)).products;
    await t.app.inject({
      method: 'GET',
      url: `/api/products/product-details/${watch!._id}`,
      headers: { 'x-visitor-id': visitor },
    });
    const suggestions = (
      await t.app.inject({ method: 'GET', url: '/api/preferences/may-also-like', headers: { 'x-visitor-id': visitor } })
    ).json().data.products as Card[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((product) => product.subCategory._id === sub!.id && product._id !== watch!._id)).toBe(
      true,
    );

    const banners = (await t.app.inject({ method: 'GET', url: '/api/hero/all-banners' })).json().data.banners;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sponsors/admin/all' })).json().data.sponsors.length,
    ).toBeGreaterThan(0);
  });

  it('categories come with their sub-categories; brands and colours are listed', async () => {
    const { categories: tree } = (await t.app.inject({ method: 'GET', url: '/api/categories/category' })).json().data;
    const clothing = tree.find((category: { name: string }) => category.name === 'Clothing');
    expect(clothing.translations).toEqual({ en: 'Clothing', ar: 'ملابس' });
    expect(clothing.subCategories.length).toBeGreaterThan(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brands' })).json().data.brands.length,
    ).toBeGreaterThanOrEqual(30);
    expect((await t.app.inject({ method: 'GET', url: '/api/colors' })).json().data.colors[0]).toMatchObject({
      hexCode: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });
});

describe('predictive search', () => {
  it('suggests categories, brands and products despite a typo', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search/predictive?query=sneakrs' });
    const data = response.json().data;
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products[0].name).toMatch(/Sneakers/);
    expect(data.products[0].image).toMatch(/^\/media\/.+-256\.webp$/);
    expect(data.categories.map((category: { name: string }) => category.name)).toContain('Sneakers');
    const brand = (await t.app.inject({ method: 'GET', url: '/api/search/predictive?query=hamra' })).json().data;
    expect(brand.brands.map((entry: { name: string }) => entry.name)).toContain('hamra tech');
  });
});

describe('a product page as the server sends it', () => {
  it('carries the product title, description and Open Graph tags, escaped, for crawlers that run no script', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'souk-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Souk</title></head><div id="root"></div></html>',
    );
    const web = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://souk.example' });
    try {
      const [product] = await web.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, 'published'))
        .limit(1);
      const name = 'Tea <script>alert(1)</script> & "Set" $&';
      await web.db
        .update(products)
        .set({ name, description: 'Hand made.</title><script>x()</script>' })
        .where(eq(products.id, product!.id));
      const page = await web.app.inject({ method: 'GET', url: `/products/${product!.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const title = 'Tea &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Set&quot; $&amp; | Souk';
      expect(page.body).toContain(`<title>${title}</title>`);
      expect(page.body).toContain(`<meta property="og:title" content="${title}" />`);
      expect(page.body).toContain(
        '<meta name="description" content="Hand made.&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;" />',
      );
      expect(page.body).toContain(`<meta property="og:url" content="https://souk.example/products/${product!.id}" />`);
      expect(page.body).toMatch(/<meta property="og:image" content="https:\/\/souk\.example\/[^"]+" \/>/);
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('<div id="root">');
      // The name written by the seller stays text inside the JSON-LD too.
      expect(page.body).toContain('"name":"Tea \\u003cscript>alert(1)\\u003c/script> & \\"Set\\" $&"');
      for (const [url, status] of [
        ['/products/00000000-0000-4000-8000-000000000000', 404],
        ['/all-products', 200],
      ] as const) {
        const other = await web.app.inject({ method: 'GET', url });
        expect(other.statusCode, url).toBe(status);
        expect(other.body, url).toContain('<title>Souk</title>');
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('demo photos', () => {
  it('every product has at least three pictures, and each shows its own kind of thing', async () => {
    const rows = await t.db
      .select({ name: products.name, keys: sql<string[]>`array_agg(${productImages.storageKey})` })
      .from(products)
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .groupBy(products.id);
    expect(rows.filter((row) => row.keys.filter(Boolean).length < 3).map((row) => row.name)).toEqual([]);
    const kinds: [RegExp, string][] = [
      [/Vase$/, 'vase'],
      [/Pull-Along Car$/, 'car'],
      [/Plush Bear$/, 'bear'],
      [/Plush Camel$/, 'camel'],
    ];
    for (const [name, shape] of kinds) {
      const matching = rows.filter((row) => name.test(row.name));
      expect(matching.length, String(name)).toBeGreaterThan(0);
      for (const row of matching)
        for (const key of row.keys) expect(key, row.name).toMatch(new RegExp(`^demo/${shape}-`));
    }
  });
});

describe('the storefront orders, read off indexes (issue 25)', () => {
  it('the default listing, every sort and every home shelf give the same rows in the same order as sorting the whole catalogue', async () => {
    // Ties on every key, so each part of each order decides something; placements running, ended and to come.
    const ids = (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
        .orderBy(products.id)
        .limit(30)
    ).map((row) => row.id);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    for (const [index, id] of ids.entries()) {
      const set: Partial<typeof products.$inferInsert> =
        index < 10
          ? { isFeatured: true, salesCount: 1_000_000, createdAt: day(index < 4 ? 0 : index) }
          : index < 16
            ? { isFeatured: false, isTrending: true, salesCount: 1_000_001, createdAt: day(0) }
            : index < 22
              ? {
                  isTodayDeal: true,
                  maxDiscountPercent: 90,
                  ratingAverage: 5,
                  reviewCount: 7,
                  minPriceCents: 1,
                  createdAt: day(400),
                }
              : { salesCount: 0, isFeatured: false, isTrending: false, isTodayDeal: false };
      await t.db.update(products).set(set).where(eq(products.id, id));
    }
    const [starts, ends] = [new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000)];
    await t.db.insert(placements).values([
      { list: 'featured', productId: ids[25]!, startsAt: starts, source: 'admin' },
      { list: 'best_sellers', productId: ids[26]!, startsAt: starts, endsAt: ends, source: 'admin' },
      { list: 'best_sellers', productId: ids[27]!, startsAt: starts, source: 'admin' },
      {
        list: 'best_sellers',
        productId: ids[24]!,
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endsAt: starts,
        source: 'admin',
      },
      { list: 'best_sellers', productId: ids[23]!, startsAt: ends, source: 'admin' },
      { list: 'trending', productId: ids[28]!, startsAt: starts, source: 'admin' },
      { list: 'todays_deals', productId: ids[29]!, startsAt: starts, source: 'admin' },
    ]);

    // What each order gives when every live product is sorted here, in full.
    const rows = await t.db
      .select({
        id: products.id,
        isFeatured: products.isFeatured,
        isTrending: products.isTrending,
        isTodayDeal: products.isTodayDeal,
        salesCount: products.salesCount,
        minPriceCents: products.minPriceCents,
        maxDiscountPercent: products.maxDiscountPercent,
        ratingAverage: products.ratingAverage,
        reviewCount: products.reviewCount,
        createdMicros: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
      })
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)));
    const now = Date.now();
    const runningRows = await t.db.select().from(placements);
    const running = (list: string) =>
      new Set(
        runningRows
          .filter(
            (row) => row.list === list && row.startsAt.getTime() <= now && (!row.endsAt || row.endsAt.getTime() > now),
          )
          .map((row) => row.productId),
      );
    type Row = (typeof rows)[number];
    const num = (value: boolean | number | string) =>
      typeof value === 'boolean' ? Number(value) : typeof value === 'string' ? BigInt(value) : value;
    const sorted = (
      keep: (row: Row) => boolean,
      ...keys: [(row: Row) => boolean | number | string, 'asc' | 'desc'][]
    ) =>
      rows
        .filter(keep)
        .sort((a, b) => {
          for (const [key, direction] of keys) {
            const [x, y] = [num(key(a)), num(key(b))];
            if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
          }
          return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        })
        .map((row) => row.id);
    const all = () => true;
    const sales = (row: Row) => row.salesCount;
    const created = (row: Row) => row.createdMicros;
    const [featured, bestSellers, trending, deals] = [
      running('featured'),
      running('best_sellers'),
      running('trending'),
      running('todays_deals'),
    ];
    const expected: [string, string[]][] = [
      [
        '/api/products/getproducts?limit=12',
        sorted(all, [(row) => row.isFeatured, 'desc'], [sales, 'desc'], [created, 'desc']).slice(0, 12),
      ],
      [
        '/api/products/getproducts?limit=12&page=2',
        sorted(all, [(row) => row.isFeatured, 'desc'], [sales, 'desc'], [created, 'desc']).slice(12, 24),
      ],
      ['/api/products/getproducts?limit=12&sort=newest', sorted(all, [created, 'desc']).slice(0, 12)],
      [
        '/api/products/getproducts?limit=12&sort=price-asc',
        sorted(all, [(row) => row.minPriceCents, 'asc']).slice(0, 12),
      ],
      [
        '/api/products/getproducts?limit=12&sort=price-desc',
        sorted(all, [(row) => row.minPriceCents, 'desc']).slice(0, 12),
      ],
      ['/api/products/getproducts?limit=12&sort=popularity', sorted(all, [sales, 'desc']).slice(0, 12)],
      [
        '/api/hero/featured-items?limit=12',
        sorted(
          (row) => row.isFeatured || featured.has(row.id),
          [(row) => featured.has(row.id), 'desc'],
          [sales, 'desc'],
        ).slice(0, 12),
      ],
      [
        '/api/hero/best-sellers?limit=12',
        sorted(all, [(row) => bestSellers.has(row.id), 'desc'], [sales, 'desc']).slice(0, 12),
      ],
      [
        '/api/hero/more-results?limit=12',
        sorted(
          (row) => row.isTrending || trending.has(row.id),
          [(row) => trending.has(row.id), 'desc'],
          [sales, 'desc'],
        ).slice(0, 12),
      ],
      [
        '/api/hero/today-deals?limit=12',
        sorted(
          (row) => row.isTodayDeal || deals.has(row.id),
          [(row) => deals.has(row.id), 'desc'],
          [(row) => row.maxDiscountPercent, 'desc'],
        ).slice(0, 12),
      ],
      [
        '/api/products/more-to-love?limit=12',
        sorted(
          (row) => row.reviewCount >= 1,
          [(row) => row.ratingAverage, 'desc'],
          [(row) => row.reviewCount, 'desc'],
        ).slice(0, 12),
      ],
      ['/api/hero/new-releases?limit=12', sorted(all, [created, 'desc']).slice(0, 12)],
    ];
    // The cases above are really met: placed products lead their shelves, the ended and future placements do not.
    expect(expected[0]![1].slice(0, 10)).toEqual([...ids.slice(4, 10).reverse(), ...ids.slice(0, 4)]);
    expect(expected[7]![1].slice(0, 2)).toEqual([ids[26]!, ids[27]!].sort());
    expect(expected[7]![1]).not.toContain(ids[24]);
    expect(expected[7]![1]).not.toContain(ids[23]);
    for (const [url, want] of expected) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(
        (response.json().data.products as Card[]).map((product) => product._id),
        url,
      ).toEqual(want);
    }
  });
});
