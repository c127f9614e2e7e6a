import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
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
