/**
 * A shop's page beside the listing (issue 40), in the same run, on a PostgreSQL server with the large
 * catalogue (`npm run seed:bench -- --products 100000` first) and the production build (`npm run build`):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/shop-page-load.ts
 * The shop with the most products gets 100,000 ratings first (once: orders, delivered parts and their
 * ratings written by SQL, the rollup and day rows recounted from them), then:
 * - its rating figures as the shop page reads them (`shopRatingSummary`: the rollup and at most 90
 *   day rows), timed alone, with the plan PostgreSQL picks;
 * - the JSON and the pages, loopback only, brotli: "cached", the same address again and again for
 *   10 s on 50 connections (the page cache answers); "computed", each page of the listing and of the
 *   shop once, on 4 connections (another address each time, so each is rendered).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { shopRatingSummary } from '../apps/api/src/modules/shop-ratings/shop-ratings.service.ts';
import { API_SCRIPT, CONNECTIONS, measure, measureEachOnce, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const RATINGS = 100_000;
const SECONDS = 10;
const COMPUTED_CONNECTIONS = 4;
const PORT = 3404;
const BASE = `http://127.0.0.1:${PORT}`;
const headers = { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' };

const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const [shop] = await queryRows<{ sellerId: string; slug: string; products: number }>(
  db,
  sql`select p.seller_id as "sellerId", sp.slug, count(*)::int as products
      from products p join seller_profiles sp on sp.user_id = p.seller_id
      where p.status = 'published' and p.seller_active group by 1, 2 order by 3 desc limit 1`,
);
if (!shop) throw new Error('No shop with published products: seed the benchmark database first.');

const [{ given } = { given: 0 }] = await queryRows<{ given: number }>(
  db,
  sql`select count(*)::int as given from shop_ratings where seller_id = ${shop.sellerId}`,
);
if (given < RATINGS) {
  const missing = RATINGS - given;
  console.log(`Writing ${missing} ratings of ${shop.slug}...`);
  // Delivered parts of orders by the demo buyers, one rating each, spread over the last 400 days.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table bench_parts on commit drop as
      select gen_random_uuid() as order_id, gen_random_uuid() as part_id, n,
             (select id from users where 'buyer' = any(account_types) order by id offset (n % 5) limit 1) as buyer_id,
             now() - make_interval(days => n % 400) as at
      from generate_series(1, ${missing}) n`);
    await tx.execute(sql`
      insert into orders (id, order_number, user_id, status, payment_method, payment_status, subtotal_cents,
                          shipping_cents, vat_cents, total_cents, vat_rate, shipping_address, created_at, updated_at)
      select order_id, 'BENCH' || n || '-' || substr(order_id::text, 1, 8), buyer_id, 'delivered', 'cash_on_delivery',
             'captured', 1000, 0, 0, 1000, 0.11,
             '{"firstName":"Bench","lastName":"Buyer","location":"Beirut - Achrafieh"}'::jsonb, at, at
      from bench_parts`);
    await tx.execute(sql`
      insert into seller_orders (id, order_id, seller_id, status, subtotal_cents, delivered_at, created_at, updated_at)
      select part_id, order_id, ${shop.sellerId}, 'delivered', 1000, at, at, at from bench_parts`);
    await tx.execute(sql`
      insert into shop_ratings (seller_order_id, seller_id, buyer_id, stars, created_at)
      select part_id, ${shop.sellerId}, buyer_id, 1 + (n * 7919) % 5, at + interval '1 day' from bench_parts`);
    // The figures the rating's own transaction keeps, recounted once for the rows written above.
    await tx.execute(sql`
      insert into shop_rating_rollups (seller_id, rating_count, rating_sum)
      select seller_id, count(*), sum(stars) from shop_ratings
      where seller_id = ${shop.sellerId} and hidden_at is null group by 1
      on conflict (seller_id) do update set rating_count = excluded.rating_count, rating_sum = excluded.rating_sum`);
    await tx.execute(sql`delete from shop_rating_days where seller_id = ${shop.sellerId}`);
    await tx.execute(sql`
      insert into shop_rating_days (seller_id, day, rating_count, positive_count)
      select seller_id, (created_at at time zone 'UTC')::date, count(*), count(*) filter (where stars >= 4)
      from shop_ratings where seller_id = ${shop.sellerId} and hidden_at is null group by 1, 2`);
  });
}

console.log(`Shop ${shop.slug}: ${shop.products} products, ${RATINGS} ratings.\n`);
const summary = await shopRatingSummary(db, shop.sellerId);
const ROUNDS = 2000;
const started = performance.now();
for (let round = 0; round < ROUNDS; round += 1) await shopRatingSummary(db, shop.sellerId);
const perRead = ((performance.now() - started) / ROUNDS) * 1000;
console.log(`rating figures (${JSON.stringify(summary)}): ${perRead.toFixed(0)} µs a read, ${ROUNDS} reads`);
const plan = await queryRows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain (analyze, buffers, costs off)
      select (select rating_count from shop_rating_rollups where seller_id = ${shop.sellerId}),
             (select rating_sum from shop_rating_rollups where seller_id = ${shop.sellerId}),
             sum(rating_count), sum(positive_count)
      from shop_rating_days
      where seller_id = ${shop.sellerId} and day >= current_date - 89 and day <= current_date`,
);
console.log(plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, brotli.\n`);

const gets = (label: string, paths: string[]) =>
  measure(label, {
    url: BASE,
    duration: SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
// Every page of each, each asked once: none is in a cache.
const pages = (path: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${path}${path.includes('?') ? '&' : '?'}page=${index + 2}`);

const api = await startServer(API_SCRIPT, PORT, { DATABASE_URL: url });
try {
  await gets('JSON listing, default page', ['/api/products/getproducts?page=1&limit=20']);
  await gets(`JSON shop ${shop.slug}, default page`, [`/api/shops/${shop.slug}`]);
  await gets('page /all-products, cached', ['/all-products']);
  await gets(`page /shops/${shop.slug}, cached`, [`/shops/${shop.slug}`]);
  const shopPages = Math.min(400, Math.floor(shop.products / 20) - 1);
  // Four at a time: past the render limit's few places (and a challenge for one address asking for
  // hundreds of pages), more would measure the refusals.
  await measureEachOnce(
    `page /all-products?page=N, computed (${shopPages} pages)`,
    { port: PORT, paths: pages('/all-products', shopPages), headers },
    COMPUTED_CONNECTIONS,
  );
  await measureEachOnce(
    `page /shops/${shop.slug}?page=N, computed (${shopPages} pages)`,
    { port: PORT, paths: pages(`/shops/${shop.slug}`, shopPages), headers },
    COMPUTED_CONNECTIONS,
  );
} finally {
  api.kill();
  await database.close();
}
