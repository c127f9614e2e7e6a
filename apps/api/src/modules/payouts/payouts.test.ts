import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { sellerNotifications, sellerProfiles } from '../sellers/sellers.tables.ts';
import { closeEndedWeeks, settle, weekStart } from './payouts.service.ts';
import { payouts } from './payouts.tables.ts';

let t: TestApp;
let seller: { id: string; cookie: string };
let buyerId: string;
const cookies: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const [account, buyer] = await makeBuyers(t.db, 2, 'payoutseller');
  seller = account!;
  buyerId = buyer!.id;
  await t.db
    .update(users)
    .set({ accountTypes: ['buyer', 'seller_self_managed'] })
    .where(eq(users.id, seller.id));
  await t.db.insert(sellerProfiles).values({
    userId: seller.id,
    fullName: 'Payout Seller',
    businessName: 'Premium Shop',
    businessEmail: 'premium@example.com',
    dataEntryChoice: 'self_managed',
    status: 'active',
    plan: 'premium',
  });
  for (const name of ['admin', 'dataentry', 'seller.self']) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
    cookies[name] = `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`;
  }
});
afterAll(() => t.close());

let serial = 0;
/** A delivered part of this seller (or `sellerId`'s), paid online or in cash, delivered at `deliveredAt`. */
async function deliveredPart(subtotalCents: number, paymentMethod: string, deliveredAt: Date, sellerId = seller.id) {
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `PAY${++serial}-${Math.random().toString(36).slice(2, 8)}`,
      userId: buyerId,
      status: 'delivered',
      paymentMethod,
      paymentStatus: 'captured',
      subtotalCents,
      shippingCents: 0,
      vatCents: 0,
      totalCents: subtotalCents,
      vatRate: 0,
      shippingAddress: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '+96171000000',
        streetAddress: 'x',
        city: 'Beirut',
        state: '',
        zipCode: '',
        location: 'Beirut - Hamra',
        country: 'Lebanon',
      },
    })
    .returning();
  const [part] = await t.db
    .insert(sellerOrders)
    .values({ orderId: order!.id, sellerId, status: 'delivered', subtotalCents, deliveredAt })
    .returning();
  return { order: order!, part: part! };
}

async function call(method: 'GET' | 'PUT', url: string, cookie?: string, body?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

describe('payouts', () => {
  it('the rule, to the cent: commission on what the buyer kept; cash commission netted from online money', () => {
    // Premium, 12%: $100.00 online, $50.00 cash, $20.00 refunded of the online sale.
    expect(settle({ onlineCents: 10_000, cashCents: 5_000, refundsCents: 2_000 }, 0.12)).toEqual({
      grossCents: 15_000,
      commissionCents: 1_560, // 12% of 130.00
      cashNettedCents: 600, // 12% of the 50.00 the seller collected
      amountCents: 6_440, // 100.00 - 20.00 - 15.60
      revenueCents: 11_440, // 150.00 - 20.00 - 15.60: the payout plus the cash in hand
    });
    // Only cash sales: the seller owes the commission; nothing is paid out.
    expect(settle({ onlineCents: 0, cashCents: 3_333, refundsCents: 0 }, 0.15)).toMatchObject({
      commissionCents: 500,
      amountCents: -500,
    });
  });

  it('a closed week becomes one ledger row, once; staff mark it paid, once; the seller is told', async () => {
    const now = new Date();
    const lastWeek = new Date(weekStart(now).getTime() - 5 * DAY);
    const online = await deliveredPart(10_000, 'credit_card', lastWeek);
    await deliveredPart(5_000, 'cash_on_delivery', new Date(lastWeek.getTime() + DAY));
    await t.db.insert(refunds).values({
      orderId: online.order.id,
      sellerOrderId: online.part.id,
      amountCents: 2_000,
      sellerChargeCents: 2_000,
      reason: 'One item returned',
      method: 'gateway',
      status: 'succeeded',
      settledAt: new Date(lastWeek.getTime() + 2 * DAY),
    });
    // This week's sale stays in the open period.
    await deliveredPart(1_000, 'credit_card', now);

    expect(await closeEndedWeeks(t.db, now, seller.id)).toBe(1);
    expect(await closeEndedWeeks(t.db, now, seller.id)).toBe(0);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    expect(row).toMatchObject({
      periodStart: new Date(weekStart(lastWeek)),
      grossCents: 15_000,
      onlineCents: 10_000,
      cashCents: 5_000,
      refundsCents: 2_000,
      commissionRate: 0.12,
      commissionCents: 1_560,
      cashNettedCents: 600,
      amountCents: 6_440,
      status: 'scheduled',
    });

    const figures = await call('GET', '/api/business/sales/total-sales', seller.cookie);
    expect(figures.data).toMatchObject({ total: 160, online: 110, cash: 50, plan: 'premium', commissionRate: 0.12 });
    const revenue = await call('GET', '/api/business/sales/revenue', seller.cookie);
    // 160.00 - 20.00 refunds - (15.60 + 1.20 on this week's 10.00).
    expect(revenue.data).toMatchObject({ gross: 160, refunds: 20, commission: 16.8, revenue: 123.2 });
    const next = await call('GET', '/api/business/sales/next-payment', seller.cookie);
    expect(next.data).toMatchObject({ amount: 73.2, thisWeek: 8.8 });
    // What this week's 8.80 is made of: 10.00 online, less 12% commission.
    expect(next.data.week).toEqual({
      periodStart: weekStart(now).toISOString(),
      online: 10,
      cash: 0,
      refunds: 0,
      commission: 1.2,
      cashNetted: 0,
      amount: 8.8,
    });
    expect(new Date(next.data.date).getUTCDay()).toBe(1);

    const ledger = await call('GET', '/api/seller/payouts', seller.cookie);
    const payout = ledger.data.payouts[0];
    expect(payout).toMatchObject({ gross: 150, commission: 15.6, cashNetted: 6, amount: 64.4, status: 'scheduled' });
    expect((await call('PUT', `/api/admin/payouts/${payout._id}/paid`, seller.cookie, {})).status).toBe(403);
    expect((await call('PUT', `/api/admin/payouts/${payout._id}/paid`, cookies.dataentry, {})).status).toBe(403);
    const paid = await call('PUT', `/api/admin/payouts/${payout._id}/paid`, cookies.admin, { reference: 'WIRE-42' });
    expect(paid).toMatchObject({
      status: 200,
      message: MESSAGES.payoutMarkedPaid,
      data: { payout: { status: 'paid', reference: 'WIRE-42' } },
    });
    expect((await call('PUT', `/api/admin/payouts/${payout._id}/paid`, cookies.admin, {})).status).toBe(409);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, payout._id));
    expect(entry).toMatchObject({
      action: 'mark_paid',
      entity: 'payout',
      after: { status: 'paid', reference: 'WIRE-42' },
    });
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.sellerId, seller.id), eq(sellerNotifications.kind, 'payout_paid')));
    expect(notice?.message).toMatch(/^We paid you \$64\.40 for the sales of \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/);
  });

  it('a commission rate set by an admin applies at once; sellers see only their own figures', async () => {
    expect((await call('PUT', '/api/admin/settings/commission/premium', cookies.dataentry, { rate: 0.2 })).status).toBe(
      403,
    );
    expect((await call('PUT', '/api/admin/settings/commission/premium', cookies.admin, { rate: 0.9 })).status).toBe(
      400,
    );
    await call('PUT', '/api/admin/settings/commission/premium', cookies.admin, { rate: 0.2 });
    expect((await call('GET', '/api/business/sales/total-sales', seller.cookie)).data.commissionRate).toBe(0.2);
    await call('PUT', '/api/admin/settings/commission/premium', cookies.admin, { rate: 0.12 });
    const other = await call('GET', '/api/business/sales/total-sales', cookies['seller.self']);
    expect(other.data.total).not.toBe(160);
    expect((await call('GET', '/api/business/sales/revenue')).status).toBe(401);
    expect((await call('GET', '/api/business/sales/revenue', cookies.admin)).status).toBe(403);
  });

  it('the seller area home: parts by status, today, a 30-day series, low stock', async () => {
    // A part cancelled today counts under its status, not in today's orders.
    const { order, part } = await deliveredPart(999, 'credit_card', new Date());
    const [variant] = await t.db.select().from(productVariants).limit(1);
    const line = { orderId: order.id, sellerOrderId: part.id, productId: variant!.productId, variantId: variant!.id };
    await t.db.insert(orderItems).values([
      { ...line, name: 'Scarf', sku: 'SC-1', unitPriceCents: 333, quantity: 2 },
      { ...line, name: 'Pin', sku: 'PN-1', unitPriceCents: 333, quantity: 1 },
    ]);
    await t.db
      .update(sellerOrders)
      .set({ status: 'cancelled', deliveredAt: null })
      .where(eq(sellerOrders.orderId, order.id));
    const home = await call('GET', '/api/orders/seller-dashboard', seller.cookie);
    expect(home.status).toBe(200);
    expect(home.data.ordersByStatus).toMatchObject({ delivered: 3, cancelled: 1, pending: 0 });
    // Every part of this seller was placed today (the test wrote them now), whenever delivered.
    expect(home.data.today).toEqual({ orders: 3, amount: 160 });
    expect(home.data.salesLast30Days).toHaveLength(30);
    const today = home.data.salesLast30Days.at(-1);
    expect(today).toMatchObject({ amount: 10, orders: 1 });
    // Last week's two deliveries on their own days, nothing else in the 30 days.
    const days = home.data.salesLast30Days as { date: string; amount: number; orders: number }[];
    expect(days.filter((day) => day.amount > 0).map((day) => day.amount)).toEqual([100, 50, 10]);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
    expect(home.data.figures.totalSales.total).toBe(160);
    // The latest parts read as the orders list shows them, newest first, with their lines.
    const listed = await call('GET', '/api/seller/orders?limit=5', seller.cookie);
    expect(home.data.latestOrders).toEqual(listed.data.orders);
    expect(home.data.latestOrders.length).toBeGreaterThanOrEqual(4);
    expect(home.data.latestOrders[0]).toMatchObject({ status: 'cancelled', subtotal: 9.99 });
    expect(home.data.latestOrders[0].items.map((item: { name: string }) => item.name).sort()).toEqual(['Pin', 'Scarf']);
    expect((await call('GET', '/api/orders/seller-dashboard', cookies.dataentry)).status).toBe(403);
  });

  it('a week with a refund and no sale closes too: a returned sale is never paid out in full', async () => {
    const now = new Date();
    const revenueBefore = (await call('GET', '/api/business/sales/revenue', seller.cookie)).data.revenue;
    const threeWeeksAgo = new Date(weekStart(now).getTime() - 20 * DAY);
    const twoWeeksAgo = new Date(weekStart(now).getTime() - 12 * DAY);
    // Sold in one week, returned whole in the next, which has no sale of its own.
    const sold = await deliveredPart(4_000, 'credit_card', threeWeeksAgo);
    await t.db.insert(refunds).values({
      orderId: sold.order.id,
      sellerOrderId: sold.part.id,
      amountCents: 4_000,
      sellerChargeCents: 4_000,
      reason: 'Returned',
      method: 'gateway',
      status: 'succeeded',
      settledAt: twoWeeksAgo,
    });

    expect(await closeEndedWeeks(t.db, now, seller.id)).toBe(2);
    const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    const ofWeek = (at: Date) => rows.find((row) => row.periodStart.getTime() === weekStart(at).getTime());
    expect(ofWeek(threeWeeksAgo)).toMatchObject({ onlineCents: 4_000, commissionCents: 480, amountCents: 3_520 });
    // The return's week gives back the sale and its commission: the two weeks together owe nothing.
    expect(ofWeek(twoWeeksAgo)).toMatchObject({
      onlineCents: 0,
      cashCents: 0,
      refundsCents: 4_000,
      commissionCents: -480,
      amountCents: -3_520,
      status: 'nothing_due',
    });
    // A sale returned whole changes neither the revenue nor, once both weeks are closed, the money owed.
    expect((await call('GET', '/api/business/sales/revenue', seller.cookie)).data.revenue).toBe(revenueBefore);
  });

  it('the figures close an ended week themselves before adding it up, once', async () => {
    const now = new Date();
    const before = (await call('GET', '/api/business/sales/total-sales', seller.cookie)).data;
    // A delivery in a week long ended that no close has seen yet (the hourly sweep has not run).
    const weekAgo = new Date(weekStart(now).getTime() - 30 * 7 * DAY + DAY);
    await deliveredPart(2_500, 'cash_on_delivery', weekAgo);
    const after = (await call('GET', '/api/business/sales/total-sales', seller.cookie)).data;
    const plus25 = (dollars: number) => Math.round((dollars + 25) * 100) / 100;
    expect(after).toMatchObject({ total: plus25(before.total), cash: plus25(before.cash), orders: before.orders + 1 });
    const closed = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
    expect(closed.filter((row) => row.periodStart.getTime() === weekStart(weekAgo).getTime())).toEqual([
      expect.objectContaining({ cashCents: 2_500, onlineCents: 0, deliveredParts: 1 }),
    ]);
    // Read again: the week is in the ledger once, and counted once.
    expect((await call('GET', '/api/business/sales/total-sales', seller.cookie)).data).toEqual(after);
    expect(await closeEndedWeeks(t.db, now, seller.id)).toBe(0);
  });
});

describe('the payout ledger under any sequence (fast-check, seed 2026)', () => {
  /** A sale some weeks back (0: this week), and what of it is refunded how many weeks later. */
  const sale = fc.record({
    weeksAgo: fc.integer({ min: 0, max: 5 }),
    cents: fc.integer({ min: 100, max: 50_000 }),
    units: fc.integer({ min: 1, max: 4 }),
    method: fc.constantFrom('credit_card', 'cash_on_delivery', 'whish_money'),
    refund: fc.option(fc.record({ share: fc.double({ min: 0.01, max: 1, noNaN: true }), weeksLater: fc.nat(5) }), {
      nil: undefined,
    }),
  });

  it('every sale and refund of an ended week is in exactly one ledger row, each row settled by the rule; the seller area adds them up (seed 2026, 25 runs)', async () => {
    const now = new Date();
    const [variant] = await t.db.select().from(productVariants).limit(1);
    const thisWeek = weekStart(now).getTime();
    let run = 0;
    let refundOnlyWeeks = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sale, { minLength: 1, maxLength: 8 }), async (sales) => {
        const [owner] = await makeBuyers(t.db, 1, `ledgerprop${++run}x`);
        await t.db.insert(sellerProfiles).values({
          userId: owner!.id,
          fullName: 'Ledger Seller',
          businessName: `Ledger ${run}`,
          businessEmail: `ledger${run}@example.com`,
          dataEntryChoice: 'self_managed',
          status: 'active',
          plan: 'regular',
        });
        const expected = { onlineCents: 0, cashCents: 0, refundsCents: 0 };
        // All time, this week included: what the seller area's figures must read.
        const allTime = { onlineCents: 0, cashCents: 0, refundsCents: 0, units: 0 };
        const weeksWithSales = new Set<number>();
        const weeksWithRefunds = new Set<number>();
        for (const [index, item] of sales.entries()) {
          const deliveredAt = new Date(
            Math.min(thisWeek - item.weeksAgo * 7 * DAY + (index % 6) * DAY + 3_600_000, now.getTime()),
          );
          const { order, part } = await deliveredPart(item.cents, item.method, deliveredAt, owner!.id);
          await t.db.insert(orderItems).values({
            orderId: order.id,
            sellerOrderId: part.id,
            productId: variant!.productId,
            variantId: variant!.id,
            name: 'Item',
            sku: variant!.sku,
            unitPriceCents: Math.floor(item.cents / item.units),
            quantity: item.units,
          });
          const money = item.method === 'cash_on_delivery' ? 'cashCents' : 'onlineCents';
          allTime[money] += item.cents;
          allTime.units += item.units;
          if (deliveredAt.getTime() < thisWeek) {
            expected[money] += item.cents;
            weeksWithSales.add(weekStart(deliveredAt).getTime());
          }
          if (!item.refund) continue;
          const settledAt = new Date(Math.min(deliveredAt.getTime() + item.refund.weeksLater * 7 * DAY, now.getTime()));
          const charged = Math.max(1, Math.floor(item.cents * item.refund.share));
          await t.db.insert(refunds).values({
            orderId: order.id,
            sellerOrderId: part.id,
            amountCents: charged,
            sellerChargeCents: charged,
            reason: 'Returned',
            method: item.method === 'cash_on_delivery' ? 'cash' : 'gateway',
            status: item.method === 'cash_on_delivery' ? 'recorded' : 'succeeded',
            settledAt,
          });
          allTime.refundsCents += charged;
          if (settledAt.getTime() < thisWeek) {
            expected.refundsCents += charged;
            weeksWithRefunds.add(weekStart(settledAt).getTime());
          }
        }
        await closeEndedWeeks(t.db, now, owner!.id);
        expect(await closeEndedWeeks(t.db, now, owner!.id)).toBe(0);
        const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, owner!.id));
        // One row per ended week with a sale or a refund, none for the open week.
        expect(new Set(rows.map((row) => row.periodStart.getTime()))).toEqual(
          new Set([...weeksWithSales, ...weeksWithRefunds]),
        );
        refundOnlyWeeks += [...weeksWithRefunds].filter((week) => !weeksWithSales.has(week)).length;
        const summed = { onlineCents: 0, cashCents: 0, refundsCents: 0 };
        for (const row of rows) {
          summed.onlineCents += row.onlineCents;
          summed.cashCents += row.cashCents;
          summed.refundsCents += row.refundsCents;
          // The row keeps the settlement's figures (revenue is the seller area's, not the ledger's).
          const { revenueCents: _revenue, ...settled } = settle(row, row.commissionRate);
          expect(row).toMatchObject(settled);
          expect(row.status).toBe(row.amountCents > 0 ? 'scheduled' : 'nothing_due');
        }
        expect(summed).toEqual(expected);
        // The seller area adds the closed weeks and the open one up: the same as every sale and refund.
        const cookie = `souk_session=${(await createSession(t.db, owner!.id, false, {})).token}`;
        await t.db
          .update(users)
          .set({ accountTypes: ['buyer', 'seller_self_managed'] })
          .where(eq(users.id, owner!.id));
        const total = (await call('GET', '/api/business/sales/total-sales', cookie)).data;
        expect(total).toMatchObject({
          online: allTime.onlineCents / 100,
          cash: allTime.cashCents / 100,
          units: allTime.units,
          orders: sales.length,
        });
        const revenue = (await call('GET', '/api/business/sales/revenue', cookie)).data;
        expect(revenue.refunds).toBe(allTime.refundsCents / 100);
      }),
      { seed: 2026, numRuns: 25 },
    );
    // The sequences reach the case the rule is for: a week with refunds and no sale.
    expect(refundOnlyWeeks).toBeGreaterThan(0);
  });
});
