import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { databaseCounters, redisCounters, type CounterStore } from '../../src/http/counter-store.ts';
import { shareCachesThrough, TtlCache } from '../../src/http/ttl-cache.ts';
import { eventually, freshDatabase, freshRedisPrefix, REDIS_URL } from './servers.ts';

/**
 * Both counter stores keep one contract on real servers. `other` is a second store on the same
 * backing server through its own connection, as a second instance would have.
 */
let database: Database;
let otherDatabase: Database;
let dropDatabase: () => Promise<void>;
let redisPrefix: ReturnType<typeof freshRedisPrefix>;
let otherRedis: Redis;

beforeAll(async () => {
  const fresh = await freshDatabase();
  dropDatabase = fresh.drop;
  database = await openDatabase({ kind: 'postgres', url: fresh.url });
  await database.migrate();
  otherDatabase = await openDatabase({ kind: 'postgres', url: fresh.url });
  redisPrefix = freshRedisPrefix();
  otherRedis = new Redis(REDIS_URL);
});

afterAll(async () => {
  await otherRedis.quit();
  await redisPrefix.clean();
  await database.close();
  await otherDatabase.close();
  await dropDatabase();
});

const stores: [string, () => [CounterStore, CounterStore]][] = [
  ['database', () => [databaseCounters(database.db), databaseCounters(otherDatabase.db)]],
  [
    'Redis',
    () => [redisCounters(redisPrefix.redis, redisPrefix.prefix), redisCounters(otherRedis, redisPrefix.prefix)],
  ],
];

describe.each(stores)('%s counters', (name, open) => {
  const key = (what: string) => `${name}:${what}`;

  it('count every one of a concurrent burst spread over two instances exactly once', async () => {
    const [one, other] = open();
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, index) => (index % 2 ? one : other).count(key('burst'), 600)),
    );
    expect(burst.map((attempt) => attempt.earlier).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index),
    );
    expect(burst.every((attempt) => attempt.secondsLeft > 590 && attempt.secondsLeft <= 600)).toBe(true);
  });

  it('start counting again once the window has passed', async () => {
    const [one] = open();
    for (let attempt = 0; attempt < 3; attempt += 1) await one.count(key('window'), 0.3);
    // Polled: each poll counts too, until the window of the first three has ended.
    const fresh = await eventually('a new window', async () => {
      const attempt = await one.count(key('window'), 0.3);
      return attempt.earlier === 0 ? attempt : undefined;
    });
    expect(fresh.secondsLeft).toBeLessThanOrEqual(0.3);
  });

  it('forgive one attempt at a time, never below zero, and clear', async () => {
    const [one, other] = open();
    await one.count(key('forgive'), 600);
    await one.count(key('forgive'), 600);
    await other.forgive(key('forgive'));
    expect((await one.count(key('forgive'), 600)).earlier).toBe(1);
    await other.forgive(key('forgive'));
    await other.forgive(key('forgive'));
    await other.forgive(key('forgive'));
    expect((await one.count(key('forgive'), 600)).earlier).toBe(0);
    await other.clear(key('forgive'));
    expect((await one.count(key('forgive'), 600)).earlier).toBe(0);
  });

  it('let one of many concurrent claims of a token through, and only until it expires', async () => {
    const [one, other] = open();
    const until = new Date(Date.now() + 60_000);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? one : other).claimOnce(key('token'), until)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await one.claimOnce(key('token'), until)).toBe(false);
  });
});

describe('Redis counters', () => {
  it('keep each counter under the prefix with its window as expiry, so nothing needs sweeping', async () => {
    const counters = redisCounters(redisPrefix.redis, redisPrefix.prefix);
    await counters.count('address:10.0.0.1', 600);
    const stored = `${redisPrefix.prefix}throttle:address:10.0.0.1`;
    expect(await otherRedis.get(stored)).toBe('1');
    const msLeft = await otherRedis.pttl(stored);
    expect(msLeft).toBeGreaterThan(590_000);
    expect(msLeft).toBeLessThanOrEqual(600_000);
    await counters.claimOnce('spent-challenge:n1', new Date(Date.now() + 300));
    await eventually(
      'the spent token to expire',
      async () => (await otherRedis.exists(`${redisPrefix.prefix}throttle:spent-challenge:n1`)) === 0,
    );
    expect(await counters.claimOnce('spent-challenge:n1', new Date(Date.now() + 60_000))).toBe(true);
  });
});

describe('a named cache with REDIS_URL set', () => {
  it('is one cache for every instance: filled once, JSON in Redis, expiring with its time to live, cleared for all', async () => {
    const stopSharing = shareCachesThrough(redisPrefix.redis, redisPrefix.prefix);
    // Two objects with one name stand for the same cache in two instances.
    const onOne = new TtlCache<{ total: number }>(60_000, 10, 'totals');
    const onOther = new TtlCache<{ total: number }>(60_000, 10, 'totals');
    let loads = 0;
    const load = async () => ({ total: (loads += 1) * 7 });
    expect(await Promise.all([onOne.get('all', load), onOne.get('all', load)])).toEqual([{ total: 7 }, { total: 7 }]);
    expect(await onOther.get('all', load)).toEqual({ total: 7 });
    expect(loads).toBe(1);
    const stored = `${redisPrefix.prefix}cache:totals:all`;
    expect(JSON.parse((await otherRedis.get(stored))!)).toEqual({ total: 7 });
    expect(await otherRedis.pttl(stored)).toBeGreaterThan(59_000);

    await onOne.clear();
    expect(await otherRedis.exists(stored)).toBe(0);
    expect(await onOther.get('all', load)).toEqual({ total: 14 });

    const shortLived = new TtlCache<number>(200, 10, 'short');
    await shortLived.get('x', async () => 1);
    await eventually(
      'the entry to expire',
      async () => (await otherRedis.exists(`${redisPrefix.prefix}cache:short:x`)) === 0,
    );
    expect(await shortLived.get('x', async () => 2)).toBe(2);
    stopSharing();
  });

  it('stays in the process without a name', async () => {
    const stopSharing = shareCachesThrough(redisPrefix.redis, redisPrefix.prefix);
    const local = new TtlCache<number>(60_000);
    expect(await local.get('k', async () => 1)).toBe(1);
    expect(await local.get('k', async () => 2)).toBe(1);
    expect(await otherRedis.keys(`${redisPrefix.prefix}cache:*k`)).toEqual([]);
    stopSharing();
  });
});
