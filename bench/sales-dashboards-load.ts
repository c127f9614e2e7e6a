/**
 * Issue 16's target: every sales dashboard request p95 under 100 ms at 20 connections on 1,000,000
 * order lines. On a PostgreSQL server holding the large catalogue (`npm run seed:bench` first);
 * loopback only.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/sales-dashboards-load.ts
 * The first run writes 400,000 orders of 2 or 3 lines (1,000,000 lines) over the last 24 months,
 * across the governorates and the bench sellers, with returns and refunds; later runs reuse them.
 * It times one refresh of the rollups, then loads each dashboard route twice: with the same filters
 * (answers shared for 30 s, as a team watching one screen) and with filters rotating over hundreds
 * of combinations (each answer summed from the rollups afresh). BENCH_ONLY=<regexp> runs only the
 * scenarios it matches; BENCH_TREE=<checkout> measures another checkout's API (load.ts).
 */
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { GOVERNORATES } from '../packages/shared/src/locations.ts';
import { queryRows } from '../apps/api/src/db/client.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { refreshSalesRollups } from '../apps/api/src/modules/sales/sales-rollups.ts';
import { openBenchDatabase, shareCatalogueAmongSellers } from './bench-database.ts';
import { API_SCRIPT, measure, measureEachOnce, startServer } from './load.ts';

const SELLERS = 1000;
const ORDERS = 400_000;
const CONNECTIONS = 20;

const { url, database, db, count } = await openBenchDatabase();

await shareCatalogueAmongSellers(db, SELLERS);

if ((await count(sql`select count(*)::int as n from orders where order_number like 'SD%'`)) < ORDERS) {
  const started = Date.now();
  // In one transaction: a run cut short leaves nothing half-written for the next to skip over.
  await db.transaction(async (tx) => {
    const [buyer] = await queryRows<{ id: string }>(
      tx,
      sql`insert into users (user_name, email, password_hash) values ('bench-buyer-sales', 'bench-buyer-sales@example.com', 'x') on conflict do nothing returning id`,
    );
    const buyerId =
      buyer?.id ??
      (await queryRows<{ id: string }>(tx, sql`select id from users where user_name = 'bench-buyer-sales'`))[0]!.id;
    // Three products of each bench seller, so lines spread over categories and brands.
    await tx.execute(sql`create temp table sd_variant as
      select * from (
        select p.seller_id, p.id as product_id, v.id as variant_id, v.sku, p.name, v.price_cents, row_number() over (partition by p.seller_id order by p.id) - 1 as k
        from products p join users u on u.id = p.seller_id
        join lateral (select id, sku, price_cents from product_variants where product_id = p.id order by id limit 1) v on true
        where u.user_name like 'bench-seller-%') ranked
      where k < 3`);
    await tx.execute(
      sql`create temp table sd_seller as select id, row_number() over (order by id) - 1 as n from users where user_name like 'bench-seller-%'`,
    );
    const locations = sql.raw(`array[${GOVERNORATES.map((governorate) => `'${governorate} - Bench'`).join(',')}]`);
    // 24 months of orders: 80% delivered, 8% shipped or processing, the rest new or cancelled; a third cash.
    await tx.execute(sql`
      insert into orders (id, order_number, user_id, status, payment_method, payment_status, subtotal_cents, shipping_cents, vat_cents, total_cents, vat_rate, lbp_per_usd, shipping_address, created_at, updated_at)
      select md5('sd-order-' || g)::uuid, 'SD' || g, ${buyerId}::uuid,
        (array['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','shipped','confirmed'])[1 + g % 10],
        case when g % 3 = 0 then 'cash_on_delivery' else 'credit_card' end, 'captured', 0, 300, 0, 300, 0.11, 89000 + (g % 2) * 500,
        jsonb_build_object('firstName', 'Bench', 'lastName', 'Buyer', 'email', 'b@example.com', 'phone', '+96171000000', 'streetAddress', 'x', 'city', 'x', 'state', '', 'zipCode', '',
          'location', (${locations})[1 + g % ${GOVERNORATES.length}], 'country', 'Lebanon'),
        now() - ((g % 730) || ' days')::interval - ((g % 24) || ' hours')::interval, now() - ((g % 730) || ' days')::interval
      from generate_series(1, ${ORDERS}) g`);
    await tx.execute(sql`
      insert into seller_orders (id, order_id, seller_id, status, subtotal_cents, delivered_at, created_at, updated_at)
      select md5('sd-part-' || g)::uuid, md5('sd-order-' || g)::uuid, s.id, o.status, 0,
        case when o.status = 'delivered' then o.created_at + interval '2 days' end, o.created_at, o.updated_at
      from generate_series(1, ${ORDERS}) g join sd_seller s on s.n = g % ${SELLERS} join orders o on o.id = md5('sd-order-' || g)::uuid`);
    // Two lines per part, and a third on every other part: 1,000,000 lines.
    await tx.execute(sql`
      insert into order_items (order_id, seller_order_id, product_id, variant_id, name, sku, unit_price_cents, quantity)
      select so.order_id, so.id, v.product_id, v.variant_id, v.name, v.sku, v.price_cents, 1 + (hashtext(so.id::text || line.n) & 1)
      from seller_orders so join orders o on o.id = so.order_id and o.order_number like 'SD%'
      join lateral generate_series(0, case when hashtext(so.id::text) & 1 = 0 then 2 else 1 end) as line(n) on true
      join sd_variant v on v.seller_id = so.seller_id and v.k = line.n % 3`);
    await tx.execute(sql`
      update seller_orders so set subtotal_cents = t.total from (select seller_order_id, sum(unit_price_cents * quantity) as total from order_items group by 1) t
      where t.seller_order_id = so.id and so.subtotal_cents = 0`);
    await tx.execute(
      sql`update orders o set subtotal_cents = so.subtotal_cents, total_cents = so.subtotal_cents + 300 from seller_orders so where so.order_id = o.id and o.subtotal_cents = 0`,
    );
    // Refunds on about 2% of delivered lines (most through the gateway), returns asked on about 3%.
    await tx.execute(sql`
      insert into refunds (order_id, seller_order_id, order_item_id, amount_cents, reason, method, status, settled_at)
      select oi.order_id, oi.seller_order_id, oi.id, oi.unit_price_cents, 'bench', case when hashtext(oi.id::text) % 4 = 0 then 'cash' else 'gateway' end,
        case when hashtext(oi.id::text) % 4 = 0 then 'recorded' else 'succeeded' end, so.delivered_at + interval '5 days'
      from order_items oi join seller_orders so on so.id = oi.seller_order_id
      where so.status = 'delivered' and (hashtext(oi.id::text) & 2147483647) % 50 = 0`);
    const [ticket] = await queryRows<{ id: string }>(tx, sql`select id from tickets limit 1`);
    if (ticket) {
      await tx.execute(sql`
        insert into return_requests (ticket_id, seller_id, order_id, order_item_id, quantity, return_type, refund_cents, title, notice_type, status, source, created_by, created_at)
        select ${ticket.id}::uuid, so.seller_id, oi.order_id, oi.id, 1, 'standard_return', 0, 'Return', 'buyer_return', 'pending', 'buyer', ${buyerId}::uuid, so.delivered_at + interval '3 days'
        from order_items oi join seller_orders so on so.id = oi.seller_order_id
        where so.status = 'delivered' and (hashtext(oi.id::text || 'r') & 2147483647) % 33 = 0`);
    }
  });
  await db.execute(sql`vacuum (analyze)`);
  console.log(`${ORDERS} orders written (${Math.round((Date.now() - started) / 1000)} s).`);
}

const lines = await count(sql`select count(*)::int as n from order_items`);
const refreshing = Date.now();
await refreshSalesRollups(db);
const refreshMs = Date.now() - refreshing;
const rollupRows =
  await count(sql`select (select count(*) from sales_area_monthly) + (select count(*) from sales_seller_monthly) + (select count(*) from sales_product_monthly)
  + (select count(*) from sales_brand_monthly) + (select count(*) from returns_monthly) + (select count(*) from seller_orders_daily)
  + (select count(*) from sales_performance) + (select count(*) from sales_windows) + (select count(*) from catalog_stock_levels) as n`);
console.log(`${lines} order lines; one refresh of the rollups took ${refreshMs} ms and holds ${rollupRows} rows.`);

const [manager] = await queryRows<{ id: string }>(db, sql`select id from users where user_name = 'sales.manager'`);
const cookie = `souk_session=${(await createSession(db, manager!.id, false, {})).token}`;
const categories = await queryRows<{ id: string; parent_id: string | null }>(
  db,
  sql`select id, parent_id from categories`,
);
const months = Array.from({ length: 12 }, (_, back) =>
  new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back, 1)).toISOString().slice(0, 7),
);

let turn = 0;
const pick = <T>(list: readonly T[]) => list[turn++ % list.length]!;
/** Rotating filters: governorate × month × category, several hundred combinations. */
const rotating = () => {
  const category = pick(categories);
  const filters = new URLSearchParams({ location: pick(GOVERNORATES), month: pick(months) });
  filters.set(category.parent_id ? 'subCategoryId' : 'categoryId', category.id);
  return `/api/sales/performance?${filters}`;
};
const asManager = (path: () => string): autocannon.Request => ({
  setupRequest: (request) => ({ ...request, method: 'GET', path: path(), headers: { cookie } }),
});
/** BENCH_ONLY: a regular expression of the scenarios to run (all by default). */
const only = new RegExp(process.env.BENCH_ONLY ?? '');
const api = await startServer(API_SCRIPT, 3414, { DATABASE_URL: url });
try {
  // A server that has been answering for a while (its connections open, its code compiled), not
  // one just started: the first answers below are then what a first look at a dashboard costs.
  await measure(
    "warm-up: the manager's profile",
    { url: 'http://127.0.0.1:3414', duration: 3, requests: [asManager(() => '/api/auth/profile')] },
    CONNECTIONS,
  );
  // First every distinct answer once, before any is cached (answers are kept 30 s): what each
  // costs when summed from the rollups afresh.
  const firstTime = async (label: string, paths: string[]) => {
    if (only.test(label)) await measureEachOnce(label, { port: 3414, paths, headers: { cookie } }, CONNECTIONS);
  };
  await firstTime(
    'first time: overview, 4 periods',
    [1, 3, 6, 12].map((n) => `/api/sales/overview?months=${n}`),
  );
  await firstTime(`first time: performance, ${GOVERNORATES.length * months.length + categories.length} filter sets`, [
    ...GOVERNORATES.flatMap((location) =>
      months.map((month) => `/api/sales/performance?${new URLSearchParams({ location, month })}`),
    ),
    ...categories.map(
      (category) => `/api/sales/performance?${category.parent_id ? 'subCategoryId' : 'categoryId'}=${category.id}`,
    ),
  ]);
  await firstTime(
    `first time: orders table, 20 pages x ${GOVERNORATES.length + 1} filters`,
    Array.from({ length: 20 }, (_, page) =>
      ['', ...GOVERNORATES].map(
        (location) => `/api/sales/orders?page=${page + 1}${location && `&location=${encodeURIComponent(location)}`}`,
      ),
    ).flat(),
  );
  await firstTime(
    'first time: return & refund rates, 80 pages',
    ['return', 'refund'].flatMap((kind) =>
      [1, 3, 6, 12].flatMap((n) =>
        Array.from(
          { length: 10 },
          (_, page) => `/api/sales/return-refund-rates?kind=${kind}&months=${n}&page=${page + 1}`,
        ),
      ),
    ),
  );
  await firstTime('first time: categories & brands and order statuses', [
    ...[1, 3, 6, 12].map((n) => `/api/sales/categories-brands?months=${n}`),
    ...[7, 30, 90].map((days) => `/api/sales/order-statuses?days=${days}`),
  ]);
  const run = async (label: string, path: () => string) => {
    if (only.test(label))
      await measure(label, { url: 'http://127.0.0.1:3414', duration: 10, requests: [asManager(path)] }, CONNECTIONS);
  };
  await run('overview (top sellers, top products), 12 months', () => '/api/sales/overview?months=12');
  await run('overview, rotating periods', () => `/api/sales/overview?months=${pick([1, 3, 6, 12])}`);
  await run('performance, no filter', () => '/api/sales/performance');
  await run('performance, rotating filters', rotating);
  await run(
    'orders table, rotating pages and governorates',
    () => `/api/sales/orders?page=${1 + (turn % 20)}&location=${encodeURIComponent(pick(GOVERNORATES))}`,
  );
  await run(
    'return & refund rates, rotating kind and page',
    () => `/api/sales/return-refund-rates?kind=${pick(['return', 'refund'])}&months=12&page=${1 + (turn % 10)}`,
  );
  await run(
    'categories & brands, rotating periods',
    () => `/api/sales/categories-brands?months=${pick([1, 3, 6, 12])}`,
  );
  await run('order statuses, rotating days', () => `/api/sales/order-statuses?days=${pick([7, 30, 90])}`);
} finally {
  api.kill();
  await database.close();
}
