import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seeds/seed.ts';
import { multipart } from '../multipart.ts';
import { primaryWithReplica } from './pg-clusters.ts';
import { call, eventually, startInstance, stopInstance, type Instance } from './servers.ts';

/**
 * DATABASE_READ_URL for real: a primary and a streaming replica of it (clusters of the test's own),
 * and the API as its own process on both. The replica's replay is paused to tell where each read
 * comes from: what the storefront shows is what the replica has, while writes and the seller's and
 * buyer's own screens follow the primary. Then the replica stops, and the API carries on.
 */
let clusters: Awaited<ReturnType<typeof primaryWithReplica>>;
let dataDir: string;
let api: Instance;
let primarySql: pg.Client;
let replicaSql: pg.Client;

beforeAll(async () => {
  clusters = await primaryWithReplica();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-read-replica-'));
  api = await startInstance({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: clusters.primary.url,
    DATABASE_READ_URL: clusters.replica.url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    DEMO_HISTORY: 'false',
  });
  primarySql = new pg.Client({ connectionString: clusters.primary.url });
  replicaSql = new pg.Client({ connectionString: clusters.replica.url });
  await Promise.all([primarySql.connect(), replicaSql.connect()]);
  // This session ends when the replica is stopped below.
  replicaSql.on('error', () => undefined);
}, 180_000);

afterAll(async () => {
  await stopInstance(api);
  await primarySql?.end();
  await replicaSql?.end().catch(() => undefined);
  await clusters?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const one = async (client: pg.Client, text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as Record<string, unknown> | undefined;
const login = async (url: string, body: object) => (await call(api, 'POST', url, { body })).cookie!;
/** Each listing at an address of its own: the answer cache keeps one address's answer a few seconds. */
let asked = 0;
const listing = async (query: string) => {
  asked += 1;
  const { status, body } = await call(api, 'GET', `/api/products/getproducts?${query}&ask=${asked}`);
  return {
    status,
    names: (body.data?.products as { name: string }[] | undefined)?.map((product) => product.name) ?? [],
  };
};
/** A sample's value in /metrics (Prometheus text), NaN included; undefined when absent. */
const metric = async (name: string) => {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};
const storefrontStatus = async (productId: string) =>
  (await call(api, 'GET', `/api/products/product-details/${productId}`)).status;

const word = `qzv${randomBytes(4).toString('hex').replace(/\d/g, 'k')}`;
const name = `Replica ${word} bowl`;
let productId: string;

describe('the catalogue read from a streaming replica', () => {
  it('health reports the primary and the replica, which is a standby', async () => {
    const health = await call(api, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ db: 'ok', replica: 'ok' });
    expect(await one(replicaSql, 'select pg_is_in_recovery() as standby')).toEqual({ standby: true });
    // Operators see it too: up, caught up, and its own connection pool.
    expect(await metric('souk_db_replica_up')).toBe(1);
    // Caught up once it has replayed what it received (a sweep's write may be on its way).
    await eventually(
      'the replica to show caught up',
      async () => (await metric('souk_db_replica_replay_lag_seconds')) === 0,
    );
    expect(await metric('souk_db_replica_pool_max_connections')).toBeGreaterThan(0);
  });

  it('while the replica holds back, a product made and published shows to its seller, staff and buyers (primary) but not on the storefront (replica)', async () => {
    await replicaSql.query('select pg_wal_replay_pause()');
    await eventually(
      'replay to pause',
      async () => (await one(replicaSql, 'select pg_get_wal_replay_pause_state() as state'))?.state === 'paused',
    );

    const seller = await login('/api/auth/login', { email: 'seller.self@souk.test', password: DEMO_PASSWORD });
    const sub = (await one(
      primarySql,
      'select id, parent_id from categories where parent_id is not null and is_active order by sort_order limit 1',
    ))!;
    const color = (await one(primarySql, 'select id from colors where is_active order by name limit 1'))!;
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2c6bb5' } })
      .png()
      .toBuffer();
    const form = await multipart(
      {
        name,
        description: 'Turned from one piece of cedar.',
        manufacturingSource: 'Made in Lebanon',
        productCategory: String(sub.parent_id),
        subCategory: String(sub.id),
        gender: 'unisex',
        'variants[0][color]': String(color.id),
        'variants[0][price]': '18.50',
        'variants[0][quantity]': '7',
      },
      { images: [png] },
    );
    const created = await fetch(`${api.url}/api/seller/products`, {
      method: 'POST',
      headers: { ...form.headers, cookie: seller },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    productId = ((await created.json()) as { data: { product: { _id: string } } }).data.product._id;

    // The seller's own screen reads the primary: the product is there at once.
    const own = await call(api, 'GET', `/api/seller/products/${productId}`, { cookie: seller });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ product: { name } });

    const reviewer = await login('/api/staff/login', { username: 'dataentry.admin', password: DEMO_PASSWORD });
    expect(
      (await call(api, 'POST', `/api/dashboard/review/products/${productId}/approve`, { cookie: reviewer, body: {} }))
        .status,
    ).toBe(200);

    // Published on the primary; the paused replica has not even seen it made.
    expect(await one(primarySql, 'select status from products where id = $1', [productId])).toEqual({
      status: 'published',
    });
    expect(await one(replicaSql, 'select count(*)::int as rows from products where id = $1', [productId])).toEqual({
      rows: 0,
    });

    // The storefront reads the replica: no such product yet.
    expect(await storefrontStatus(productId)).toBe(404);
    const searched = await listing(`query=${word}`);
    expect(searched.status).toBe(200);
    expect(searched.names).not.toContain(name);
    expect((await listing('sort=newest')).names).not.toContain(name);
    // ...while what the listing wrote, the search it ran, went to the primary.
    expect(
      await one(primarySql, 'select count(*)::int as searches from search_queries where normalized = $1', [word]),
    ).toEqual({ searches: 1 });

    // A buyer's cart is read from the primary: the product can go in, and is in the cart at once.
    const buyer = await login('/api/auth/login', { email: 'buyer@souk.test', password: DEMO_PASSWORD });
    const variant = (await one(primarySql, 'select id from product_variants where product_id = $1', [productId]))!;
    expect(
      (
        await call(api, 'POST', '/api/cart/add', {
          cookie: buyer,
          body: { productId, variantId: variant.id, quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const cart = await call(api, 'GET', '/api/cart', { cookie: buyer });
    expect(JSON.stringify(cart.body.data)).toContain(productId);
  });

  it('once the replica replays the publication, the storefront shows the product', async () => {
    // Held back, the replica has received what it has not replayed: /metrics shows it behind. The
    // primary's commits reach it a little later (synchronous_commit is off here, so the WAL writer
    // flushes them within a few hundred ms, and only flushed WAL is sent): it waits for them first.
    const { lsn: written } = (await one(primarySql, 'select pg_current_wal_lsn()::text as lsn'))!;
    await eventually(
      'the replica to receive what the primary wrote',
      async () =>
        (await one(replicaSql, 'select pg_last_wal_receive_lsn() >= $1::pg_lsn as received', [written]))?.received,
    );
    expect(await metric('souk_db_replica_replay_lag_seconds')).toBeGreaterThan(0);
    await replicaSql.query('select pg_wal_replay_resume()');
    await eventually(
      'the product page on the storefront',
      async () => (await storefrontStatus(productId)) === 200,
      15_000,
    );
    await eventually(
      'the product in the search results',
      async () => (await listing(`query=${word}`)).names.includes(name),
      15_000,
    );
    expect((await listing('sort=newest')).names).toContain(name);
  });

  it('when the replica stops, the catalogue is read from the primary and health says the replica is down', async () => {
    await clusters.replica.stop();
    const newest = await listing('sort=newest');
    expect(newest.status).toBe(200);
    expect(newest.names).toContain(name);
    expect(await storefrontStatus(productId)).toBe(200);
    expect((await call(api, 'GET', `/api/search/predictive?query=${word}`)).status).toBe(200);
    expect((await call(api, 'GET', '/api/categories')).status).toBe(200);
    const health = await call(api, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ db: 'ok', replica: 'down' });
    expect(await metric('souk_db_replica_up')).toBe(0);
    expect(await metric('souk_db_replica_replay_lag_seconds')).toBeNaN();
  });

  it('when the replica is back, health says so and the storefront reads it again', async () => {
    await clusters.replica.start();
    await eventually(
      'health to see the replica',
      async () => ((await call(api, 'GET', '/api/health')).body.data as { replica?: string }).replica === 'ok',
      15_000,
    );
    const replicaAgain = new pg.Client({ connectionString: clusters.replica.url });
    await replicaAgain.connect();
    try {
      await replicaAgain.query('select pg_wal_replay_pause()');
      await eventually(
        'replay to pause',
        async () => (await one(replicaAgain, 'select pg_get_wal_replay_pause_state() as state'))?.state === 'paused',
      );
      await primarySql.query(`update products set status = 'archived' where id = $1`, [productId]);
      // Archived on the primary, still on sale on the replica the storefront reads.
      expect(await storefrontStatus(productId)).toBe(200);
      await replicaAgain.query('select pg_wal_replay_resume()');
      await eventually(
        'the archived product to leave the storefront',
        async () => (await storefrontStatus(productId)) === 404,
        15_000,
      );
    } finally {
      await replicaAgain.end();
    }
  });
});
