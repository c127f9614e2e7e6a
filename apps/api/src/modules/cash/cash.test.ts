import { and, desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_CONFIRM_MAX_TRIES } from '@souk/shared/cash-on-delivery';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { DELIVERY_ADDRESS, demoSessions, linesOfSellers, type SellerLine } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { sellerNotifications } from '../sellers/sellers.tables.ts';
import { cashConfirmations } from './cash.tables.ts';
import { expireUnconfirmedOrders } from './cash.service.ts';

/**
 * Issue 41, cash on delivery that holds (decision 0025): a first cash order waits for its buyer's
 * code or link, expires once, refused parcels and the cap take cash away, the fee is on its own line.
 */
let t: TestApp;
let lines: SellerLine[];
let sellerCookie: Map<string, string>;
let admin: string;

beforeAll(async () => {
  // The spec's default: a buyer with no delivered order confirms a cash order first.
  t = await createTestApp({ CASH_CONFIRM_BELOW_DELIVERED: '1' });
  ({ lines, sellerCookies: sellerCookie } = await linesOfSellers(t.db, 2));
  const staff = await demoSessions(t.db, ['admin']);
  admin = staff.cookies.admin!;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

const setCash = (cashOnDelivery: object) => call('PUT', '/api/admin/settings', admin, { cashOnDelivery });

async function cartOf(cookie: string, units = [1, 1]) {
  for (const [index, quantity] of units.entries())
    if (quantity > 0)
      await call('POST', '/api/cart/add', cookie, {
        productId: lines[index]!.productId,
        variantId: lines[index]!.variantId,
        quantity,
      });
  return (await call('GET', '/api/cart', cookie)).data.cart._id as string;
}

async function buyerWithCart(prefix: string, units?: number[]) {
  const [buyer] = await makeBuyers(t.db, 1, `${prefix}${Date.now()}`);
  return { buyer: buyer!, cartId: await cartOf(buyer!.cookie, units) };
}

/** Checkout's pricing for the address the orders here are placed with (its delivery fee). */
const priced = async (cookie: string, cartId: string) =>
  (await call('GET', `/api/checkout/${cartId}?location=${encodeURIComponent(DELIVERY_ADDRESS.location)}`, cookie)).data
    .pricing;

const placeCash = (cookie: string, cartId: string, paymentMethod = 'cash_on_delivery') =>
  call('POST', `/api/checkout/${cartId}/proceed-to-payment`, cookie, {
    shippingAddress: DELIVERY_ADDRESS,
    paymentMethod,
  });

/** The code and the link's token in the last message sent to the order's phone. */
async function sentConfirmation(channel = 'whatsapp') {
  const [message] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, '+96171123456'), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return {
    body: message!.body,
    code: /code (\d{6})/.exec(message!.body)![1]!,
    token: /\/confirm-order\/([\w-]+)/.exec(message!.body)![1]!,
  };
}

const partsOf = (orderId: string) => t.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
const stockOf = async (variantId: string) =>
  (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.quantity;
const sellerNewOrders = (orderId: string) =>
  t.db
    .select()
    .from(sellerNotifications)
    .where(and(eq(sellerNotifications.orderId, orderId), eq(sellerNotifications.kind, 'new_order')));

async function deliverAll(orderId: string) {
  for (const part of await partsOf(orderId))
    for (const status of ['processing', 'shipped', 'delivered'])
      // The seller's own delivery: no courier to name (issue 41's shipping step).
      await call('PATCH', `/api/seller/orders/${part.id}/status`, sellerCookie.get(part.sellerId)!, {
        status,
        ownDelivery: true,
      });
}

describe('a first cash order waits for its buyer', () => {
  it('waits with a code sent by WhatsApp; sellers see it as they see an unpaid order; a wrong code counts, the right one confirms it and tells each seller once', async () => {
    const { buyer, cartId } = await buyerWithCart('codwait');
    const offer = (await priced(buyer.cookie, cartId)).cashOnDelivery;
    expect(offer).toMatchObject({ offered: true, reason: null, needsConfirmation: true, confirmHours: 24 });
    const placed = await placeCash(buyer.cookie, cartId);
    expect(placed.status).toBe(201);
    const order = placed.data.order;
    expect(order.status).toBe('awaiting_confirmation');
    expect((await partsOf(order._id)).map((part) => part.status)).toEqual(['pending', 'pending']);

    const sent = await sentConfirmation();
    expect(sent.body).toContain(order.orderNumber);
    expect(sent.body).toContain('Unconfirmed within 24 hours, it is cancelled.');
    expect(sent.body).toMatch(/^Souk: confirm your cash order SK\d+ \(\$[\d.]+\) with the code \d{6}, or tap: http/);
    // Kept hashed: neither the code nor the token is in the table.
    const [kept] = await t.db.select().from(cashConfirmations).where(eq(cashConfirmations.orderId, order._id));
    expect(JSON.stringify(kept)).not.toContain(sent.code);
    expect(JSON.stringify(kept)).not.toContain(sent.token);

    // Each seller: not in "confirmed", no "new order" yet, no step to take; the dashboard counts it pending.
    for (const part of await partsOf(order._id)) {
      const cookie = sellerCookie.get(part.sellerId)!;
      const listed = (await call('GET', '/api/seller/orders?status=confirmed&limit=50', cookie)).data.orders as {
        orderNumber: string;
      }[];
      expect(listed.map((row) => row.orderNumber)).not.toContain(order.orderNumber);
      const moved = await call('PATCH', `/api/seller/orders/${part.id}/status`, cookie, { status: 'processing' });
      expect(moved.status).toBe(409);
    }
    expect(await sellerNewOrders(order._id)).toHaveLength(0);

    const page = await call('GET', `/api/orders/${order._id}/cash-confirmation`, buyer.cookie);
    expect(page.data).toMatchObject({ orderNumber: order.orderNumber, sentTo: '+961 71 ••• 456', channel: 'whatsapp' });

    const wrong = sent.code === '000000' ? '111111' : '000000';
    const refused = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: wrong });
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.invalidCode });
    // Someone else's order is not found, whatever the code.
    const [stranger] = await makeBuyers(t.db, 1, `codstranger${Date.now()}`);
    expect(
      (await call('POST', `/api/orders/${order._id}/confirm-cash`, stranger!.cookie, { code: sent.code })).status,
    ).toBe(404);

    const confirmed = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: sent.code });
    expect(confirmed).toMatchObject({ status: 200, message: MESSAGES.cashOrderConfirmed });
    expect(confirmed.data.order.status).toBe('confirmed');
    expect((await partsOf(order._id)).map((part) => part.status)).toEqual(['confirmed', 'confirmed']);
    expect(await sellerNewOrders(order._id)).toHaveLength(2);
    // Once: the same code again, or the link, confirms nothing more.
    const again = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: sent.code });
    expect(again).toMatchObject({ status: 409, message: MESSAGES.cashOrderNotWaiting });
    expect((await call('POST', '/api/orders/confirm-cash-link', '', { token: sent.token })).status).toBe(409);
    expect(await sellerNewOrders(order._id)).toHaveLength(2);
  });

  it("the seller's dashboard counts a waiting order's part as an unpaid one's, and the sales team finds the order by its own status", async () => {
    const sellerId = lines[0]!.sellerId;
    const cookie = sellerCookie.get(sellerId)!;
    const dashboard = async () => (await call('GET', '/api/orders/seller-dashboard', cookie)).data.ordersByStatus;
    const before = await dashboard();
    const { buyer, cartId } = await buyerWithCart('codseen', [1, 0]);
    const order = (await placeCash(buyer.cookie, cartId)).data.order;
    const after = await dashboard();
    expect(after.pending).toBe(before.pending + 1);
    expect(after.confirmed).toBe(before.confirmed);
    const sales = (await demoSessions(t.db, ['sales.manager'])).cookies['sales.manager']!;
    const listed = (await call('GET', '/api/sales/orders?status=awaiting_confirmation&limit=50', sales)).data;
    expect(listed.orders.map((row: { orderNumber: string }) => row.orderNumber)).toContain(order.orderNumber);
    const { code } = await sentConfirmation();
    await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code });
    expect((await dashboard()).confirmed).toBe(before.confirmed + 1);
  });

  it('confirms by the one-tap link without a session; a made-up link is refused', async () => {
    const { buyer, cartId } = await buyerWithCart('codlink');
    const order = (await placeCash(buyer.cookie, cartId)).data.order;
    const { token } = await sentConfirmation();
    const bogus = await call('POST', '/api/orders/confirm-cash-link', '', { token: `${token.slice(0, -4)}abcd` });
    expect(bogus).toMatchObject({ status: 404, message: MESSAGES.cashConfirmLinkInvalid });
    const confirmed = await call('POST', '/api/orders/confirm-cash-link', '', { token });
    expect(confirmed).toMatchObject({ status: 200, message: MESSAGES.cashOrderConfirmed });
    expect(confirmed.data.orderNumber).toBe(order.orderNumber);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('confirmed');
  });

  it(`after ${CASH_CONFIRM_MAX_TRIES} wrong codes the right one no longer works until a new code is sent, by SMS if asked`, async () => {
    const { buyer, cartId } = await buyerWithCart('codtries');
    const order = (await placeCash(buyer.cookie, cartId)).data.order;
    const { code } = await sentConfirmation();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < CASH_CONFIRM_MAX_TRIES; attempt++)
      expect((await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: wrong })).status).toBe(
        400,
      );
    const last = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: wrong });
    expect(last).toMatchObject({ status: 429, message: MESSAGES.codeExhausted });
    const right = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code });
    expect(right).toMatchObject({ status: 429, message: MESSAGES.codeExhausted });
    // A new code is not sent within a minute of the last.
    const soon = await call('POST', `/api/orders/${order._id}/confirm-cash/resend`, buyer.cookie, { via: 'sms' });
    expect(soon.status).toBe(429);
    await t.db
      .update(cashConfirmations)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(cashConfirmations.orderId, order._id));
    const resent = await call('POST', `/api/orders/${order._id}/confirm-cash/resend`, buyer.cookie, { via: 'sms' });
    expect(resent).toMatchObject({ status: 200, message: MESSAGES.cashCodeResent });
    const fresh = await sentConfirmation('sms');
    expect(fresh.code).toBeDefined();
    const confirmed = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code: fresh.code });
    expect(confirmed.status).toBe(200);
  });

  it('a buyer with a delivered order places cash orders that go to the sellers at once', async () => {
    const { buyer, cartId } = await buyerWithCart('codknown', [1, 0]);
    const first = (await placeCash(buyer.cookie, cartId)).data.order;
    const { code } = await sentConfirmation();
    await call('POST', `/api/orders/${first._id}/confirm-cash`, buyer.cookie, { code });
    await deliverAll(first._id);
    const next = await cartOf(buyer.cookie, [1, 0]);
    expect((await priced(buyer.cookie, next)).cashOnDelivery.needsConfirmation).toBe(false);
    const second = (await placeCash(buyer.cookie, next)).data.order;
    expect(second.status).toBe('confirmed');
    expect(await sellerNewOrders(second._id)).toHaveLength(1);
  });
});

describe('an unconfirmed cash order expires', () => {
  it('past its deadline: cancelled once by two sweeps at once, its stock back exactly once, the buyer told; the code then confirms nothing', async () => {
    const { buyer, cartId } = await buyerWithCart('codexpire', [2, 1]);
    const before = await Promise.all(lines.map((line) => stockOf(line.variantId)));
    const order = (await placeCash(buyer.cookie, cartId)).data.order;
    const { code } = await sentConfirmation();
    expect(await Promise.all(lines.map((line) => stockOf(line.variantId)))).toEqual([before[0]! - 2, before[1]! - 1]);
    // Not yet due: the sweep leaves it.
    expect(await expireUnconfirmedOrders(t.db)).toBe(0);
    // 24 hours and a second later.
    const deadline = new Date(Date.now() - 1000);
    await t.db
      .update(cashConfirmations)
      .set({ createdAt: new Date(deadline.getTime() - 24 * 3_600_000), expiresAt: deadline })
      .where(eq(cashConfirmations.orderId, order._id));
    // Two instances' sweeps at once (on a PostgreSQL server, two connections): one cancels it.
    const counts = await Promise.all([expireUnconfirmedOrders(t.db), expireUnconfirmedOrders(t.db)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await expireUnconfirmedOrders(t.db)).toBe(0);
    expect(await Promise.all(lines.map((line) => stockOf(line.variantId)))).toEqual(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('cancelled');
    expect((await partsOf(order._id)).map((part) => part.status)).toEqual(['cancelled', 'cancelled']);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order._id), eq(notifications.kind, 'order_cancelled')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      'Your order was cancelled because it was not confirmed within 24 hours. Nothing will be charged.',
    );
    // Sellers never heard of it: nothing to tell them.
    expect(
      await t.db
        .select()
        .from(sellerNotifications)
        .where(and(eq(sellerNotifications.orderId, order._id))),
    ).toHaveLength(0);
    const late = await call('POST', `/api/orders/${order._id}/confirm-cash`, buyer.cookie, { code });
    expect(late).toMatchObject({ status: 409, message: MESSAGES.cashOrderNotWaiting });
  });

  it('the staff setting sets the deadline, and the buyer may cancel a waiting order itself', async () => {
    expect((await setCash({ confirmHours: 6 })).status).toBe(200);
    try {
      const { buyer, cartId } = await buyerWithCart('codhours', [1, 0]);
      const order = (await placeCash(buyer.cookie, cartId)).data.order;
      expect((await sentConfirmation()).body).toContain('Unconfirmed within 6 hours');
      const [kept] = await t.db.select().from(cashConfirmations).where(eq(cashConfirmations.orderId, order._id));
      expect(kept!.expiresAt.getTime() - new Date(order.createdAt).getTime()).toBeGreaterThanOrEqual(6 * 3_600_000);
      expect(kept!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(6 * 3_600_000);
      const cancelled = await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie);
      expect(cancelled.data.order.status).toBe('cancelled');
    } finally {
      await setCash({ confirmHours: 24 });
    }
  });
});

describe('parcels refused at the door', () => {
  it('at the limit staff set (2), cash is not offered and the API refuses it, with how to pay instead; card still works', async () => {
    const { buyer, cartId } = await buyerWithCart('codrefuse', [1, 1]);
    const first = (await placeCash(buyer.cookie, cartId)).data.order;
    const { code } = await sentConfirmation();
    await call('POST', `/api/orders/${first._id}/confirm-cash`, buyer.cookie, { code });
    // The delivery steps' code marks parts refused at the door; one refusal is not yet the limit.
    const [one, two] = await partsOf(first._id);
    await t.db.update(sellerOrders).set({ status: 'refused' }).where(eq(sellerOrders.id, one!.id));
    const next = await cartOf(buyer.cookie, [1, 0]);
    expect((await priced(buyer.cookie, next)).cashOnDelivery.offered).toBe(true);
    await t.db.update(sellerOrders).set({ status: 'refused' }).where(eq(sellerOrders.id, two!.id));
    const offer = (await priced(buyer.cookie, next)).cashOnDelivery;
    expect(offer).toMatchObject({ offered: false, reason: 'refusals' });
    const refused = await placeCash(buyer.cookie, next);
    expect(refused).toMatchObject({ status: 409, message: MESSAGES.cashRefused });
    expect(MESSAGES.cashRefused).toContain('Please pay by card, Whish Money or OMT.');
    const byCard = await placeCash(buyer.cookie, next, 'credit_card');
    expect(byCard.status).toBe(201);
    // A higher limit gives cash back.
    await setCash({ refusalLimit: 3 });
    try {
      const later = await cartOf(buyer.cookie, [1, 0]);
      expect((await priced(buyer.cookie, later)).cashOnDelivery.offered).toBe(true);
    } finally {
      await setCash({ refusalLimit: 2 });
    }
  });
});

describe("an unpaid card order switched to cash (the spec's attach-method)", () => {
  it('is held to the same rules: the fee joins its total and leaves it again, a first buyer confirms it, refusals refuse it', async () => {
    await setCash({ fee: 1.5 });
    try {
      const { buyer, cartId } = await buyerWithCart('codswitch', [1, 0]);
      const card = (await placeCash(buyer.cookie, cartId, 'credit_card')).data.order;
      const attach = (paymentMethod: string) =>
        call('POST', '/api/payment/attach-method', buyer.cookie, { orderId: card._id, paymentMethod });
      const toCash = await attach('cash_on_delivery');
      expect(toCash.status).toBe(200);
      expect(toCash.data.order).toMatchObject({ status: 'awaiting_confirmation', cashOnDeliveryFee: 1.5 });
      expect(toCash.data.order.total).toBeCloseTo(card.total + 1.5, 2);
      expect((await partsOf(card._id)).map((part) => part.status)).toEqual(['pending']);
      const { code } = await sentConfirmation();
      expect((await call('POST', `/api/orders/${card._id}/confirm-cash`, buyer.cookie, { code })).status).toBe(200);
      expect((await partsOf(card._id)).map((part) => part.status)).toEqual(['confirmed']);
      const back = await attach('credit_card');
      expect(back.data.order).toMatchObject({ status: 'pending', cashOnDeliveryFee: 0, total: card.total });

      const [part] = await partsOf(card._id);
      const other = await cartOf(buyer.cookie, [1, 0]);
      const second = (await placeCash(buyer.cookie, other, 'credit_card')).data.order;
      await t.db.update(sellerOrders).set({ status: 'refused' }).where(eq(sellerOrders.orderId, second._id));
      await t.db.update(sellerOrders).set({ status: 'refused' }).where(eq(sellerOrders.id, part!.id));
      const third = (await placeCash(buyer.cookie, await cartOf(buyer.cookie, [1, 0]), 'credit_card')).data.order;
      const refused = await call('POST', '/api/payment/attach-method', buyer.cookie, {
        orderId: third._id,
        paymentMethod: 'cash_on_delivery',
      });
      expect(refused).toMatchObject({ status: 409, message: MESSAGES.cashRefused });
    } finally {
      await setCash({ fee: 0 });
    }
  });
});

describe('the fee and the cap', () => {
  it('the fee is on its own line at checkout, in the order, its history and its invoice; collected with the last parcel, never refunded with an item', async () => {
    await setCash({ fee: 2.5, confirmBelowDelivered: 0 });
    try {
      const { buyer, cartId } = await buyerWithCart('codfee', [1, 0]);
      const pricing = await priced(buyer.cookie, cartId);
      expect(pricing.cashOnDelivery).toMatchObject({ offered: true, fee: 2.5 });
      expect(pricing.cashOnDelivery.totalWithFee).toBeCloseTo(pricing.total + 2.5, 2);
      const order = (await placeCash(buyer.cookie, cartId)).data.order;
      expect(order.cashOnDeliveryFee).toBe(2.5);
      expect(order.total).toBeCloseTo(pricing.total + 2.5, 2);
      const history = (await call('GET', '/api/orders/history', buyer.cookie)).data.orders;
      expect(history[0]).toMatchObject({ orderNumber: order.orderNumber, cashOnDeliveryFee: 2.5, total: order.total });

      const invoice = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/invoice?lang=en`,
        headers: { cookie: buyer.cookie },
      });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), {
        mergePages: true,
      });
      expect(text).toMatch(/Cash on delivery fee\s*\$2\.50/);
      const arabic = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/invoice?lang=ar`,
        headers: { cookie: buyer.cookie },
      });
      const arabicText = (
        await extractText(await getDocumentProxy(new Uint8Array(arabic.rawPayload)), { mergePages: true })
      ).text;
      expect(arabicText).toContain('$2.50');

      // A card order carries no fee.
      const other = await cartOf(buyer.cookie, [1, 0]);
      const card = (await placeCash(buyer.cookie, other, 'credit_card')).data.order;
      expect(card.cashOnDeliveryFee).toBe(0);

      // Delivered: the whole order, the fee included, was paid; a full refund of the item gives back the item.
      await deliverAll(order._id);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.paymentStatus).toBe('captured');
      expect(row!.codFeeCents).toBe(250);
      const given = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
      expect(given).toHaveLength(0);
    } finally {
      await setCash({ fee: 0, confirmBelowDelivered: 1 });
    }
  });

  it('over the cap (the fee counted), cash is not offered and the API refuses it; at the cap it is', async () => {
    const { buyer, cartId } = await buyerWithCart('codcap', [1, 0]);
    const pricing = await priced(buyer.cookie, cartId);
    await setCash({ fee: 1, maxTotal: pricing.total + 0.5 });
    try {
      const over = (await priced(buyer.cookie, cartId)).cashOnDelivery;
      expect(over).toMatchObject({ offered: false, reason: 'over_cap', maxTotal: pricing.total + 0.5 });
      expect(await placeCash(buyer.cookie, cartId)).toMatchObject({ status: 409, message: MESSAGES.cashOverCap });
      await setCash({ maxTotal: pricing.total + 1 });
      const at = (await priced(buyer.cookie, cartId)).cashOnDelivery;
      expect(at).toMatchObject({ offered: true, reason: null });
      const placed = await placeCash(buyer.cookie, cartId);
      expect(placed.status).toBe(201);
      expect(placed.data.order.total).toBeCloseTo(pricing.total + 1, 2);
    } finally {
      await setCash({ fee: 0, maxTotal: null });
    }
  });

  it("admins read and set the rules; a wrong value is refused with the settings' words", async () => {
    const read = await call('GET', '/api/admin/settings', admin);
    expect(read.data.settings.cashOnDelivery).toEqual({
      confirmBelowDelivered: 1,
      confirmHours: 24,
      refusalLimit: 2,
      fee: 0,
      maxTotal: null,
    });
    for (const wrong of [{ fee: -1 }, { fee: 51 }, { confirmHours: 0 }, { refusalLimit: 1.5 }, { maxTotal: 0 }]) {
      const refused = await setCash(wrong);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused)).toContain(MESSAGES.settingCashRule);
    }
    const buyer = (await makeBuyers(t.db, 1, `codnotadmin${Date.now()}`))[0]!;
    expect((await call('PUT', '/api/admin/settings', buyer.cookie, { cashOnDelivery: { fee: 1 } })).status).toBe(403);
    // Nothing of the refused ones was kept.
    expect((await call('GET', '/api/admin/settings', admin)).data.settings.cashOnDelivery.fee).toBe(0);
  });
});
