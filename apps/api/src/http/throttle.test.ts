import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginThrottle } from '../modules/auth/auth.tables.ts';
import { forgetStaleAttempts } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the throttle sweep', () => {
  it('forgets counters a day old and expired spent challenges, and keeps the rest', async () => {
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    await t.db.insert(loginThrottle).values([
      { key: 'sweep:old-counter', failures: 30, windowStartedAt: hoursAgo(25) },
      { key: 'sweep:fresh-counter', failures: 30, windowStartedAt: hoursAgo(2) },
      { key: 'sweep:spent-expired', windowStartedAt: hoursAgo(1), blockedUntil: hoursAgo(0.5) },
      { key: 'sweep:spent-live', windowStartedAt: hoursAgo(25), blockedUntil: new Date(now.getTime() + 60_000) },
    ]);
    expect(await forgetStaleAttempts(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = async (key: string) =>
      (await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, key))).length;
    expect(await left('sweep:old-counter')).toBe(0);
    expect(await left('sweep:spent-expired')).toBe(0);
    expect(await left('sweep:fresh-counter')).toBe(1);
    expect(await left('sweep:spent-live')).toBe(1);
  });
});
