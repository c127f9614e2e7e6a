import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@souk/shared/schemas/checkout';
import { TICKET_STATUSES } from '@souk/shared/schemas/cs';
import { demoSessions } from '../../test/fixtures.ts';
import { demoIncoherences } from '../../test/demo-coherence.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshSalesRollups } from '../modules/sales/sales-rollups.ts';
import { queryRows, type Db } from '../db/client.ts';
import { RAMADAN_DAYS, RAMADAN_STARTS } from './seed-history-data.ts';
import { seedHistory } from './seed-history.ts';

/**
 * Issue 24: the demo data with a year of history. The test image holds the small demo (seedDemo);
 * each database here gets the history on top, as `npm start` does with DEMO_HISTORY on.
 */
let first: TestApp;
let second: TestApp;
const now = new Date();
const DAY = 86_400_000;
const month = (at: number) => new Date(at).toISOString().slice(0, 7);
/** The twelve whole months before this one, oldest first. */
const lastTwelveMonths = Array.from({ length: 12 }, (_, index) =>
  month(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + index, 1)),
);

const rows = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(Object.values((await rows<Record<string, unknown>>(db, query))[0]!)[0]);

beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  await seedHistory(first.db, { now });
  await seedHistory(second.db, { now });
  await refreshSalesRollups(first.db);
}, 180_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('the demo history', () => {
  it('has a dozen active shops of both kinds and all three plans, and a few hundred buyers', async () => {
    const shops = await rows<{ kind: string; plan: string; shops: number }>(
      first.db,
      sql`select data_entry_choice as kind, plan, count(*)::int as shops from seller_profiles where status = 'active' group by 1, 2`,
    );
    expect(shops.reduce((sum, row) => sum + row.shops, 0)).toBeGreaterThanOrEqual(12);
    expect(new Set(shops.map((row) => row.kind))).toEqual(new Set(['self_managed', 'product_managed']));
    expect(new Set(shops.map((row) => row.plan))).toEqual(new Set(['regular', 'premium', 'gold']));
    // Every shop sells something on the storefront, with photos.
    const bare = await one(
      first.db,
      sql`select count(*) from seller_profiles sp where sp.status = 'active' and not exists (
      select 1 from products p join product_images i on i.product_id = p.id where p.seller_id = sp.user_id and p.status = 'published')`,
    );
    expect(bare).toBe(0);
    expect(await one(first.db, sql`select count(distinct user_id) from orders`)).toBeGreaterThanOrEqual(300);
  });

  it("adds shops that sell their own line's products of their own brand, named and described in both languages", async () => {
    expect(await demoIncoherences(first.db)).toEqual([]);
  });

  it('knows when Ramadan starts for the year seeded and the next', () => {
    const last = RAMADAN_STARTS[RAMADAN_STARTS.length - 1]!;
    // Past the table, no month would have the Ramadan peak: extend RAMADAN_STARTS before then.
    expect(Date.parse(last)).toBeGreaterThan(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  });

  it('spreads orders over each of the last 12 months, with the Ramadan month and December above the median month', async () => {
    const byMonth = new Map(
      (
        await rows<{ month: string; orders: number }>(
          first.db,
          sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as orders from orders group by 1`,
        )
      ).map((row) => [row.month, row.orders]),
    );
    const counts = lastTwelveMonths.map((name) => byMonth.get(name) ?? 0);
    expect(Math.min(...counts)).toBeGreaterThan(40);
    const sorted = [...counts].sort((a, b) => a - b);
    const median = (sorted[5]! + sorted[6]!) / 2;
    // The month holding most of a Ramadan in the window, and the December in it.
    const ramadanDays = (name: string) =>
      RAMADAN_STARTS.reduce((days, start) => {
        const begin = Date.parse(`${start}T00:00:00Z`);
        return (
          days +
          Array.from({ length: RAMADAN_DAYS }, (_, day) => month(begin + day * DAY)).filter(
            (inMonth) => inMonth === name,
          ).length
        );
      }, 0);
    const ramadanMonth = [...lastTwelveMonths].sort((a, b) => ramadanDays(b) - ramadanDays(a))[0]!;
    const december = lastTwelveMonths.find((name) => name.endsWith('-12'))!;
    expect(byMonth.get(ramadanMonth)).toBeGreaterThan(median);
    expect(byMonth.get(december)).toBeGreaterThan(median);
  });

  it('shows every payment method, order status and ticket state, closed payout weeks, promotions and reviews', async () => {
    const methods = await rows<{ method: string }>(first.db, sql`select distinct payment_method as method from orders`);
    expect(methods.map((row) => row.method).sort()).toEqual([...PAYMENT_METHODS].sort());
    const statuses = await rows<{ status: string }>(first.db, sql`select distinct status from orders`);
    expect(statuses.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const type of ['buyer', 'seller']) {
      const states = await rows<{ status: string }>(
        first.db,
        sql`select distinct status from tickets where ticket_type = ${type}`,
      );
      expect(states.map((row) => row.status).sort()).toEqual([...TICKET_STATUSES].sort());
    }
    expect(await one(first.db, sql`select count(*) from return_requests where status = 'accepted'`)).toBeGreaterThan(
      10,
    );
    expect(await one(first.db, sql`select count(*) from refunds where order_item_id is null`)).toBeGreaterThan(0);
    // Payout weeks close only once they have ended; most are paid, the last one waits.
    expect(await one(first.db, sql`select count(*) from payouts where status = 'paid'`)).toBeGreaterThan(100);
    expect(await one(first.db, sql`select count(*) from payouts where status = 'scheduled'`)).toBeGreaterThan(0);
    expect(
      await one(first.db, sql`select count(*) from payouts where period_end > ${now.toISOString()}::timestamptz`),
    ).toBe(0);
    const promotions = await rows<{ status: string }>(first.db, sql`select distinct status from promotional_requests`);
    expect(promotions.map((row) => row.status)).toEqual(expect.arrayContaining(['accepted', 'declined', 'pending']));
    expect(
      await one(first.db, sql`select count(*) from reviews r join orders o on o.user_id = r.user_id`),
    ).toBeGreaterThan(100);
    // Every review of the demo with its history comes from a buyer who received the product, and
    // says so (issue 40); each product's figures count exactly its reviews.
    expect(await one(first.db, sql`select count(*) from reviews where verified_purchase`)).toBeGreaterThan(100);
    expect(await one(first.db, sql`select count(*) from reviews where not verified_purchase`)).toBe(0);
    expect(
      await one(
        first.db,
        sql`select count(*) from products p
            where p.review_count <> (select count(*) from reviews r where r.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        first.db,
        sql`select count(*) from reviews r where r.verified_purchase and not exists (
          select 1 from order_items i join seller_orders p on p.id = i.seller_order_id join orders o on o.id = i.order_id
          where o.user_id = r.user_id and i.product_id = r.product_id and p.delivered_at is not null)`,
      ),
    ).toBe(0);
  });

  it('keeps the money consistent: refunds within what was paid, parts adding up to their orders, stock never negative', async () => {
    // An item's refunds never above what the buyer paid for it (goods - discount + VAT).
    expect(
      await one(
        first.db,
        sql`select count(*) from (select i.id from order_items i join refunds r on r.order_item_id = i.id
      group by i.id having sum(r.amount_cents) > max(i.unit_price_cents * i.quantity - i.discount_cents + i.vat_cents)) over`,
      ),
    ).toBe(0);
    // An order's refunds never above what was captured: online the whole charge, cash only once delivered.
    expect(
      await one(
        first.db,
        sql`select count(*) from (select o.id from orders o join refunds r on r.order_id = o.id
      group by o.id having sum(r.amount_cents) > max(o.total_cents)
        or bool_or(o.payment_method <> 'cash_on_delivery' and o.payment_status not in ('captured', 'refund_pending', 'refunded'))) over`,
      ),
    ).toBe(0);
    expect(
      await one(
        first.db,
        sql`select count(*) from refunds r join seller_orders so on so.id = r.seller_order_id where so.status <> 'delivered'`,
      ),
    ).toBe(0);
    // Each order is its parts, its discount, delivery and VAT; its lines' shares add up to the order's.
    expect(
      await one(
        first.db,
        sql`select count(*) from orders o where o.subtotal_cents <> (select sum(subtotal_cents) from seller_orders where order_id = o.id)
      or o.total_cents <> o.subtotal_cents - o.discount_cents + o.shipping_cents + o.vat_cents
      or o.vat_cents <> (select sum(vat_cents) from order_items where order_id = o.id)
      or o.discount_cents <> (select sum(discount_cents) from order_items where order_id = o.id)`,
      ),
    ).toBe(0);
    expect(await one(first.db, sql`select count(*) from product_variants where quantity < 0`)).toBe(0);
    // Statuses follow their times: delivered parts have a delivery in the past, paid cash orders are delivered ones.
    expect(
      await one(
        first.db,
        sql`select count(*) from seller_orders where (status = 'delivered') <> (delivered_at is not null) or delivered_at > ${now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await one(
        first.db,
        sql`select count(*) from orders where payment_method = 'cash_on_delivery' and (payment_status = 'captured') <> (status = 'delivered')`,
      ),
    ).toBe(0);
  });

  it('is the same year on two fresh databases', async () => {
    const digest = async (db: Db) => {
      const all = await rows<{ order_number: string; total_cents: number; status: string }>(
        db,
        sql`select order_number, total_cents, status from orders order by order_number`,
      );
      return createHash('sha256').update(JSON.stringify(all)).digest('hex');
    };
    expect(await digest(second.db)).toBe(await digest(first.db));
  });

  it('gives the sales dashboards and a demo seller figures for each of the last 12 months', async () => {
    const { cookies } = await demoSessions(first.db, ['sales.manager', 'seller.self']);
    const performance = await first.app.inject({
      url: `/api/sales/performance?month=${lastTwelveMonths.at(-1)}`,
      headers: { cookie: cookies['sales.manager']! },
    });
    const monthly = performance.json().data.monthly as { month: string; revenue: number; units: number }[];
    expect(monthly.map((entry) => entry.month)).toEqual(lastTwelveMonths);
    for (const entry of monthly) expect(entry.revenue, entry.month).toBeGreaterThan(0);
    const overview = await first.app.inject({
      url: '/api/sales/overview?months=12',
      headers: { cookie: cookies['sales.manager']! },
    });
    expect(overview.json().data.topSellers.length).toBe(10);
    const payouts = await first.app.inject({
      url: '/api/seller/payouts',
      headers: { cookie: cookies['seller.self']! },
    });
    const weeks = payouts.json().data.payouts as { periodStart: string; status: string }[];
    expect(weeks.length).toBeGreaterThan(40);
    expect(weeks.some((week) => week.status === 'paid')).toBe(true);
    const promotions = await rows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from promotional_requests pr join users u on u.id = pr.seller_id where u.user_name = 'seller.self'`,
    );
    expect(promotions[0]!.count).toBeGreaterThan(0);
  });
});
