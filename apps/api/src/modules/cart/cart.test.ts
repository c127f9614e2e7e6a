import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seeds/seed.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

let t: TestApp;
let inStock: { productId: string; variantId: string; stock: number; priceCents: number }[];
beforeAll(async () => {
  // These tests clamp quantities to the stock: the limit per order is lifted here, and has its own
  // tests below, with the store's default.
  t = await createTestApp({ MAX_UNITS_PER_VARIANT: '9999' });
  // One variant from each of six different products.
  const candidates = (
    await t.db
      .select({
        productId: productVariants.productId,
        variantId: productVariants.id,
        stock: productVariants.quantity,
        priceCents: productVariants.priceCents,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(gt(productVariants.quantity, 10), eq(products.allowBackorders, false)))
      .orderBy(productVariants.sku)
      .limit(60)
  ).map((row) => row);
  inStock = candidates
    .filter((row, index) => candidates.findIndex((other) => other.productId === row.productId) === index)
    .slice(0, 6);
});
afterAll(() => t.close());

type Cart = {
  _id: string;
  items: { variantId: string; quantity: number; price: number; lineTotal: number }[];
  subtotal: number;
  totalQuantity: number;
  total: number;
  shippingFee: number;
};
async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { guestId?: string; cookie?: string; body?: object } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(options.guestId ? { 'x-guest-id': options.guestId } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
  const body = response.json();
  return { status: response.statusCode, message: body.message as string, cart: body.data?.cart as Cart, body };
}

let ipCounter = 0;
const login = async (email: string) =>
  sessionCookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: `10.5.0.${++ipCounter}`,
    }),
  );

describe('cart', () => {
  it('a guest adds, changes and removes items; prices and totals come from the server', async () => {
    const guestId = crypto.randomUUID();
    const [a, b] = inStock;
    const added = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: a!.productId, variantId: a!.variantId, quantity: 2, price: 0.01 },
    });
    expect(added.status).toBe(200);
    expect(added.message).toBe(MESSAGES.addedToCart);
    expect(added.body.data.item).toMatchObject({ variantId: a!.variantId, quantity: 2 });
    expect(added.cart.totalQuantity).toBe(2);
    await call('POST', '/api/cart/add', { guestId, body: { productId: b!.productId, variantId: b!.variantId } });
    const cart = (await call('GET', '/api/cart', { guestId })).cart;
    expect(cart.items[0]).toMatchObject({ variantId: a!.variantId, quantity: 2, price: a!.priceCents / 100 });
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotal).toBeCloseTo((a!.priceCents * 2 + b!.priceCents) / 100, 2);
    // Spec 2 section 3's derived fields, shipping estimated until checkout knows the location.
    const subtotalCents = a!.priceCents * 2 + b!.priceCents;
    const vatCents = Math.round(subtotalCents * 0.11);
    expect(cart).toMatchObject({
      discountAmount: 0,
      vatRate: 0.11,
      couponApplied: false,
      pricing: { appliedCoupon: null, vatAmount: vatCents / 100 },
    });
    expect(cart.total).toBeCloseTo((subtotalCents + vatCents) / 100 + cart.shippingFee, 2);

    const duplicate = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: a!.productId, variantId: a!.variantId },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toBe(MESSAGES.itemAlreadyInCart);

    const clamped = await call('PUT', `/api/cart/${cart._id}/update-quantity`, {
      guestId,
      body: { variantId: a!.variantId, quantity: 100_000 },
    });
    expect(clamped.cart.items.find((item) => item.variantId === a!.variantId)!.quantity).toBe(a!.stock);
    const zero = await call('PUT', `/api/cart/${cart._id}/update-quantity`, {
      guestId,
      body: { variantId: a!.variantId, quantity: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Minimum quantity is 1');

    const removed = await call('DELETE', `/api/cart/${cart._id}/items/${b!.variantId}`, { guestId });
    expect(removed.cart.items.map((item) => item.variantId)).toEqual([a!.variantId]);
    const cleared = await call('DELETE', `/api/cart/${cart._id}/clear`, { guestId });
    expect(cleared.cart.items).toEqual([]);
  });

  it('a cart is reachable only by its owner', async () => {
    const owner = crypto.randomUUID();
    const [a] = inStock;
    await call('POST', '/api/cart/add', { guestId: owner, body: { productId: a!.productId, variantId: a!.variantId } });
    const { cart } = await call('GET', '/api/cart', { guestId: owner });
    const stranger = await call('DELETE', `/api/cart/${cart._id}/clear`, { guestId: crypto.randomUUID() });
    expect(stranger.status).toBe(404);
    const buyer = await call('PUT', `/api/cart/${cart._id}/update-quantity`, {
      cookie: await login('buyer@souk.test'),
      body: { variantId: a!.variantId, quantity: 2 },
    });
    expect(buyer.status).toBe(404);
    expect((await call('GET', '/api/cart', { guestId: owner })).cart.items).toHaveLength(1);
  });

  it('a visitor who just logged out is a guest with an empty cart and wish list, not a 400, and leaves no row', async () => {
    const cookie = await login('buyer@souk.test');
    await call('POST', '/api/cart/add', {
      cookie,
      body: { productId: inStock[0]!.productId, variantId: inStock[0]!.variantId },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    const [before] = await t.db.select({ count: sql<number>`count(*)::int` }).from(carts);
    // The stale cookie still comes along, and no guest id yet.
    const cart = await call('GET', '/api/cart', { cookie });
    expect(cart.status).toBe(200);
    expect(cart.cart).toMatchObject({ items: [], totalQuantity: 0, subtotal: 0 });
    const wishlist = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: { cookie } });
    expect(wishlist.statusCode).toBe(200);
    expect(wishlist.json().data.items).toEqual([]);
    expect((await call('GET', '/api/cart')).cart.items).toEqual([]);
    const [after] = await t.db.select({ count: sql<number>`count(*)::int` }).from(carts);
    expect(after!.count).toBe(before!.count);
  });

  it('refuses malformed guest ids, unknown variants and sold-out items', async () => {
    expect((await call('GET', '/api/cart', { guestId: 'not-a-uuid' })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart?guestId=1' })).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/cart/add', {
          body: { productId: inStock[0]!.productId, variantId: inStock[0]!.variantId },
        })
      ).status,
    ).toBe(400);
    const guestId = crypto.randomUUID();
    const [a, b] = inStock;
    const mismatched = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: b!.productId, variantId: a!.variantId },
    });
    expect(mismatched.status).toBe(404);
    expect(mismatched.message).toBe(MESSAGES.noVariants);
    const [soldOut] = await t.db.select().from(productVariants).where(eq(productVariants.quantity, 0)).limit(1);
    const refused = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: soldOut!.productId, variantId: soldOut!.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(MESSAGES.outOfStock);
  });

  it('add clamps the quantity to the stock and counts the cart; a withdrawn product cannot be added', async () => {
    const guestId = crypto.randomUUID();
    const [a, b, , , , f] = inStock;
    const first = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: a!.productId, variantId: a!.variantId, quantity: 100_000 },
    });
    expect(first.body.data.item.quantity).toBe(a!.stock);
    expect(first.cart.totalQuantity).toBe(a!.stock);
    const second = await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: b!.productId, variantId: b!.variantId, quantity: 2 },
    });
    expect(second.cart).toEqual({ _id: first.cart._id, totalQuantity: a!.stock + 2 });
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, f!.productId));
    try {
      const withdrawn = await call('POST', '/api/cart/add', {
        guestId,
        body: { productId: f!.productId, variantId: f!.variantId },
      });
      expect(withdrawn.status).toBe(404);
      expect(withdrawn.message).toBe(MESSAGES.noVariants);
      // A line already in the cart when its product was withdrawn cannot be changed either.
      await t.db.update(products).set({ status: 'published' }).where(eq(products.id, f!.productId));
      await call('POST', '/api/cart/add', { guestId, body: { productId: f!.productId, variantId: f!.variantId } });
      await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, f!.productId));
      const changed = await call('PUT', `/api/cart/${first.cart._id}/update-quantity`, {
        guestId,
        body: { variantId: f!.variantId, quantity: 2 },
      });
      expect(changed.status).toBe(404);
      expect(changed.message).toBe(MESSAGES.noVariants);
    } finally {
      await t.db.update(products).set({ status: 'published' }).where(eq(products.id, f!.productId));
    }
  });

  it("a guest's cart and wish list join the account on login, quantities added and clamped", async () => {
    const guestId = crypto.randomUUID();
    const [, , c, d, e] = inStock;
    const cookie = await login('seller.managed@souk.test');
    await call('POST', '/api/cart/add', {
      cookie,
      body: { productId: c!.productId, variantId: c!.variantId, quantity: c!.stock - 1 },
    });
    await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: c!.productId, variantId: c!.variantId, quantity: 5 },
    });
    await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: d!.productId, variantId: d!.variantId, quantity: 2 },
    });
    await call('POST', '/api/wishlist/add', { guestId, body: { productId: e!.productId } });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-guest-id': guestId },
      payload: { email: 'seller.managed@souk.test', password: DEMO_PASSWORD },
      remoteAddress: '10.5.1.1',
    });
    const merged = (await call('GET', '/api/cart', { cookie: sessionCookieOf(response) })).cart;
    expect(merged.items.find((item) => item.variantId === c!.variantId)!.quantity).toBe(c!.stock);
    expect(merged.items.find((item) => item.variantId === d!.variantId)!.quantity).toBe(2);
    const wishlist = (await call('GET', '/api/wishlist', { cookie: sessionCookieOf(response) })).body.data;
    expect(wishlist.items.map((item: { product: { productId: string } }) => item.product.productId)).toContain(
      e!.productId,
    );
    expect(await t.db.select().from(carts).where(eq(carts.guestId, guestId))).toHaveLength(0);
  });

  it('a merged line that sold out meanwhile keeps the larger quantity, shown unavailable', async () => {
    const guestId = crypto.randomUUID();
    const [, , , , , f] = inStock;
    const cookie = await login('buyer@souk.test');
    const mine = await call('POST', '/api/cart/add', {
      cookie,
      body: { productId: f!.productId, variantId: f!.variantId, quantity: 5 },
    });
    await call('POST', '/api/cart/add', {
      guestId,
      body: { productId: f!.productId, variantId: f!.variantId, quantity: 2 },
    });
    await t.db.update(productVariants).set({ quantity: 0 }).where(eq(productVariants.id, f!.variantId));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-guest-id': guestId },
        payload: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
        remoteAddress: '10.5.1.2',
      });
      const merged = (await call('GET', '/api/cart', { cookie: sessionCookieOf(response) })).cart;
      expect(merged.items.find((item) => item.variantId === f!.variantId)).toMatchObject({
        quantity: 5,
        available: false,
      });
    } finally {
      await t.db.update(productVariants).set({ quantity: f!.stock }).where(eq(productVariants.id, f!.variantId));
      await call('DELETE', `/api/cart/${mine.cart._id}/clear`, { cookie });
    }
  });

  it('the same item added at once from two tabs is in the cart once', async () => {
    const guestId = crypto.randomUUID();
    const [a] = inStock;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/cart/add', { guestId, body: { productId: a!.productId, variantId: a!.variantId } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(carts)
      .where(eq(carts.guestId, guestId));
    expect(row!.n).toBe(1);
  });
});

describe('wish list', () => {
  it('add is idempotent, check answers, move to cart moves, remove removes', async () => {
    const guestId = crypto.randomUUID();
    const [a, b] = inStock;
    await call('POST', '/api/wishlist/add', { guestId, body: { productId: a!.productId, variantId: a!.variantId } });
    const twice = await call('POST', '/api/wishlist/add', {
      guestId,
      body: { productId: a!.productId, variantId: a!.variantId },
    });
    expect(twice.body.data.count).toBe(1);
    expect(twice.body.message).toBe(MESSAGES.wishlistAdded);
    expect(
      (await call('POST', '/api/wishlist/check', { guestId, body: { productId: a!.productId } })).body.data,
    ).toEqual({ inWishlist: true });
    expect((await call('POST', '/api/wishlist/add', { guestId, body: {} })).body.errors).toContainEqual({
      msg: MESSAGES.missingProductId,
      path: 'productId',
    });

    const moved = await call('POST', '/api/wishlist/move-to-cart', {
      guestId,
      body: { productId: a!.productId, variantId: a!.variantId },
    });
    expect(moved.body.data.count).toBe(0);
    expect((await call('GET', '/api/cart', { guestId })).cart.items.map((item) => item.variantId)).toEqual([
      a!.variantId,
    ]);

    // Two colours of one product saved: moving one leaves the other saved. Not `a`'s product, whose
    // colour may already be in the cart.
    const [twoColours] = await t.db
      .select({
        productId: productVariants.productId,
        ids: sql<string[]>`array_agg(${productVariants.id} order by ${productVariants.id})`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          gt(productVariants.quantity, 0),
          eq(productVariants.isActive, true),
          eq(products.status, 'published'),
          eq(products.sellerActive, true),
          ne(products.id, a!.productId),
        ),
      )
      .groupBy(productVariants.productId)
      .having(sql`count(*) > 1`)
      .limit(1);
    const [first, second] = twoColours!.ids;
    await call('POST', '/api/wishlist/add', { guestId, body: { productId: twoColours!.productId, variantId: first } });
    await call('POST', '/api/wishlist/add', { guestId, body: { productId: twoColours!.productId, variantId: second } });
    const movedOne = await call('POST', '/api/wishlist/move-to-cart', {
      guestId,
      body: { productId: twoColours!.productId, variantId: first },
    });
    expect(movedOne.body.data.items.map((item: { variant: { variantId: string } }) => item.variant.variantId)).toEqual([
      second,
    ]);
    await call('DELETE', `/api/wishlist/remove/${twoColours!.productId}/${second}`, { guestId });

    await call('POST', '/api/wishlist/add', { guestId, body: { productId: b!.productId } });
    const removed = await call('DELETE', `/api/wishlist/remove/${b!.productId}/none`, { guestId });
    expect(removed.body.data.count).toBe(0);
    // Saved with no colour chosen, it shows as its default colour, and removing that colour removes it.
    const saved = await call('POST', '/api/wishlist/add', { guestId, body: { productId: b!.productId } });
    const shownAs = saved.body.data.items[0].variant.variantId as string;
    expect(
      (await call('POST', '/api/wishlist/check', { guestId, body: { productId: b!.productId, variantId: shownAs } }))
        .body.data,
    ).toEqual({ inWishlist: true });
    expect((await call('DELETE', `/api/wishlist/remove/${b!.productId}/${shownAs}`, { guestId })).body.data.count).toBe(
      0,
    );
  });
});

describe('the limit on units of one variant per order', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, guestId: string, body?: object) => {
    const response = await shop.app.inject({
      method,
      url,
      headers: { 'x-guest-id': guestId },
      ...(body ? { payload: body } : {}),
    });
    return response.json() as {
      message: string;
      data: {
        cart: Omit<Cart, 'items'> & { items: (Cart['items'][number] & { maxQuantity: number })[] };
        item: { quantity: number };
      };
    };
  };

  it('is 10 by default: adding or setting more keeps 10 and says why; 10 or fewer go through as asked', async () => {
    expect(shop.config.maxUnitsPerVariant).toBe(10);
    const [a, b] = inStock;
    const guestId = crypto.randomUUID();
    const added = await send('POST', '/api/cart/add', guestId, {
      productId: a!.productId,
      variantId: a!.variantId,
      quantity: 11,
    });
    expect(added.message).toBe('At most 10 of each item per order.');
    expect(added.data.item.quantity).toBe(10);
    const exactly = await send('POST', '/api/cart/add', guestId, {
      productId: b!.productId,
      variantId: b!.variantId,
      quantity: 10,
    });
    expect(exactly.message).toBe(MESSAGES.addedToCart);
    const cart = (await send('GET', '/api/cart', guestId)).data.cart;
    expect(cart.items.map((item) => [item.quantity, item.maxQuantity])).toEqual([
      [10, 10],
      [10, 10],
    ]);

    const set = await send('PUT', `/api/cart/${cart._id}/update-quantity`, guestId, {
      variantId: a!.variantId,
      quantity: 15,
    });
    expect(set.message).toBe('At most 10 of each item per order.');
    expect(set.data.cart.items[0]!.quantity).toBe(10);
    const fewer = await send('PUT', `/api/cart/${cart._id}/update-quantity`, guestId, {
      variantId: a!.variantId,
      quantity: 4,
    });
    expect(fewer.message).toBe(MESSAGES.cartUpdated);
    const [row] = await shop.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart._id), eq(cartItems.variantId, a!.variantId)));
    expect(row!.quantity).toBe(4);
  });

  it('is configurable', async () => {
    const strict = await createTestApp({ MAX_UNITS_PER_VARIANT: '3' });
    try {
      const [a] = inStock;
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { 'x-guest-id': crypto.randomUUID() },
        payload: { productId: a!.productId, variantId: a!.variantId, quantity: 5 },
      });
      expect(response.json()).toMatchObject({
        message: 'At most 3 of each item per order.',
        data: { item: { quantity: 3 } },
      });
    } finally {
      await strict.close();
    }
  });
});
