import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from './auth.tables.ts';

/**
 * Failed logins slow down, per account and per address, but never lock anyone out for good:
 * after the free tries each further failure blocks for twice as long, capped at 15 minutes,
 * and a quiet quarter of an hour starts the count afresh.
 */
export const WINDOW_SECONDS = 15 * 60;
export const MAX_BLOCK_SECONDS = 15 * 60;
export const FREE_FAILURES = { account: 5, address: 20 } as const;

export type ThrottleKey = { key: string; freeFailures: number };

export const accountKey = (identifier: string): ThrottleKey => ({ key: `account:${identifier.toLowerCase()}`, freeFailures: FREE_FAILURES.account });
export const addressKey = (ip: string): ThrottleKey => ({ key: `address:${ip}`, freeFailures: FREE_FAILURES.address });

/** Seconds until the longest block among the keys ends; 0 when none is blocked. */
export async function secondsBlocked(db: Db, keys: ThrottleKey[]): Promise<number> {
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys.map((entry) => entry.key)));
  const now = Date.now();
  const longest = Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now : 0)));
  return Math.ceil(longest / 1000);
}

/** One atomic upsert per key, so concurrent failures all count. */
export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key, freeFailures } of keys) {
    const failures = sql`CASE WHEN ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${WINDOW_SECONDS}) THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures,
          windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${WINDOW_SECONDS}) THEN now() ELSE ${loginThrottle.windowStartedAt} END`,
          blockedUntil: sql`CASE WHEN (${failures}) > ${freeFailures}
            THEN now() + make_interval(secs => least(${MAX_BLOCK_SECONDS}, power(2, least((${failures}) - ${freeFailures}, 20))))
            ELSE NULL END`,
        },
      });
  }
}

export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key.key));
}
