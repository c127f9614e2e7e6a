import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fillCart, logIn, placeOrder, stockedLines } from '../../test/shopper.ts';
import { openDatabase, pgliteClientOf } from '../db/client.ts';
import { DEMO_SEED_KEY } from './first-start.ts';

/**
 * The embedded database with real server processes (issue 43): a first start killed while it seeds
 * the demo is finished by the next start; orders answered 201 survive a kill -9; a backup made while
 * the server takes orders, restored into a fresh folder, holds the same orders, payments and refunds.
 * One data folder, in this order: each step starts from what the one before left.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const root = mkdtempSync(path.join(os.tmpdir(), 'souk-first-start-'));
const dataDir = path.join(root, 'data');
const children: ChildProcess[] = [];
/** The environment without a PostgreSQL server, Redis or bucket: the embedded database, as `npm start` has it. */
const embedded = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|DATABASE_READ_URL|REDIS_URL|S3_\w+)$/.test(name)),
);

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in what the process printed. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  exited: Promise<void>;
}

function startServer(dir = dataDir): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...embedded,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WEB_DIST: path.join(root, 'no-web-build'),
      LOG_LEVEL: 'warn',
      DEMO_HISTORY: 'true',
      ADDRESS_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const listeners = new Set<() => void>();
  const hear = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    exited,
    waitFor: (pattern, ms = 240_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`not printed within ${ms} ms: ${pattern}\n${output}`)), ms);
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(undefined, match);
        };
        const gone = () => done(new Error(`the server exited before printing ${pattern}:\n${output}`));
        function done(error?: Error, match?: RegExpExecArray) {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', gone);
          if (error) reject(error);
          else resolve(match!);
        }
        listeners.add(check);
        child.once('exit', gone);
        check();
      }),
  };
}

const listening = /Souk is running at (http:\/\/localhost:\d+)/;
const baseOf = (match: RegExpExecArray) => match[1]!.replace('localhost', '127.0.0.1');

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Reads the data folder once no server holds it. */
async function inFolder<T>(
  dir: string,
  read: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  try {
    const client = pgliteClientOf(database);
    return await read(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await database.close();
  }
}

const count = async (query: (sql: string) => Promise<Record<string, unknown>[]>, table: string) =>
  Number((await query(`select count(*)::int as n from ${table}`))[0]!.n);

describe('the embedded database survives what a laptop does to it', () => {
  it('finishes at the next start a first start killed while it seeded the demo, and says so', async () => {
    const first = startServer();
    // The accounts and the catalogue are in, the orders and the year of history not yet.
    await first.waitFor(/Seeding the demo: coupons and orders/);
    first.child.kill('SIGKILL');
    await first.exited;
    const half = await inFolder(dataDir, async (query) => ({
      products: await count(query, 'products'),
      orders: await count(query, 'orders'),
      marker: (await query(`select value from site_settings where key = '${DEMO_SEED_KEY}'`))[0]?.value,
    }));
    // Half a demo, as the issue found it: the catalogue without the history.
    expect(half.products).toBe(400);
    expect(half.orders).toBeLessThan(20);
    expect(half.marker).toMatchObject({ state: 'seeding' });

    const second = startServer();
    await second.waitFor(listening);
    expect(second.output()).toMatch(/seeding begun at .* was interrupted before it finished/);
    expect(second.output()).toContain('The demo is complete now');
    await stop(second);
    const whole = await inFolder(dataDir, async (query) => ({
      products: await count(query, 'products'),
      orders: await count(query, 'orders'),
      refunds: await count(query, 'refunds'),
      demoAccounts: await count(query, `users where email like '%@souk.test'`),
      marker: (await query(`select value from site_settings where key = '${DEMO_SEED_KEY}'`))[0]?.value,
    }));
    // The whole demo once: 400 products and the history shops' 45, a year of orders, no account twice.
    expect(whole.products).toBe(445);
    expect(whole.orders).toBeGreaterThan(1000);
    expect(whole.refunds).toBeGreaterThan(50);
    expect(whole.marker).toMatchObject({ state: 'done' });
    const third = startServer();
    await third.waitFor(listening);
    // A later start seeds nothing and says nothing of it.
    expect(third.output()).not.toMatch(/Seeding the demo|interrupted/);
    expect(whole.demoAccounts).toBeGreaterThan(5);
    await stop(third);
  }, 420_000);

  it('keeps every order answered 201 through a kill -9 in the middle of a burst of orders', async () => {
    const server = startServer();
    const base = baseOf(await server.waitFor(listening));
    const cookie = await logIn(base, 'buyer@souk.test', 'Souk@2026');
    const lines = (await stockedLines(base)).slice(0, 6);
    expect(lines.length).toBeGreaterThan(3);
    const answered: { orderId: string; variantId: string; units: number }[] = [];
    let killed = false;
    // One buyer's orders one after another, each with its own cart: killed after the tenth answer.
    for (let index = 0; !killed; index += 1) {
      const line = lines[index % lines.length]!;
      const units = 1 + (index % 2);
      const { cartId } = await fillCart(base, cookie, line, units);
      if (!cartId) break;
      const placing = placeOrder(base, cookie, cartId, 'cash_on_delivery');
      if (answered.length === 10) {
        // The kill lands while this order is on its way: it may be in or not, never half.
        server.child.kill('SIGKILL');
        killed = true;
      }
      const { orderId } = await placing;
      if (orderId) answered.push({ orderId, variantId: line.variantId, units });
    }
    await server.exited;
    expect(answered.length).toBeGreaterThanOrEqual(10);
    const ids = answered.map((order) => `'${order.orderId}'`).join(',');
    const stored = await inFolder(dataDir, async (query) => ({
      orders: await query(`select id from orders where id in (${ids})`),
      units: await query(
        `select order_id, sum(quantity)::int as units from order_items where order_id in (${ids}) group by order_id`,
      ),
      halfOrders: await query(
        `select o.id from orders o left join order_items i on i.order_id = o.id where i.id is null and o.created_at > now() - interval '1 hour'`,
      ),
    }));
    expect(stored.orders).toHaveLength(answered.length);
    for (const order of answered)
      expect(stored.units.find((row) => row.order_id === order.orderId)?.units).toBe(order.units);
    // The order in flight at the kill, if it went in, went in whole.
    expect(stored.halfOrders).toEqual([]);
    // And the server starts again on that folder.
    const again = startServer();
    await again.waitFor(listening);
    await stop(again);
  }, 240_000);

  it('backs up while it takes orders, and the backup restored into a fresh folder holds the same orders, payments and refunds', async () => {
    const server = startServer();
    const base = baseOf(await server.waitFor(listening));
    const cookie = await logIn(base, 'buyer@souk.test', 'Souk@2026');
    const lines = (await stockedLines(base)).slice(0, 6);
    const answered: { orderId: string; at: number }[] = [];
    let stopLoad = false;
    const load = (async () => {
      for (let index = 0; !stopLoad; index += 1) {
        const { cartId } = await fillCart(base, cookie, lines[index % lines.length]!, 1);
        if (!cartId) throw new Error('no cart');
        const { orderId, answer } = await placeOrder(base, cookie, cartId, 'cash_on_delivery');
        if (!orderId) throw new Error(`order refused: ${JSON.stringify(answer)}`);
        answered.push({ orderId, at: Date.now() });
      }
    })();
    while (answered.length < 5) await new Promise((resolve) => setTimeout(resolve, 100));
    const backupStarted = Date.now();
    const target = path.join(root, 'backup-1');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/db/backup-cli.ts', 'backup', target],
      { cwd: repoRoot, env: { ...embedded, DATA_DIR: dataDir } },
    );
    const backupEnded = Date.now();
    expect(stdout).toContain('made by the running server');
    stopLoad = true;
    await load;
    // It kept serving meanwhile: orders were answered while the copy was made.
    await stop(server);

    const fresh = path.join(root, 'restored');
    const restored = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/db/backup-cli.ts', 'restore', target],
      { cwd: repoRoot, env: { ...embedded, DATA_DIR: fresh } },
    );
    expect(restored.stdout).toContain(`Restored ${target} into ${fresh}`);

    const snapshot = (query: (sql: string) => Promise<Record<string, unknown>[]>) =>
      Promise.all([
        query(`select id, order_number, total_cents from orders order by id`),
        query(`select id, status, amount_cents from payment_sessions order by id`),
        query(`select id, status, amount_cents from refunds order by id`),
        query(`select order_id, variant_id, quantity from order_items order by id`),
      ]);
    const [liveOrders, livePayments, liveRefunds, liveItems] = await inFolder(dataDir, snapshot);
    const [copyOrders, copyPayments, copyRefunds, copyItems] = await inFolder(fresh, snapshot);
    const copyIds = new Set(copyOrders.map((row) => row.id));
    // Every order answered before the backup began is in it; none answered after it ended.
    for (const order of answered.filter((one) => one.at < backupStarted)) expect(copyIds.has(order.orderId)).toBe(true);
    for (const order of answered.filter((one) => one.at > backupEnded)) expect(copyIds.has(order.orderId)).toBe(false);
    // The copy is the live database as it was: the same orders with the same lines, payments and refunds.
    expect(copyOrders).toEqual(liveOrders.filter((row) => copyIds.has(row.id)));
    expect(copyItems).toEqual(liveItems.filter((row) => copyIds.has(row.order_id)));
    expect(copyPayments).toEqual(livePayments);
    expect(copyRefunds).toEqual(liveRefunds);
    expect(copyPayments.length).toBeGreaterThan(100);
    expect(copyRefunds.length).toBeGreaterThan(50);

    // And a server serves the restored folder.
    const onCopy = startServer(fresh);
    await onCopy.waitFor(listening);
    expect(onCopy.output()).not.toMatch(/Seeding the demo/);
    await stop(onCopy);
  }, 240_000);
});
