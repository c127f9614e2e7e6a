import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web app's build (issue 37's page cache tests): `dist/index.html` and a
 * `dist-server/entry-server.js` whose `render` has the real one's contract (`{ appHtml, state, queriesStartedInRender }`)
 * and reads the API through the same in-process transport. It writes what it read, so a test sees
 * which address was rendered and which prices a page shows:
 * - every page: `<p id="rendered" data-url="…">` (the address it was asked to render) and a count;
 * - `/products/<id>`: `<p id="price">12.50</p>` from product-details, or `missing`;
 * - `/all-products`: `<li data-id="…" data-stock="In Stock">12.50</li>` per product (its price and
 *   stock message, as its card shows them), from the listing with the page's query;
 * - `/shops/<slug>`: `<h1 id="shop">` with the shop's name, its products as the listing's, and their
 *   names (`<li data-name="…">`).
 * In the same process a test may hold renders with `renderHooks().gate` and count them.
 */
export interface RenderHooks {
  renders: number;
  urls: string[];
  /** While set, every render waits for it. */
  gate?: Promise<void>;
  /** While set, every render holds the thread this long before its read and again after it, as a heavy page would. */
  busyMs?: number;
}

export const renderHooks = (): RenderHooks => {
  const holder = globalThis as { __soukTestRenderHooks?: RenderHooks };
  holder.__soukTestRenderHooks ??= { renders: 0, urls: [] };
  return holder.__soukTestRenderHooks;
};

const ENTRY = `
const hooks = () => (globalThis.__soukTestRenderHooks ??= { renders: 0, urls: [] });
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function render({ url, origin, language, currency, transport }) {
  const state = hooks();
  state.renders += 1;
  state.urls.push(url);
  const count = state.renders;
  if (state.gate) await state.gate;
  const hold = () => { const until = Date.now() + (state.busyMs ?? 0); while (Date.now() < until); };
  hold();
  await transport('categories/category');
  hold();
  const address = new URL(url, origin);
  let body = '';
  const product = /^\\/products\\/([^/]+)$/.exec(address.pathname)?.[1];
  if (product) {
    const answer = await transport('products/product-details/' + product);
    body = answer && answer.status === 200 ? '<p id="price">' + answer.body.data.product.price.toFixed(2) + '</p>' : '<p id="price">missing</p>';
  }
  const shop = /^\\/shops\\/([^/]+)$/.exec(address.pathname)?.[1];
  if (address.pathname === '/all-products' || shop) {
    const query = new URLSearchParams(address.search);
    query.delete('lang');
    query.delete('subdomain');
    if (!query.has('page')) query.set('page', '1');
    if (!query.has('limit')) query.set('limit', '20');
    const answer = await transport((shop ? 'shops/' + shop + '?' : 'products/getproducts?') + query.toString());
    const products = answer && answer.status === 200 ? answer.body.data.products : [];
    // A shop's page: its name in a heading, then its products as the listing's (with their names).
    if (shop && answer && answer.status === 200) body = '<h1 id="shop">' + escape(answer.body.data.shop.name) + '</h1>';
    body += '<ul>' + products.map((item) => '<li data-id="' + item._id + '" data-stock="' + item.stockStatus.message + '">' + item.price.toFixed(2) + '</li>').join('') + '</ul>';
    if (shop) body += '<ol>' + products.map((item) => '<li data-name="' + escape(item.name) + '"></li>').join('') + '</ol>';
  }
  return {
    appHtml: '<p id="rendered" data-url="' + escape(url) + '" data-count="' + count + '">' + language + ' ' + currency + '</p>' + body,
    state: { queries: [], loaderData: {} },
    queriesStartedInRender: [],
  };
}
`;

/** A temporary folder holding `dist` (pass it as WEB_DIST) and `dist-server` beside it. */
export function writeStorefrontBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souk-pages-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Souk</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return dist;
}

/** What the stand-in rendered into a page: the address it was asked for and the render's number. */
export function renderedOf(html: string) {
  const match = /<p id="rendered" data-url="([^"]*)" data-count="(\d+)">/.exec(html);
  return match ? { url: match[1]!.replace(/&#38;/g, '&'), count: Number(match[2]) } : undefined;
}
