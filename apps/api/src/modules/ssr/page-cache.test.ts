import net from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { productFixture } from '../../../test/product-forms.ts';
import { renderedOf, renderHooks, writeStorefrontBuild } from '../../../test/storefront-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';

/**
 * Issue 37: the page cache a store runs behind a CDN. The pages come from a stand-in renderer
 * (test/storefront-build.ts) with the real one's contract, through the real page routes, page
 * store, purges and render limit.
 */
const SITE = 'https://souk.example';
const hooks = renderHooks();
let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
let categoryId: string;
let productId: string;

beforeAll(async () => {
  const dist = writeStorefrontBuild();
  // Fresh for a minute here, so nothing in these tests turns stale on a slow machine.
  t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: SITE, PAGE_FRESH_SECONDS: '60', PAGE_STALE_SECONDS: '300' });
  f = await productFixture(t);
  const [category] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.isActive, true), isNull(categories.parentId)))
    .limit(1);
  categoryId = category!.id;
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
    .limit(1);
  productId = product!.id;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** Every href and address a page names: canonical, alternates, og:url and JSON-LD. */
const addressesIn = (html: string) => [
  ...[...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]+)"/g)].map((match) => match[1]!),
  ...[...html.matchAll(/<meta property="og:url" content="([^"]+)"/g)].map((match) => match[1]!),
  ...[...html.matchAll(/"(?:url|item|@id)":"([^"]+)"/g)].map((match) => match[1]!),
];

describe('the page cache key', () => {
  it('ignores tracking and unknown parameters: one render, one HTML, rendered from the normalised address', async () => {
    const before = hooks.renders;
    const first = await get('/all-products?utm_source=news&utm_medium=mail&fbclid=abc&gclid=def&x=1');
    expect(first.statusCode).toBe(200);
    expect(renderedOf(first.body)?.url).toBe('/all-products');
    for (const url of ['/all-products', '/all-products?x=2', '/all-products?utm_campaign=spring&ref=friend'])
      expect((await get(url)).body, url).toBe(first.body);
    expect(hooks.renders - before).toBe(1);
    // Its canonical address is the normalised one, on the public site.
    expect(first.body).toContain(`<link rel="canonical" href="${SITE}/all-products" />`);
    expect(first.body).not.toMatch(/utm_|fbclid|gclid|x=1/);
  });

  it('keeps the parameters a page reads, in a fixed order, the first of each', async () => {
    const before = hooks.renders;
    const asked = [
      `/all-products?page=2&category=${categoryId}&utm_source=x`,
      `/all-products?category=${categoryId}&page=2`,
      `/all-products?fbclid=1&category=${categoryId}&page=2&page=3`,
    ];
    const pages = await Promise.all(asked.map((url) => get(url)));
    for (const page of pages) expect(page.body).toBe(pages[0]!.body);
    expect(hooks.renders - before).toBe(1);
    expect(renderedOf(pages[0]!.body)?.url).toBe(`/all-products?category=${categoryId}&page=2`);
    expect(pages[0]!.body).toContain(
      `<link rel="canonical" href="${SITE}/all-products?category=${categoryId}&amp;page=2" />`,
    );
    // Another value of a parameter it reads is another page.
    expect(renderedOf((await get(`/all-products?category=${categoryId}&page=3`)).body)?.url).toBe(
      `/all-products?category=${categoryId}&page=3`,
    );
    expect(hooks.renders - before).toBe(2);
  });

  it("keys and renders the listing on its values' normal form: equivalent addresses are one entry and one render", async () => {
    const before = hooks.renders;
    const asked = [
      '/all-products?minPrice=01&page=4',
      '/all-products?page=4&minPrice=1',
      '/all-products?minPrice=1.0&page=04&sort=featured&limit=8&gender=aliens',
      `/all-products?page=4&minPrice=%2B1&query=${'x'.repeat(5000)}`,
    ];
    const pages = [];
    for (const url of asked) pages.push(await get(url));
    for (const page of pages) expect(page.body).toBe(pages[0]!.body);
    expect(hooks.renders - before).toBe(1);
    expect(renderedOf(pages[0]!.body)?.url).toBe('/all-products?minPrice=1&page=4');
    expect(pages[0]!.body).toContain(`<link rel="canonical" href="${SITE}/all-products?minPrice=1&amp;page=4" />`);
    // A filter named twice goes to its one spelling, at no render.
    const twice = await get('/all-products?gender=men,men&utm_source=x');
    expect(twice.statusCode).toBe(301);
    expect(twice.headers.location).toBe('/all-products?gender=men&utm_source=x');
    expect(hooks.renders - before).toBe(1);
  });

  it('reads a language only when it is one, the host only locally, and a failed sign-in only on the login page', async () => {
    // Not a local address (the tests' is localhost): the host comes from the name, not the query.
    expect(
      renderedOf((await get('/about-us?lang=xx&subdomain=main&query=tea', { host: 'souk.example' })).body)?.url,
    ).toBe('/about-us');
    const arabic = await get('/about-us?lang=ar');
    expect(renderedOf(arabic.body)?.url).toBe('/about-us?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    const local = await get('/about-us?subdomain=main', { host: 'localhost:3000' });
    expect(renderedOf(local.body)?.url).toBe('/about-us?subdomain=main');
    // The host parameter picks the host: it is never in a canonical address.
    expect(local.body).toContain(`<link rel="canonical" href="${SITE}/about-us" />`);
    const login = await get('/login?socialError=google&utm_source=x');
    expect(renderedOf(login.body)?.url).toBe('/login?socialError=google');
    expect(login.body).toContain(`<link rel="canonical" href="${SITE}/login" />`);
  });

  it('sends another spelling of a rendered page to its one address, with the query as asked', async () => {
    const redirected = await get('/All-Products/?utm_source=x&page=2');
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe('/all-products?utm_source=x&page=2');
    expect((await get(`/PRODUCTS/${productId.toUpperCase()}`)).headers.location).toBe(`/products/${productId}`);
    // The browser's own pages keep their spelling (the app's router reads them).
    expect((await get('/Seller-Dashboard')).statusCode).toBe(200);
  });

  it('renders no page for a product that is not there: a 404 the browser draws, naming no address', async () => {
    for (const url of ['/products/00000000-0000-4000-8000-00000000abcd', '/products/not-a-product']) {
      const before = hooks.renders;
      const first = await get(`${url}?utm_source=x`);
      expect(first.statusCode).toBe(404);
      expect(first.body).toContain('<meta name="robots" content="noindex" />');
      expect(addressesIn(first.body)).toEqual([]);
      expect((await get(url)).statusCode).toBe(404);
      expect(hooks.renders).toBe(before);
    }
  });
});

describe('what a CDN is told', () => {
  it('a public page: s-maxage and stale-while-revalidate, Vary on what chose it, an ETag answered with 304', async () => {
    const page = await get('/about-us', { 'accept-language': 'ar' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(page.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(Number(page.headers.age)).toBeGreaterThanOrEqual(0);
    // The language's cookie decides: Accept-Language was not read.
    expect((await get('/about-us', { cookie: 'souk_lang=ar', 'accept-language': 'en' })).headers.vary).toBe(
      'Cookie, Accept-Encoding',
    );
    const again = await get('/about-us', { 'accept-language': 'ar', 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(page.headers['cache-control']);
    // Each language and currency is its own page.
    const lbp = await get('/about-us', { cookie: 'souk_lang=ar; souk_currency=LBP' });
    expect(lbp.body).toContain('ar LBP');
    expect(lbp.headers.etag).not.toBe(page.headers.etag);
  });

  it("a buyer's own page and the browser's pages are private", async () => {
    for (const url of ['/cart', '/checkout', '/seller-dashboard', '/reset-password?token=abc']) {
      const page = await get(url);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
    }
    expect((await get('/reset-password?token=secret')).body).not.toContain('secret');
  });
});

describe('a change to what a page shows', () => {
  beforeAll(async () => {
    // The products these tests make are the other seller's, in the fixture's sub-category.
    await t.db
      .update(sellerProfiles)
      .set({ productSubCategoryId: f.refs.subCategoryId })
      .where(eq(sellerProfiles.userId, f.ids.other!));
  });

  /** Staff make (or, given its id, edit) a product of the other seller: the fixture's fields, `fields` over them. */
  const staffSave = (name: string, fields: Record<string, string> = {}, id?: string) => {
    const form = { ...f.baseFields(), sellerId: f.ids.other!, name, ...fields };
    return id
      ? f.send('PUT', `/api/dashboard/data-entry/products/${id}`, f.cookies.dataentry, form, {})
      : f.send('POST', '/api/dashboard/data-entry/products', f.cookies.dataentry, form);
  };

  it('a price changed through the API is on the product page and the listing at once', async () => {
    const created = await staffSave('Page cache bowl');
    expect(created.status).toBe(201);
    const product = created.data.product as { _id: string; variants: { _id: string }[] };
    const page = `/products/${product._id}`;
    const listing = '/all-products?sort=newest';
    expect((await get(page)).body).toContain('<p id="price">19.99</p>');
    expect((await get(listing)).body).toContain(`<li data-id="${product._id}" data-stock="In Stock">19.99</li>`);
    // Kept: asked again, neither is rendered.
    const rendersBefore = hooks.renders;
    await get(page);
    await get(listing);
    expect(hooks.renders).toBe(rendersBefore);

    const edited = await staffSave(
      'Page cache bowl',
      {
        'variants[0][_id]': product.variants[0]!._id,
        'variants[0][price]': '15.25',
        'variants[1][_id]': product.variants[1]!._id,
      },
      product._id,
    );
    expect(edited.status).toBe(200);
    const [productPage, listingPage] = await Promise.all([get(page), get(listing)]);
    expect(productPage.body).toContain('<p id="price">15.25</p>');
    expect(listingPage.body).toContain(`<li data-id="${product._id}" data-stock="In Stock">15.25</li>`);
    // Purged, not stale: the JSON listing the render read was purged with it.
    expect((await get('/api/products/getproducts?sort=newest&page=1&limit=20')).json().data.products[0]).toMatchObject({
      _id: product._id,
      price: 15.25,
    });
  });

  it('an order or a cancellation re-renders the home and listings only when a card shows the change (its stock state)', async () => {
    const created = await staffSave('Page cache cup');
    expect(created.status).toBe(201);
    const product = created.data.product as { _id: string; variants: { _id: string }[] };
    const [many, few] = product.variants.map((variant) => variant._id);
    const page = `/products/${product._id}`;
    const listing = '/all-products?sort=newest';
    const stockOnCard = async () =>
      new RegExp(`<li data-id="${product._id}" data-stock="([^"]+)">`).exec((await get(listing)).body)?.[1];
    const [buyer] = await makeBuyers(t.db, 1, 'page-cache-orders');
    const buyerCall = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers: { cookie: buyer!.cookie }, ...(payload ? { payload } : {}) })).json();
    const order = async (variantId: string) => {
      await buyerCall('POST', '/api/cart/add', { productId: product._id, variantId, quantity: 1 });
      const cartId = (await buyerCall('GET', '/api/cart')).data.cart._id as string;
      const placed = await buyerCall('POST', `/api/checkout/${cartId}/proceed-to-payment`, {
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'cash_on_delivery',
      });
      expect(placed.success, JSON.stringify(placed)).toBe(true);
      return placed.data.order._id as string;
    };
    const cancel = async (orderId: string) =>
      expect((await buyerCall('POST', `/api/orders/${orderId}/cancel`)).success).toBe(true);
    /** Renders each of `urls` asks for now: 0 when it was answered from the store. */
    const rendersOf = async (...urls: string[]) => {
      const before = hooks.renders;
      for (const url of urls) await get(url);
      return hooks.renders - before;
    };
    expect(await stockOnCard()).toBe('In Stock');
    await get(page);
    await get('/');

    // One unit of twelve, and back: every card is as it was; only the product's own page is rendered again.
    const small = await order(many!);
    expect(await rendersOf(listing, '/')).toBe(0);
    expect(await rendersOf(page)).toBe(1);
    await cancel(small);
    expect(await rendersOf(listing, '/')).toBe(0);
    expect(await rendersOf(page)).toBe(1);

    // Staff leave one unit: the card reads low stock.
    const edited = await staffSave(
      'Page cache cup',
      {
        'variants[0][_id]': many!,
        'variants[0][quantity]': '1',
        'variants[1][_id]': few!,
        'variants[1][quantity]': '0',
      },
      product._id,
    );
    expect(edited.status).toBe(200);
    expect(await stockOnCard()).toBe('Low Stock');
    // The last unit sold: the card says so at once, and given back, so does it again.
    const last = await order(many!);
    expect(await stockOnCard()).toBe('Out of Stock');
    await cancel(last);
    expect(await stockOnCard()).toBe('Low Stock');
  });

  it("another product's change purges the lists, not this product's page", async () => {
    const page = `/products/${productId}`;
    await get(page);
    await get('/');
    const before = hooks.renders;
    const [other] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.sellerActive, true)))
      .orderBy(products.id)
      .limit(2);
    const { purgeStorefront } = await import('./storefront-purge.ts');
    await purgeStorefront({ products: [other!.id === productId ? '00000000-0000-4000-8000-000000000001' : other!.id] });
    await get(page);
    expect(hooks.renders).toBe(before);
    await get('/');
    expect(hooks.renders).toBe(before + 1);
  });
});

describe('a page address is a site path', () => {
  // Sent as they are (inject would resolve them as a browser does first): see the raw requests below.
  const tricks = [
    '//evil.example',
    '//evil.example/products/x',
    '/%5Cevil.example',
    '/%5cevil.example/',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/..//evil.example',
    '/all-products/..//evil.example',
    '/%09/evil.example',
  ];

  it.each(tricks)('%s is a 404 that names no other host', async (url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('evil');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(addressesIn(page.body)).toEqual([]);
  });

  it('an absolute request target (GET http://evil.example/ HTTP/1.1), a backslash or a dot is a 404 too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const target of [
      'http://evil.example/',
      `http://evil.example/products/${productId}`,
      'https://evil.example/all-products?page=2',
      '/\\evil.example/',
      '/\\evil.example/all-products',
      '/./evil.example',
      '/all-products/../evil.example',
      '//evil.example/',
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
        );
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer, target).toMatch(/^HTTP\/1\.1 404 /);
      const body = answer.split('\r\n\r\n').slice(1).join('');
      expect(body, target).not.toContain('evil');
      expect(body, target).toContain('<meta name="robots" content="noindex" />');
      expect(addressesIn(body), target).toEqual([]);
    }
  });

  it('a Host header of another site changes no address in the page: they come from PUBLIC_URL', async () => {
    for (const url of ['/', `/products/${productId}`, '/all-products?page=2']) {
      const page = await get(url, { host: 'evil.example' });
      expect(page.statusCode, url).toBe(200);
      const addresses = addressesIn(page.body);
      expect(addresses.length, url).toBeGreaterThan(0);
      for (const href of addresses) expect(href.startsWith(`${SITE}/`), href).toBe(true);
    }
  });
});
