/**
 * Issue 14's target: the staff product table (search, filters, page 500) on the 100,000-product
 * catalogue, p95 under 50 ms at 20 connections. On a PostgreSQL server holding the large catalogue
 * (`DATABASE_URL=... npm run seed:bench` first); loopback only.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/staff-products-load.ts
 */
import type autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { openBenchDatabase } from './bench-database.ts';
import { API_SCRIPT, measure, startServer } from './load.ts';

const CONNECTIONS = 20;

const { url, database, db } = await openBenchDatabase();
// As autovacuum would have by now: counts read the table indexes alone once the pages are all-visible.
await db.execute(sql`vacuum (analyze) products`);
await db.execute(sql`vacuum (analyze) product_variants`);

const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'dataentry'));
if (!staff) throw new Error('The benchmark database has no demo data-entry account (run npm run seed:bench).');
const cookie = `souk_session=${(await createSession(db, staff.id, false, {})).token}`;
const [sub] = await queryRows<{ id: string; parent_id: string }>(
  db,
  sql`select id, parent_id from categories where parent_id is not null order by sort_order limit 1`,
);
const [{ n: total } = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from products where status <> 'archived'`,
);
console.log(`${total} products in the staff table; ${CONNECTIONS} connections.\n`);

const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: { cookie } });
const api = await startServer(API_SCRIPT, 3414, { DATABASE_URL: url });
try {
  const run = (label: string, path: string) =>
    measure(label, { url: 'http://127.0.0.1:3414', duration: 10, requests: [get(path)] }, CONNECTIONS);
  const base = '/api/dashboard/data-entry/products';
  // Warm-up, not measured (another filter, so no total below comes from it): a server that has been
  // answering, its code compiled and each connection's statements prepared, as after a while.
  await measure(
    'warm-up',
    { url: 'http://127.0.0.1:3414', duration: 3, requests: [get(`${base}?page=2&limit=10&gender=women`)] },
    CONNECTIONS,
  );
  await run('staff products, page 1', `${base}?page=1&limit=10`);
  await run('staff products, page 500', `${base}?page=500&limit=10`);
  await run(
    'staff products, sub-category + in stock',
    `${base}?page=1&limit=10&categoryId=${sub!.parent_id}&subCategoryId=${sub!.id}&stock=in`,
  );
  await run('staff products, sub-category, page 50', `${base}?page=50&limit=10&subCategoryId=${sub!.id}`);
  await run('staff products, search', `${base}/search?searchTerm=classic&page=1&limit=10`);
  await run('staff products, search by SKU', `${base}/search?searchTerm=SK-&page=1&limit=10`);
} finally {
  api.kill();
  await database.close();
}
