import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { submitSandboxPage, wellStockedItem } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIGNATURE_HEADER, signPayload } from '../../integrations/payments/gateway.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { productVariants } from '../catalog/catalog.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { cancelUnpaidOrders } from '../orders/orders.service.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { paymentSessions, sandboxCharges } from './payments.tables.ts';

let t: TestApp;
let item: { productId: string; variantId: string };
beforeAll(async () => {
  t = await createTestApp();
  item = await wellStockedItem(t.db);
});
afterAll(() => t.close());

const address = {
  firstName: 'Lina',
  lastName: 'Fares',
  email: 'lina@example.com',
  phone: '76123456',
  streetAddress: 'Main road',
  city: 'Zahle',
  location: 'Bekaa - Zahle',
};

async function call(method: 'GET' | 'POST', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  return { status: response.statusCode, json: response.json(), response };
}

/** A buyer with a placed online order and an open sandbox checkout. */
async function cardOrder(prefix: string, method = 'credit_card') {
  const [buyer] = await makeBuyers(t.db, 1, prefix);
  await call('POST', '/api/cart/add', buyer!.cookie, { ...item, quantity: 1 });
  const cartId = (await call('GET', '/api/cart', buyer!.cookie)).json.data.cart._id;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
    shippingAddress: address,
    paymentMethod: method,
  });
  const order = placed.json.data.order;
  const session = (await call('POST', '/api/payment/bobsal/session', buyer!.cookie, { orderId: order._id })).json.data;
  return { buyer: buyer!, order, session };
}

const pay = (checkoutUrl: string, instrument: string, action = 'pay') =>
  submitSandboxPage(t.app, checkoutUrl, instrument, action);

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const partStatuses = async (id: string) =>
  (await t.db.select({ status: sellerOrders.status }).from(sellerOrders).where(eq(sellerOrders.orderId, id))).map(
    (part) => part.status,
  );
const notesFor = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const send = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/bobsal/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  });
const eventFor = (ref: string, amountCents: number, type = 'payment.succeeded', id = `evt_${crypto.randomUUID()}`) =>
  JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { ref, reference: 'x', amountCents, currency: 'USD' },
  });

describe('card payment on the sandbox gateway', () => {
  it('the hosted page takes a test card; the signed webhook captures the order; the browser returns to it', async () => {
    const { buyer, order, session } = await cardOrder('paid');
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'credit_card' });
    const pageResponse = await t.app.inject({ method: 'GET', url: session.checkoutUrl });
    expect(pageResponse.headers['content-type']).toContain('text/html');
    expect(pageResponse.body).toContain(`$${order.total.toFixed(2)}`);

    const paid = await pay(session.checkoutUrl, SANDBOX_CARDS.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/order-history?order=${order._id}&payment=success`);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'captured', status: 'confirmed' });
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(1);

    const confirmed = await call('POST', '/api/payment/confirm', buyer.cookie, {
      orderId: order._id,
      transactionId: session.transactionId,
      status: 'CAPTURED',
      result: 'SUCCESS',
    });
    expect(confirmed.json.data).toMatchObject({ status: 'CAPTURED', result: 'SUCCESS' });
    expect(confirmed.json.message).toBe(MESSAGES.paymentConfirmed);
  });

  it('a declined card fails the payment and says so; the retry card asks again and leaves it open', async () => {
    const { buyer, order, session } = await cardOrder('declined');
    const retry = await pay(session.checkoutUrl, SANDBOX_CARDS.retry);
    expect(retry.statusCode).toBe(402);
    expect(retry.body).toContain('try again');
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    const invalid = await pay(session.checkoutUrl, '4242424242424241');
    expect(invalid.statusCode).toBe(422);
    const declined = await pay(session.checkoutUrl, SANDBOX_CARDS.decline);
    expect(declined.headers.location).toContain('payment=failed');
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'failed', status: 'pending' });
    expect(await notesFor(buyer.id, 'payment_failed')).toHaveLength(1);
  });

  it('a wallet (Whish Money) pays through the same interface', async () => {
    const { order, session } = await cardOrder('wallet', 'whish_money');
    const page = await t.app.inject({ method: 'GET', url: session.checkoutUrl });
    expect(page.body).toContain('Whish Money');
    await pay(session.checkoutUrl, '70000000');
    expect((await orderRow(order._id)).paymentStatus).toBe('captured');
  });

  it('the hosted page speaks Arabic, right to left, when the store asks for it', async () => {
    const { buyer, order } = await cardOrder('arabic');
    const session = (
      await call('POST', '/api/payment/bobsal/session', buyer.cookie, { orderId: order._id, locale: 'ar' })
    ).json.data;
    expect(session.checkoutUrl).toMatch(/\?lang=ar$/);
    const page = await t.app.inject({ method: 'GET', url: session.checkoutUrl });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('رقم البطاقة');
    const invalid = await pay(session.checkoutUrl, '4242424242424241');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('رقم البطاقة غير صالح.');
  });

  it('a buyer who pays in two tabs is charged once: the second charge is given back at once', async () => {
    const { buyer, order, session } = await cardOrder('twotabs');
    const second = (await call('POST', '/api/payment/bobsal/session', buyer.cookie, { orderId: order._id })).json.data;
    await pay(session.checkoutUrl, SANDBOX_CARDS.success);
    await pay(second.checkoutUrl, SANDBOX_CARDS.success);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'captured', status: 'confirmed' });
    const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, order._id));
    expect(Object.fromEntries(charges.map((charge) => [charge.id, charge.status]))).toEqual({
      [session.transactionId]: 'succeeded',
      [second.transactionId]: 'refunded',
    });
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(1);
    const refunds = await notesFor(buyer.id, 'refund');
    expect(refunds.map((note) => note.message)).toEqual([
      `We refunded $${order.total.toFixed(2)} to the card you paid with. Your bank shows it within 5 to 10 working days.`,
    ]);
    // Given back outside the order's ledger, and audited all the same.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'refund_charge')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.after).toMatchObject({ amountCents: Math.round(order.total * 100) });
  });

  it('a double-clicked Pay charges once: the second press is told the payment is settled', async () => {
    const { buyer, order, session } = await cardOrder('doubleclick');
    const presses = await Promise.all([
      pay(session.checkoutUrl, SANDBOX_CARDS.success),
      pay(session.checkoutUrl, SANDBOX_CARDS.success),
    ]);
    expect(presses.map((press) => press.statusCode).sort()).toEqual([303, 409]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'captured', status: 'confirmed' });
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, session.transactionId));
    expect(charge!.status).toBe('succeeded');
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(1);
  });

  it("the browser's confirm and the gateway's events for one success, all at once, capture it and never refund it", async () => {
    const { buyer, order, session } = await cardOrder('racing');
    // The gateway has taken the money; its events and the returning browser arrive together.
    await t.db.update(sandboxCharges).set({ status: 'succeeded' }).where(eq(sandboxCharges.id, session.transactionId));
    const [row] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, session.transactionId));
    const events = [1, 2].map(() => eventFor(session.transactionId, row!.amountCents));
    const confirm = () =>
      call('POST', '/api/payment/confirm', buyer.cookie, { orderId: order._id, transactionId: session.transactionId });
    const answers = await Promise.all([
      ...events.map((body) => send(body, signPayload(t.config.paymentWebhookSecret, body))),
      confirm(),
      confirm(),
      confirm(),
    ]);
    expect(answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'captured', status: 'confirmed' });
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, session.transactionId));
    expect(charge!.status).toBe('succeeded');
    const [after] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, session.transactionId));
    expect(after!.status).toBe('succeeded');
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(1);
    expect(await notesFor(buyer.id, 'refund')).toHaveLength(0);
  });

  it('the client can never mark an unpaid order captured', async () => {
    const { buyer, order, session } = await cardOrder('liar');
    const lie = await call('POST', '/api/payment/confirm', buyer.cookie, {
      orderId: order._id,
      transactionId: session.transactionId,
      status: 'CAPTURED',
      result: 'SUCCESS',
    });
    expect(lie.status).toBe(409);
    expect(lie.json.message).toBe(MESSAGES.paymentConfirmationFailed);
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    const [other] = await makeBuyers(t.db, 1, 'stranger');
    expect((await call('POST', '/api/payment/confirm', other!.cookie, { orderId: order._id })).status).toBe(404);
  });
});

describe('the webhook', () => {
  it('the same event ten times at once: one state change, one notification', async () => {
    const { buyer, order, session } = await cardOrder('dupes');
    const [row] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, session.transactionId));
    const body = eventFor(session.transactionId, row!.amountCents);
    const signature = signPayload(t.config.paymentWebhookSecret, body);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(body, signature)));
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    expect(results.filter((result) => result.json().data.outcome === 'applied')).toHaveLength(1);
    expect((await orderRow(order._id)).paymentStatus).toBe('captured');
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(1);
  });

  it('a late failure after a success changes nothing', async () => {
    const { order, session } = await cardOrder('late');
    const [row] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, session.transactionId));
    const success = eventFor(session.transactionId, row!.amountCents);
    await send(success, signPayload(t.config.paymentWebhookSecret, success));
    const failure = eventFor(session.transactionId, row!.amountCents, 'payment.failed');
    const late = await send(failure, signPayload(t.config.paymentWebhookSecret, failure));
    expect(late.json().data.outcome).toBe('ignored');
    expect((await orderRow(order._id)).paymentStatus).toBe('captured');
  });

  it('a refund that overtakes its success leaves the order unpaid; the late success changes nothing', async () => {
    const { buyer, order, session } = await cardOrder('overtaken');
    const [row] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, session.transactionId));
    const refund = eventFor(session.transactionId, row!.amountCents, 'refund.succeeded');
    expect((await send(refund, signPayload(t.config.paymentWebhookSecret, refund))).json().data.outcome).toBe(
      'applied',
    );
    const success = eventFor(session.transactionId, row!.amountCents);
    expect((await send(success, signPayload(t.config.paymentWebhookSecret, success))).json().data.outcome).toBe(
      'ignored',
    );
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
    expect(await notesFor(buyer.id, 'order_paid')).toHaveLength(0);
  });

  it('refuses a signed event it cannot read, and changes nothing', async () => {
    const { order } = await cardOrder('shapeless');
    const body = JSON.stringify({
      id: 'evt_shapeless',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
    });
    const refused = await send(body, signPayload(t.config.paymentWebhookSecret, body));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.invalidPaymentEvent);
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
  });

  it('refuses a forged, a stale and a missing signature', async () => {
    const { order, session } = await cardOrder('forged');
    const body = eventFor(session.transactionId, 1);
    const forged = await send(body, signPayload('not-the-secret-at-all', body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MESSAGES.invalidSignature);
    const stale = await send(
      body,
      signPayload(t.config.paymentWebhookSecret, body, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.statusCode).toBe(400);
    const tampered = await send(
      body.replace('"amountCents":1', '"amountCents":2'),
      signPayload(t.config.paymentWebhookSecret, body),
    );
    expect(tampered.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/bobsal/webhook',
          payload: body,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
  });
});

describe('cash on delivery', () => {
  it('needs no online session and stays unpaid until delivery', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'cod');
    await call('POST', '/api/cart/add', buyer!.cookie, { ...item, quantity: 1 });
    const cartId = (await call('GET', '/api/cart', buyer!.cookie)).json.data.cart._id;
    const order = (
      await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, { shippingAddress: address })
    ).json.data.order;
    expect((await call('POST', '/api/payment/bobsal/session', buyer!.cookie, { orderId: order._id })).status).toBe(409);
    const confirmed = await call('POST', '/api/payment/confirm', buyer!.cookie, { orderId: order._id });
    expect(confirmed.json.data).toMatchObject({ status: 'PENDING', result: 'PAY_ON_DELIVERY' });
    const attached = await call('POST', '/api/payment/attach-method', buyer!.cookie, {
      orderId: order._id,
      paymentMethod: 'cash_on_delivery',
      paymentProvider: 'cod',
      paymentMethodId: 'pm_1',
    });
    expect(attached.json.data.transactionId).toBe('cod_pm_1');
    expect((await orderRow(order._id)).paymentStatus).toBe('pending');
  });
});

describe('changing the payment method', () => {
  const attach = (cookie: string, orderId: string, paymentMethod: string) =>
    call('POST', '/api/payment/attach-method', cookie, { orderId, paymentMethod });

  it('card to cash on delivery confirms the order for its sellers; back to card waits for the payment again', async () => {
    const { buyer, order } = await cardOrder('switch');
    expect(await partStatuses(order._id)).toEqual(['pending']);
    const cod = await attach(buyer.cookie, order._id, 'cash_on_delivery');
    expect(cod.json.data.order).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      status: 'confirmed',
      paymentStatus: 'pending',
    });
    expect(await partStatuses(order._id)).toEqual(['confirmed']);
    const card = await attach(buyer.cookie, order._id, 'credit_card');
    expect(card.json.data.order).toMatchObject({
      paymentMethod: 'credit_card',
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(await partStatuses(order._id)).toEqual(['pending']);
  });

  it('a cash order switched to card waits its own hold from the switch, and counts towards the unpaid limit', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'codtocard');
    const placeCash = async () => {
      await call('POST', '/api/cart/add', buyer!.cookie, { ...item, quantity: 1 });
      const cartId = (await call('GET', '/api/cart', buyer!.cookie)).json.data.cart._id;
      return (
        await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, { shippingAddress: address })
      ).json.data.order;
    };
    const old = await placeCash();
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    await t.db.update(orders).set({ createdAt: longAgo, awaitingPaymentSince: longAgo }).where(eq(orders.id, old._id));
    expect((await attach(buyer!.cookie, old._id, 'credit_card')).status).toBe(200);
    // Placed three hours ago, but waiting for its card payment only since now: the sweep keeps it.
    await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes);
    expect((await orderRow(old._id)).status).toBe('pending');
    const inAnHour = new Date(Date.now() + 3600_000);
    await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes, inAnHour);
    expect((await orderRow(old._id)).status).toBe('cancelled');

    const cashOrders = [await placeCash(), await placeCash(), await placeCash(), await placeCash()];
    for (const order of cashOrders.slice(0, 3))
      expect((await attach(buyer!.cookie, order._id, 'credit_card')).status).toBe(200);
    const fourth = await attach(buyer!.cookie, cashOrders[3]._id, 'omt');
    expect(fourth.status).toBe(409);
    expect(fourth.json.message).toBe(MESSAGES.tooManyUnpaidOrders);
    expect(await orderRow(cashOrders[3]._id)).toMatchObject({ paymentMethod: 'cash_on_delivery', status: 'confirmed' });
  });

  it('is refused once the order is paid, and the payment stays captured', async () => {
    const { buyer, order, session } = await cardOrder('paidswitch');
    await pay(session.checkoutUrl, SANDBOX_CARDS.success);
    const refused = await attach(buyer.cookie, order._id, 'cash_on_delivery');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(MESSAGES.paymentMethodLocked);
    expect(await orderRow(order._id)).toMatchObject({
      paymentMethod: 'credit_card',
      paymentStatus: 'captured',
      status: 'confirmed',
    });
    const [other] = await makeBuyers(t.db, 1, 'notmine');
    expect((await attach(other!.cookie, order._id, 'omt')).status).toBe(404);
  });
});

describe('online orders never paid', () => {
  const stock = async () =>
    (
      await t.db
        .select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(eq(productVariants.id, item.variantId))
    )[0]!.quantity;
  const placedHoursAgo = (orderId: string, hours: number) => {
    const when = new Date(Date.now() - hours * 3600_000);
    return t.db.update(orders).set({ createdAt: when, awaitingPaymentSince: when }).where(eq(orders.id, orderId));
  };

  it('give their stock back after the hold; paid, cash and recent orders stay; a payment arriving later is refunded', async () => {
    const abandoned = await cardOrder('abandoned');
    const paid = await cardOrder('paidintime');
    await pay(paid.session.checkoutUrl, SANDBOX_CARDS.success);
    const recent = await cardOrder('recent');
    const [cashBuyer] = await makeBuyers(t.db, 1, 'cashlate');
    await call('POST', '/api/cart/add', cashBuyer!.cookie, { ...item, quantity: 1 });
    const cashCart = (await call('GET', '/api/cart', cashBuyer!.cookie)).json.data.cart._id;
    const cash = (
      await call('POST', `/api/checkout/${cashCart}/proceed-to-payment`, cashBuyer!.cookie, {
        shippingAddress: address,
      })
    ).json.data.order;
    for (const id of [abandoned.order._id, paid.order._id, cash._id]) await placedHoursAgo(id, 3);
    const before = await stock();

    expect(await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes)).toBe(1);
    expect(await stock()).toBe(before + 1);
    expect(await orderRow(abandoned.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await partStatuses(abandoned.order._id)).toEqual(['cancelled']);
    const [note] = await notesFor(abandoned.buyer.id, 'order_cancelled');
    expect(note!.message).toBe(
      'Your order was cancelled because its payment was not completed within 30 minutes. Nothing was charged.',
    );
    expect(await orderRow(paid.order._id)).toMatchObject({ status: 'confirmed', paymentStatus: 'captured' });
    expect((await orderRow(recent.order._id)).status).toBe('pending');
    expect((await orderRow(cash._id)).status).toBe('confirmed');

    await pay(abandoned.session.checkoutUrl, SANDBOX_CARDS.success);
    expect(await orderRow(abandoned.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes)).toBe(0);
  });
});
