/**
 * Listing and predictive search under load, beside a bare Fastify route, on a PostgreSQL server
 * with the large catalogue (`npm run seed:bench -- --products 100000` first).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench npm run bench
 * 50 connections (the default listing also at 20), 10 s per scenario, loopback only. Also prints
 * EXPLAIN for the listing queries. BENCH_ONLY=<regular expression> runs only the scenarios it matches.
 */
import type autocannon from 'autocannon';
import { Placeholder, sql } from 'drizzle-orm';
import { productListQuerySchema } from '@souk/shared/schemas/catalog';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { categories } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { listingQueries } from '../apps/api/src/modules/catalog/catalog.service.ts';
import { API_SCRIPT, CONNECTIONS, measure, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const SECONDS = 10;
let served = 0;

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

/** GET scenarios; `unique` adds a throw-away parameter to every request, so no answer comes from a cache. */
const measureGets = async (label: string, base: string, paths: string[], unique = false, connections = CONNECTIONS) => {
  if (only && !only.test(label)) return;
  await measure(
    label,
    {
      url: base,
      duration: SECONDS,
      requests: paths.map((path) => ({
        method: 'GET' as const,
        path,
        ...(unique
          ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}&nocache=${++served}` }) }
          : {}),
      })),
    },
    connections,
  );
};

const database = await openDatabase({ kind: 'postgres', url });
const [clothing] = await database.db
  .select()
  .from(categories)
  .where(sql`${categories.nameEn} = 'Clothing'`);
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
console.log(`Catalogue: ${n} products. ${CONNECTIONS} connections, ${SECONDS} s each, loopback.\n`);

for (const [label, query] of [
  ['listing, default (featured, page 1)', { page: '1', limit: '8', sort: 'featured' }],
  [
    'listing, category + price + sort',
    { category: clothing!.id, minPrice: '10', maxPrice: '200', sort: 'price-asc', page: '3' },
  ],
  ['search, typo', { query: 'lether walet' }],
] as const) {
  const { page, count, values } = await listingQueries(database.db, productListQuerySchema.parse(query));
  for (const [name, built] of [
    ['page', page.toSQL()],
    ['count', count.toSQL()],
  ] as const) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql.raw(
        `EXPLAIN ${built.sql.replace(/\$(\d+)/g, (_, index: string) => {
          const param = built.params[Number(index) - 1];
          // The filters' values are named placeholders, filled in when the prepared statement runs.
          const value = param instanceof Placeholder ? values[param.name] : param;
          return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
        })}`,
      ),
    );
    const lines = plan.map((row) => row['QUERY PLAN']);
    console.log(
      `EXPLAIN ${label} (${name}): ${lines
        .filter((line) => /Index|Seq Scan|Bitmap/.test(line))
        .map((line) => line.trim())
        .join(' | ')}`,
    );
  }
}
console.log('');

const bare = await startServer('bench/bare-server.ts', 3401);
const api = await startServer(API_SCRIPT, 3402, { DATABASE_URL: url });
try {
  await measureGets('bare Fastify route', 'http://127.0.0.1:3401', ['/']);
  // What /all-products asks first (no filter, the default sort, page 1), every answer computed.
  const DEFAULT_LISTING = '/api/products/getproducts?page=1&limit=8&sort=featured';
  await measureGets('default listing computed, 20 conn', 'http://127.0.0.1:3402', [DEFAULT_LISTING], true, 20);
  await measureGets('default listing computed, 50 conn', 'http://127.0.0.1:3402', [DEFAULT_LISTING], true);
  // The same page as the web app asks for it: the fields a card shows (`view=card`).
  const asCards = (path: string) => `${path}${path.includes('?') ? '&' : '?'}view=card`;
  await measureGets(
    'default listing as cards computed, 20 conn',
    'http://127.0.0.1:3402',
    [asCards(DEFAULT_LISTING)],
    true,
    20,
  );
  await measureGets(
    'default listing as cards computed, 50 conn',
    'http://127.0.0.1:3402',
    [asCards(DEFAULT_LISTING)],
    true,
  );
  const LISTINGS = [
    DEFAULT_LISTING,
    `/api/products/getproducts?category=${clothing!.id}&minPrice=10&maxPrice=200&sort=price-asc&page=3`,
    '/api/products/getproducts?sort=popularity&page=2',
    '/api/products/getproducts?gender=women&discountRanges=25-50&sort=newest',
    '/api/products/getproducts?minRating=4&sort=price-desc&limit=24',
    '/api/products/getproducts?query=linen%20shirt',
    '/api/products/getproducts?query=linen%20shirt&page=2',
  ];
  await measureGets('listing (filters, sorts, pages)', 'http://127.0.0.1:3402', LISTINGS);
  // Every request a different page: nothing is served from the short-lived answer cache.
  await measureGets('listing, every answer computed', 'http://127.0.0.1:3402', LISTINGS, true);
  await measureGets('listing as cards, every answer computed', 'http://127.0.0.1:3402', LISTINGS.map(asCards), true);
  // The issue's aim is per shape: each of the mix's shapes alone, as cards, every answer computed.
  for (const path of LISTINGS.slice(1)) {
    const shape = new URLSearchParams(path.split('?')[1]);
    shape.delete('category');
    await measureGets(`shape ${shape.toString()}`, 'http://127.0.0.1:3402', [asCards(path)], true);
  }
  const SHELVES = ['today-deals', 'featured-items', 'more-results', 'new-releases', 'best-sellers'].map(
    (shelf) => `/api/hero/${shelf}?limit=16`,
  );
  await measureGets(
    'home shelves, computed',
    'http://127.0.0.1:3402',
    [...SHELVES, '/api/products/more-to-love?limit=16'],
    true,
  );
  await measureGets(
    'home shelves as cards, computed',
    'http://127.0.0.1:3402',
    [...SHELVES, '/api/products/more-to-love?limit=16'].map(asCards),
    true,
  );
  await measureGets('predictive search', 'http://127.0.0.1:3402', [
    '/api/search/predictive?query=lether',
    '/api/search/predictive?query=olive',
    '/api/search/predictive?query=sneakrs',
    `/api/search/predictive?query=${encodeURIComponent('صابون')}`,
  ]);
} finally {
  bare.kill();
  api.kill();
  await database.close();
}
