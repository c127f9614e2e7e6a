/**
 * What a server-rendered storefront page costs (issue 37), on a PostgreSQL server with the large
 * catalogue (`npm run seed:bench -- --products 100000` first) and the production build (`npm run build`):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/storefront-render.ts
 * BENCH_TREE=<a git worktree of an older commit, built> measures that version on the same data.
 * Loopback only, bounded in count and time. Four shapes:
 * - CPU of a computed page rendered one at a time: product pages and listing pages that no cache
 *   holds (each product once; listings by price bounds no one asked before), the API process's CPU
 *   from /proc over all of them, and each answer's time;
 * - computed pages a second at 4 connections (the same kinds of addresses, others again);
 * - cached pages a second at 50 connections, beside a bare node http server answering a small
 *   page in the same run (the yardstick: what this machine's Node does with no work at all);
 * - while 50 connections ask for made-up addresses, how fast /api/health and a cached page answer.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { API_SCRIPT, measure, measureEachOnce, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const PORT = 3417;
const BARE_PORT = 3418;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = 10;
const ONE_AT_A_TIME = 200;
const headers = { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' };

const database = await openDatabase({ kind: 'postgres', url });
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
const productIds = (
  await queryRows<{ id: string }>(
    database.db,
    sql`select id from products where status = 'published' order by random() limit 4000`,
  )
).map((row) => row.id);
await database.close();
console.log(`Catalogue: ${n} products; ${process.env.BENCH_TREE ? `tree ${process.env.BENCH_TREE}` : 'this tree'}.\n`);

/** User + system CPU of a process so far, in ms (clock ticks of 10 ms). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Listing addresses no one asked before: each a price bound of its own (a parameter the page reads). */
let listingsAsked = 0;
const freshListing = () => `/all-products?minPrice=${1 + (++listingsAsked % 400)}&maxPrice=${500 + listingsAsked}`;

const products = [...productIds];
const freshProduct = () => `/products/${products.pop()}`;

// A bare node http server, the yardstick: a small page, no framework, no work.
const bare = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/html' }); s.end('<!doctype html><p>bare</p>'); }).listen(${BARE_PORT}, '127.0.0.1')`,
  ],
  { stdio: 'ignore' },
);
const api = await startServer(API_SCRIPT, PORT, { DATABASE_URL: url });
try {
  await measure('bare node http server', { url: `http://127.0.0.1:${BARE_PORT}/`, duration: SECONDS });

  for (const [label, next] of [
    ['product pages', freshProduct],
    ['listing pages', freshListing],
  ] as const) {
    // Warm-up: the renderer's code and the statements' plans, as on a server that has run a while.
    await measureEachOnce(`${label}, warm-up`, { port: PORT, paths: Array.from({ length: 20 }, next), headers }, 1);
    const paths = Array.from({ length: ONE_AT_A_TIME }, next);
    const before = cpuOf(api.pid!);
    await measureEachOnce(`${label}, computed, one at a time`, { port: PORT, paths, headers }, 1);
    console.log(`  API process CPU per page: ${((cpuOf(api.pid!) - before) / paths.length).toFixed(1)} ms`);
    await measureEachOnce(
      `${label}, computed, 4 connections`,
      { port: PORT, paths: Array.from({ length: 400 }, next), headers },
      4,
    );
  }

  const product = `/products/${productIds[0]}`;
  await measure('page /all-products, cached', { url: `${BASE}/all-products`, duration: SECONDS, headers });
  await measure('product page, cached', { url: `${BASE}${product}`, duration: SECONDS, headers });
  await measure('page /, cached', { url: `${BASE}/`, duration: SECONDS, headers });

  // Made-up addresses at 50 connections: unknown parameters, unknown products, unknown paths.
  let junk = 0;
  const junkAddress = () =>
    [`/all-products?x=${++junk}`, `/?utm_source=${junk}`, `/products/junk-${junk}`, `/no-such-page-${junk}`][junk % 4]!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  let junkAnswers = 0;
  const refused = new Map<number, number>();
  const junkUntil = Date.now() + SECONDS * 1000 + 2000;
  const junkWorker = async () => {
    while (Date.now() < junkUntil) {
      const status = await new Promise<number>((resolve) => {
        const outgoing = http.request(
          { host: '127.0.0.1', port: PORT, agent, path: junkAddress(), headers },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', () => resolve(0));
        outgoing.end();
      });
      junkAnswers++;
      refused.set(status, (refused.get(status) ?? 0) + 1);
    }
  };
  const junkLoad = Promise.all(Array.from({ length: 50 }, junkWorker));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await measure('/api/health under junk', { url: `${BASE}/api/health`, duration: SECONDS - 2 }, 2);
  await measure('cached product page under junk', { url: `${BASE}${product}`, duration: SECONDS - 2, headers }, 2);
  await junkLoad;
  agent.destroy();
  console.log(
    `made-up addresses answered: ${junkAnswers} (${[...refused].map(([status, count]) => `${status}: ${count}`).join(', ')})`,
  );
} finally {
  api.kill();
  bare.kill();
}
