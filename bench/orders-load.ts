/**
 * Add to cart and place order under load, beside a bare Fastify route, on a PostgreSQL server
 * (the large catalogue: `npm run seed:bench` first). 50 connections; loopback only. PACED_ADDS and
 * PACED_ORDERS set the paced runs' rates (500 and 100 a second).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/orders-load.ts
 */
import type autocannon from 'autocannon';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { cartItems, carts } from '../apps/api/src/modules/cart/cart.tables.ts';
import { products, productVariants } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { API_SCRIPT, measure, measurePaced, startServer, type BenchRequest } from './load.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
/**
 * Buyers who each place one order, of LINES lines made ready in their carts: the first
 * SATURATED_ORDERS flat out, the rest at PACED_ORDERS a second.
 */
const ORDERS = 2500;
const SATURATED_ORDERS = 1500;
const PACED_ORDERS = Number(process.env.PACED_ORDERS ?? 100);
/** Adds a second in the paced add to cart run. */
const PACED_ADDS = Number(process.env.PACED_ADDS ?? 500);
const LINES = 3;
/**
 * Other buyers, who add to their carts: the add phase does not change the orders measured after
 * it. Add n goes to adder n mod ADDERS and variant n mod VARIANTS, a prime, so no line repeats
 * (which would be answered 409) before ADDERS x VARIANTS adds.
 */
const ADDERS = 1500;
const VARIANTS = 4999;

// Buyers with sessions, made directly in the database (the bench measures ordering, not login).
const database = await openDatabase({ kind: 'postgres', url });
await database.migrate();
const { db } = database;
const run = Date.now().toString(36);
const buyers = await db
  .insert(users)
  .values(
    Array.from({ length: ORDERS + ADDERS }, (_, index) => ({
      userName: `bench-${run}-${index}`,
      email: `bench-${run}-${index}@example.com`,
      passwordHash: 'x',
    })),
  )
  .returning({ id: users.id });
const cookies = await Promise.all(
  buyers.map(async (buyer) => `souk_session=${(await createSession(db, buyer.id, false, {})).token}`),
);
const orderCookies = cookies.slice(0, ORDERS);
const adderCookies = cookies.slice(ORDERS);
const plentiful = () =>
  db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(gt(productVariants.quantity, 1000), eq(productVariants.isActive, true), eq(products.status, 'published')),
    )
    .orderBy(productVariants.id)
    .limit(VARIANTS);
let variants = await plentiful();
if (variants.length < VARIANTS) {
  const some = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isActive, true), eq(products.status, 'published')))
    .limit(VARIANTS);
  await db.update(productVariants).set({ quantity: 100_000 }).where(inArray(productVariants.id, some));
  variants = await plentiful();
}
const cartRows = await db
  .insert(carts)
  .values(buyers.map((buyer) => ({ userId: buyer.id })))
  .returning({ id: carts.id, userId: carts.userId });
const orderCarts = cartRows.slice(0, ORDERS);
await db.insert(cartItems).values(
  orderCarts.flatMap((cart, index) =>
    Array.from({ length: LINES }, (_, line) => {
      const variant = variants[(index * LINES + line) % variants.length]!;
      return { cartId: cart.id, productId: variant.productId, variantId: variant.id, quantity: 1 };
    }),
  ),
);
// PostgreSQL on this machine runs without autovacuum: start every run from a vacuumed, analysed
// database, as autovacuum would keep it, rather than from the dead rows of the runs before.
await db.execute(sql`vacuum (analyze)`);
console.log(
  `${ORDERS} buyers with ${LINES} lines each in their cart, ${ADDERS} more adding to theirs; ${variants.length} variants in play.\n`,
);

const bare = await startServer('bench/bare-server.ts', 3411);
const api = await startServer(API_SCRIPT, 3412);
let adds = 0;
const nextAdd = (): BenchRequest => {
  const variant = variants[adds % variants.length]!;
  const cookie = adderCookies[adds++ % adderCookies.length]!;
  return {
    method: 'POST',
    path: '/api/cart/add',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ productId: variant.productId, variantId: variant.id, quantity: 1 }),
  };
};
let placed = 0;
const nextOrder = (): BenchRequest => {
  const index = placed++ % orderCarts.length;
  return {
    method: 'POST',
    path: `/api/checkout/${orderCarts[index]!.id}/proceed-to-payment`,
    headers: { 'content-type': 'application/json', cookie: orderCookies[index]! },
    // An idempotency key, as the web app sends with every order.
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      shippingAddress: {
        firstName: 'Bench',
        lastName: 'Buyer',
        email: 'bench@example.com',
        phone: '71123456',
        streetAddress: 'Street 1',
        city: 'Beirut',
        location: 'Beirut - Hamra',
      },
    }),
  };
};
/** An autocannon request whose method, path, headers and body come from `next`. */
const flatOut = (next: () => BenchRequest): autocannon.Request => ({
  setupRequest: (request) => ({ ...request, ...next() }),
});
try {
  await measure('bare Fastify route', { url: 'http://127.0.0.1:3411/', duration: 10 });
  // Flat out: 50 connections that send again the moment an answer arrives (the most the two cores give).
  await measure('add to cart, flat out', { url: 'http://127.0.0.1:3412', duration: 10, requests: [flatOut(nextAdd)] });
  await measure('place order, flat out', {
    url: 'http://127.0.0.1:3412',
    amount: SATURATED_ORDERS,
    requests: [flatOut(nextOrder)],
  });
  // Paced: 50 shoppers who pause between clicks, at a steady rate in all well under flat out.
  await measurePaced(`add to cart, 50 shoppers, ${PACED_ADDS}/s`, {
    port: 3412,
    rate: PACED_ADDS,
    total: PACED_ADDS * 10,
    next: nextAdd,
  });
  await measurePaced(`place order, 50 shoppers, ${PACED_ORDERS}/s`, {
    port: 3412,
    rate: PACED_ORDERS,
    total: ORDERS - SATURATED_ORDERS,
    next: nextOrder,
  });
  const [{ orders } = { orders: 0 }] = await queryRows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from orders where user_id in (select id from users where user_name like ${`bench-${run}-%`})`,
  );
  console.log(`\nOrders written: ${orders} of ${ORDERS}.`);
} finally {
  bare.kill();
  api.kill();
  await database.close();
}
