import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { categories, products } from '../catalog/catalog.tables.ts';

/** Issue 23: what crawlers are told, and real 404s for what is not there. */
let t: TestApp;
const SITE = 'https://souk.example';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'souk-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Souk</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: SITE });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('robots.txt', () => {
  it('lets crawlers into the storefront but not its private pages, and keeps them off the staff hosts', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const path of ['/cart', '/checkout', '/profile', '/order-history', '/wish-list', '/seller-dashboard', '/api/'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
    // Signing in is a page a new buyer may search for.
    expect(robots.body).not.toContain('Disallow: /login');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const host of ['staff', 'admin', 'cs'])
      expect((await get(`/robots.txt?subdomain=${host}`)).body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemaps', () => {
  it('an index over the category and product sitemaps; every product on sale is listed, and none that is not', async () => {
    const [hidden, suspended] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .limit(2);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, hidden!.id));
    await t.db.update(products).set({ sellerActive: false }).where(eq(products.id, suspended!.id));

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/categories.xml</loc>`);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/products-1.xml</loc>`);
    expect(index.body).not.toContain('products-2.xml');

    const listed = (await get('/sitemaps/products-1.xml')).body;
    const ids = [
      ...listed.matchAll(
        /<loc>https:\/\/souk\.example\/products\/([0-9a-f-]{36})<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g,
      ),
    ].map((match) => match[1]);
    const onSale = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)));
    expect(ids.sort()).toEqual(onSale.map((row) => row.id).sort());
    expect(ids).not.toContain(hidden!.id);
    expect(ids).not.toContain(suspended!.id);
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(404);

    const shown = await t.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.isActive, true));
    const categoryMap = (await get('/sitemaps/categories.xml')).body;
    expect(categoryMap).toContain(`<loc>${SITE}/</loc>`);
    for (const category of shown)
      expect(categoryMap).toContain(
        `/all-products?${category.parentId ? 'subCategory' : 'category'}=${category.id}</loc>`,
      );
  });
});

describe('real 404s', () => {
  it('a product not on sale and a listing of an unknown category answer 404 with the app, which shows its not-found page', async () => {
    const missing = await get('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    const [published, inReview] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
      .limit(2);
    expect((await get(`/products/${published!.id}`)).statusCode).toBe(200);
    await t.db.update(products).set({ status: 'pending_review' }).where(eq(products.id, inReview!.id));
    expect((await get(`/products/${inReview!.id}`)).statusCode).toBe(404);
    expect((await get('/products/not-a-product-id')).statusCode).toBe(404);

    const [category] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.isActive, true))
      .limit(1);
    expect((await get(`/all-products?category=${category!.id}&page=2`)).statusCode).toBe(200);
    expect((await get('/all-products?category=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/all-products?subCategory=not-an-id')).statusCode).toBe(404);
    expect((await get('/all-products')).statusCode).toBe(200);
    expect((await get('/about-us')).statusCode).toBe(200);
    // An address that would read as another host, or not parse at all, is no page of ours (issue 37;
    // ssr/page-cache.test.ts tries every spelling): a 404 that names no address.
    expect((await get('//[')).statusCode).toBe(404);
    const otherHost = await get('//evil.example/x');
    expect(otherHost.statusCode).toBe(404);
    expect(otherHost.body).not.toContain('evil.example');
    expect(otherHost.body).not.toContain('rel="canonical"');
  });
});

describe('the page the server sends', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  it("is in the reader's language from the first byte: ?lang=, then the cookie, then Accept-Language", async () => {
    const page = (headers: Record<string, string>, url = '/all-products') =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await page({})).body).toContain('<html lang="en" dir="ltr">');
    expect((await page({ 'accept-language': 'ar-LB,ar;q=0.9,en;q=0.8' })).body).toContain('<html lang="ar" dir="rtl">');
    expect((await page({ cookie: 'souk_lang=en', 'accept-language': 'ar' })).body).toContain(
      '<html lang="en" dir="ltr">',
    );
    expect((await page({ cookie: 'souk_lang=ar' }, '/all-products?lang=en')).body).toContain(
      '<html lang="en" dir="ltr">',
    );
    const arabic = await page({ cookie: 'souk_lang=ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers.vary).toContain('Cookie');
    // Its alternates at stable addresses, and one canonical address.
    expect(arabic.body).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/all-products?lang=en" />`);
    expect(arabic.body).toContain(`<link rel="alternate" hreflang="ar" href="${SITE}/all-products?lang=ar" />`);
    expect(arabic.body).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/all-products" />`);
    expect(arabic.body).toContain(`<link rel="canonical" href="${SITE}/all-products" />`);
    // A page with no description of its own carries the site's.
    expect(arabic.body).toMatch(/<meta name="description" content="سوق: [^"]+" \/>/);
    expect((await page({}, '/all-products?page=2&lang=ar')).body).toContain(
      `<link rel="canonical" href="${SITE}/all-products?page=2&amp;lang=ar" />`,
    );
  });

  it('home carries Organization and WebSite with its search; a product page its Product, Offer and breadcrumb, in Arabic too', async () => {
    const home = jsonLd((await get('/')).body);
    expect(home.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1]).toMatchObject({
      url: `${SITE}/`,
      potentialAction: { '@type': 'SearchAction', target: `${SITE}/all-products?query={search_term_string}` },
    });

    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
      .orderBy(products.id)
      .limit(1);
    await t.db
      .update(products)
      .set({ nameAr: 'إبريق شاي', reviewCount: 4, ratingAverage: 4.5 })
      .where(eq(products.id, product!.id));
    const english = await get(`/products/${product!.id}`);
    const [item, crumbs] = jsonLd(english.body);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product!.name,
      url: `${SITE}/products/${product!.id}`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: /<meta property="product:price:amount" content="(\d+\.\d{2})" \/>/.exec(english.body)![1],
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 4 },
    });
    expect(String((item!.offers as Record<string, unknown>).availability)).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock)$/,
    );
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { position: number; item: string }[]).map((crumb) => crumb.position)).toEqual([
      1, 2, 3, 4,
    ]);

    const arabic = await t.app.inject({ method: 'GET', url: `/products/${product!.id}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>إبريق شاي | سوق</title>');
    expect(jsonLd(arabic.body)[0]).toMatchObject({ name: 'إبريق شاي' });
  });
});
