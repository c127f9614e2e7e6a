import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { CLOSING_MESSAGE } from '../../src/http/request-id.ts';
import { SANDBOX_CARDS } from '../../src/integrations/payments/sandbox-gateway.ts';
import { products, productVariants } from '../../src/modules/catalog/catalog.tables.ts';
import { orderItems, orders } from '../../src/modules/orders/orders.tables.ts';
import { outboxMessages } from '../../src/modules/outbox/outbox.tables.ts';
import { makeBuyers } from '../buyers.ts';
import { startSmtpServer } from '../smtp.ts';
import {
  eventually,
  freshDatabase,
  freshRedisPrefix,
  instanceEnv,
  startInstance,
  stopInstance,
  type Instance,
} from './servers.ts';

/**
 * A rolling restart: instance A takes a burst of cash-on-delivery and card orders, and is sent
 * SIGTERM in the middle of it while one of its mails hangs at the provider; instance B beside it
 * takes whatever A refuses, as a load balancer would send it there.
 */
const GRACE_MS = 4000;
const BUYERS = 24;

let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;
let redis: ReturnType<typeof freshRedisPrefix>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-restart-'));
  database = await freshDatabase();
  redis = freshRedisPrefix();
  smtp = await startSmtpServer(0, { hold: (to) => to.startsWith('hangs@') });
  const env = instanceEnv({ databaseUrl: database.url, redisPrefix: redis.prefix, smtpUrl: smtp.url, dataDir });
  a = await startInstance({ ...env, SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  db = await openDatabase({ kind: 'postgres', url: database.url });
}, 360_000);

afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
  await db?.close();
  await database?.drop();
  await redis?.clean();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** What became of one request: a complete answer, refused before the server took it, or cut after. */
type Outcome =
  | { kind: 'answered'; status: number; body: string; location?: string; cookie?: string }
  | { kind: 'refused' }
  | { kind: 'cut'; error: string };

/**
 * One request on a connection of its own (no keep-alive to race the server's closing of idle
 * ones). Refused: the connection was not taken (ECONNREFUSED), or the server answered with the
 * 503 for requests arriving while it closes (http/request-id.ts), before any handler ran. Anything
 * else that ends without a complete answer is a cut.
 */
function send(
  instance: Instance,
  method: string,
  url: string,
  options: { json?: unknown; form?: Record<string, string>; cookie?: string },
): Promise<Outcome> {
  const body =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : options.form
        ? new URLSearchParams(options.form).toString()
        : undefined;
  const headers: Record<string, string> = { ...(options.cookie ? { cookie: options.cookie } : {}) };
  if (body !== undefined)
    headers['content-type'] = options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  return new Promise((resolve) => {
    const request = http.request(`${instance.url}${url}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => resolve({ kind: 'cut', error: `${method} ${url}: ${error.message}` }));
      response.on('end', () => {
        if (!response.complete) return resolve({ kind: 'cut', error: `${method} ${url}: answer ended early` });
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 503 && text.includes(CLOSING_MESSAGE)) return resolve({ kind: 'refused' });
        const cookie = response.headers['set-cookie']
          ?.find((value) => value.startsWith('souk_session='))
          ?.split(';')[0];
        resolve({
          kind: 'answered',
          status: response.statusCode!,
          body: text,
          location: response.headers.location,
          cookie,
        });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'cut', error: `${method} ${url}: ${error.code ?? error.message}` },
      ),
    );
    request.end(body);
  });
}

const cuts: string[] = [];
let refusedByA = 0;
let aTakenOut = false;
let bReady: Promise<Instance> | undefined;

/** Sends to A until A refuses one, then to B: a load balancer takes an instance out at its first 503. */
async function request(
  method: string,
  url: string,
  options: { json?: unknown; form?: Record<string, string>; cookie?: string } = {},
) {
  const first = aTakenOut ? ({ kind: 'refused' } as const) : await send(a, method, url, options);
  if (first.kind === 'refused' && !aTakenOut) {
    aTakenOut = true;
    refusedByA += 1;
  }
  const outcome = first.kind === 'refused' ? await send(await bReady!, method, url, options) : first;
  if (outcome.kind === 'cut') cuts.push(outcome.error);
  if (outcome.kind !== 'answered') throw new Error(`no answer: ${JSON.stringify(outcome)}`);
  return {
    status: outcome.status,
    location: outcome.location,
    // The answers are read as the storefront reads them, field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: () => JSON.parse(outcome.body) as { data: Record<string, any> },
  };
}

const address = {
  firstName: 'Maya',
  lastName: 'Khoury',
  email: 'maya@example.com',
  phone: '71123456',
  streetAddress: 'Hamra Street 3',
  city: 'Beirut',
  location: 'Beirut - Hamra',
  state: '',
  zipCode: '',
};

describe('a restart in the middle of a burst of orders and payments', () => {
  it('answers every request it took, sends each mail once, and leaves the rest to the other instance', async () => {
    // A mail the provider never answers: A is sending it when the SIGTERM comes.
    const queuedAt = Date.now();
    await db.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'hangs@souk.test',
      subject: 'Stuck',
      body: 'The provider never answers this one.',
    });
    await eventually('A to hand the hanging mail to the provider', async () => smtp.held.includes('hangs@souk.test'));

    const buyers = await makeBuyers(db.db, BUYERS, 'restart');
    const variants = await db.db
      .select({ productId: products.id, variantId: productVariants.id, quantity: productVariants.quantity })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(gt(productVariants.quantity, 40), eq(products.allowBackorders, false)))
      .orderBy(productVariants.sku)
      .limit(4);
    expect(variants).toHaveLength(4);
    const stockBefore = new Map(variants.map((variant) => [variant.variantId, variant.quantity]));

    // B starts beside A and is ready to take what A refuses.
    bReady = startInstance(
      instanceEnv({ databaseUrl: database.url, redisPrefix: redis.prefix, smtpUrl: smtp.url, dataDir }),
    );
    b = await bReady;

    const placed: { orderId: string; units: number; variantId: string }[] = [];
    const paid: string[] = [];
    let sigterm: ReturnType<typeof stopInstance> | undefined;
    const buyer = async (index: number) => {
      const { cookie } = buyers[index]!;
      const variant = variants[index % variants.length]!;
      const units = 1 + (index % 3);
      const card = index % 2 === 1;
      await request('POST', '/api/cart/add', {
        cookie,
        json: { productId: variant.productId, variantId: variant.variantId, quantity: units },
      });
      const cartId = (await request('GET', '/api/cart', { cookie })).json().data.cart._id as string;
      const proceed = {
        cookie,
        json: {
          shippingAddress: address,
          paymentMethod: card ? 'credit_card' : 'cash_on_delivery',
          idempotencyKey: randomUUID(),
        },
      };
      const order = await request('POST', `/api/checkout/${cartId}/proceed-to-payment`, proceed);
      expect(order.status).toBe(201);
      const orderId = order.json().data.order._id as string;
      placed.push({ orderId, units, variantId: variant.variantId });
      // A third of the orders in, A is told to stop.
      if (placed.length === BUYERS / 3) sigterm = stopInstance(a);
      if (!card) return;
      const session = (await request('POST', '/api/payment/bobsal/session', { cookie, json: { orderId } })).json().data;
      const payment = await request('POST', session.checkoutUrl as string, {
        form: { instrument: SANDBOX_CARDS.success, expiry: '1230', cvc: '123', action: 'pay' },
      });
      expect(payment.status).toBe(303);
      expect(payment.location).toContain('payment=success');
      // Back from the gateway, the store asks how the payment went, as the return page does.
      const confirmed = await request('POST', '/api/payment/confirm', {
        cookie,
        json: { orderId, transactionId: session.transactionId },
      });
      expect(confirmed.json().data.status).toBe('CAPTURED');
      paid.push(orderId);
    };
    await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)));
    const stopped = await sigterm!;

    // A left of its own accord, within its bound, though a mail was still hanging at the provider.
    expect(stopped).toMatchObject({ code: 0 });
    // The bound, plus the time a starved 2-core machine takes to close the pool (the last-resort exit is at +5 s).
    expect(stopped!.ms).toBeLessThan(GRACE_MS + 4000);
    expect(a.output()).toContain('outbox sends still under way at the shutdown bound');
    expect(a.output()).not.toMatch(/sweep failed|outbox drain failed|Cannot use a pool after calling end/);
    // No request was cut; A did refuse some once it began to close, and B answered those.
    expect(cuts).toEqual([]);
    expect(refusedByA).toBeGreaterThan(0);

    // Every order answered 201 is there, no other, with its stock taken once.
    expect(placed).toHaveLength(BUYERS);
    const ids = placed.map((order) => order.orderId);
    const stored = await db.db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((one) => one.id),
        ),
      );
    expect(stored.map((order) => order.id).sort()).toEqual([...ids].sort());
    expect(
      stored
        .filter((order) => order.paymentStatus === 'captured')
        .map((order) => order.id)
        .sort(),
    ).toEqual([...paid].sort());
    const items = await db.db
      .select({ variantId: orderItems.variantId, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.variantId);
    const stockAfter = await db.db
      .select({ variantId: productVariants.id, quantity: productVariants.quantity })
      .from(productVariants)
      .where(inArray(productVariants.id, [...stockBefore.keys()]));
    for (const { variantId, quantity } of stockAfter) {
      const ordered = placed
        .filter((order) => order.variantId === variantId)
        .reduce((sum, order) => sum + order.units, 0);
      expect(items.find((item) => item.variantId === variantId)?.units ?? 0).toBe(ordered);
      expect(stockBefore.get(variantId)! - quantity).toBe(ordered);
    }

    // Each buyer's mails reach the provider once each, the ones A left behind sent by B.
    const queued = await db.db
      .select({ recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(like(outboxMessages.recipient, 'restart%'));
    expect(queued.length).toBeGreaterThanOrEqual(BUYERS);
    const delivered = () => smtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('restart'));
    await eventually('every queued mail to reach the provider', async () => delivered().length >= queued.length);
    expect(delivered().sort()).toEqual(queued.map((message) => message.recipient).sort());
    const sent = await db.db
      .select({ status: outboxMessages.status, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(like(outboxMessages.recipient, 'restart%'));
    expect(sent.every((message) => message.status === 'sent' && message.attempts === 1)).toBe(true);
    // The hanging mail is left to its lease, neither sent nor given back to be sent again at once.
    const [hanging] = await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'hangs@souk.test'));
    expect(hanging).toMatchObject({ status: 'sending', attempts: 1 });
    // Its lease runs a minute from the claim, which came after it was queued, however long the run took.
    expect(hanging!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(queuedAt + 55_000);
  });
});
