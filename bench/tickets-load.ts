/**
 * Issue 15's target: the desk's ticket list with filters on 100,000 tickets, p95 under 50 ms at 20
 * connections. On a PostgreSQL server (`DATABASE_URL=... npm run seed:bench` first, or any seeded
 * database): the tickets are added here until there are 100,000. Loopback only.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/tickets-load.ts
 */
import type autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { openBenchDatabase } from './bench-database.ts';
import { API_SCRIPT, measure, startServer } from './load.ts';

const CONNECTIONS = 20;
const TARGET = 100_000;

const { url, database, db } = await openBenchDatabase();

const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'cs.agent'));
if (!agent) throw new Error('The benchmark database has no demo data (run npm run seed:bench).');
const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tickets`);
if (existing < TARGET) {
  // Spread over the demo orders' items, both sides, the seeded issues, two years of dates and the desk's agents.
  await db.execute(sql`
    with items as (select oi.id, oi.order_id, so.seller_id, o.user_id, row_number() over () as rn from order_items oi join orders o on o.id = oi.order_id join seller_orders so on so.id = oi.seller_order_id),
      counted as (select count(*) as c from items),
      issues as (select array_agg(value) as v from issue_types),
      agents as (select array_agg(id) as v from users where account_types && array['cs_agent','cs_manager','cs_supervisor']::text[])
    insert into tickets (ticket_number, ticket_type, status, priority, user_id, customer_name, phone, order_id, order_item_id, seller_id, issue_type, notes, assigned_to, created_by, created_at)
    select nextval('ticket_number_seq'), case when g % 4 = 0 then 'seller' else 'buyer' end,
      (array['pending','pending','closed','escalated'])[1 + g % 4], g % 7 = 0, i.user_id, 'Bench customer ' || g,
      '+9617' || lpad((g % 10000000)::text, 7, '0'), i.order_id, i.id, i.seller_id,
      issues.v[1 + g % array_length(issues.v, 1)], 'bench', agents.v[1 + g % array_length(agents.v, 1)], agents.v[1],
      now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${TARGET - existing}) g, counted, issues, agents
    join items i on true
    where i.rn = 1 + g % counted.c`);
}
await db.execute(sql`vacuum (analyze) tickets`);
const cookie = `souk_session=${(await createSession(db, agent.id, false, {})).token}`;
const [{ n: total } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tickets`);
const [sample] = await queryRows<{ phone: string; issue: string; number: number }>(
  db,
  sql`select phone, issue_type as issue, ticket_number as number from tickets order by created_at desc limit 1`,
);
console.log(`${total} tickets; ${CONNECTIONS} connections.\n`);

const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: { cookie } });
const api = await startServer(API_SCRIPT, 3415, { DATABASE_URL: url });
try {
  const run = (label: string, path: string) =>
    measure(label, { url: 'http://127.0.0.1:3415', duration: 10, requests: [get(path)] }, CONNECTIONS);
  const base = '/api/cs/tickets?ticketType=buyer&limit=6';
  // Warm-up, not measured: the server's first seconds (JIT, pool, plans) would land on the first row.
  await measure(
    'warm-up',
    { url: 'http://127.0.0.1:3415', duration: 3, requests: [get(`${base}&page=2`)] },
    CONNECTIONS,
  );
  const issue = encodeURIComponent(sample!.issue);
  await run('tickets, page 1', `${base}&page=1`);
  await run('tickets, page 500', `${base}&page=500`);
  await run('tickets, pending + issue + priority', `${base}&page=1&status=pending&issueType=${issue}&priority=true`);
  await run('tickets, a month of dates', `${base}&page=1&dateFrom=2026-01-01&dateTo=2026-01-31`);
  await run('tickets, by agent', `${base}&page=1&agentId=${agent.id}`);
  await run('tickets, search by phone', `${base}&page=1&search=${sample!.phone.slice(-8)}`);
  await run('tickets, search by number', `${base}&page=1&search=${sample!.number}`);
} finally {
  api.kill();
  await database.close();
}
