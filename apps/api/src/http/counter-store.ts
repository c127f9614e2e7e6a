import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../modules/auth/auth.tables.ts';
import { HttpError } from './envelope.ts';

/**
 * Where throttle counters and spent one-time tokens live: the database by default, Redis when
 * REDIS_URL is set (app.ts picks one). Either way every instance on that store sees one count.
 */
export interface CounterStore {
  /**
   * Counts one attempt on `key`, atomically, in a fixed window that starts with its first attempt;
   * returns the attempts counted before this one and the seconds the window has left.
   */
  count(key: string, windowSeconds: number): Promise<{ earlier: number; secondsLeft: number }>;
  /** Takes back one counted attempt, never below zero. */
  forgive(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** True for the first claim of `key`; false for every other until `until` (a token spent once). */
  claimOnce(key: string, until: Date): Promise<boolean>;
}

/** Counters in the `login_throttle` table; the background sweep forgets stale rows (forgetStaleAttempts). */
export function databaseCounters(db: Db): CounterStore {
  return {
    async count(key, windowSeconds) {
      const stale = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${loginThrottle.windowStartedAt} END`,
          },
        })
        .returning({ failures: loginThrottle.failures, windowStartedAt: loginThrottle.windowStartedAt });
      const secondsLeft = (row!.windowStartedAt.getTime() + windowSeconds * 1000 - Date.now()) / 1000;
      return { earlier: row!.failures - 1, secondsLeft };
    },

    async forgive(key) {
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key));
    },

    async clear(key) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    async claimOnce(key, until) {
      // Of two concurrent claims only the first insert succeeds.
      const claimed = await db
        .insert(loginThrottle)
        .values({ key, blockedUntil: until })
        .onConflictDoNothing()
        .returning({ key: loginThrottle.key });
      return claimed.length === 1;
    },
  };
}

/**
 * INCR and the window's expiry in one script, so a burst spread over instances is counted exactly
 * and a counter never outlives its window (a key left without expiry gets one).
 */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if count == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

const FORGIVE_SCRIPT = `
if (tonumber(redis.call('GET', KEYS[1])) or 0) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * While Redis is away a throttled request cannot be counted, so it is refused rather than let
 * through uncounted: a 503 that says to try again shortly, not a bare 500.
 */
const unavailable = () => {
  throw new HttpError(503, MESSAGES.checkUnavailable, undefined, { 'retry-after': '10' });
};

/** Counters in Redis under `prefix`; each key expires with its window, so nothing needs sweeping. */
export function redisCounters(redis: Redis, prefix: string): CounterStore {
  const keyOf = (key: string) => `${prefix}throttle:${key}`;
  return {
    async count(key, windowSeconds) {
      const [count, msLeft] = (await redis
        .eval(COUNT_SCRIPT, 1, keyOf(key), windowSeconds * 1000)
        .catch(unavailable)) as [number, number];
      return { earlier: count - 1, secondsLeft: msLeft / 1000 };
    },

    async forgive(key) {
      await redis.eval(FORGIVE_SCRIPT, 1, keyOf(key)).catch(unavailable);
    },

    async clear(key) {
      await redis.del(keyOf(key)).catch(unavailable);
    },

    async claimOnce(key, until) {
      const claimed = await redis
        .set(keyOf(key), '1', 'PX', Math.max(1, until.getTime() - Date.now()), 'NX')
        .catch(unavailable);
      return claimed === 'OK';
    },
  };
}
