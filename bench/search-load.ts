/**
 * Search at scale (issue 42): the words of the issue searched as the web app asks (cards, page 1),
 * every answer computed, 50 connections, beside the default listing; and the predictive dropdown's
 * first answer for prefixes no cache holds yet. On a PostgreSQL server with the large catalogue
 * (`npm run seed:bench -- --products 100000` first):
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/souk_bench node --import tsx bench/search-load.ts
 * BENCH_TREE=<an older checkout> measures that code on the same data; BENCH_ONLY=<regular
 * expression> runs only the scenarios it matches; BENCH_EXPLAIN=1 first prints this checkout's
 * page statement for each search, run alone (EXPLAIN ANALYZE, the third of three runs). The query
 * shape follows the database: RUM's where its index exists (migration 0049), the bounded one without.
 */
import type autocannon from 'autocannon';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { productListQuerySchema } from '@souk/shared/schemas/catalog';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { hasRumIndex, listingQueries, searchCondition } from '../apps/api/src/modules/catalog/catalog.service.ts';
import { products } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { API_SCRIPT, measure, measureEachOnce, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const PORT = 3412;
let served = 0;

/** One path, 50 connections, every request a different address so no answer comes from a cache. */
const computed = async (label: string, path: string) => {
  if (only && !only.test(label)) return;
  await measure(label, {
    url: `http://127.0.0.1:${PORT}`,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}&nocache=${++served}` }),
      },
    ],
  });
};

const database = await openDatabase({ kind: 'postgres', url });
const count = async (query: string) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where status = 'published' and search_vector @@ to_tsquery('simple', ${query})`,
    )
  )[0]?.n ?? 0;
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
const [{ rum } = { rum: false }] = await queryRows<{ rum: boolean }>(
  database.db,
  sql`select exists (select 1 from pg_indexes where indexname = 'products_search_rum_idx') as rum`,
);
console.log(`Catalogue: ${n} products; RUM index ${rum ? 'present' : 'absent'}; 50 connections, ${SECONDS} s each.`);

const SEARCHES: [label: string, words: string, tsquery: string][] = [
  ['leather', 'leather', 'leather:*'],
  ['linen shirt', 'linen shirt', 'linen:* & shirt:*'],
  ['Arabic جلد (leather)', 'جلد', 'جلد:*'],
  ['Arabizi zaatar', 'zaatar', 'zaatar:*'],
  ['typo lether', 'lether', 'leather'],
];
for (const [label, , tsquery] of SEARCHES) console.log(`  ${label}: ${await count(tsquery)} matches`);
console.log('');

// This checkout's page statement for each search, alone: its plan's scans and its time.
if (process.env.BENCH_EXPLAIN) {
  const rum = await hasRumIndex(database.db);
  for (const [label, words] of SEARCHES) {
    const { page, values } = await listingQueries(
      database.db,
      productListQuerySchema.parse({ query: words, limit: '24' }),
      rum,
    );
    const built = page.toSQL();
    const text = built.sql.replace(/\$(\d+)/g, (_, index: string) => {
      const param = built.params[Number(index) - 1];
      const value = param instanceof Placeholder ? values[param.name] : param;
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    const explain = async (name: string, statement: SQL) => {
      let plan: string[] = [];
      for (let run = 0; run < 3; run++)
        plan = (await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN ANALYZE ${statement}`)).map(
          (row) => row['QUERY PLAN'],
        );
      console.log(
        `EXPLAIN ${name}: ${plan
          .filter((line) => /Index|Seq Scan|Bitmap|Execution/.test(line))
          .map((line) => line.trim().replace(/\(cost=[^)]*\)/, ''))
          .join(' | ')}`,
      );
    };
    await explain(label, sql.raw(text));
    // Before issue 42: every match ranked, the same conditions.
    const match = (await searchCondition(database.db, words))!;
    await explain(
      `${label}, every match ranked (before)`,
      sql`select ${products.id} from ${products} where ${products.status} = 'published' and ${products.sellerActive} and ${match.where}
          order by ts_rank(${products.searchVector}, ${match.tsquery}) desc, ${products.salesCount} desc, ${products.id} limit 24`,
    );
  }
  console.log('');
}

const api = await startServer(API_SCRIPT, PORT, { DATABASE_URL: url });
try {
  await computed('default listing, cards', '/api/products/getproducts?page=1&limit=8&sort=featured&view=card');
  for (const [label, words] of SEARCHES)
    await computed(
      `search ${label}, cards`,
      `/api/products/getproducts?query=${encodeURIComponent(words)}&page=1&limit=24&view=card`,
    );
  await computed('search leather page 2, cards', '/api/products/getproducts?query=leather&page=2&limit=24&view=card');
  // The dropdown's answers are kept 30 s by their text: each prefix here is asked once, so every
  // answer is a first one (two letters, then three, in both scripts).
  const letters = 'abcdefghiklmnoprstuw';
  const prefixes = [
    ...[...letters].flatMap((first) => [...'aeiou'].map((second) => first + second)),
    ...['lea', 'lin', 'shi', 'zaa', 'oli', 'cla', 'han', 'bag', 'boo', 'sne'],
    ...['جل', 'زي', 'حق', 'كل', 'قل', 'ملا'],
  ];
  if (!only || only.test('predictive first answers'))
    await measureEachOnce('predictive first answers', {
      port: PORT,
      paths: prefixes.map((prefix) => `/api/search/predictive?query=${encodeURIComponent(prefix)}`),
      headers: {},
    });
  // The same on one connection, one prefix after another (vowel first: none asked above), so the
  // figure is a first answer's own time rather than its wait behind 49 others.
  if (!only || only.test('predictive first answers, one at a time'))
    await measureEachOnce(
      'predictive first answers, one at a time',
      {
        port: PORT,
        paths: [...'aeiou'].flatMap((first) =>
          [...letters].map((second) => `/api/search/predictive?query=${first}${second}`),
        ),
        headers: {},
      },
      1,
    );
} finally {
  api.kill();
  await database.close();
}
