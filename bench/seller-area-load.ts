/**
 * Issue 13's target: a seller's product list and sales figures on the 100,000-product catalogue
 * with 1,000 sellers and 200,000 orders, p95 under 50 ms at 20 connections. On a PostgreSQL server
 * holding the large catalogue (`npm run seed:bench` first); loopback only.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/seller-area-load.ts
 * BENCH_ONLY=<regexp> runs only the scenarios it matches; BENCH_TREE=<checkout> measures another checkout's API (load.ts).
 * The first run spreads the catalogue over 1,000 bench sellers and writes 200,000 delivered or open
 * orders over the last 180 days (a few minutes); later runs reuse them.
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { closeEndedWeeks } from '../apps/api/src/modules/payouts/payouts.service.ts';
import { openBenchDatabase, shareCatalogueAmongSellers } from './bench-database.ts';
import { API_SCRIPT, measure, startServer } from './load.ts';

const SELLERS = 1000;
const ORDERS = 200_000;
const CONNECTIONS = 20;
/** Sellers whose sessions the load rotates through. */
const ACTIVE_SELLERS = 200;

const { url, database, db, count } = await openBenchDatabase();

const sharing = Date.now();
if (await shareCatalogueAmongSellers(db, SELLERS)) {
  console.log(`${SELLERS} sellers share the catalogue (${Math.round((Date.now() - sharing) / 1000)} s).`);
}

if ((await count(sql`select count(*)::int as n from orders where order_number like 'BN%'`)) < ORDERS) {
  const started = Date.now();
  const [buyer] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (user_name, email, password_hash) values ('bench-buyer-orders', 'bench-buyer-orders@example.com', 'x') on conflict do nothing returning id`,
  );
  const buyerId =
    buyer?.id ??
    (await queryRows<{ id: string }>(db, sql`select id from users where user_name = 'bench-buyer-orders'`))[0]!.id;
  await db.execute(sql`create temp table bench_variant as
    select distinct on (p.seller_id) p.seller_id, p.id as product_id, v.id as variant_id, v.sku, p.name, v.price_cents
    from products p join product_variants v on v.product_id = p.id join users u on u.id = p.seller_id
    where u.user_name like 'bench-seller-%' order by p.seller_id, v.id`);
  await db.execute(
    sql`create temp table bench_seller as select id, row_number() over (order by id) - 1 as n from users where user_name like 'bench-seller-%'`,
  );
  // Orders over 180 days: most delivered (a third cash on delivery), the rest on their way.
  await db.execute(sql`
    insert into orders (id, order_number, user_id, status, payment_method, payment_status, subtotal_cents, shipping_cents, vat_cents, total_cents, vat_rate, shipping_address, created_at, updated_at)
    select md5('bench-order-' || g)::uuid, 'BN' || g, ${buyerId}::uuid, case when g % 10 < 8 then 'delivered' else 'confirmed' end,
      case when g % 3 = 0 then 'cash_on_delivery' else 'credit_card' end, case when g % 3 = 0 and g % 10 >= 8 then 'pending' else 'captured' end,
      1000 + g % 9000, 300, 0, 1300 + g % 9000, 0.11,
      '{"firstName":"Bench","lastName":"Buyer","email":"b@example.com","phone":"+96171000000","streetAddress":"x","city":"Beirut","state":"","zipCode":"","location":"Beirut - Hamra","country":"Lebanon"}'::jsonb,
      now() - ((g % 180) || ' days')::interval, now() - ((g % 180) || ' days')::interval
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into seller_orders (id, order_id, seller_id, status, subtotal_cents, delivered_at, created_at, updated_at)
    select md5('bench-part-' || g)::uuid, md5('bench-order-' || g)::uuid, s.id, case when g % 10 < 8 then 'delivered' else 'confirmed' end, 1000 + g % 9000,
      case when g % 10 < 8 then least(now(), now() - ((g % 180) || ' days')::interval + interval '2 days') end,
      now() - ((g % 180) || ' days')::interval, now()
    from generate_series(1, ${ORDERS}) g join bench_seller s on s.n = g % ${SELLERS}`);
  await db.execute(sql`
    insert into order_items (order_id, seller_order_id, product_id, variant_id, name, sku, unit_price_cents, quantity)
    select so.order_id, so.id, v.product_id, v.variant_id, v.name, v.sku, so.subtotal_cents, 1
    from seller_orders so join bench_variant v on v.seller_id = so.seller_id join orders o on o.id = so.order_id where o.order_number like 'BN%'`);
  console.log(`${ORDERS} orders written (${Math.round((Date.now() - started) / 1000)} s).`);
}

// The payout weeks already ended are closed as the hourly sweep would have done over time.
const closing = Date.now();
const closed = await closeEndedWeeks(db);
if (closed)
  console.log(`${closed} ended weeks closed into the ledger (${Math.round((Date.now() - closing) / 1000)} s).`);
await db.execute(sql`vacuum (analyze)`);

const sellers = await queryRows<{ id: string }>(
  db,
  sql`select id from users where user_name like 'bench-seller-%' order by id limit ${ACTIVE_SELLERS}`,
);
const cookies = await Promise.all(
  sellers.map(async (seller) => `souk_session=${(await createSession(db, seller.id, false, {})).token}`),
);
console.log(
  `${await count(sql`select count(*)::int as n from products`)} products, ${await count(sql`select count(*)::int as n from orders`)} orders; ${cookies.length} sellers in the load, ${CONNECTIONS} connections.\n`,
);

let turn = 0;
/** Each request as another seller, so no one seller's rows stay warm in a cache of ours. */
const asSellers = (path: () => string): autocannon.Request => ({
  setupRequest: (request) => ({
    ...request,
    method: 'GET',
    path: path(),
    headers: { cookie: cookies[turn++ % cookies.length]! },
  }),
});
const api = await startServer(API_SCRIPT, 3413, { DATABASE_URL: url });
/** BENCH_ONLY: a regular expression of the scenarios to run (all by default). */
const only = new RegExp(process.env.BENCH_ONLY ?? '');
try {
  const run = async (label: string, path: () => string) => {
    if (only.test(label))
      await measure(label, { url: 'http://127.0.0.1:3413', duration: 10, requests: [asSellers(path)] }, CONNECTIONS);
  };
  // Warm-up, not measured: a server that has been answering, its code compiled and each
  // connection's statements prepared, as after a while.
  await measure(
    'warm-up',
    {
      url: 'http://127.0.0.1:3413',
      duration: 3,
      requests: [asSellers(() => '/api/seller/products?page=2&limit=10&stock=out')],
    },
    CONNECTIONS,
  );
  await run('seller products, page 1', () => '/api/seller/products?page=1&limit=10');
  await run('seller products, page 5, in stock', () => '/api/seller/products?page=5&limit=10&stock=in');
  await run('seller products, keyword', () => '/api/seller/products?keyword=classic');
  await run('seller orders, page 1', () => '/api/seller/orders?page=1&limit=10');
  await run('seller orders, delivered, page 3', () => '/api/seller/orders?status=delivered&page=3&limit=10');
  await run('seller orders, search by order number', () => '/api/seller/orders?search=BN12');
  await run('sales: total sales', () => '/api/business/sales/total-sales');
  await run('sales: revenue', () => '/api/business/sales/revenue');
  await run('sales: next payment', () => '/api/business/sales/next-payment');
  await run('seller home (orders/seller-dashboard)', () => '/api/orders/seller-dashboard');
} finally {
  api.kill();
  await database.close();
}
