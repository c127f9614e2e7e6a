import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoPageProblems, startHarness, type Harness } from './harness.ts';
import { REPO_ROOT } from './server-process.ts';

/**
 * One data pass (issue 37): each server-rendered page declares its data in its routes' loaders,
 * which read each answer once, and the page then renders once. A query that a component starts
 * while the server renders was missed by its loader: the browser would fetch it right after
 * hydration, and the HTML would show it loading. A client navigation runs the same loaders, so a
 * page's data is asked for once, before it renders.
 */

interface RenderedPage {
  appHtml: string;
  queriesStartedInRender: string[];
}
interface Renderer {
  render(request: {
    url: string;
    origin: string;
    hostname: string;
    language: 'en' | 'ar';
    currency: 'USD' | 'LBP';
    transport: (path: string) => Promise<{ status: number; body: unknown } | undefined>;
  }): Promise<RenderedPage>;
}

let harness: Harness;
let renderer: Renderer;
beforeAll(async () => {
  harness = await startHarness();
  // The renderer `npm run build` wrote, as the server loads it (modules/ssr/storefront-renderer.ts).
  const entry = pathToFileURL(join(REPO_ROOT, 'apps/web/dist-server/entry-server.js')).href;
  renderer = (await import(/* @vite-ignore */ entry)) as Renderer;
});
afterAll(async () => {
  await harness?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${harness.baseUrl}/api/${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Renders a page as the server does, reading the API through its HTTP routes; returns what it asked. */
async function renderPage(url: string, language: 'en' | 'ar' = 'en', currency: 'USD' | 'LBP' = 'USD') {
  const asked: string[] = [];
  const page = await renderer.render({
    url,
    origin: harness.baseUrl,
    hostname: '127.0.0.1',
    language,
    currency,
    transport: async (path) => {
      asked.push(path);
      const response = await fetch(`${harness.baseUrl}/api/${path}`);
      return { status: response.status, body: await response.json() };
    },
  });
  return { ...page, asked };
}

describe('a server render', () => {
  let product: {
    _id: string;
    name: string;
    translations: { ar: { name: string } };
    seller: { slug: string };
  };
  beforeAll(async () => {
    const { products } = await api<{ products: { _id: string }[] }>('products/getproducts?page=1&limit=1');
    product = (await api<{ product: typeof product }>(`products/product-details/${products[0]!._id}`)).product;
  });

  const pages = () => [
    '/',
    '/all-products',
    '/all-products?sort=newest&page=2&minRating=4&utm_source=newsletter',
    '/all-products?query=leather',
    `/products/${product._id}`,
    '/products/00000000-0000-4000-8000-000000000000',
    // A shop's page (issue 40): the shop and a page of its products, filtered as the listing is.
    `/shops/${product.seller.slug}`,
    `/shops/${product.seller.slug}?sort=price-asc&gender=kids&page=1`,
    '/login',
    '/register',
    '/about-us',
    '/contact-us',
    '/help-center',
    '/refund-policy',
    '/company-profile',
    '/currency',
    '/cart',
  ];

  it('reads every answer its page shows in its loaders, each once, and starts no query while it renders', async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const url of pages()) {
        const rendered = await renderPage(url, language, language === 'ar' ? 'LBP' : 'USD');
        expect(rendered.queriesStartedInRender, `${url} in ${language}`).toEqual([]);
        expect(rendered.asked.length, `${url}: ${rendered.asked.join(', ')}`).toBe(new Set(rendered.asked).size);
        // The frame's data is always there: the site's settings and the categories menu.
        expect(rendered.asked).toEqual(expect.arrayContaining(['config', 'categories/category']));
        // A visitor's own answers are never the server's to read.
        expect(rendered.asked.filter((path) => /^(cart|wishlist|notifications|preferences|auth)/.test(path))).toEqual(
          [],
        );
      }
    }
  });

  it('draws the page from what the loaders read: the product, its reviews and its related products', async () => {
    const { appHtml, asked } = await renderPage(`/products/${product._id}`, 'ar');
    expect(appHtml).toContain(product.translations.ar.name);
    expect(asked).toEqual(
      expect.arrayContaining([
        `products/product-details/${product._id}`,
        expect.stringMatching(new RegExp(`^products/product/${product._id}/related\\?`)),
        `products/product/${product._id}/reviews?order=none`,
      ]),
    );
  });

  it('renders a listing from the page of results its address asks for, whatever else the address carries', async () => {
    const { asked } = await renderPage('/all-products?sort=price-asc&page=1&limit=8&fbclid=abc');
    expect(asked.filter((path) => path.startsWith('products/getproducts'))).toEqual([
      'products/getproducts?page=1&limit=8&sort=price-asc&view=card',
    ]);
  });
});

describe('in the browser', () => {
  it("a hydrated page asks for none of its loaders' answers again, and a client navigation asks for its page's data once", async () => {
    const { context, page } = await harness.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path.slice('/api/'.length) + new URL(request.url()).search);
    });
    await page.goto(harness.url('/all-products'));
    await page.waitForLoadState('networkidle');
    // Read by the server's loaders and handed over with the page.
    for (const path of ['config', 'categories/category', 'hero/more-results', 'products/more-to-love']) {
      expect(
        asked.filter((asked) => asked.startsWith(path)),
        path,
      ).toEqual([]);
    }
    asked.length = 0;
    const card = page.getByTestId('product-card').first();
    const id = await card.getAttribute('data-product-id');
    await card.locator(`a[href="/products/${id}"]`).first().click();
    await page.waitForURL(`**/products/${id}`);
    await page.getByTestId('product-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === `products/product-details/${id}`)).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith(`products/product/${id}/reviews`))).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith(`products/product/${id}/related`))).toHaveLength(1);
    await context.close();
    expectNoPageProblems();
  });
});
