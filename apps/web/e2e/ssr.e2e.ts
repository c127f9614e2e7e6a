import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, usdToCents, type Currency } from '@souk/shared/money';
import {
  DEMO_PASSWORD,
  expectNoPageProblems,
  shot,
  startHarness,
  takePageProblems,
  type Harness,
  type ViewportName,
} from './harness.ts';
import { EVERY_COMBO, logInAs, visible } from './journey.ts';
import { fill, labelText, textsFor, type Language, type Texts } from './locale-texts.ts';

/**
 * The storefront's public pages come rendered from the server (issue 23): a crawler or a phone that
 * runs no JavaScript reads the products, prices, links and structured data in the HTML itself, the
 * same HTML for everyone, and the browser then hydrates it without a single mismatch.
 */

/** ARCHITECTURE.md section 8: a product page's HTML, data included, in KB gzip. */
const PRODUCT_HTML_KB = 30;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

interface ApiProduct {
  _id: string;
  name: string;
  description: string;
  price: number;
  reviewCount: number;
  images: { url: string; thumbnail?: string; large?: string }[];
  translations: { en?: { name: string; description?: string }; ar: { name: string; description?: string } };
}
interface ApiReview {
  comment: string;
  user: { name: string };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${harness.baseUrl}/api/${path}`, { headers: { accept: 'application/json' } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A page as a crawler fetches it: no JavaScript, English unless a cookie or `?lang=` says otherwise. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(harness.url(path), {
    headers: { 'accept-language': 'en-US,en;q=0.9', ...headers },
    redirect: 'manual',
  });
  return { status: response.status, etag: response.headers.get('etag'), html: await response.text() };
}

/** What React wrote into the root: empty when the server sent the shell for the browser to render. */
function appHtml(html: string): string {
  const app = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="souk-ssr">/.exec(html)?.[1];
  expect(app, 'the page comes rendered, with its queries').toBeTruthy();
  return app!;
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
  );

/** Every `<a href="/products/...">` of the page. */
const productLinks = (app: string) =>
  new Set([...app.matchAll(/<a [^>]*href="\/products\/([^"?#/]+)"/g)].map((match) => match[1]!));

let lbpPerUsd = 89_000;
const price = (usd: number, currency: Currency = 'USD') => formatPrice(usdToCents(usd), currency, lbpPerUsd);

/** A product shows its name, its price and a link to itself in the page's HTML. */
function expectCard(app: string, product: ApiProduct, language: Language = 'en', currency: Currency = 'USD') {
  const name = language === 'ar' ? product.translations.ar.name : product.name;
  expect(app, `name of ${product._id}`).toContain(escaped(name));
  expect(app, `price of ${product.name}`).toContain(`>${price(product.price, currency)}<`);
  expect(productLinks(app), `link to ${product.name}`).toContain(product._id);
}

/** The listing page as the API answers it for the page (8 a page, the default order). */
const listingPage = (page: number) =>
  api<{ products: ApiProduct[]; total: number }>(`products/getproducts?page=${page}&limit=8`);

/** A product with reviews: its page shows them. */
async function reviewedProduct(): Promise<ApiProduct> {
  const { products } = await api<{ products: ApiProduct[] }>('products/getproducts?page=1&limit=50');
  const reviewed = products.find((product) => product.reviewCount > 0);
  expect(reviewed, 'a demo product has reviews').toBeTruthy();
  return (await api<{ product: ApiProduct }>(`products/product-details/${reviewed!._id}`)).product;
}

describe('the HTML a crawler reads (no JavaScript)', () => {
  beforeAll(async () => {
    lbpPerUsd = (await api<{ lbpPerUsd: number }>('config')).lbpPerUsd;
  });

  it('home holds the shelves: names, prices and links of products, and the Organization and WebSite JSON-LD', async () => {
    const { status, html } = await fetchPage('/');
    expect(status).toBe(200);
    expect(htmlTag(html)).toMatch(/lang="en" dir="ltr" data-currency="USD"/);
    // No inline script (the content security policy would block it): every part of the page is in
    // place as sent, not hidden until a script of React's moves it.
    expect(html).not.toMatch(/<script>|<script (?![^>]*\b(src|type="application\/(json|ld\+json)")=?)/);
    expect(html).not.toContain('<div hidden');
    const app = appHtml(html);

    // Each shelf shows its first products from the server; best sellers show all of theirs.
    for (const shelf of ['hero/today-deals', 'hero/featured-items']) {
      const { products } = await api<{ products: ApiProduct[] }>(shelf);
      expect(products.length, shelf).toBeGreaterThan(1);
      for (const product of products.slice(0, 2)) expectCard(app, product);
    }
    const bestSellers = (await api<{ products: ApiProduct[] }>('hero/best-sellers')).products;
    expect(bestSellers.length).toBeGreaterThan(0);
    for (const product of bestSellers) expectCard(app, product);
    expect(productLinks(app).size).toBeGreaterThanOrEqual(8);
    expect(app).toContain(escaped(textsFor('en').footer.newsletterTitle));

    const data = jsonLd(html);
    const organization = data.find((item) => item['@type'] === 'Organization');
    const website = data.find((item) => item['@type'] === 'WebSite') as
      { url: string; potentialAction: { '@type': string; target: string } } | undefined;
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Souk', url: `${harness.baseUrl}/` });
    expect(website?.url).toBe(`${harness.baseUrl}/`);
    expect(website?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${harness.baseUrl}/all-products?query={search_term_string}`,
    });
  });

  it('a listing holds its page of products and real links to the other pages', async () => {
    const first = await listingPage(1);
    expect(first.total).toBeGreaterThan(16);
    const lastPage = Math.ceil(first.total / 8);

    const plain = await fetchPage('/all-products');
    expect(plain.status).toBe(200);
    const plainApp = appHtml(plain.html);
    for (const product of first.products) expectCard(plainApp, product);
    expect(plainApp).toMatch(/<a [^>]*aria-label="Next"[^>]*href="\/all-products\?page=2"/);
    expect(plainApp).toContain(`href="/all-products?page=${lastPage}"`);

    const second = await listingPage(2);
    const paged = await fetchPage('/all-products?page=2');
    expect(paged.status).toBe(200);
    const app = appHtml(paged.html);
    // The grid is exactly the API's second page, in its order.
    const grid = [...app.matchAll(/data-testid="product-card" data-product-id="([^"]+)"/g)].map((match) => match[1]);
    expect(grid.slice(0, 8)).toEqual(second.products.map((product) => product._id));
    for (const product of second.products) expectCard(app, product);
    expect(app).toMatch(/<a [^>]*aria-label="Previous"[^>]*href="\/all-products\?page=1"/);
    expect(app).toMatch(/<a [^>]*aria-label="Next"[^>]*href="\/all-products\?page=3"/);
    expect(app).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/all-products\?page=2"/);
    // None of page 1's products, all of page 2's.
    for (const product of first.products) expect(grid).not.toContain(product._id);
  });

  it('a product page holds its name, price, description, photos, reviews and Product JSON-LD', async () => {
    const product = await reviewedProduct();
    const { reviews, reviewCount } = await api<{ reviews: ApiReview[]; reviewCount: number }>(
      `products/product/${product._id}/reviews?order=none`,
    );
    expect(reviewCount).toBeGreaterThan(0);

    const { status, html } = await fetchPage(`/products/${product._id}`);
    expect(status).toBe(200);
    const app = appHtml(html);
    expect(app).toMatch(
      new RegExp(`data-testid="product-title"[^>]*>${escaped(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`),
    );
    expect(app).toContain(`>${price(product.price)}<`);
    // The description, cut after its first words until "Read more".
    const opening = product.description.split(/\s+/).slice(0, 12).join(' ');
    expect(app).toMatch(/data-testid="product-description"/);
    expect(app).toContain(escaped(opening));
    // Every photo is an <img> from the media store, the main one among them.
    const sources = [...app.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(app).toMatch(/<img [^>]*src="\/media\/[^"]+"[^>]*data-testid="gallery-main"/);
    expect(product.images.length).toBeGreaterThan(0);
    for (const image of product.images) {
      const forms = [image.url, image.thumbnail, image.large].filter(Boolean);
      expect(
        sources.some((source) => forms.includes(source)),
        `photo ${image.url}`,
      ).toBe(true);
    }
    expect(sources.filter((source) => source.startsWith('/media/')).length).toBeGreaterThanOrEqual(
      product.images.length,
    );
    // The reviews section with the reviews themselves.
    expect(app).toContain('data-testid="reviews-section"');
    expect(app).toMatch(new RegExp(`data-testid="reviews-count"[^>]*>${reviewCount} reviews?<`));
    expect(app).toContain(escaped(reviews[0]!.comment));
    expect(app).toContain(escaped(reviews[0]!.user.name));
    // The return window is the setting the config gives (14 days by default), not a fixed text (issue 24).
    const { returnWindowDays } = await api<{ returnWindowDays: number }>('config');
    expect(returnWindowDays).toBe(14);
    expect(app).toContain(
      escaped(fill(textsFor('en').product.perks.returns_other, { count: String(returnWindowDays) })),
    );

    const data = jsonLd(html);
    const ld = data.find((item) => item['@type'] === 'Product') as
      | {
          name: string;
          url: string;
          image: string[];
          offers: { price: string; priceCurrency: string };
          aggregateRating: { reviewCount: number };
        }
      | undefined;
    expect(ld).toBeTruthy();
    expect(ld!.name).toBe(product.name);
    expect(ld!.url).toBe(`${harness.baseUrl}/products/${product._id}`);
    expect(ld!.image.length).toBe(product.images.length);
    expect(ld!.offers).toMatchObject({ price: product.price.toFixed(2), priceCurrency: 'USD' });
    expect(ld!.aggregateRating.reviewCount).toBe(reviewCount);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('in Arabic (cookie or ?lang=ar) the page is right to left, in Arabic words and names', async () => {
    const ar = textsFor('ar');
    const byCookie = await fetchPage('/', { cookie: 'souk_lang=ar' });
    expect(byCookie.status).toBe(200);
    expect(htmlTag(byCookie.html)).toMatch(/lang="ar" dir="rtl"/);
    const home = appHtml(byCookie.html);
    expect(home).toContain(escaped(ar.footer.newsletterTitle));
    for (const product of (await api<{ products: ApiProduct[] }>('hero/best-sellers')).products)
      expectCard(home, product, 'ar');

    const byQuery = await fetchPage('/all-products?page=2&lang=ar');
    expect(htmlTag(byQuery.html)).toMatch(/lang="ar" dir="rtl"/);
    const listing = appHtml(byQuery.html);
    expect(listing).toContain(escaped(ar.catalog.allProducts));
    for (const product of (await listingPage(2)).products) expectCard(listing, product, 'ar');

    const product = await reviewedProduct();
    const page = await fetchPage(`/products/${product._id}`, { cookie: 'souk_lang=ar' });
    expect(htmlTag(page.html)).toMatch(/lang="ar" dir="rtl"/);
    const app = appHtml(page.html);
    expect(app).toContain(escaped(product.translations.ar.name));
    expect(app).toContain(escaped(ar.product.reviews.title));
    expect(app).toContain(escaped(fill((ar.product.perks as Record<string, string>).returns_many!, { count: '14' })));
    expect(app).not.toContain(`>${escaped(product.name)}<`);
    expect(/<title>([^<]*)<\/title>/.exec(page.html)?.[1]).toContain(escaped(product.translations.ar.name));
  });

  it("preloads the body text's font of the page's language, which the server then sends", async () => {
    for (const [language, font] of [
      ['en', /inter-latin-400-normal-[\w-]+\.woff2/],
      ['ar', /ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2/],
    ] as const) {
      const { html } = await fetchPage(`/all-products?lang=${language}`);
      const preloads = [
        ...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin \/>/g),
      ].map((match) => match[1]!);
      expect(preloads, language).toHaveLength(1);
      expect(preloads[0], language).toMatch(font);
      const file = await fetch(harness.url(preloads[0]!));
      expect(file.status, preloads[0]).toBe(200);
      expect(file.headers.get('content-type'), preloads[0]).toMatch(/font\/woff2/);
    }
  });

  it('what paints first comes first in the head: the stylesheet, the first image, the font; the scripts after, at low priority', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { html } = await fetchPage(`/?lang=${language}`);
      const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
      const tags = [...head.matchAll(/<(link|script)\b[^>]*>/g)].map((match) => match[0]);
      const first = (test: (tag: string) => boolean) => tags.findIndex(test);
      const stylesheets = tags.filter((tag) => tag.includes('rel="stylesheet"'));
      // The stylesheets lead, then the image and the font.
      expect(tags.slice(0, stylesheets.length), language).toEqual(stylesheets);
      const stylesheet = stylesheets.length - 1;
      const image = first((tag) => /rel="preload" as="image"/.test(tag));
      const font = first((tag) => /rel="preload"[^>]* as="font"/.test(tag));
      const scripts = tags.filter((tag) => /^<script type="module"|rel="modulepreload"/.test(tag));
      // The home's banner photo (fetchPriority high), which React wrote into the app's HTML, is in the head.
      expect(image, language).toBeGreaterThan(stylesheet);
      expect(tags[image], language).toMatch(/fetchPriority="high"/);
      expect(appHtml(html), language).not.toMatch(/^<link rel="preload"/);
      expect(font, language).toBeGreaterThan(image);
      expect(scripts.length, language).toBeGreaterThan(1);
      expect(
        first((tag) => scripts.includes(tag)),
        language,
      ).toBeGreaterThan(font);
      for (const tag of scripts) expect(tag, language).toContain('fetchpriority="low"');
      // The texts of the page's language only, which the app awaits before it hydrates.
      expect(
        scripts.filter((tag) => tag.includes('data-texts=')).map((tag) => /data-texts="(\w+)"/.exec(tag)?.[1]),
      ).toEqual([language]);
      // The theme's CSS variables are in the stylesheet, not written into every page.
      expect(html, language).not.toContain('--mantine-color-cedar-7');
    }
  });

  it("a product page's HTML weighs at most 30 KB gzipped (issue 37)", async () => {
    const product = await reviewedProduct();
    for (const language of ['en', 'ar'] as const) {
      const { html } = await fetchPage(`/products/${product._id}?lang=${language}`);
      const kb = gzipSync(html, { level: 9 }).length / 1024;
      console.log(`product page HTML (${language}): ${kb.toFixed(1)} KB gzip, budget ${PRODUCT_HTML_KB} KB`);
      expect(kb, language).toBeLessThanOrEqual(PRODUCT_HTML_KB);
    }
  });

  it('the souk_currency=LBP cookie gives prices in lira', async () => {
    const second = await listingPage(2);
    const { html } = await fetchPage('/all-products?page=2', { cookie: 'souk_currency=LBP' });
    expect(htmlTag(html)).toMatch(/data-currency="LBP"/);
    const app = appHtml(html);
    for (const product of second.products) expectCard(app, product, 'en', 'LBP');
    expect(app).not.toContain(`>${price(second.products[0]!.price)}<`);

    const product = await reviewedProduct();
    const page = appHtml(
      (await fetchPage(`/products/${product._id}`, { cookie: 'souk_currency=LBP; souk_lang=ar' })).html,
    );
    expect(page).toContain(`>${price(product.price, 'LBP')}<`);
  });

  it('a product that does not exist answers 404 (a well-formed id)', async () => {
    const { status, html } = await fetchPage('/products/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    // Still a page a person can read: the app's own not-found screen.
    expect(html).toContain('<div id="root">');
  });

  it('a product address whose id is not even an id answers 404 too', async () => {
    const { status } = await fetchPage('/products/no-such-product');
    expect(status).toBe(404);
  });

  it('is the same for a signed-in buyer as for a visitor: nothing personal is in the HTML', async () => {
    const login = await fetch(`${harness.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'buyer@souk.test', password: DEMO_PASSWORD, rememberMe: false }),
    });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('souk_session='));
    expect(session, 'the login sets the session cookie').toBeTruthy();
    const cookie = session!.split(';')[0]!;
    // The cookie signs the buyer in: the server knows who they are.
    const profile = await fetch(`${harness.baseUrl}/api/auth/profile`, {
      headers: { cookie, accept: 'application/json' },
    });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('buyer@souk.test');

    const product = await reviewedProduct();
    // Addresses no one asked for yet, so the buyer's request is the one that renders them.
    const probe = `probe=${Date.now()}`;
    const addresses = [`/?${probe}`, `/all-products?page=3&${probe}`, `/products/${product._id}?${probe}`];
    const signedIn = await Promise.all(
      addresses.map((address) => fetchPage(address, { cookie: `${cookie}; souk_lang=en` })),
    );
    const visitor = await Promise.all(addresses.map((address) => fetchPage(address, { cookie: 'souk_lang=en' })));
    // The same page, but for when its data was read: on a slow machine the visitor's request may come
    // after the cache's five seconds and be rendered again.
    const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
    for (const [index, address] of addresses.entries()) {
      expect(signedIn[index]!.status, address).toBe(200);
      appHtml(signedIn[index]!.html);
      expect(
        timeless(visitor[index]!.html) === timeless(signedIn[index]!.html),
        `${address}: same HTML for the buyer and a visitor`,
      ).toBe(true);
      for (const personal of ['buyer@souk.test', 'Rami Haddad', '+96171000001', '"profile"'])
        expect(signedIn[index]!.html, `${address}: ${personal}`).not.toContain(personal);
    }

    // Once the cache has let them go, a visitor's own render is the buyer's, but for when its data was read.
    await new Promise((wait) => setTimeout(wait, 5_500));
    for (const [index, address] of addresses.entries()) {
      const fresh = await fetchPage(address, { cookie: 'souk_lang=en' });
      expect(
        appHtml(fresh.html) === appHtml(signedIn[index]!.html),
        `${address}: the rendered app is byte-identical`,
      ).toBe(true);
      expect(
        timeless(fresh.html) === timeless(signedIn[index]!.html),
        `${address}: the page is the same but for its timestamps`,
      ).toBe(true);
    }
  }, 60_000);

  it("a buyer's own pages come with the storefront's frame, and a loader where only the browser can decide", async () => {
    for (const path of ['/cart', '/wish-list', '/checkout', '/order-history', '/profile']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      const app = appHtml(html);
      // The header (cart and wish-list counts, the way to every product) and the footer are there...
      expect(app, path).toContain('data-testid="count-cart"');
      expect(app, path).toContain('href="/all-products"');
      expect(app, path).toMatch(/<footer[^>]*>[\s\S]*href="\/refund-policy"/);
      // ...and the page's own part is a loader: whose cart or orders it is, the server does not say.
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(app)?.[1] ?? '';
      expect(main, path).toContain('mantine-Loader-root');
      expect(main.replace(/<[^>]+>/g, '').trim(), path).toBe('');
    }
  });

  it('answers 304 to If-None-Match with its ETag, signed in or not', async () => {
    const first = await fetchPage('/all-products?page=2');
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    const again = await fetchPage('/all-products?page=2', { 'if-none-match': first.etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    const stale = await fetchPage('/all-products?page=2', { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.html).toBe(first.html);
    // Another currency is another page, with another ETag.
    const lira = await fetchPage('/all-products?page=2', { cookie: 'souk_currency=LBP', 'if-none-match': first.etag! });
    expect(lira.status).toBe(200);
    expect(lira.etag).not.toBe(first.etag);
  });
});

/** React has adopted an element once it has set its props on it, which hydrateRoot does node by node. */
async function hydrated(locator: Locator) {
  await locator.waitFor({ state: 'attached' });
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 20_000,
    })
    .toBe(true);
}

const firstPrice = (page: Page) => page.getByTestId('price').first().textContent();

/**
 * The page answers a person: the currency switcher (in the menu drawer on a phone) turns the prices
 * into lira and back, which only React can do.
 */
async function useThePage(page: Page, viewport: ViewportName, T: Texts) {
  const drawer = page.getByRole('dialog');
  if (viewport === 'phone') {
    const burger = page.getByRole('button', { name: T.header.openMenu });
    await hydrated(burger);
    await burger.click();
    await drawer.waitFor();
  }
  const switcher = visible(page.getByTestId('currency-switcher'));
  await hydrated(switcher.locator('input[value="LBP"]'));
  expect(await firstPrice(page)).toMatch(/^\$/);
  await switcher.getByText(T.currency.LBP, { exact: true }).click();
  await expect.poll(() => firstPrice(page)).toMatch(/^LBP\s/);
  await switcher.getByText(T.currency.USD, { exact: true }).click();
  await expect.poll(() => firstPrice(page)).toMatch(/^\$/);
  if (viewport === 'phone') {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
}

describe.each(EVERY_COMBO)('hydration in the browser ($language, $viewport)', ({ language, viewport }) => {
  it('home, a listing and a product page hydrate without a mismatch and answer clicks', async () => {
    const T = textsFor(language);
    const tag = `${language}-${viewport}`;
    const product = await reviewedProduct();
    const pages = [
      {
        name: 'home',
        path: '/',
        ready: (page: Page) => page.getByTestId('best-sellers').getByTestId('product-card').first(),
      },
      {
        name: 'listing',
        path: '/all-products?page=2',
        ready: (page: Page) => page.getByTestId('product-grid').getByTestId('product-card').first(),
      },
      {
        name: 'product',
        path: `/products/${product._id}`,
        ready: (page: Page) =>
          page.getByTestId('product-title').getByText(product.translations[language]?.name ?? product.name),
      },
    ];
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      for (const { name, path, ready } of pages) {
        await page.goto(harness.url(path));
        // The server's HTML is already there; the browser's language is the page's.
        await ready(page).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await useThePage(page, viewport, T);
        await shot(page, `ssr-${name}-${tag}`);
        expectNoPageProblems(`${name} (${tag})`);
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("a buyer's own page opened directly", () => {
  it('hydrates its frame, then shows a signed-in buyer their orders and sends a visitor to log in', async () => {
    const T = textsFor('ar');
    const { context, page } = await harness.newPage({ viewport: 'phone', language: 'ar' });
    try {
      await page.goto(harness.url('/profile'));
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('button', { name: T.auth.login.submit, exact: true }).waitFor();
      await logInAs(harness, page, 'buyer@souk.test', 'ar');
      await page.goto(harness.url('/order-history'));
      await page.getByTestId('order-card').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await shot(page, 'ssr-framed-order-history-ar-phone');
      expectNoPageProblems('the order history opened directly');
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('the hydration check itself', () => {
  it('catches a page whose HTML is not what React renders', async () => {
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      // The server's listing with the first card's name changed on the way, as a mismatch would.
      await page.route(harness.url('/all-products?page=2'), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/(data-testid="product-name">)[^<]+/, '$1Not what React renders');
        await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body });
      });
      await page.goto(harness.url('/all-products?page=2'));
      await useThePage(page, 'desktop', textsFor('en'));
      const problems = takePageProblems();
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(/Minified React error #418|hydrat/i);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('before the scripts have run', () => {
  it('what a person typed into the login form is still there, and counts, once the page hydrates', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage({ viewport: 'phone', language: 'en' });
    try {
      // A slow phone: the server's form is on screen while the scripts are still on their way.
      let release!: () => void;
      const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsMayLoad;
        await route.continue();
      });
      await page.goto(harness.url('/login'), { waitUntil: 'commit' });
      const email = page.getByLabel(labelText(T.auth.fields.email));
      const password = page.getByLabel(labelText(T.auth.fields.password));
      await email.waitFor();
      // A page may well keep its fields closed until it can take them; if it lets a person type, it keeps what they typed.
      const typed = await email
        .fill('buyer@souk.test', { timeout: 2_000 })
        .then(() => password.fill(DEMO_PASSWORD, { timeout: 2_000 }))
        .then(() => true)
        .catch(() => false);
      release();

      const submit = page.getByRole('button', { name: T.auth.login.submit, exact: true });
      await hydrated(submit);
      await page.waitForLoadState('networkidle');
      await shot(page, 'ssr-login-typed-before-hydration');
      if (typed) {
        expect(await email.inputValue(), 'the e-mail typed before hydration').toBe('buyer@souk.test');
        expect(await password.inputValue(), 'the password typed before hydration').toBe(DEMO_PASSWORD);
        // Both fields are filled, as the person sees them: the button takes the click.
        await expect.poll(() => submit.isEnabled(), { timeout: 5_000 }).toBe(true);
      } else {
        await email.fill('buyer@souk.test');
        await password.fill(DEMO_PASSWORD);
      }
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  }, 60_000);
});
