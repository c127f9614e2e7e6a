import { and, desc, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sandboxCharges } from '../payments/payments.tables.ts';

type Line = { productId: string; variantId: string; sellerId: string };
let t: TestApp;
let lines: [Line, Line];
const sellerCookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ productId: products.id, variantId: productVariants.id, sellerId: products.sellerId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.quantity, 50), eq(products.allowBackorders, false)))
    .orderBy(productVariants.sku)
    .limit(200);
  const first = rows[0]!;
  lines = [first, rows.find((row) => row.sellerId !== first.sellerId)!];
  for (const line of lines)
    sellerCookies.set(line.sellerId, `souk_session=${(await createSession(t.db, line.sellerId, false, {})).token}`);
});
afterAll(() => t.close());

const address = SHIPPING_ADDRESS;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

/** A buyer's order of one unit from each of the two sellers; returns the buyer and the order. */
async function placeOrder(prefix: string, paymentMethod = 'cash_on_delivery') {
  const [buyer] = await makeBuyers(t.db, 1, prefix);
  for (const line of lines)
    await call('POST', '/api/cart/add', buyer!.cookie, {
      productId: line.productId,
      variantId: line.variantId,
      quantity: 1,
    });
  const cartId = (await call('GET', '/api/cart', buyer!.cookie)).data.cart._id;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
    shippingAddress: address,
    paymentMethod,
  });
  return { buyer: buyer!, order: placed.data.order as { _id: string; orderNumber: string; total: number } };
}

/** The seller's part of the order, found through the seller's own list (search by order number). */
async function partOf(sellerId: string, orderNumber: string) {
  const { data } = await call('GET', `/api/seller/orders?search=${orderNumber}`, sellerCookies.get(sellerId)!);
  return data.orders[0] as {
    _id: string;
    status: string;
    nextSteps: string[];
    items: { name: string }[];
    shipTo: Record<string, string>;
  };
}

// Shipping names who carries the parcel (issue 41): here the seller's own delivery.
const advance = (sellerId: string, partId: string, status: string) =>
  call('PATCH', `/api/seller/orders/${partId}/status`, sellerCookies.get(sellerId)!, {
    status,
    ...(status === 'shipped' ? { ownDelivery: true } : {}),
  });
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const kindsFor = async (userId: string) =>
  (
    await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)
  ).map((row) => row.kind);

describe('seller orders', () => {
  it('each seller sees only its own part, with where to ship it and no buyer e-mail; others get 404 or 403', async () => {
    const { buyer, order } = await placeOrder('sees');
    const [a, b] = lines;
    const partA = await partOf(a.sellerId, order.orderNumber);
    expect(partA).toMatchObject({
      status: 'confirmed',
      nextSteps: ['processing', 'shipped'],
      shipTo: { name: 'Maya Khoury', phone: '+96171123456', city: 'Beirut' },
    });
    expect(partA.items).toHaveLength(1);
    expect(JSON.stringify(partA)).not.toContain('maya@example.com');
    expect((await call('GET', `/api/seller/orders/${partA._id}`, sellerCookies.get(b.sellerId)!)).status).toBe(404);
    expect((await advance(b.sellerId, partA._id, 'shipped')).status).toBe(404);
    expect((await call('GET', '/api/seller/orders', buyer.cookie)).status).toBe(403);
    expect((await call('GET', `/api/seller/orders/${partA._id}`, sellerCookies.get(a.sellerId)!)).data.order._id).toBe(
      partA._id,
    );
  });

  it("searches the order number, the buyer's name and phone and the part's own products and SKUs, any case, never across fields", async () => {
    const { order } = await placeOrder('finds');
    const [a, b] = lines;
    const cookie = sellerCookies.get(a.sellerId)!;
    const lineOf = async (line: Line) =>
      (
        await t.db
          .select({ name: orderItems.name, sku: orderItems.sku })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, order._id), eq(orderItems.variantId, line.variantId)))
      )[0]!;
    const [own, others] = [await lineOf(a), await lineOf(b)];
    const found = async (search: string) => {
      const { data } = await call('GET', `/api/seller/orders?${new URLSearchParams({ search, limit: '50' })}`, cookie);
      return (data.orders as { orderNumber: string }[]).some((part) => part.orderNumber === order.orderNumber);
    };
    for (const search of [
      order.orderNumber.toLowerCase(),
      'maya kh',
      'KHOURY',
      '71123456',
      own.name.slice(2, 12).toUpperCase(),
      own.sku.toLowerCase(),
      'ma%ya_', // the wildcards are taken out, as before
    ])
      expect(await found(search), search).toBe(true);
    // The other shop's line is not in this shop's part; a name and a phone together are two fields.
    if (!own.sku.toLowerCase().includes(others.sku.toLowerCase())) expect(await found(others.sku)).toBe(false);
    expect(await found('khoury +961')).toBe(false);
    expect(await found('nobody-bought-this')).toBe(false);

    // Written as the seeds write them (the part, then its lines, then the address changed):
    // PostgreSQL follows each write.
    const [loose] = await t.db
      .insert(orders)
      .values({
        orderNumber: `LOOSE-${Date.now()}`,
        userId: (await orderRow(order._id)).userId,
        status: 'confirmed',
        paymentMethod: 'cash_on_delivery',
        subtotalCents: 500,
        shippingCents: 0,
        vatCents: 0,
        totalCents: 500,
        vatRate: 0,
        shippingAddress: { ...address, phone: '+96170000999', state: '', zipCode: '', country: 'Lebanon' },
      })
      .returning();
    const [part] = await t.db
      .insert(sellerOrders)
      .values({ orderId: loose!.id, sellerId: a.sellerId, status: 'confirmed', subtotalCents: 500 })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: loose!.id,
      sellerOrderId: part!.id,
      productId: a.productId,
      variantId: a.variantId,
      name: 'Cedar Bowl',
      sku: 'ZZ-SEARCH-1',
      unitPriceCents: 500,
      quantity: 1,
    });
    const foundLoose = async (search: string) => {
      const { data } = await call('GET', `/api/seller/orders?${new URLSearchParams({ search })}`, cookie);
      return (data.orders as { _id: string }[]).map((row) => row._id);
    };
    expect(await foundLoose('zz-search-1')).toEqual([part!.id]);
    expect(await foundLoose('cedar bowl')).toEqual([part!.id]);
    await t.db
      .update(orders)
      .set({ shippingAddress: { ...loose!.shippingAddress, lastName: 'Haddad' } })
      .where(eq(orders.id, loose!.id));
    expect(await foundLoose('maya haddad')).toEqual([part!.id]);
  });

  it('shipping and delivery reach the buyer; cash on delivery is captured when the last parcel arrives', async () => {
    const { buyer, order } = await placeOrder('cod');
    const [a, b] = lines;
    const partA = await partOf(a.sellerId, order.orderNumber);
    const partB = await partOf(b.sellerId, order.orderNumber);

    expect((await advance(a.sellerId, partA._id, 'processing')).data.order.status).toBe('processing');
    expect((await orderRow(order._id)).status).toBe('processing');
    const shipped = await advance(a.sellerId, partA._id, 'shipped');
    expect(shipped).toMatchObject({ status: 200, message: MESSAGES.orderStatusUpdated });
    expect(await orderRow(order._id)).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
    // Once a parcel has left, the buyer can no longer cancel.
    expect((await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie)).message).toBe(
      MESSAGES.orderNotCancellable,
    );

    await advance(a.sellerId, partA._id, 'delivered');
    expect(await orderRow(order._id)).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
    // The buyer's history tells the parcels apart: each line travels in its seller's parcel.
    const midway = (await call('GET', '/api/orders/history', buyer.cookie)).data.orders[0];
    const parcelOf = (parcelId: string) => midway.parcels.find((parcel: { _id: string }) => parcel._id === parcelId);
    expect(midway.items.map((item: { parcelId: string }) => parcelOf(item.parcelId).status).sort()).toEqual([
      'confirmed',
      'delivered',
    ]);
    expect(midway.parcels.every((parcel: { seller: string }) => parcel.seller.length > 0)).toBe(true);
    // Each names its shop's page, which "Sold by" links to (issue 40).
    expect(
      midway.parcels.every((parcel: { sellerSlug: string }) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(parcel.sellerSlug)),
    ).toBe(true);
    await advance(b.sellerId, partB._id, 'shipped');
    await advance(b.sellerId, partB._id, 'delivered');
    expect(await orderRow(order._id)).toMatchObject({ status: 'delivered', paymentStatus: 'captured' });

    expect(await kindsFor(buyer.id)).toEqual([
      'order_placed',
      'order_shipped',
      'order_delivered',
      'order_shipped',
      'order_delivered',
    ]);
    const [last] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id))
      .orderBy(notifications.createdAt)
      .offset(4);
    expect(last!.message).toContain(`Cash payment of $${order.total.toFixed(2)} received.`);
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, address.email), like(outboxMessages.subject, `%${order.orderNumber}%`)));
    expect(mail.map((message) => message.subject).sort()).toEqual([
      `Souk: Order ${order.orderNumber} delivered`,
      `Souk: Order ${order.orderNumber} delivered`,
      `Souk: Order ${order.orderNumber} shipped`,
      `Souk: Order ${order.orderNumber} shipped`,
    ]);
    const listed = await call('GET', '/api/notifications', buyer.cookie);
    expect(listed.data.notifications[0]).toMatchObject({
      kind: 'order_delivered',
      params: { orderNumber: order.orderNumber, cashPaid: true },
    });
    const history = await call('GET', '/api/orders/history', buyer.cookie);
    expect(history.data.orders[0]).toMatchObject({
      status: 'delivered',
      paymentStatus: 'captured',
      cancellable: false,
    });
  });

  it('refuses steps backwards, repeats nothing, and keeps an unpaid card order from its sellers until it is paid', async () => {
    const { buyer, order } = await placeOrder('steps', 'credit_card');
    const [a] = lines;
    // Unpaid, the order is not the seller's business yet (issue 41): not listed, not found, not moved.
    expect(await partOf(a.sellerId, order.orderNumber)).toBeUndefined();
    const [unpaid] = await t.db
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, order._id), eq(sellerOrders.sellerId, a.sellerId)));
    const hidden = await call('GET', `/api/seller/orders/${unpaid!.id}`, sellerCookies.get(a.sellerId)!);
    expect(hidden.status).toBe(404);
    expect((await advance(a.sellerId, unpaid!.id, 'shipped')).message).toBe(MESSAGES.orderStatusNotAllowed);
    expect((await advance(a.sellerId, unpaid!.id, 'cancelled')).status).toBe(400);

    const session = (await call('POST', '/api/payment/bobsal/session', buyer.cookie, { orderId: order._id })).data;
    await t.app.inject({
      method: 'POST',
      url: session.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `instrument=${SANDBOX_CARDS.success}&action=pay`,
    });
    const part = await partOf(a.sellerId, order.orderNumber);
    expect(part).toMatchObject({ _id: unpaid!.id, status: 'confirmed' });
    await advance(a.sellerId, part._id, 'shipped');
    expect((await advance(a.sellerId, part._id, 'shipped')).status).toBe(200);
    expect((await advance(a.sellerId, part._id, 'processing')).status).toBe(409);
    expect((await kindsFor(buyer.id)).filter((kind) => kind === 'order_shipped')).toHaveLength(1);
  });

  it('two sellers delivering at the same moment leave the order delivered and paid once', async () => {
    const { buyer, order } = await placeOrder('together');
    const parts = await Promise.all(lines.map((line) => partOf(line.sellerId, order.orderNumber)));
    await Promise.all(lines.map((line, index) => advance(line.sellerId, parts[index]!._id, 'shipped')));
    const results = await Promise.all(
      lines.map((line, index) => advance(line.sellerId, parts[index]!._id, 'delivered')),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(await orderRow(order._id)).toMatchObject({ status: 'delivered', paymentStatus: 'captured' });
    const statuses = await t.db
      .select({ status: sellerOrders.status })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, order._id));
    expect(statuses.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    expect((await kindsFor(buyer.id)).filter((kind) => kind === 'order_delivered')).toHaveLength(2);
  });
});

describe('demo orders', () => {
  it('the demo buyer has a delivered, a shipped and a new order, and the self-managed seller sees them', async () => {
    const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'seller.self'));
    const [buyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'buyer'));
    const buyerOrders = await t.db
      .select({ orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, buyer!.id))
      .orderBy(desc(orders.createdAt));
    expect(buyerOrders.map((order) => order.status)).toEqual(['confirmed', 'shipped', 'delivered']);
    const cookie = `souk_session=${(await createSession(t.db, seller!.id, false, {})).token}`;
    const { data } = await call('GET', '/api/seller/orders?limit=50', cookie);
    const numbers = buyerOrders.map((order) => order.orderNumber);
    const demo = (data.orders as { orderNumber: string; status: string }[]).filter((part) =>
      numbers.includes(part.orderNumber),
    );
    expect(demo.map((part) => part.status)).toEqual(['confirmed', 'shipped', 'delivered']);
  });

  it("the seller's orders list counts every match on every page, past the last page too", async () => {
    const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'seller.self'));
    const cookie = `souk_session=${(await createSession(t.db, seller!.id, false, {})).token}`;
    const parts = await t.db.select().from(sellerOrders).where(eq(sellerOrders.sellerId, seller!.id));
    const delivered = parts.filter((part) => part.status === 'delivered').length;
    const list = async (query: string) => (await call('GET', `/api/seller/orders?${query}`, cookie)).data;
    const all = await list('limit=50');
    expect(all.orders.length).toBe(Math.min(parts.length, 50));
    for (const query of ['limit=2&page=1', 'limit=2&page=2', 'limit=2&page=9999']) {
      expect((await list(query)).total, query).toBe(parts.length);
    }
    expect((await list('limit=2&page=9999')).orders).toEqual([]);
    // Page 2 of 2 a page continues page 1, newest first.
    const twoPages = [...(await list('limit=2&page=1')).orders, ...(await list('limit=2&page=2')).orders];
    expect(twoPages.map((part: { _id: string }) => part._id)).toEqual(
      all.orders.slice(0, 4).map((part: { _id: string }) => part._id),
    );
    const byStatus = await list('status=delivered&limit=1');
    expect({ total: byStatus.total, totalPages: byStatus.totalPages }).toEqual({
      total: delivered,
      totalPages: delivered,
    });
    const [first] = all.orders as { orderNumber: string }[];
    const searched = await list(`search=${first!.orderNumber}`);
    expect(searched.total).toBe(searched.orders.length);
    expect(searched.orders.map((part: { orderNumber: string }) => part.orderNumber)).toContain(first!.orderNumber);
  });
});

describe('refunds', () => {
  async function paidCardOrder(prefix: string) {
    const placed = await placeOrder(prefix, 'credit_card');
    const session = (
      await call('POST', '/api/payment/bobsal/session', placed.buyer.cookie, { orderId: placed.order._id })
    ).data;
    return { ...placed, session };
  }
  const pay = (checkoutUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `instrument=${SANDBOX_CARDS.success}&action=pay`,
    });

  it('cancelling a paid card order refunds it through the gateway, with one refund notification', async () => {
    const { buyer, order, session } = await paidCardOrder('refund');
    await pay(session.checkoutUrl);
    expect((await orderRow(order._id)).paymentStatus).toBe('captured');

    const cancelled = await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie);
    expect(cancelled.data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, session.transactionId));
    expect(charge!.status).toBe('refunded');
    expect(await kindsFor(buyer.id)).toEqual(['order_placed', 'order_paid', 'order_cancelled', 'refund']);
    const refund = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'refund')));
    expect(refund[0]!.message).toBe(
      `We refunded $${order.total.toFixed(2)} to the card you paid with. Your bank shows it within 5 to 10 working days.`,
    );
  });

  it('a payment that lands after the buyer cancelled is given back at once', async () => {
    const { buyer, order, session } = await paidCardOrder('late');
    expect((await call('POST', `/api/orders/${order._id}/cancel`, buyer.cookie)).data.order.paymentStatus).toBe(
      'pending',
    );
    await pay(session.checkoutUrl);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await kindsFor(buyer.id)).toEqual(['order_placed', 'order_cancelled', 'refund']);
  });
});
