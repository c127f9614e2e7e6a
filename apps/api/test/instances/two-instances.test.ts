import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seeds/seed.ts';
import { startSmtpServer } from '../smtp.ts';
import {
  call,
  eventually,
  freshDatabase,
  freshRedisPrefix,
  instanceEnv,
  startInstance,
  stopInstance,
  type Instance,
} from './servers.ts';

/**
 * Two API processes, as two instances behind a load balancer would run: one PostgreSQL database,
 * one Redis (under a prefix of this run's own), one SMTP server. The first instance migrates and
 * seeds the empty database; the second starts on it once the first is up.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: pg.Client;
let redis: ReturnType<typeof freshRedisPrefix>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let one: Instance;
let other: Instance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-instances-'));
  database = await freshDatabase();
  redis = freshRedisPrefix();
  smtp = await startSmtpServer();
  const env = instanceEnv({ databaseUrl: database.url, redisPrefix: redis.prefix, smtpUrl: smtp.url, dataDir });
  one = await startInstance(env);
  other = await startInstance(env);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 360_000);

afterAll(async () => {
  await Promise.all([stopInstance(one), stopInstance(other)]);
  await sql?.end();
  await database?.drop();
  await redis?.clean();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const redisValue = (key: string) => redis.redis.get(`${redis.prefix}${key}`);

describe('two instances on one database and one Redis', () => {
  it('both report healthy, Redis included', async () => {
    for (const instance of [one, other])
      expect((await call(instance, 'GET', '/api/health')).body.data).toEqual({ db: 'ok', redis: 'ok' });
  });

  it('a session made on one works on the other, and a logout on the other ends it on both', async () => {
    const login = await call(one, 'POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const profile = await call(other, 'GET', '/api/auth/profile', { cookie: login.cookie });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ user: { email: 'buyer@souk.test' } });
    expect((await call(other, 'POST', '/api/auth/logout', { cookie: login.cookie })).status).toBe(200);
    expect((await call(one, 'GET', '/api/auth/profile', { cookie: login.cookie })).status).toBe(401);
  });

  it('a login throttle counts the failures made on both: past five, even the right password needs a challenge', async () => {
    const email = 'seller.managed@souk.test';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(attempt % 2 ? other : one, 'POST', '/api/auth/login', {
        body: { email, password: 'Wrong-password-1' },
      });
      expect(wrong.status).toBe(401);
    }
    const right = await call(other, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(right.status).toBe(403);
    expect(right.body.errors?.[0]?.path).toBe('altcha');
    // Counted in Redis, not in the database table that keeps them without REDIS_URL.
    expect(await redisValue(`throttle:account:${email}`)).toBe('6');
    expect((await sql.query(`select 1 from login_throttle where key = $1`, [`account:${email}`])).rowCount).toBe(0);
  });

  it("a rate-limited form counts one address's sends on both: past five, the next one needs a challenge", async () => {
    const form = { name: 'Hala', email: 'hala@example.com', phone: '71222333', message: 'Do you ship to Zahle?' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(attempt % 2 ? other : one, 'POST', '/api/contact-us', { body: form })).status).toBe(200);
    }
    const sixth = await call(one, 'POST', '/api/contact-us', { body: form });
    expect(sixth.status).toBe(403);
    expect(sixth.body.errors?.[0]?.path).toBe('altcha');
    expect(await redisValue('throttle:gate:forms:127.0.0.1')).toBe('6');
  });

  it('100 queued messages are each sent exactly once by the two outbox workers', async () => {
    const recipient = (n: number) => `queued-${n}@souk.test`;
    await sql.query(
      `insert into outbox_messages (channel, recipient, subject, body)
       select 'email', 'queued-' || n || '@souk.test', 'Message ' || n, 'Body of message ' || n from generate_series(1, 100) n`,
    );
    await eventually(
      'all 100 messages sent',
      async () =>
        (
          await sql.query(
            `select count(*)::int as sent from outbox_messages where recipient like 'queued-%' and status = 'sent'`,
          )
        ).rows[0].sent === 100,
      60_000,
    );
    const delivered = smtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('queued-'));
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered)).toEqual(new Set(Array.from({ length: 100 }, (_, index) => recipient(index + 1))));
  });

  it("a cash order left unconfirmed past its deadline is cancelled once by the two instances' sweeps, its stock back once (issue 41)", async () => {
    const serial = `${Date.now()}`.slice(-7);
    const registered = await call(one, 'POST', '/api/auth/register', {
      body: {
        userName: `cash${serial}`,
        email: `cash${serial}@example.com`,
        phone: `7${serial}`,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      },
    });
    expect(registered.status).toBeLessThan(300);
    const login = await call(other, 'POST', '/api/auth/login', {
      body: { email: `cash${serial}@example.com`, password: DEMO_PASSWORD },
    });
    const {
      rows: [line],
    } = await sql.query(
      `select v.id as variant_id, v.product_id, v.quantity from product_variants v join products p on p.id = v.product_id
       where p.status = 'published' and not p.allow_backorders and v.quantity > 5 order by v.sku limit 1`,
    );
    await call(one, 'POST', '/api/cart/add', {
      cookie: login.cookie,
      body: { productId: line.product_id, variantId: line.variant_id, quantity: 2 },
    });
    const cart = (await call(other, 'GET', '/api/cart', { cookie: login.cookie })).body.data!.cart as { _id: string };
    const placed = await call(one, 'POST', `/api/checkout/${cart._id}/proceed-to-payment`, {
      cookie: login.cookie,
      body: {
        shippingAddress: {
          firstName: 'Rami',
          lastName: 'Haddad',
          email: `cash${serial}@example.com`,
          phone: '71123456',
          streetAddress: 'Bliss Street 12',
          city: 'Beirut',
          location: 'Beirut - Hamra',
        },
        paymentMethod: 'cash_on_delivery',
      },
    });
    const order = placed.body.data!.order as { _id: string; status: string };
    // A new buyer's first cash order waits for its code (the deployment's default rule).
    expect(order.status).toBe('awaiting_confirmation');
    const stock = async () =>
      (await sql.query('select quantity from product_variants where id = $1', [line.variant_id])).rows[0].quantity;
    expect(await stock()).toBe(line.quantity - 2);
    // Its 24 hours are over.
    await sql.query(
      `update cash_confirmations set created_at = now() - interval '24 hours 1 minute', expires_at = now() - interval '1 minute' where order_id = $1`,
      [order._id],
    );
    // The sweep's next round, on whichever instance claims it (every minute).
    await eventually(
      'the unconfirmed order to be cancelled',
      async () =>
        (await sql.query('select status from orders where id = $1', [order._id])).rows[0].status === 'cancelled',
      75_000,
    );
    expect(await stock()).toBe(line.quantity);
    const told = await sql.query(`select message from notifications where order_id = $1 and kind = 'order_cancelled'`, [
      order._id,
    ]);
    expect(told.rows.map((row) => row.message)).toEqual([
      'Your order was cancelled because it was not confirmed within 24 hours. Nothing will be charged.',
    ]);
    const parts = await sql.query('select status from seller_orders where order_id = $1', [order._id]);
    expect(parts.rows.map((row) => row.status)).toEqual(['cancelled']);
  }, 120_000);

  it("a catalogue change made on one is seen on the other within the listing cache's lifetime", async () => {
    const listing = '/api/products/getproducts?page=1&limit=12';
    const before = await call(other, 'GET', listing);
    const products = before.body.data!.products as { _id: string }[];
    const archived = products[0]!._id;
    // One entry in Redis serves both instances.
    expect(await redisValue(`cache:catalog-answers:${listing}`)).toContain(archived);
    expect((await call(one, 'GET', listing)).body).toEqual(before.body);

    const staff = await call(one, 'POST', '/api/staff/login', {
      body: { username: 'dataentry', password: DEMO_PASSWORD },
    });
    expect(
      (await call(one, 'DELETE', `/api/dashboard/data-entry/products/${archived}`, { cookie: staff.cookie })).status,
    ).toBe(200);
    // The listing is cached for five seconds: gone on the other instance within that, and a margin.
    await eventually(
      'the archived product to leave the listing on the other instance',
      async () =>
        !((await call(other, 'GET', listing)).body.data!.products as { _id: string }[]).some(
          (product) => product._id === archived,
        ),
      8_000,
    );
  });
});
