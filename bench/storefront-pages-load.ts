/**
 * The storefront's server-rendered pages under load (issue 23), beside the JSON listing they are built
 * from, on a PostgreSQL server with the large catalogue (`npm run seed:bench -- --products 100000`
 * first) and the production build (`npm run build`):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/storefront-pages-load.ts
 * 50 connections, 10 s per scenario, loopback only; compressed answers (Accept-Encoding: br), as a
 * browser asks. "cached": the same addresses again and again (the 5 s page cache answers); "computed":
 * every request another address, so every page is rendered (its data may come from the API's own
 * answer caches, as a real visitor's would).
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { API_SCRIPT, CONNECTIONS, measure, measureEachOnce, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const SECONDS = 10;
const PORT = 3403;
const BASE = `http://127.0.0.1:${PORT}`;
const headers = { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' };
let served = 0;

const database = await openDatabase({ kind: 'postgres', url });
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
const productIds = (
  await queryRows<{ id: string }>(
    database.db,
    sql`select id from products where status = 'published' order by random() limit 3000`,
  )
).map((row) => row.id);
console.log(`Catalogue: ${n} products. ${CONNECTIONS} connections, ${SECONDS} s each, loopback, brotli.\n`);

const gets = (label: string, paths: string[], unique = false, extraHeaders: Record<string, string> = {}) =>
  measure(label, {
    url: BASE,
    duration: SECONDS,
    headers: { ...headers, ...extraHeaders },
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      ...(unique
        ? {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: `${path}${path.includes('?') ? '&' : '?'}nocache=${++served}`,
            }),
          }
        : {}),
    })),
  });

const api = await startServer(API_SCRIPT, PORT, { DATABASE_URL: url });
try {
  const product = `/products/${productIds[0]}`;
  // The default listing first: what a visitor of /all-products is served, as JSON and as a page.
  await gets('JSON listing, default page', ['/api/products/getproducts?page=1&limit=20']);
  await gets('page /all-products, cached', ['/all-products']);
  await gets('page /, cached', ['/']);
  await gets(`page ${product.slice(0, 18)}…, cached`, [product]);
  await gets('page /, Arabic LBP, cached', ['/'], false, { cookie: 'souk_lang=ar; souk_currency=LBP' });
  await gets('page /all-products, computed', ['/all-products'], true);
  await gets('page /, computed', ['/'], true);
  // Each product once: its page and its data are nowhere in a cache.
  await measureEachOnce('product pages, computed', {
    port: PORT,
    paths: productIds.map((id) => `/products/${id}`),
    headers,
  });
  await gets('JSON listing, default page, after', ['/api/products/getproducts?page=1&limit=20']);
} finally {
  api.kill();
  await database.close();
}
