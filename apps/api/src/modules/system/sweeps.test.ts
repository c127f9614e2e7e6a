import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimSweep } from './sweeps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('claiming a sweep round', () => {
  it('lets one of many concurrent claims run the round (on PostgreSQL, over several connections)', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimSweep(t.db, 'test: concurrent', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSweep(t.db, 'test: concurrent', 60_000)).toBe(false);
    // Another sweep has its own claim.
    expect(await claimSweep(t.db, 'test: another', 60_000)).toBe(true);
  });

  it('gives the next round out once the claim, a little under one period, has run out', async () => {
    expect(await claimSweep(t.db, 'test: period', 300)).toBe(true);
    expect(await claimSweep(t.db, 'test: period', 300)).toBe(false);
    const deadline = Date.now() + 5000;
    while (!(await claimSweep(t.db, 'test: period', 300))) {
      if (Date.now() > deadline) throw new Error('the claim never ran out');
    }
  });
});
