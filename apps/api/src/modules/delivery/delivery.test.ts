import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { demoSessions } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { couriers } from './delivery.tables.ts';

/**
 * Issue 41: the couriers admins keep, a seller's part shipped with one (or by the seller itself),
 * out for delivery, delivered or refused at the door, each step timed and told to the buyer, and the
 * buyer's page of the order with its timeline and tracking link.
 */
let t: TestApp;
let admin: string;
let csManager: string;
let selfSeller: { id: string; cookie: string };
let managedSeller: { id: string; cookie: string };
const lineOf = new Map<string, { productId: string; variantId: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const { cookies, ids } = await demoSessions(t.db, ['admin', 'cs.manager', 'seller.self', 'seller.managed']);
  admin = cookies.admin!;
  csManager = cookies['cs.manager']!;
  selfSeller = { id: ids['seller.self']!, cookie: cookies['seller.self']! };
  managedSeller = { id: ids['seller.managed']!, cookie: cookies['seller.managed']! };
  for (const seller of [selfSeller, managedSeller]) {
    const [row] = await t.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.sellerId, seller.id),
          eq(products.status, 'published'),
          gt(productVariants.quantity, 20),
          eq(products.allowBackorders, false),
        ),
      )
      .orderBy(productVariants.sku)
      .limit(1);
    lineOf.set(seller.id, row!);
  }
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

/** A buyer's cash order of one unit from each seller given; the buyer, the order and its parts by seller. */
async function placeOrder(prefix: string, sellers: { id: string }[]) {
  const [buyer] = await makeBuyers(t.db, 1, prefix);
  for (const seller of sellers)
    await call('POST', '/api/cart/add', buyer!.cookie, { ...lineOf.get(seller.id)!, quantity: 1 });
  const cartId = (await call('GET', '/api/cart', buyer!.cookie)).data.cart._id;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
    shippingAddress: SHIPPING_ADDRESS,
    paymentMethod: 'cash_on_delivery',
  });
  expect(placed.status, placed.message).toBeLessThan(300);
  const order = placed.data.order as { _id: string; orderNumber: string };
  const parts = await t.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order._id));
  const partOf = (sellerId: string) => parts.find((part) => part.sellerId === sellerId)!.id;
  return { buyer: buyer!, order, partOf };
}

const step = (cookie: string, partId: string, body: object) =>
  call('PATCH', `/api/seller/orders/${partId}/status`, cookie, body);
const kindsOf = async (userId: string) =>
  (
    await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)
  ).map((row) => ({ kind: row.kind, params: row.params as unknown as Record<string, unknown>, message: row.message }));

async function newCourier(name: string, trackingUrl: string | null, active = true) {
  const made = await call('POST', '/api/admin/couriers', admin, { name, trackingUrl: trackingUrl ?? '', active });
  expect(made.status, made.message).toBe(200);
  return made.data.courier as { _id: string; name: string; trackingUrl: string | null; active: boolean };
}

describe('couriers, kept by admins', () => {
  it('an admin adds, lists and changes couriers; the address must hold the number once; names are unique', async () => {
    const courier = await newCourier('Test Express', 'https://track.test-express.example/p/{number}');
    expect(courier).toMatchObject({ name: 'Test Express', active: true });
    const bad = await call('POST', '/api/admin/couriers', admin, {
      name: 'No Slot',
      trackingUrl: 'https://track.example/parcel',
    });
    expect(bad).toMatchObject({ status: 400, message: MESSAGES.courierTrackingUrlInvalid });
    const plainHttp = await call('POST', '/api/admin/couriers', admin, {
      name: 'Plain',
      trackingUrl: 'http://track.example/{number}',
    });
    expect(plainHttp.status).toBe(400);
    const twice = await call('POST', '/api/admin/couriers', admin, { name: 'test express', trackingUrl: '' });
    expect(twice).toMatchObject({ status: 409, message: MESSAGES.courierNameTaken });

    const changed = await call('PUT', `/api/admin/couriers/${courier._id}`, admin, {
      name: 'Test Express',
      trackingUrl: '',
      active: false,
    });
    expect(changed.data.courier).toMatchObject({ trackingUrl: null, active: false });
    const listed = (await call('GET', '/api/admin/couriers', admin)).data.couriers as { name: string }[];
    // The demo's four, and this one.
    expect(listed.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Aramex', 'Wakilni', 'Toters', 'Test Express']),
    );
    const offered = (await call('GET', '/api/seller/couriers', selfSeller.cookie)).data.couriers as { name: string }[];
    expect(offered.map((row) => row.name)).not.toContain('Test Express');
    expect(offered.map((row) => row.name)).not.toContain('Liban Post');
    expect(offered.map((row) => row.name)).toEqual(expect.arrayContaining(['Aramex', 'Toters', 'Wakilni']));
    expect((await call('PUT', `/api/admin/couriers/${crypto.randomUUID()}`, admin, { name: 'Ghost' })).status).toBe(
      404,
    );
  });

  it('only admins reach the list: sellers, the desk and buyers are refused', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'courierbuyer');
    for (const cookie of [selfSeller.cookie, csManager, buyer!.cookie]) {
      expect((await call('GET', '/api/admin/couriers', cookie)).status).toBe(403);
      expect((await call('POST', '/api/admin/couriers', cookie, { name: 'Sneaky', trackingUrl: '' })).status).toBe(403);
    }
    expect((await t.db.select().from(couriers).where(eq(couriers.name, 'Sneaky'))).length).toBe(0);
    expect((await call('GET', '/api/seller/couriers', buyer!.cookie)).status).toBe(403);
  });
});

describe('shipping with a courier, step by step', () => {
  it('shipping names an active courier and its number, or own delivery (the status alone, as the spec sends it)', async () => {
    const { partOf } = await placeOrder('shipask', [selfSeller]);
    const part = partOf(selfSeller.id);
    const [aramex] = await t.db.select().from(couriers).where(eq(couriers.name, 'Aramex'));
    const [retired] = await t.db.select().from(couriers).where(eq(couriers.name, 'Liban Post'));
    expect(await step(selfSeller.cookie, part, { status: 'shipped', trackingNumber: 'AX1' })).toMatchObject({
      status: 400,
      message: MESSAGES.courierRequired,
    });
    expect(await step(selfSeller.cookie, part, { status: 'shipped', courierId: aramex!.id })).toMatchObject({
      status: 400,
      message: MESSAGES.trackingNumberRequired,
    });
    expect(
      await step(selfSeller.cookie, part, { status: 'shipped', courierId: retired!.id, trackingNumber: 'LP1' }),
    ).toMatchObject({ status: 400, message: MESSAGES.courierNotFound });
    const [row] = await t.db.select().from(sellerOrders).where(eq(sellerOrders.id, part));
    expect(row).toMatchObject({ status: 'confirmed', shippedAt: null, courierId: null });
    const bare = await step(selfSeller.cookie, part, { status: 'shipped' });
    expect(bare.data.order).toMatchObject({
      status: 'shipped',
      ownDelivery: true,
      courier: null,
      trackingNumber: null,
    });
  });

  it('a courier and number: the seller and the buyer see them, the tracking link holds the number, each step is timed and told', async () => {
    const { buyer, order, partOf } = await placeOrder('shipcourier', [selfSeller]);
    const part = partOf(selfSeller.id);
    const [aramex] = await t.db.select().from(couriers).where(eq(couriers.name, 'Aramex'));
    const shipped = await step(selfSeller.cookie, part, {
      status: 'shipped',
      courierId: aramex!.id,
      trackingNumber: ' AX 7781/2 ',
    });
    expect(shipped.status, shipped.message).toBe(200);
    expect(shipped.data.order).toMatchObject({
      status: 'shipped',
      courier: 'Aramex',
      trackingNumber: 'AX 7781/2',
      trackingUrl: 'https://track.aramex.example/shipments/AX%207781%2F2',
      ownDelivery: false,
      nextSteps: ['out_for_delivery', 'delivered', 'refused'],
    });
    const out = await step(selfSeller.cookie, part, { status: 'out_for_delivery' });
    expect(out.data.order.nextSteps).toEqual(['delivered', 'refused']);
    expect((await t.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('shipped');
    await step(selfSeller.cookie, part, { status: 'delivered' });

    const page = await call('GET', `/api/order-by-number/${order.orderNumber}`, buyer.cookie);
    expect(page.status).toBe(200);
    expect(page.data.order).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'delivered',
      paymentStatus: 'captured',
    });
    const [view] = page.data.parts;
    expect(view).toMatchObject({
      status: 'delivered',
      courier: 'Aramex',
      trackingNumber: 'AX 7781/2',
      trackingUrl: 'https://track.aramex.example/shipments/AX%207781%2F2',
      expected: null,
    });
    const timeline = view.timeline as { step: string; at: string | null }[];
    expect(timeline.map((entry) => entry.step)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    // Every step has its date, in the order they happened.
    const times = timeline.map((entry) => Date.parse(entry.at!));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const notices = await kindsOf(buyer.id);
    expect(notices.map((notice) => notice.kind)).toEqual([
      'order_placed',
      'order_shipped',
      'order_out_for_delivery',
      'order_delivered',
    ]);
    expect(notices[1]!.params).toMatchObject({ courier: 'Aramex', trackingNumber: 'AX 7781/2' });
    expect(notices[1]!.message).toContain('with Aramex, tracking number AX 7781/2');
  });

  it('shipped, the buyer is shown when to expect it; a courier without a tracking address gives the number alone', async () => {
    const { buyer, order, partOf } = await placeOrder('shiptoters', [selfSeller]);
    const [toters] = await t.db.select().from(couriers).where(eq(couriers.name, 'Toters'));
    await step(selfSeller.cookie, partOf(selfSeller.id), { status: 'processing' });
    await step(selfSeller.cookie, partOf(selfSeller.id), {
      status: 'shipped',
      courierId: toters!.id,
      trackingNumber: 'T-55',
    });
    const [view] = (await call('GET', `/api/order-by-number/${order.orderNumber.toLowerCase()}`, buyer.cookie)).data
      .parts;
    expect(view).toMatchObject({ courier: 'Toters', trackingNumber: 'T-55', trackingUrl: null });
    const shippedAt = Date.parse(view.timeline.find((entry: { step: string }) => entry.step === 'shipped').at);
    const day = 24 * 60 * 60 * 1000;
    expect(Date.parse(view.expected.from) - shippedAt).toBe(day);
    expect(Date.parse(view.expected.to) - shippedAt).toBe(3 * day);
    // Not reached yet: out for delivery and delivered wait without a date.
    expect(view.timeline.slice(-2)).toEqual([
      { step: 'out_for_delivery', at: null },
      { step: 'delivered', at: null },
    ]);
  });

  it('own delivery: no courier, no number; shipped straight to delivered leaves out for delivery off the timeline', async () => {
    const { buyer, order, partOf } = await placeOrder('shipown', [selfSeller]);
    const shipped = await step(selfSeller.cookie, partOf(selfSeller.id), { status: 'shipped', ownDelivery: true });
    expect(shipped.data.order).toMatchObject({
      ownDelivery: true,
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    await step(selfSeller.cookie, partOf(selfSeller.id), { status: 'delivered' });
    const [view] = (await call('GET', `/api/order-by-number/${order.orderNumber}`, buyer.cookie)).data.parts;
    expect(view.timeline.map((entry: { step: string }) => entry.step)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    const shippedNotice = (await kindsOf(buyer.id)).find((notice) => notice.kind === 'order_shipped')!;
    expect(shippedNotice.message).toBe('Your order is on its way. Expect it within 1 to 3 days.');
  });

  it('refused at the door: only once the parcel left; its stock comes back, it is no sale, the buyer is told', async () => {
    const { buyer, order, partOf } = await placeOrder('refusal', [selfSeller, managedSeller]);
    const part = partOf(selfSeller.id);
    expect(await step(selfSeller.cookie, part, { status: 'refused' })).toMatchObject({
      status: 409,
      message: MESSAGES.orderStatusNotAllowed,
    });
    const stockOf = async () =>
      (
        await t.db
          .select({ quantity: productVariants.quantity })
          .from(productVariants)
          .where(eq(productVariants.id, lineOf.get(selfSeller.id)!.variantId))
      )[0]!.quantity;
    const before = await stockOf();
    await step(selfSeller.cookie, part, { status: 'shipped', ownDelivery: true });
    await step(selfSeller.cookie, part, { status: 'out_for_delivery' });
    const refused = await step(selfSeller.cookie, part, { status: 'refused' });
    expect(refused.data.order).toMatchObject({ status: 'refused', nextSteps: [] });
    expect(await stockOf()).toBe(before + 1);
    expect(await step(selfSeller.cookie, part, { status: 'delivered' })).toMatchObject({ status: 409 });

    // The other seller's parcel still travels: the order is not over.
    expect((await t.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('confirmed');
    const page = (await call('GET', `/api/order-by-number/${order.orderNumber}`, buyer.cookie)).data;
    const view = page.parts.find((candidate: { _id: string }) => candidate._id === part);
    expect(view.timeline.map((entry: { step: string }) => entry.step)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'refused',
    ]);
    expect(view.timeline.every((entry: { at: string | null }) => entry.at !== null)).toBe(true);
    const notice = (await kindsOf(buyer.id)).find((row) => row.kind === 'order_refused')!;
    expect(notice.message).toContain('refused at the door');
    // The seller's home counts it apart, and not among today's orders.
    const home = await call('GET', '/api/orders/seller-dashboard', selfSeller.cookie);
    expect(home.data.ordersByStatus.refused).toBeGreaterThanOrEqual(1);
    // A buyer's refusals, as the cash-on-delivery limit counts them.
    const [count] = await t.db
      .execute<{ refused: number }>(
        sql`select count(*)::int as refused from seller_orders so join orders o on o.id = so.order_id
        where o.user_id = ${buyer.id} and so.status = 'refused'`,
      )
      .then((result) => (result as unknown as { rows: { refused: number }[] }).rows);
    expect(count!.refused).toBe(1);
  });
});

describe("the buyer's order page and staff for a managed seller", () => {
  it('answers the order to its buyer alone: another buyer, a seller and an unknown number get 404', async () => {
    const { buyer, order } = await placeOrder('pageowner', [selfSeller]);
    const [other] = await makeBuyers(t.db, 1, 'pagestranger');
    expect((await call('GET', `/api/order-by-number/${order.orderNumber}`, buyer.cookie)).status).toBe(200);
    for (const cookie of [other!.cookie, selfSeller.cookie]) {
      const answer = await call('GET', `/api/order-by-number/${order.orderNumber}`, cookie);
      expect(answer).toMatchObject({ status: 404, message: MESSAGES.orderNotFound });
    }
    expect((await call('GET', '/api/order-by-number/SK999999999', buyer.cookie)).status).toBe(404);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/order-by-number/${order.orderNumber}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("staff move a managed seller's parcel, not a self-managed seller's", async () => {
    const { buyer, partOf } = await placeOrder('staffmoves', [selfSeller, managedSeller]);
    const [wakilni] = await t.db.select().from(couriers).where(eq(couriers.name, 'Wakilni'));
    const moved = await call('PATCH', `/api/admin/seller-orders/${partOf(managedSeller.id)}/status`, admin, {
      status: 'shipped',
      courierId: wakilni!.id,
      trackingNumber: 'WK-1',
    });
    expect(moved.status, moved.message).toBe(200);
    expect(moved.data.order).toMatchObject({
      status: 'shipped',
      courier: 'Wakilni',
      trackingUrl: 'https://wakilni.example/track?code=WK-1',
    });
    expect((await kindsOf(buyer.id)).map((notice) => notice.kind)).toContain('order_shipped');
    const selfPart = await call('PATCH', `/api/admin/seller-orders/${partOf(selfSeller.id)}/status`, admin, {
      status: 'processing',
    });
    expect(selfPart.status).toBe(404);
    expect(
      (
        await call('PATCH', `/api/admin/seller-orders/${partOf(managedSeller.id)}/status`, csManager, {
          status: 'delivered',
        })
      ).status,
    ).toBe(403);
  });
});
