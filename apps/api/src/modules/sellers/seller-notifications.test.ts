import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sandboxCharges } from '../payments/payments.tables.ts';
import { sellerNotifications } from './sellers.tables.ts';

let t: TestApp;
let line: { productId: string; variantId: string };
let sellerId: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['seller.self', 'seller.managed', 'admin', 'cs.agent', 'dataentry']) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
    if (name === 'seller.self') sellerId = user!.id;
    cookies[name] = `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`;
  }
  const [row] = await t.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.sellerId, sellerId), gt(productVariants.quantity, 20), eq(products.status, 'published')))
    .limit(1);
  line = row!;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

const address = {
  firstName: 'Lina',
  lastName: 'Aoun',
  email: 'lina@example.com',
  phone: '71123987',
  streetAddress: 'Gemmayzeh 9',
  city: 'Beirut',
  location: 'Beirut - Achrafieh',
};

async function placeOrder(prefix: string, paymentMethod = 'cash_on_delivery', quantity = 2) {
  const [buyer] = await makeBuyers(t.db, 1, prefix);
  await call('POST', '/api/cart/add', buyer!.cookie, { ...line, quantity });
  const cartId = (await call('GET', '/api/cart', buyer!.cookie)).data.cart._id;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
    shippingAddress: address,
    paymentMethod,
  });
  return { buyer: buyer!, order: placed.data.order as { _id: string; orderNumber: string } };
}

/** Pays through the sandbox's hosted page, as the buyer's browser would. */
async function payOnline(cookie: string, orderId: string) {
  const session = (await call('POST', '/api/payment/bobsal/session', cookie, { orderId })).data;
  if (!session?.checkoutUrl) return;
  await t.app.inject({
    method: 'POST',
    url: session.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `instrument=${SANDBOX_CARDS.success}&action=pay`,
  });
}

const noticesFor = (orderId: string) =>
  t.db
    .select()
    .from(sellerNotifications)
    .where(and(eq(sellerNotifications.sellerId, sellerId), eq(sellerNotifications.orderId, orderId)));

describe('seller notifications', () => {
  it('a cash order tells its seller at once, by bell and e-mail; the seller reads it and marks all', async () => {
    const { order } = await placeOrder('cashnote');
    const notices = await noticesFor(order._id);
    expect(notices.map((notice) => [notice.kind, notice.title])).toEqual([
      ['new_order', `New order ${order.orderNumber}`],
    ]);
    expect(notices[0]!.message).toMatch(/^2 items worth \$[\d.]+ to prepare/);
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Souk: New order ${order.orderNumber}`));
    expect(mails.map((mail) => mail.recipient)).toEqual(['hello@cedarcrafts.test']);

    const list = await call('GET', '/api/seller/notifications', cookies['seller.self']);
    expect(list.data.unreadCount).toBeGreaterThan(0);
    const mine = list.data.notifications.find((notice: { orderId: string }) => notice.orderId === order._id);
    expect(mine).toMatchObject({
      kind: 'new_order',
      read: false,
      params: { orderNumber: order.orderNumber, units: 2 },
    });
    // Another seller cannot touch it.
    expect((await call('PUT', `/api/seller/notifications/${mine._id}/read`, cookies['seller.managed'])).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/seller/notifications/${mine._id}/read`, cookies['seller.self'])).data.notification.read,
    ).toBe(true);
    const all = await call('PUT', '/api/seller/notifications/mark-all-read', cookies['seller.self']);
    expect(all.data.unreadCount).toBe(0);
    expect((await call('GET', '/api/seller/notifications/unread-count', cookies['seller.self'])).data.unreadCount).toBe(
      0,
    );
  });

  it('an online order tells its seller only once paid, once even if the gateway repeats itself', async () => {
    const { buyer, order } = await placeOrder('cardnote', 'credit_card');
    expect(await noticesFor(order._id)).toHaveLength(0);
    await payOnline(buyer.cookie, order._id);
    await payOnline(buyer.cookie, order._id);
    const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.status, 'succeeded'));
    expect(charges.length).toBeGreaterThan(0);
    expect((await noticesFor(order._id)).map((notice) => notice.kind)).toEqual(['new_order']);
  });

  it('the buyer cancelling tells the seller', async () => {
    const { buyer, order } = await placeOrder('cancelnote');
    await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie);
    expect((await noticesFor(order._id)).map((notice) => notice.kind).sort()).toEqual(['new_order', 'order_cancelled']);
  });

  it('staff send a notice to a seller; sellers, buyers and data entry may not', async () => {
    const body = { sellerId, title: 'Item Under Review', message: 'We are checking your olive bowl photos.' };
    const sent = await call('POST', '/api/seller/notifications', cookies['cs.agent'], body);
    expect(sent).toMatchObject({ status: 201, message: MESSAGES.noticeSent });
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.sellerId, sellerId), eq(sellerNotifications.kind, 'staff_notice')));
    expect(notice).toMatchObject({ title: 'Item Under Review', message: 'We are checking your olive bowl photos.' });
    for (const who of ['seller.self', 'dataentry'])
      expect((await call('POST', '/api/seller/notifications', cookies[who], body)).status).toBe(403);
    expect((await call('POST', '/api/seller/notifications', undefined, body)).status).toBe(401);
    expect(
      (
        await call('POST', '/api/seller/notifications', cookies.admin, {
          ...body,
          sellerId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
    const [buyer] = await makeBuyers(t.db, 1, 'notebuyer');
    expect((await call('GET', '/api/seller/notifications', buyer!.cookie)).status).toBe(403);
  });
});

describe('seller order search and cancel', () => {
  it('finds its parts by order number, buyer name, phone or product; 2 characters at least', async () => {
    const { order } = await placeOrder('searchnote');
    for (const q of [order.orderNumber, 'Lina Aoun', '71123987']) {
      const found = await call('GET', `/api/orders/search?q=${encodeURIComponent(q)}`, cookies['seller.self']);
      expect(found.data.orders.map((part: { orderNumber: string }) => part.orderNumber)).toContain(order.orderNumber);
    }
    expect(
      (await call('GET', `/api/orders/search?q=${order.orderNumber}`, cookies['seller.managed'])).data.orders,
    ).toHaveLength(0);
    expect((await call('GET', '/api/orders/search?q=a', cookies['seller.self'])).status).toBe(400);
    expect((await call('GET', '/api/orders/search?q=abc')).status).toBe(401);
  });

  it('a seller cancels its cash part with a reason: stock back, order cancelled, buyer told; not twice', async () => {
    const stock = async () =>
      (
        await t.db
          .select({ quantity: productVariants.quantity })
          .from(productVariants)
          .where(eq(productVariants.id, line.variantId))
      )[0]!.quantity;
    const before = await stock();
    const { buyer, order } = await placeOrder('sellercancel', 'cash_on_delivery', 3);
    expect(await stock()).toBe(before - 3);
    const part = (await call('GET', `/api/orders/search?q=${order.orderNumber}`, cookies['seller.self'])).data
      .orders[0];
    expect(
      (await call('POST', `/api/seller/orders/${part._id}/cancel`, cookies['seller.self'], { reason: 'x' })).message,
    ).toBe(MESSAGES.rejectReasonRequired);
    expect(
      (
        await call('POST', `/api/seller/orders/${part._id}/cancel`, cookies['seller.managed'], {
          reason: 'Out of stock',
        })
      ).status,
    ).toBe(404);
    const cancelled = await call('POST', `/api/seller/orders/${part._id}/cancel`, cookies['seller.self'], {
      reason: 'The last one broke in the workshop',
    });
    expect(cancelled).toMatchObject({
      status: 200,
      message: MESSAGES.partCancelled,
      data: { order: { status: 'cancelled', cancelReason: 'The last one broke in the workshop' } },
    });
    expect(await stock()).toBe(before);
    expect((await t.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('cancelled');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'part_cancelled')));
    expect(told?.message).toBe(
      'Cedar Crafts cancelled its items of your order: The last one broke in the workshop You will not be charged for them.',
    );
    expect(
      (await call('POST', `/api/seller/orders/${part._id}/cancel`, cookies['seller.self'], { reason: 'Again please' }))
        .status,
    ).toBe(409);
    // The buyer's own cancel now finds nothing to cancel, and gives no stock back twice.
    await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie);
    expect(await stock()).toBe(before);
  });

  it('a part paid online goes through customer service', async () => {
    const { buyer, order } = await placeOrder('paidcancel', 'credit_card', 1);
    await payOnline(buyer.cookie, order._id);
    const part = (await call('GET', `/api/orders/search?q=${order.orderNumber}`, cookies['seller.self'])).data
      .orders[0];
    expect(
      await call('POST', `/api/seller/orders/${part._id}/cancel`, cookies['seller.self'], { reason: 'Out of stock' }),
    ).toMatchObject({ status: 409, message: MESSAGES.paidPartCancelViaSupport });
  });
});
