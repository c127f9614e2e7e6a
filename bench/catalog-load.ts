/**
 * Listing and predictive search under load, beside a bare Fastify route, on a PostgreSQL server
 * with the large catalogue (`npm run seed:bench -- --products 100000` first).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench npm run bench
 * 50 connections, 10 s per scenario, loopback only. Also prints EXPLAIN for the listing queries.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { productListQuerySchema } from '@souk/shared/schemas/catalog';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { categories } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { listingQueries } from '../apps/api/src/modules/catalog/catalog.service.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const CONNECTIONS = 50;
let served = 0;
const SECONDS = 10;

function start(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        resolve(child);
      } catch {
        if (Date.now() > deadline) reject(new Error(`${script} did not start`));
        else setTimeout(poll, 250);
      }
    };
    void poll();
  });
}

async function measure(label: string, base: string, paths: string[], unique = false) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    // `unique` adds a throw-away parameter to every request, so no answer comes from a cache.
    requests: paths.map((path) => ({ method: 'GET', path, ...(unique ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}&nocache=${++served}` }) } : {}) })),
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, time: number) => {
        latencies.push(time);
        if (status >= 400) errors++;
      });
    },
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(`${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   errors ${errors}`);
}

const database = await openDatabase({ kind: 'postgres', url });
const [clothing] = await database.db.select().from(categories).where(sql`${categories.nameEn} = 'Clothing'`);
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
console.log(`Catalogue: ${n} products. ${CONNECTIONS} connections, ${SECONDS} s each, loopback.\n`);

for (const [label, query] of [
  ['listing, category + price + sort', { category: clothing!.id, minPrice: '10', maxPrice: '200', sort: 'price-asc', page: '3' }],
  ['search, typo', { query: 'lether walet' }],
] as const) {
  const { page, count } = await listingQueries(database.db, productListQuerySchema.parse(query));
  for (const [name, built] of [['page', page.toSQL()], ['count', count.toSQL()]] as const) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql.raw(`EXPLAIN ${built.sql.replace(/\$(\d+)/g, (_, index: string) => {
      const value = built.params[Number(index) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    })}`));
    const lines = plan.map((row) => row['QUERY PLAN']);
    console.log(`EXPLAIN ${label} (${name}): ${lines.filter((line) => /Index|Seq Scan|Bitmap/.test(line)).map((line) => line.trim()).join(' | ')}`);
  }
}
console.log('');

const bare = await start('bench/bare-server.ts', 3401);
const api = await start('apps/api/src/server.ts', 3402, { DATABASE_URL: url });
try {
  await measure('bare Fastify route', 'http://127.0.0.1:3401', ['/']);
  const LISTINGS = [
    `/api/products/getproducts?category=${clothing!.id}&minPrice=10&maxPrice=200&sort=price-asc&page=3`,
    '/api/products/getproducts?sort=popularity&page=2',
    '/api/products/getproducts?gender=women&discountRanges=25-50&sort=newest',
    '/api/products/getproducts?minRating=4&sort=price-desc&limit=24',
    '/api/products/getproducts?query=linen%20shirt',
  ];
  await measure('listing (filters, sorts, pages)', 'http://127.0.0.1:3402', LISTINGS);
  // Every request a different page: nothing is served from the short-lived answer cache.
  await measure('listing, every answer computed', 'http://127.0.0.1:3402', LISTINGS, true);
  await measure('predictive search', 'http://127.0.0.1:3402', ['/api/search/predictive?query=lether', '/api/search/predictive?query=olive', '/api/search/predictive?query=sneakrs', `/api/search/predictive?query=${encodeURIComponent('صابون')}`]);
} finally {
  bare.kill();
  api.kill();
  await database.close();
}
