import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../../test/buyers.ts';
import { demoSessions } from '../../../test/fixtures.ts';
import { renderedOf, writeStorefrontBuild } from '../../../test/storefront-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { sellerOrders } from '../orders/orders.tables.ts';
import { decideUpdateRequest, setSellerStatus } from './seller-account.service.ts';
import { sellerProfiles, sellerUpdateRequests, shopSlugsRetired } from './sellers.tables.ts';

/**
 * Issue 40, a public page for every shop: its address (a slug from its name, unique and stable; its
 * id and former slugs redirect), `GET /api/shops/:slug` (the shop and its products through the
 * listing's query), the rendered page (a stand-in renderer, test/storefront-build.ts), and a shop
 * that is suspended (404, its products nowhere public) or closed (410).
 */
const SITE = 'https://souk.example';
let t: TestApp;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: writeStorefrontBuild(), PUBLIC_URL: SITE, PAGE_FRESH_SECONDS: '60' });
  adminId = (await demoSessions(t.db, ['admin'])).ids.admin!;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const shopOf = async (userId: string) =>
  (await t.db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)))[0]!;

let shopsOpened = 0;
/** A new account with a shop, as onboarding or staff insert it: no slug given. */
async function openShop(businessName: string, status = 'active') {
  const [owner] = await makeBuyers(t.db, 1, `shopowner${(shopsOpened += 1)}x`);
  await t.db.insert(sellerProfiles).values({
    userId: owner!.id,
    fullName: 'Shop Owner',
    businessName,
    dataEntryChoice: 'self_managed',
    businessLocation: 'Beirut - Hamra',
    status,
  });
  return shopOf(owner!.id);
}

/** The demo shop with the most products on sale. */
async function busiestShop() {
  const [row] = await t.db
    .select({ sellerId: products.sellerId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
    .groupBy(products.sellerId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return { shop: await shopOf(row!.sellerId), onSale: row!.count };
}

describe('a shop address', () => {
  it('is its name as a slug, unique, given to every shop already there and to new ones', async () => {
    const shops = await t.db.select().from(sellerProfiles);
    expect(shops.length).toBeGreaterThan(3);
    expect(new Set(shops.map((shop) => shop.slug)).size).toBe(shops.length);
    for (const shop of shops) expect(shop.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const maktaba = shops.find((shop) => shop.businessName === 'Maktaba Books');
    if (maktaba) expect(maktaba.slug).toBe('maktaba-books');

    const first = await openShop('Café Cedar & Co.');
    expect(first.slug).toBe('cafe-cedar-co');
    // The same name again: the first keeps the plain slug, the second has a short id suffix.
    const second = await openShop('Cafe Cedar Co');
    expect(second.slug).toBe(`cafe-cedar-co-${second.userId.replace(/-/g, '').slice(0, 6)}`);
    // Arabic only: transliterated; nothing to spell: "shop" and the suffix.
    expect((await openShop('مكتبة الحمرا')).slug).toBe('mktba-alhmra');
    const symbols = await openShop('★★★');
    expect(symbols.slug).toBe(`shop-${symbols.userId.replace(/-/g, '').slice(0, 6)}`);
  });

  it('stays as it is through changes that leave the name, and "on Souk since" is the first approval', async () => {
    const shop = await openShop('Sour Spices', 'pending');
    expect(shop.approvedAt).toBeNull();
    await setSellerStatus(t.db, adminId, shop.userId, 'active');
    const approved = await shopOf(shop.userId);
    expect(approved.approvedAt).not.toBeNull();
    await t.db
      .update(sellerProfiles)
      .set({ businessDescription: 'Spices from Tyre.' })
      .where(eq(sellerProfiles.userId, shop.userId));
    await setSellerStatus(t.db, adminId, shop.userId, 'suspended');
    await setSellerStatus(t.db, adminId, shop.userId, 'active');
    const after = await shopOf(shop.userId);
    expect(after.slug).toBe('sour-spices');
    expect(after.approvedAt?.toISOString()).toBe(approved.approvedAt?.toISOString());
  });

  it('follows a new name approved through the profile-change review; the old one redirects', async () => {
    const shop = await openShop('Jbeil Glass');
    const [request] = await t.db
      .insert(sellerUpdateRequests)
      .values({
        sellerId: shop.userId,
        tokenHash: randomUUID(),
        tokenExpiresAt: new Date(Date.now() + 60_000),
        changes: { businessName: 'Byblos Glass Works' },
        status: 'pending',
      })
      .returning();
    await decideUpdateRequest(t.db, { id: request!.id, adminId, decision: 'approve' });
    expect((await shopOf(shop.userId)).slug).toBe('byblos-glass-works');
    const old = await get('/api/shops/jbeil-glass?sort=newest');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/shops/byblos-glass-works?sort=newest');
    expect((await get('/shops/jbeil-glass')).headers.location).toBe('/shops/byblos-glass-works');
    // Nobody else may take the old address.
    expect((await openShop('Jbeil Glass')).slug).not.toBe('jbeil-glass');
    expect(await t.db.select().from(shopSlugsRetired).where(eq(shopSlugsRetired.slug, 'jbeil-glass'))).toHaveLength(1);
  });
});

describe('GET /api/shops/:slug', () => {
  it('answers the shop and its products through the listing: its filters, sort and pages', async () => {
    const { shop, onSale } = await busiestShop();
    const answer = await get(`/api/shops/${shop.slug}?limit=4&view=card`);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.shop).toMatchObject({
      _id: shop.userId,
      slug: shop.slug,
      name: shop.businessName,
      description: shop.businessDescription,
      location: shop.businessLocation,
      since: shop.approvedAt!.toISOString(),
      logo: null,
      banner: null,
      // No seller ratings yet: none is made up.
      rating: { average: null, count: 0 },
    });
    expect(typeof data.shop.deliveredOrders).toBe('number');
    expect(data.total).toBe(onSale);
    expect(data.totalPages).toBe(Math.ceil(onSale / 4));
    expect(data.products).toHaveLength(Math.min(4, onSale));
    expect(data.products.every((card: { seller: { _id: string } }) => card.seller._id === shop.userId)).toBe(true);

    // The listing's sort and filters, within the shop.
    const cheapest = (await get(`/api/shops/${shop.slug}?sort=price-asc&limit=60`)).json().data.products as {
      price: number;
    }[];
    expect(cheapest.map((card) => card.price)).toEqual([...cheapest.map((card) => card.price)].sort((a, b) => a - b));
    const ceiling = cheapest[Math.floor(cheapest.length / 2)]!.price;
    const filtered = (await get(`/api/shops/${shop.slug}?maxPrice=${ceiling}&limit=60`)).json().data;
    expect(filtered.total).toBeLessThanOrEqual(onSale);
    expect(filtered.products.every((card: { price: number }) => card.price <= ceiling)).toBe(true);
    expect((await get(`/api/shops/${shop.slug}?page=2&limit=1`)).json().data.products[0]._id).not.toBe(
      data.products[0]._id,
    );
  });

  it('counts the shop’s delivered parts of orders, kept by the database as parts are delivered', async () => {
    const [part] = await t.db.select().from(sellerOrders).where(isNull(sellerOrders.deliveredAt)).limit(1);
    expect(part).toBeDefined();
    const shop = await shopOf(part!.sellerId);
    const figure = async () => (await get(`/api/shops/${shop.slug}`)).json().data.shop.deliveredOrders as number;
    const recount = async () =>
      (
        await t.db
          .select({ parts: sql<number>`count(*)::int` })
          .from(sellerOrders)
          .where(and(eq(sellerOrders.sellerId, part!.sellerId), isNotNull(sellerOrders.deliveredAt)))
      )[0]!.parts;
    const before = await figure();
    expect(before).toBe(await recount());
    const deliver = (deliveredAt: Date | null) =>
      t.db
        .update(sellerOrders)
        .set({ status: deliveredAt ? 'delivered' : 'shipped', deliveredAt })
        .where(eq(sellerOrders.id, part!.id));
    await deliver(new Date());
    expect(await figure()).toBe(before + 1);
    // Another change to the part (its status) does not count it twice; clearing its delivery takes it back.
    await t.db.update(sellerOrders).set({ updatedAt: new Date() }).where(eq(sellerOrders.id, part!.id));
    expect(await figure()).toBe(before + 1);
    await deliver(null);
    expect(await figure()).toBe(before);
    expect(await recount()).toBe(before);
  });

  it('redirects the shop’s id to its slug, with the query as asked', async () => {
    const { shop } = await busiestShop();
    const answer = await get(`/api/shops/${shop.userId.toUpperCase()}?page=2`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/api/shops/${shop.slug}?page=2`);
    expect((await get(`/api/shops/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/shops/no-such-shop')).statusCode).toBe(404);
    expect((await get('/api/shops/%3Cscript%3E')).statusCode).toBe(404);
  });

  it('is a 404 for a pending or suspended shop, whose products are listed nowhere public; a 410 once closed', async () => {
    const pending = await openShop('Waiting Room', 'pending');
    expect((await get(`/api/shops/${pending.slug}`)).statusCode).toBe(404);

    const { shop } = await busiestShop();
    const [product] = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.sellerId, shop.userId), eq(products.status, 'published')))
      .limit(1);
    await setSellerStatus(t.db, adminId, shop.userId, 'suspended');
    try {
      expect((await get(`/api/shops/${shop.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/shops/${shop.userId}`)).statusCode).toBe(404);
      expect((await get(`/shops/${shop.slug}`)).statusCode).toBe(404);
      const listed = async (url: string) => JSON.stringify((await get(url)).json()).includes(product!.id);
      expect(await listed('/api/products/getproducts?limit=60&sort=newest')).toBe(false);
      expect(await listed(`/api/search/predictive?query=${encodeURIComponent(product!.name)}`)).toBe(false);
      expect((await get(`/api/products/product-details/${product!.id}`)).statusCode).toBe(404);
      const index = (await get('/sitemap.xml')).body;
      expect(index).toContain(`${SITE}/sitemaps/shops.xml`);
      const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      for (const page of pages) {
        const body = (await get(page)).body;
        expect(body).not.toContain(product!.id);
        expect(body).not.toContain(`/shops/${shop.slug}<`);
      }
    } finally {
      await setSellerStatus(t.db, adminId, shop.userId, 'active');
    }
    expect((await get(`/api/shops/${shop.slug}`)).statusCode).toBe(200);

    const closing = await openShop('Last Orders');
    await t.db.update(sellerProfiles).set({ status: 'closed' }).where(eq(sellerProfiles.userId, closing.userId));
    expect((await get(`/api/shops/${closing.slug}`)).statusCode).toBe(410);
    expect((await get(`/shops/${closing.slug}`)).statusCode).toBe(410);
  });
});

describe('the shop page', () => {
  it('is rendered on the server with the shop’s name, its products and a Store in JSON-LD', async () => {
    const { shop } = await busiestShop();
    const page = await get(`/shops/${shop.slug}?utm_source=x`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('s-maxage');
    expect(renderedOf(page.body)?.url).toBe(`/shops/${shop.slug}`);
    expect(page.body).toContain(`<h1 id="shop">${shop.businessName}</h1>`);
    const names = await t.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.sellerId, shop.userId), eq(products.status, 'published')));
    const shown = [...page.body.matchAll(/data-name="([^"]+)"/g)].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(names.map((row) => row.name.replace(/&/g, '&#38;'))).toContain(name);
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}/shops/${shop.slug}"`);
    const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const store = jsonLd.find((entry) => entry['@type'] === 'Store');
    expect(store).toMatchObject({ name: shop.businessName, url: `${SITE}/shops/${shop.slug}` });
    // No ratings yet: no aggregateRating.
    expect(store).not.toHaveProperty('aggregateRating');

    // The id answers with the one address, without a render.
    const byId = await get(`/shops/${shop.userId}?page=2`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/shops/${shop.slug}?page=2`);
    expect((await get(`/shops/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('is purged when the shop is renamed', async () => {
    const shop = await openShop('Anfeh Salt');
    expect((await get(`/shops/${shop.slug}`)).body).toContain('Anfeh Salt');
    const [request] = await t.db
      .insert(sellerUpdateRequests)
      .values({
        sellerId: shop.userId,
        tokenHash: randomUUID(),
        tokenExpiresAt: new Date(Date.now() + 60_000),
        changes: { businessName: 'Anfeh Sea Salt' },
        status: 'pending',
      })
      .returning();
    await decideUpdateRequest(t.db, { id: request!.id, adminId, decision: 'approve' });
    expect((await get(`/shops/${shop.slug}`)).headers.location).toBe('/shops/anfeh-sea-salt');
    expect((await get('/shops/anfeh-sea-salt')).body).toContain('Anfeh Sea Salt');
  });
});

describe('a product page and its shop', () => {
  it('names the shop’s address, and "More from this shop" lists the shop’s other products', async () => {
    const { shop } = await busiestShop();
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, shop.userId), eq(products.status, 'published')))
      .limit(1);
    const detail = (await get(`/api/products/product-details/${product!.id}`)).json().data.product;
    expect(detail.seller).toEqual({ _id: shop.userId, businessName: shop.businessName, slug: shop.slug });
    const more = await get(`/api/products/product/${product!.id}/more-from-shop?limit=6&view=card`);
    expect(more.statusCode).toBe(200);
    const cards = more.json().data.products as { _id: string; seller: { _id: string } }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards.every((card) => card.seller._id === shop.userId && card._id !== product!.id)).toBe(true);
    expect((await get(`/api/products/product/${randomUUID()}/more-from-shop`)).statusCode).toBe(404);
  });
});
