import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { sellerOrders } from '../src/modules/orders/orders.tables.ts';
import type { Db } from '../src/db/client.ts';

/** A shipping address checkout takes. */
export const SHIPPING_ADDRESS = {
  firstName: 'Maya',
  lastName: 'Khoury',
  email: 'maya@example.com',
  phone: '71123456',
  streetAddress: 'Mar Mikhael 4',
  city: 'Beirut',
  location: 'Beirut - Achrafieh',
};

/** The password of every buyer made here. */
export const BUYER_PASSWORD = 'Buyer-Pass1';

let shared: Promise<string> | undefined;

/** Many signed-in buyers at once, for concurrency tests: one password hash, sessions made directly. */
export async function makeBuyers(db: Db, count: number, prefix: string): Promise<{ id: string; cookie: string }[]> {
  shared ??= hashPassword(BUYER_PASSWORD);
  const passwordHash = await shared;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userName: `${prefix}${index}`,
        email: `${prefix}${index}@example.com`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (row) => {
      const session = await createSession(db, row.id, false, {});
      return { id: row.id, cookie: `souk_session=${session.token}` };
    }),
  );
}

/**
 * The buyer orders one unit of the line, cash on delivery, and its seller takes the part through
 * to delivered: the buyer has then received the product (what a product review asks, issue 40).
 */
export async function receiveProduct(
  t: { app: FastifyInstance; db: Db },
  buyerCookie: string,
  line: { productId: string; variantId: string },
  sellerCookie: string,
) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    (await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })).json();
  await call('POST', '/api/cart/add', buyerCookie, {
    productId: line.productId,
    variantId: line.variantId,
    quantity: 1,
  });
  const cartId = (await call('GET', '/api/cart', buyerCookie)).data.cart._id as string;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, buyerCookie, {
    shippingAddress: SHIPPING_ADDRESS,
    paymentMethod: 'cash_on_delivery',
  });
  const orderId = placed.data.order._id as string;
  const [part] = await t.db.select({ id: sellerOrders.id }).from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  for (const status of ['processing', 'shipped', 'delivered'])
    await call('PATCH', `/api/seller/orders/${part!.id}/status`, sellerCookie, { status });
  return orderId;
}
