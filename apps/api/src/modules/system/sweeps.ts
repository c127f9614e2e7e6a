import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { inSpan } from '../../integrations/telemetry/spans.ts';
import { sweepClaims } from './system.tables.ts';

/**
 * Claims this round of sweep `name`, run every `everyMs`, in one statement: true for the one
 * instance whose claim moved the row forward, false for the others until the claim runs out. The
 * claim lasts a little under one period, so timer drift never makes the runner skip its own next
 * round, and another instance takes over within a period when the runner stops.
 */
export async function claimSweep(db: Db, name: string, everyMs: number): Promise<boolean> {
  const claimSeconds = (everyMs * 0.9) / 1000;
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`insert into ${sweepClaims} (name, claimed_until) values (${name}, now() + make_interval(secs => ${claimSeconds}))
        on conflict (name) do update set claimed_until = excluded.claimed_until
        where ${sweepClaims.claimedUntil} <= now()
        returning name`,
  );
  return claimed.length === 1;
}

/** Gives sweep `name`'s claim back, so another instance may run the round at its next tick. */
export async function releaseSweep(db: Db, name: string): Promise<void> {
  await db.execute(sql`update ${sweepClaims} set claimed_until = now() where name = ${name}`);
}

/** Resolves true once `work` has settled, false if `ms` pass first. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  if (!Number.isFinite(ms)) return settled;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface SweepLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The background sweeps of one instance: `every` runs a sweep each period on the instance that
 * claims the round (claimSweep); `stop` starts no more rounds, waits up to `ms` for those in
 * flight, and gives back the claims of any still running then, so that another instance runs
 * them within its own next period instead of waiting out the claim.
 */
export function sweepRounds(db: Db, log: SweepLog, measure: <T>(name: string, run: () => Promise<T>) => Promise<T>) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<Promise<unknown>, { name: string; claimed: boolean }>();
  let stopped = false;
  const halt = () => {
    stopped = true;
    timers.forEach(clearInterval);
  };
  return {
    every(name: string, everyMs: number, run: () => Promise<unknown>) {
      const round = async () => {
        if (stopped) return;
        const state = { name, claimed: false };
        const done = claimSweep(db, name, everyMs)
          .then(async (claimed) => {
            if (!claimed) return;
            // Claimed while the instance began to stop: given back unrun.
            if (stopped) return releaseSweep(db, name);
            state.claimed = true;
            // A round this instance claimed is a trace of its own (issue 39); the claims are not traced.
            return inSpan('sweep round', { 'souk.sweep': name }, () => measure(name, run), { root: true });
          })
          .catch((error: unknown) => log.error({ err: error }, `${name} sweep failed`));
        running.set(done, state);
        await done;
        running.delete(done);
      };
      timers.push(setInterval(round, everyMs).unref());
      return { round };
    },
    /** No new rounds from now on. */
    halt,
    /** Halts, waits up to `ms` for the rounds in flight, and releases the claims of those still running; true if all finished. */
    async stop(ms: number): Promise<boolean> {
      halt();
      if (await settlesWithin(Promise.all(running.keys()), ms)) return true;
      const unfinished = [...running.values()].filter((state) => state.claimed).map((state) => state.name);
      log.warn(
        { sweeps: unfinished },
        'sweep rounds still running at the shutdown bound; their claims are released for another instance',
      );
      await Promise.all(unfinished.map((name) => releaseSweep(db, name).catch(() => undefined)));
      return false;
    },
  };
}

/** How long a closing server waits for its listener to go without a new connection before it closes it. */
export const SHUTDOWN_QUIET_MS = 250;

/** Resolves once `server` has gone `quietMs` without a new connection, or after `maxMs` at most. */
export async function untilQuiet(
  server: {
    on(event: 'connection', listener: () => void): unknown;
    off(event: 'connection', listener: () => void): unknown;
  },
  quietMs: number,
  maxMs: number,
) {
  const until = Date.now() + maxMs;
  let last = Date.now();
  const seen = () => (last = Date.now());
  server.on('connection', seen);
  try {
    for (let wait = quietMs; wait > 0; wait = Math.min(last + quietMs, until) - Date.now())
      await new Promise((resolve) => setTimeout(resolve, wait));
  } finally {
    server.off('connection', seen);
  }
}
