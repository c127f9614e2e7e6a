/**
 * Add to cart and place order under load, beside a bare Fastify route, on a PostgreSQL server
 * (the large catalogue: `npm run seed:bench` first). 50 connections; loopback only.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/orders-load.ts
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { cartItems, carts } from '../apps/api/src/modules/cart/cart.tables.ts';
import { productVariants } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { measure, startServer } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const ORDERS = 1500;


// Buyers with sessions, made directly in the database (the bench measures ordering, not login).
const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const { db } = database;
const run = Date.now().toString(36);
const buyers = await db
  .insert(users)
  .values(Array.from({ length: ORDERS }, (_, index) => ({ userName: `bench-${run}-${index}`, email: `bench-${run}-${index}@example.com`, passwordHash: 'x' })))
  .returning({ id: users.id });
const cookies = await Promise.all(buyers.map(async (buyer) => `souk_session=${(await createSession(db, buyer.id, false, {})).token}`));
const variants = await db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(gt(productVariants.quantity, 1000)).limit(5000);
if (variants.length < 100) {
  await db.update(productVariants).set({ quantity: 100_000 }).where(inArray(productVariants.id, db.select({ id: productVariants.id }).from(productVariants).limit(5000)));
  variants.push(...(await db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(and(gt(productVariants.quantity, 1000))).limit(5000)));
}
const cartRows = await db.insert(carts).values(buyers.map((buyer) => ({ userId: buyer.id }))).returning({ id: carts.id, userId: carts.userId });
await db.insert(cartItems).values(cartRows.map((cart, index) => ({ cartId: cart.id, productId: variants[index % variants.length]!.productId, variantId: variants[index % variants.length]!.id, quantity: 1 })));
console.log(`${ORDERS} buyers with one item each in their cart; ${variants.length} variants in play.\n`);

const bare = await startServer('bench/bare-server.ts', 3411);
const api = await startServer('apps/api/src/server.ts', 3412);
try {
  await measure('bare Fastify route', { url: 'http://127.0.0.1:3411/', duration: 10 });
  let adds = 0;
  await measure('add to cart', {
    url: 'http://127.0.0.1:3412',
    duration: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/add',
        setupRequest: (request) => {
          const variant = variants[(adds * 7919) % variants.length]!;
          const cookie = cookies[adds++ % cookies.length]!;
          return { ...request, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ productId: variant.productId, variantId: variant.id, quantity: 1 }) };
        },
      },
    ],
  });
  // Adding above put more items in the carts; each order now takes those too.
  let placed = 0;
  await measure('place order', {
    url: 'http://127.0.0.1:3412',
    amount: ORDERS,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout/x/proceed-to-payment',
        setupRequest: (request) => {
          const index = placed++ % cartRows.length;
          return {
            ...request,
            path: `/api/checkout/${cartRows[index]!.id}/proceed-to-payment`,
            headers: { 'content-type': 'application/json', cookie: cookies[index]! },
            body: JSON.stringify({ shippingAddress: { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com', phone: '71123456', streetAddress: 'Street 1', city: 'Beirut', location: 'Beirut - Hamra' } }),
          };
        },
      },
    ],
  });
  const [{ orders } = { orders: 0 }] = await queryRows<{ orders: number }>(db, sql`select count(*)::int as orders from orders where user_id in (select id from users where user_name like ${`bench-${run}-%`})`);
  console.log(`\nOrders written: ${orders} of ${ORDERS}.`);
} finally {
  bare.kill();
  api.kill();
  await database.close();
}
