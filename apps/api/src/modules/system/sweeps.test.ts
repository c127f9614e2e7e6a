import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimSweep, sweepRounds } from './sweeps.ts';

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

describe('stopping the sweeps', () => {
  const log = { error: () => undefined, warn: () => undefined };
  const measured = <T>(_name: string, run: () => Promise<T>) => run();

  it('waits for a round in flight that ends within the bound, and keeps its claim', async () => {
    const rounds = sweepRounds(t.db, log, measured);
    let done = false;
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const { round } = rounds.every('test: finishes', 60_000, async () => {
      begun();
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = true;
    });
    void round();
    await started;
    expect(await rounds.stop(5000)).toBe(true);
    expect(done).toBe(true);
    expect(await claimSweep(t.db, 'test: finishes', 60_000)).toBe(false);
  });

  it('gives back the claim of a round still running at the bound, so another instance runs it at once', async () => {
    const rounds = sweepRounds(t.db, log, measured);
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const { round } = rounds.every('test: hangs', 60_000, () => (begun(), new Promise<never>(() => undefined)));
    void round();
    await started;
    expect(await rounds.stop(50)).toBe(false);
    expect(await claimSweep(t.db, 'test: hangs', 60_000)).toBe(true);
  });
});
