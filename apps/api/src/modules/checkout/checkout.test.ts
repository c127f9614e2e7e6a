import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { solvedChallenge } from '../../../test/challenge.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { colors, products, productVariants } from '../catalog/catalog.tables.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { couponRedemptions, coupons } from '../coupons/coupons.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { cancelUnpaidOrders } from '../orders/orders.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { supportRequests } from '../support/support.tables.ts';

let t: TestApp;
let twoSellers: { productId: string; variantId: string; priceCents: number; sellerId: string; stock: number }[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      priceCents: productVariants.priceCents,
      sellerId: products.sellerId,
      stock: productVariants.quantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.quantity, 20), eq(products.allowBackorders, false)))
    .orderBy(productVariants.sku)
    .limit(200);
  const first = rows[0]!;
  const second = rows.find((row) => row.sellerId !== first.sellerId)!;
  twoSellers = [first, second];
});
afterAll(() => t.close());

const address = {
  firstName: 'Rami',
  lastName: 'Haddad',
  email: 'rami@example.com',
  phone: '71123456',
  streetAddress: 'Bliss Street 12',
  city: 'Beirut',
  location: 'Beirut - Hamra',
  state: '',
  zipCode: '',
};

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return {
    status: response.statusCode,
    message: json.message as string,
    data: json.data,
    errors: json.errors as { msg: string; path: string }[] | undefined,
  };
}

async function cartWith(cookie: string, lines: { productId: string; variantId: string; quantity: number }[]) {
  for (const line of lines) await call('POST', '/api/cart/add', cookie, line);
  return (await call('GET', '/api/cart', cookie)).data.cart._id as string;
}

describe('checkout', () => {
  it('prices from the server: subtotal, delivery by location, VAT 11%, total in USD and LBP', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'pricing');
    const [a, b] = twoSellers;
    const cartId = await cartWith(buyer!.cookie, [
      { ...a!, quantity: 2 },
      { ...b!, quantity: 1 },
    ]);
    const { data } = await call(
      'GET',
      `/api/checkout/${cartId}?location=${encodeURIComponent('Bekaa - Zahle')}`,
      buyer!.cookie,
    );
    const subtotal = a!.priceCents * 2 + b!.priceCents;
    const vat = Math.round(subtotal * 0.11);
    expect(data.pricing).toMatchObject({
      subtotal: subtotal / 100,
      shippingFee: 5,
      vatRate: 0.11,
      vatAmount: vat / 100,
      discountAmount: 0,
      total: (subtotal + 500 + vat) / 100,
    });
    expect(data.pricing.totalLbp).toBe(Math.round(((subtotal + 500 + vat) * 89000) / 100));
  });

  it('charges the VAT rate the store is configured with, on the summary and on the order', async () => {
    const reduced = await createTestApp({ VAT_RATE: '0.05' });
    try {
      const [buyer] = await makeBuyers(reduced.db, 1, 'vat');
      const [a] = twoSellers;
      await reduced.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: buyer!.cookie },
        payload: { ...a!, quantity: 1 },
      });
      const cartId = (
        await reduced.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer!.cookie } })
      ).json().data.cart._id;
      const vat = Math.round(a!.priceCents * 0.05) / 100;
      const pricing = (
        await reduced.app.inject({ method: 'GET', url: `/api/checkout/${cartId}`, headers: { cookie: buyer!.cookie } })
      ).json().data.pricing;
      expect(pricing).toMatchObject({ vatRate: 0.05, vatAmount: vat });
      const placed = await reduced.app.inject({
        method: 'POST',
        url: `/api/checkout/${cartId}/proceed-to-payment`,
        headers: { cookie: buyer!.cookie },
        payload: { shippingAddress: address },
      });
      expect(placed.json().data.order).toMatchObject({ vatRate: 0.05, vatAmount: vat });
    } finally {
      await reduced.close();
    }
  });

  it('coupons: the spec messages for each refusal, the discount when valid, removal', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'coupon');
    const [a] = twoSellers;
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 1 }]);
    const apply = (couponCode: string) =>
      call('POST', `/api/checkout/${cartId}/apply-coupon`, buyer!.cookie, { couponCode });
    expect((await apply('')).errors).toContainEqual({ msg: MESSAGES.couponRequired, path: 'couponCode' });
    expect((await apply('NOPE')).message).toBe(MESSAGES.couponInvalid);
    await t.db.insert(coupons).values([
      { code: 'OLD', kind: 'percent', value: 10, endsAt: new Date(Date.now() - 1000) },
      { code: 'BIGSPEND', kind: 'fixed', value: 500, minSubtotalCents: 1_000_000 },
      { code: 'HALF', kind: 'percent', value: 50 },
    ]);
    expect((await apply('old')).message).toBe(MESSAGES.couponExpired);
    expect((await apply('BIGSPEND')).message).toBe('This coupon needs a subtotal of at least $10000.00.');
    const applied = await apply('half');
    expect(applied.status).toBe(200);
    expect(applied.data.pricing.discountAmount).toBe(Math.round(a!.priceCents / 2) / 100);
    expect(applied.data.pricing.appliedCoupon.code).toBe('HALF');
    const withCoupon = (await call('GET', '/api/cart', buyer!.cookie)).data.cart;
    expect(withCoupon).toMatchObject({
      couponCode: 'HALF',
      couponApplied: true,
      pricing: { appliedCoupon: { code: 'HALF' } },
    });
    expect(withCoupon.discountAmount).toBe(applied.data.pricing.discountAmount);
    const removed = await call('DELETE', `/api/checkout/${cartId}/remove-coupon`, buyer!.cookie);
    expect(removed.data.pricing.discountAmount).toBe(0);
  });

  it('a once-per-buyer coupon already used on an order is refused when applied, with the reason', async () => {
    const [buyer, other] = await makeBuyers(t.db, 2, 'usedcoupon');
    const [a] = twoSellers;
    await t.db.insert(coupons).values({ code: 'ONCEEACH', kind: 'percent', value: 10, perUserLimit: 1 });
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 1 }]);
    const first = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
      couponCode: 'ONCEEACH',
    });
    expect(first.data.order.discountAmount).toBeGreaterThan(0);
    await cartWith(buyer!.cookie, [{ ...a!, quantity: 1 }]);
    const again = await call('POST', `/api/checkout/${cartId}/apply-coupon`, buyer!.cookie, { couponCode: 'onceeach' });
    expect(again).toMatchObject({
      status: 400,
      message: MESSAGES.couponAlreadyUsed,
      errors: [{ msg: MESSAGES.couponAlreadyUsed, path: 'couponCode' }],
    });
    expect((await call('GET', '/api/cart', buyer!.cookie)).data.cart).toMatchObject({
      couponCode: null,
      couponApplied: false,
      discountAmount: 0,
    });
    // Another buyer still has their one use.
    const otherCart = await cartWith(other!.cookie, [{ ...a!, quantity: 1 }]);
    expect(
      (await call('POST', `/api/checkout/${otherCart}/apply-coupon`, other!.cookie, { couponCode: 'ONCEEACH' }))
        .message,
    ).toBe(MESSAGES.couponApplied);
  });

  it('a welcome coupon needs a verified phone and is used once per phone, whichever account holds it', async () => {
    const [unverified, first, second] = await makeBuyers(t.db, 3, 'welcomephone');
    const [a] = twoSellers;
    await t.db
      .insert(coupons)
      .values({ code: 'HELLOPHONE', kind: 'percent', value: 10, perUserLimit: 1, oncePerPhone: true });
    const phone = '+96171555111';

    const bare = await cartWith(unverified!.cookie, [{ ...a!, quantity: 1 }]);
    const refused = await call('POST', `/api/checkout/${bare}/apply-coupon`, unverified!.cookie, {
      couponCode: 'HELLOPHONE',
    });
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.couponNeedsVerifiedPhone });

    await t.db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, first!.id));
    const firstCart = await cartWith(first!.cookie, [{ ...a!, quantity: 1 }]);
    const placed = await call('POST', `/api/checkout/${firstCart}/proceed-to-payment`, first!.cookie, {
      shippingAddress: address,
      couponCode: 'HELLOPHONE',
    });
    expect(placed.data.order.discountAmount).toBeGreaterThan(0);
    const [redemption] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, first!.id));
    expect(redemption!.phone).toBe(phone);

    // The number moves to a second account: the gift does not come again.
    await t.db.update(users).set({ phone: null, phoneVerified: false }).where(eq(users.id, first!.id));
    await t.db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, second!.id));
    const secondCart = await cartWith(second!.cookie, [{ ...a!, quantity: 1 }]);
    const again = await call('POST', `/api/checkout/${secondCart}/apply-coupon`, second!.cookie, {
      couponCode: 'HELLOPHONE',
    });
    expect(again).toMatchObject({ status: 400, message: MESSAGES.couponAlreadyUsed });
    const order = await call('POST', `/api/checkout/${secondCart}/proceed-to-payment`, second!.cookie, {
      shippingAddress: address,
      couponCode: 'HELLOPHONE',
    });
    expect(order.status).toBe(400);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, second!.id))).toHaveLength(0);
  });

  it('places a cash-on-delivery order: split per seller, stock taken, coupon redeemed, cart emptied, buyer told', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'order');
    const [a, b] = twoSellers;
    const before = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    const cartId = await cartWith(buyer!.cookie, [
      { ...a!, quantity: 2 },
      { ...b!, quantity: 1 },
    ]);
    await t.db.insert(coupons).values({ code: 'TEN', kind: 'percent', value: 10 });
    const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
      couponCode: 'TEN',
      price: 0.01,
      items: [{ variantId: a!.variantId, price: 0 }],
    });
    expect(placed.status).toBe(201);
    const order = placed.data.order;
    const subtotal = a!.priceCents * 2 + b!.priceCents;
    const discount = Math.round(subtotal / 10);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      subtotal: subtotal / 100,
      discountAmount: discount / 100,
      shippingFee: 3,
    });
    expect(order.total).toBe((subtotal - discount + 300 + Math.round((subtotal - discount) * 0.11)) / 100);
    expect(order.orderNumber).toMatch(/^SK\d{6,}$/);

    expect(await t.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order._id))).toHaveLength(2);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    expect(after!.quantity).toBe(before[0]!.quantity - 2);
    expect((await call('GET', '/api/cart', buyer!.cookie)).data.cart.items).toEqual([]);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order._id))).toHaveLength(1);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, buyer!.id));
    expect(note).toMatchObject({ kind: 'order_placed', title: `Order ${order.orderNumber} placed` });
    expect(
      await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'order0@example.com')),
    ).toHaveLength(1);

    const history = await call('GET', '/api/orders/history', buyer!.cookie);
    expect(history.data.orders.map((entry: { _id: string }) => entry._id)).toEqual([order._id]);
    expect(history.data.orders[0].items).toHaveLength(2);
    // Each line names its product in both languages, for a reader of either.
    const arabicNames = await t.db
      .select({ id: products.id, nameAr: products.nameAr })
      .from(products)
      .where(inArray(products.id, [a!.productId, b!.productId]));
    for (const line of history.data.orders[0].items as {
      product: { _id: string };
      translations: { ar: { name: string } };
    }[]) {
      expect(line.translations.ar.name).toBe(arabicNames.find((row) => row.id === line.product._id)!.nameAr);
      expect(line.translations.ar.name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('refuses a bad address in the spec words and an empty cart', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'address');
    const cartId = await cartWith(buyer!.cookie, []);
    const bad = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: { ...address, firstName: '', phone: '123', email: 'x', location: 'Paris' },
    });
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { msg: 'First name is required', path: 'shippingAddress.firstName' },
        { msg: MESSAGES.phoneEightDigits, path: 'shippingAddress.phone' },
        { msg: 'Invalid email', path: 'shippingAddress.email' },
        { msg: 'Location is required', path: 'shippingAddress.location' },
      ]),
    );
    const empty = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
    });
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(MESSAGES.cartEmpty);
  });

  it('the same submission twice, even at once, makes one order', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'twice');
    const [a] = twoSellers;
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 1 }]);
    const idempotencyKey = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
          shippingAddress: address,
          idempotencyKey,
        }),
      ),
    );
    expect(new Set(results.map((result) => result.data.order._id)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer!.id))).toHaveLength(1);
  });

  it('the buyer cancels before shipping: stock and coupon come back; not twice, not another buyer', async () => {
    const [buyer, other] = await makeBuyers(t.db, 2, 'cancel');
    const [a] = twoSellers;
    const [stock] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    await t.db.insert(coupons).values({ code: 'ONEUSE', kind: 'fixed', value: 100, maxRedemptions: 1 });
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 3 }]);
    const { data } = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
      couponCode: 'ONEUSE',
    });
    expect((await call('POST', `/api/orders/${data.order._id}/cancel`, other!.cookie)).status).toBe(404);
    const cancelled = await call('POST', `/api/orders/${data.order._id}/cancel`, buyer!.cookie);
    expect(cancelled.data.order.status).toBe('cancelled');
    const [restored] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    expect(restored!.quantity).toBe(stock!.quantity);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONEUSE'));
    expect(coupon!.redemptionsCount).toBe(0);
    expect((await call('POST', `/api/orders/${data.order._id}/cancel`, buyer!.cookie)).status).toBe(409);
  });
});

describe('placing an order takes all or nothing', () => {
  it("another buyer's cart is not found, and stays as it was", async () => {
    const [owner, other] = await makeBuyers(t.db, 2, 'stranger');
    const [a] = twoSellers;
    const cartId = await cartWith(owner!.cookie, [{ ...a!, quantity: 1 }]);
    const [before] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, other!.cookie, {
      shippingAddress: address,
    });
    expect(placed.status).toBe(404);
    expect(placed.message).toBe(MESSAGES.cartNotFound);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    expect(after!.quantity).toBe(before!.quantity);
    expect((await call('GET', '/api/cart', owner!.cookie)).data.cart.items).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, other!.id))).toHaveLength(0);
  });

  it('one line short of stock fails the order: no stock taken from the others, no order, the cart kept', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'short');
    const [a, b] = twoSellers;
    await t.db.update(productVariants).set({ quantity: 50 }).where(eq(productVariants.id, a!.variantId));
    await t.db.update(productVariants).set({ quantity: 50 }).where(eq(productVariants.id, b!.variantId));
    const cartId = await cartWith(buyer!.cookie, [
      { ...a!, quantity: 2 },
      { ...b!, quantity: 3 },
    ]);
    await t.db.update(productVariants).set({ quantity: 2 }).where(eq(productVariants.id, b!.variantId));
    const [product] = await t.db.select().from(products).where(eq(products.id, a!.productId));
    const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
    });
    expect(placed.status).toBe(409);
    expect(placed.message).toMatch(/^Not enough stock left for .+ \(2 left\)\.$/);
    const quantities = await t.db
      .select({ id: productVariants.id, quantity: productVariants.quantity })
      .from(productVariants)
      .where(inArray(productVariants.id, [a!.variantId, b!.variantId]));
    expect(Object.fromEntries(quantities.map((row) => [row.id, row.quantity]))).toEqual({
      [a!.variantId]: 50,
      [b!.variantId]: 2,
    });
    const [productAfter] = await t.db.select().from(products).where(eq(products.id, a!.productId));
    expect(productAfter).toMatchObject({ totalQuantity: product!.totalQuantity, salesCount: product!.salesCount });
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer!.id))).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, buyer!.id))).toHaveLength(0);
    expect((await call('GET', '/api/cart', buyer!.cookie)).data.cart.items).toHaveLength(2);
  });

  it('the reply shows the items as stored; the same key again answers with the same order and items', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'replay');
    const [a, b] = twoSellers;
    await t.db
      .update(productVariants)
      .set({ quantity: 50 })
      .where(inArray(productVariants.id, [a!.variantId, b!.variantId]));
    const [productBefore] = await t.db.select().from(products).where(eq(products.id, a!.productId));
    const cartId = await cartWith(buyer!.cookie, [
      { ...a!, quantity: 2 },
      { ...b!, quantity: 1 },
    ]);
    const idempotencyKey = crypto.randomUUID();
    const first = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
      idempotencyKey,
    });
    expect(first.status).toBe(201);
    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.data.order._id));
    const byVariant = (items: { variantId: string }[]) =>
      [...items].sort((x, y) => x.variantId.localeCompare(y.variantId));
    expect(byVariant(first.data.order.items)).toEqual(
      byVariant(
        stored.map((item) => ({
          _id: item.id,
          name: item.name,
          quantity: item.quantity,
          sku: item.sku,
          color: item.color,
          size: item.size,
          price: item.unitPriceCents / 100,
          lineTotal: (item.unitPriceCents * item.quantity) / 100,
          product: { _id: item.productId, name: item.name },
          variantId: item.variantId,
        })),
      ).map((item) => expect.objectContaining(item)),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.data.order._id));
    expect(first.data.order).toMatchObject({
      orderNumber: order!.orderNumber,
      createdAt: order!.createdAt.toISOString(),
      vatRate: 0.11,
      shippingAddress: { ...address, phone: '+96171123456' },
    });
    const [productAfter] = await t.db.select().from(products).where(eq(products.id, a!.productId));
    expect(productAfter).toMatchObject({
      totalQuantity: productBefore!.totalQuantity - 2,
      salesCount: productBefore!.salesCount + 2,
    });

    const again = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
      idempotencyKey,
    });
    expect(again.status).toBe(201);
    expect(again.data.order._id).toBe(first.data.order._id);
    expect(byVariant(again.data.order.items)).toEqual(byVariant(first.data.order.items));
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer!.id))).toHaveLength(1);
  });
});

describe('under concurrency', () => {
  it('100 buyers ordering the last 5 units at once give exactly 5 orders and stock 0', async () => {
    const [a] = twoSellers;
    const buyers = await makeBuyers(t.db, 100, 'rush');
    const carts = await Promise.all(buyers.map((buyer) => cartWith(buyer.cookie, [{ ...a!, quantity: 1 }])));
    await t.db.update(productVariants).set({ quantity: 5 }).where(eq(productVariants.id, a!.variantId));
    const results = await Promise.all(
      buyers.map((buyer, index) =>
        call('POST', `/api/checkout/${carts[index]}/proceed-to-payment`, buyer.cookie, { shippingAddress: address }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.status === 409)).toHaveLength(95);
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, a!.variantId));
    expect(variant!.quantity).toBe(0);
  });

  it('50 buyers using a single-use coupon at once give one redemption', async () => {
    const [, b] = twoSellers;
    await t.db.update(productVariants).set({ quantity: 500 }).where(eq(productVariants.id, b!.variantId));
    await t.db.insert(coupons).values({ code: 'ONLYONE', kind: 'percent', value: 20, maxRedemptions: 1 });
    const buyers = await makeBuyers(t.db, 50, 'race');
    const carts = await Promise.all(buyers.map((buyer) => cartWith(buyer.cookie, [{ ...b!, quantity: 1 }])));
    const results = await Promise.all(
      buyers.map((buyer, index) =>
        call('POST', `/api/checkout/${carts[index]}/proceed-to-payment`, buyer.cookie, {
          shippingAddress: address,
          couponCode: 'ONLYONE',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(
      results.filter((result) => result.status === 400).every((result) => result.message === MESSAGES.couponUsedUp),
    ).toBe(true);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONLYONE'));
    expect(coupon!.redemptionsCount).toBe(1);
    const [redeemed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redeemed!.n).toBe(1);
  });

  it('orders and cancellations of the same two items at once all go through, and the stock adds up', async () => {
    // Cancelled orders list the items highest id first, new orders lowest first: taking and giving
    // back stock in different orders is how two transactions deadlock.
    const [low, high] = [...twoSellers].sort((x, y) => x.variantId.localeCompare(y.variantId));
    await t.db
      .update(productVariants)
      .set({ quantity: 1000 })
      .where(inArray(productVariants.id, [low!.variantId, high!.variantId]));
    const place = (buyer: { cookie: string }, cartId: string) =>
      call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer.cookie, { shippingAddress: address });
    const earlier = await makeBuyers(t.db, 20, 'undo');
    const placed: string[] = [];
    for (const buyer of earlier)
      placed.push(
        (
          await place(
            buyer,
            await cartWith(buyer.cookie, [
              { ...high!, quantity: 2 },
              { ...low!, quantity: 2 },
            ]),
          )
        ).data.order._id,
      );
    const later = await makeBuyers(t.db, 20, 'redo');
    const carts = await Promise.all(
      later.map((buyer) =>
        cartWith(buyer.cookie, [
          { ...low!, quantity: 1 },
          { ...high!, quantity: 1 },
        ]),
      ),
    );
    const results = await Promise.all([
      ...earlier.map((buyer, index) => call('POST', `/api/orders/${placed[index]}/cancel`, buyer.cookie)),
      ...later.map((buyer, index) => place(buyer, carts[index]!)),
    ]);
    expect(results.map((result) => result.status)).toEqual([...Array(20).fill(200), ...Array(20).fill(201)]);
    const stock = await t.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(inArray(productVariants.id, [low!.variantId, high!.variantId]));
    expect(stock.map((variant) => variant.quantity)).toEqual([980, 980]);
  });
});

describe('what one buyer may hold', () => {
  const stockOf = async (variantId: string) =>
    (
      await t.db
        .select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]!.quantity;
  const placeCard = (cookie: string, cartId: string) =>
    call('POST', `/api/checkout/${cartId}/proceed-to-payment`, cookie, {
      shippingAddress: address,
      paymentMethod: 'credit_card',
    });

  it('an order holds at most 10 units of one variant, whatever the cart line says', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'tenmax');
    const [a] = twoSellers;
    await t.db.update(productVariants).set({ quantity: 40 }).where(eq(productVariants.id, a!.variantId));
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 1 }]);
    // More than the limit can reach a line only past the cart's own checks (a guest's cart merged
    // in at login, or a limit lowered since): the order counts the limit, as the cart shows it.
    await t.db.update(cartItems).set({ quantity: 25 }).where(eq(cartItems.cartId, cartId));
    expect((await call('GET', `/api/checkout/${cartId}`, buyer!.cookie)).data.pricing.subtotal).toBe(
      (a!.priceCents * 10) / 100,
    );
    const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
    });
    expect(placed.status).toBe(201);
    expect(placed.data.order.items.map((item: { quantity: number }) => item.quantity)).toEqual([10]);
    expect(placed.data.order.subtotal).toBe((a!.priceCents * 10) / 100);
    expect(await stockOf(a!.variantId)).toBe(30);
  });

  it('a fourth online order waiting for payment is refused, saying why; cash on delivery still goes, and so does one after paying or cancelling', async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'unpaid');
    const [, b] = twoSellers;
    await t.db.update(productVariants).set({ quantity: 100 }).where(eq(productVariants.id, b!.variantId));
    const line = [{ ...b!, quantity: 1 }];
    const placed: string[] = [];
    for (let index = 0; index < 3; index++) {
      const result = await placeCard(buyer!.cookie, await cartWith(buyer!.cookie, line));
      expect(result.status).toBe(201);
      placed.push(result.data.order._id);
    }
    const cartId = await cartWith(buyer!.cookie, line);
    const before = await stockOf(b!.variantId);
    const fourth = await placeCard(buyer!.cookie, cartId);
    expect(fourth).toMatchObject({ status: 409, message: MESSAGES.tooManyUnpaidOrders });
    expect(await stockOf(b!.variantId)).toBe(before);
    expect((await call('GET', '/api/cart', buyer!.cookie)).data.cart.items).toHaveLength(1);

    const cash = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: address,
    });
    expect(cash.status).toBe(201);
    expect((await call('POST', `/api/orders/${placed[0]}/cancel`, buyer!.cookie)).status).toBe(200);
    expect((await placeCard(buyer!.cookie, await cartWith(buyer!.cookie, line))).status).toBe(201);
    expect((await placeCard(buyer!.cookie, await cartWith(buyer!.cookie, line))).status).toBe(409);
  });

  it("an unpaid online order's stock goes back on sale 30 minutes after it was placed, as the buyer was told", async () => {
    const [buyer] = await makeBuyers(t.db, 1, 'hold');
    const [a] = twoSellers;
    await t.db.update(productVariants).set({ quantity: 22 }).where(eq(productVariants.id, a!.variantId));
    const cartId = await cartWith(buyer!.cookie, [{ ...a!, quantity: 10 }]);
    const { data } = await placeCard(buyer!.cookie, cartId);
    expect(await stockOf(a!.variantId)).toBe(12);
    const [placedNote] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer!.id), eq(notifications.kind, 'order_placed')));
    expect(placedNote!.message).toContain('unpaid after 30 minutes, it is cancelled.');

    const placedAt = (await t.db.select().from(orders).where(eq(orders.id, data.order._id)))[0]!.createdAt.getTime();
    const minutesLater = (minutes: number) => new Date(placedAt + minutes * 60_000);
    expect(t.config.unpaidOrderHoldMinutes).toBe(30);
    const status = async () => (await t.db.select().from(orders).where(eq(orders.id, data.order._id)))[0]!.status;
    await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes, minutesLater(29));
    expect(await status()).toBe('pending');
    expect(await stockOf(a!.variantId)).toBe(12);
    await cancelUnpaidOrders(t.db, t.config.unpaidOrderHoldMinutes, minutesLater(31));
    expect(await status()).toBe('cancelled');
    expect(await stockOf(a!.variantId)).toBe(22);
    const [cancelledNote] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer!.id), eq(notifications.kind, 'order_cancelled')));
    expect(cancelledNote!.message).toBe(
      'Your order was cancelled because its payment was not completed within 30 minutes. Nothing was charged.',
    );
  });

  it('the hold is configurable (UNPAID_ORDER_HOLD_MINUTES)', async () => {
    const quick = await createTestApp({ UNPAID_ORDER_HOLD_MINUTES: '5' });
    try {
      const [buyer] = await makeBuyers(quick.db, 1, 'quickhold');
      const [a] = twoSellers;
      const headers = { cookie: buyer!.cookie };
      await quick.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { ...a!, quantity: 1 } });
      const cartId = (await quick.app.inject({ method: 'GET', url: '/api/cart', headers })).json().data.cart._id;
      const payload = { shippingAddress: address, paymentMethod: 'credit_card' };
      await quick.app.inject({ method: 'POST', url: `/api/checkout/${cartId}/proceed-to-payment`, headers, payload });
      const inSixMinutes = new Date(Date.now() + 6 * 60_000);
      expect(await cancelUnpaidOrders(quick.db, quick.config.unpaidOrderHoldMinutes, inSixMinutes)).toBe(1);
    } finally {
      await quick.close();
    }
  });
});

describe('buyer notifications', () => {
  it('list, unread count, read one, mark all, delete one, clear all — only your own', async () => {
    const [buyer, other] = await makeBuyers(t.db, 2, 'bell');
    await t.db.insert(notifications).values([
      { userId: buyer!.id, kind: 'order_placed', title: 'One', message: 'm' },
      { userId: buyer!.id, kind: 'order_shipped', title: 'Two', message: 'm' },
      { userId: other!.id, kind: 'order_placed', title: 'Theirs', message: 'm' },
    ]);
    const listed = await call('GET', '/api/notifications', buyer!.cookie);
    expect(listed.data.notifications).toHaveLength(2);
    expect((await call('GET', '/api/notifications/unread-count', buyer!.cookie)).data.unreadCount).toBe(2);
    const first = listed.data.notifications[0]._id as string;
    expect((await call('PUT', `/api/notifications/${first}/read`, buyer!.cookie)).data.unreadCount).toBe(1);
    const theirs = (await call('GET', '/api/notifications', other!.cookie)).data.notifications[0]._id as string;
    expect((await call('PUT', `/api/notifications/${theirs}/read`, buyer!.cookie)).status).toBe(404);
    expect((await call('DELETE', `/api/notifications/${theirs}`, buyer!.cookie)).status).toBe(404);
    await call('PUT', '/api/notifications/mark-all-read', buyer!.cookie);
    expect((await call('GET', '/api/notifications/unread-count', buyer!.cookie)).data.unreadCount).toBe(0);
    await call('DELETE', `/api/notifications/${first}`, buyer!.cookie);
    expect((await call('GET', '/api/notifications', buyer!.cookie)).data.notifications).toHaveLength(1);
    await call('DELETE', '/api/notifications', buyer!.cookie);
    expect((await call('GET', '/api/notifications', buyer!.cookie)).data.notifications).toHaveLength(0);
    expect((await call('GET', '/api/notifications', other!.cookie)).data.notifications).toHaveLength(1);
  });
});

describe('invoice and support', () => {
  it('the buyer downloads a PDF invoice of their own order; nobody else can', async () => {
    const [buyer, other] = await makeBuyers(t.db, 2, 'invoice');
    const [a, b] = twoSellers;
    const cartId = await cartWith(buyer!.cookie, [
      { ...a!, quantity: 1 },
      { ...b!, quantity: 2 },
    ]);
    const arabicAddress = { ...address, firstName: 'رامي', lastName: 'حداد', streetAddress: 'شارع الحمرا، بناية 12' };
    const { data } = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyer!.cookie, {
      shippingAddress: arabicAddress,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${data.order._id}/invoice`,
      headers: { cookie: buyer!.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(data.order.orderNumber);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const order = data.order as {
      orderNumber: string;
      total: number;
      totalLbp: number;
      vatAmount: number;
      items: { name: string }[];
      parcels: { seller: string }[];
    };
    expect(text).toContain(`Invoice ${order.orderNumber}`);
    for (const parcel of order.parcels) expect(text).toContain(`Sold by ${parcel.seller}`);
    for (const item of order.items) expect(text).toContain(item.name);
    expect(text).toContain(`VAT 11% $${order.vatAmount.toFixed(2)}`);
    expect(text).toContain(`Total (USD) $${order.total.toFixed(2)}`);
    expect(text).toContain(`Total (LBP) LBP ${order.totalLbp.toLocaleString('en-US')}`);
    // It says how the VAT was reached: added on top of the prices, not included in them.
    expect(text).toContain('VAT is added on top of the item prices');
    // The buyer's Arabic name and street are drawn in a font that has them, in reading order.
    expect(text).toContain('رامي حداد');
    expect(text).toContain('شارع الحمرا، بناية 12');

    // A reader of Arabic gets it in Arabic: labels, payment, the products' and colours' Arabic names.
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${data.order._id}/invoice?lang=ar`,
      headers: { cookie: buyer!.cookie },
    });
    expect(arabic.statusCode).toBe(200);
    const { text: arabicText } = await extractText(await getDocumentProxy(new Uint8Array(arabic.rawPayload)), {
      mergePages: true,
    });
    expect(arabicText).toContain(`فاتورة رقم ${order.orderNumber}`);
    for (const parcel of order.parcels) expect(arabicText).toContain(`يبيعه ${parcel.seller}`);
    const lines = await t.db
      .select({ nameAr: products.nameAr, colorAr: colors.nameAr, color: orderItems.color })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(colors, eq(colors.name, orderItems.color))
      .where(eq(orderItems.orderId, data.order._id));
    // pdf.js reads the lam-alef ligature's glyph back as alef-lam; the page shows the ligature.
    const asRead = (arabicWords: string) => arabicWords.replaceAll('لا', 'ال');
    for (const line of lines) {
      expect(line.nameAr).not.toBe('');
      expect(arabicText).toContain(asRead(line.nameAr));
      if (line.color) expect(arabicText).toContain(asRead(line.colorAr || line.color));
    }
    expect(arabicText).toContain(`ضريبة القيمة المضافة 11%`);
    expect(arabicText).toContain(`$${order.vatAmount.toFixed(2)}`);
    expect(arabicText).toContain(asRead('الدفع عند الاستلام'));
    expect(arabicText).toContain('تُضاف ضريبة القيمة المضافة إلى أسعار المنتجات');
    expect(arabicText).not.toMatch(/Invoice|Sold by|Subtotal|Bill to/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${data.order._id}/invoice`,
          headers: { cookie: other!.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a support request is stored; a short phone gets the spec message', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/contact-us',
      payload: { name: 'Rami', phone: '71123456', message: 'Help with my order' },
    });
    expect(sent.json().message).toBe(MESSAGES.supportSent);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/cs/support-request',
      payload: { name: 'Rami', phone: '7112', message: 'x' },
    });
    expect(bad.json().errors).toContainEqual({ msg: 'Phone number must be exactly 8 digits.', path: 'phone' });
  });

  it('one address sending support requests in a flood solves a challenge per request after five in ten minutes; others do not', async () => {
    const send = (remoteAddress: string, message: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cs/support-request',
        remoteAddress,
        headers,
        payload: { name: 'Flood', phone: '71123456', message },
      });
    const tag = `flood-${Date.now()}`;
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await send('10.9.0.1', `${tag} ${index}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 403]);
    expect(answers[5]!.json().errors).toEqual([{ msg: MESSAGES.challengeRequired, path: 'altcha' }]);
    expect((await send('10.9.0.1', `${tag} solved`, await solvedChallenge(t.app))).statusCode).toBe(200);
    expect((await send('10.9.0.2', `${tag} other`)).statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(supportRequests)
      .where(sql`${supportRequests.message} like ${`${tag}%`}`);
    expect(stored).toHaveLength(7);
  });
});
