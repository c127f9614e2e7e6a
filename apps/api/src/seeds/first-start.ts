import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ObjectStorage } from '../integrations/storage/storage.ts';
import { siteSettings } from '../modules/settings/settings.tables.ts';
import { isDatabaseEmpty, seedDemo } from './seed.ts';
import { seedHistory } from './seed-history.ts';

/**
 * The demo's seeding on a first start, all or nothing across starts (issue 43). Seeding takes a
 * while (a year of history), in several transactions; a first start stopped half-way (Ctrl-C, a
 * closed laptop, kill -9) used to leave half a demo that every later start served without a word.
 *
 * Now a marker in site_settings says "seeding" before the first row goes in and "done" after the
 * last. A start that finds "seeding" knows the one before it died while seeding: nobody has used
 * that database yet (the server listens only after seeding), so it empties it and seeds it again,
 * and says so. A database seeded before the marker existed (no marker, people in it) counts as done.
 */
export const DEMO_SEED_KEY = 'demo_seed';

export interface DemoSeedState {
  state: 'seeding' | 'done';
  startedAt: string;
  finishedAt?: string;
}

export interface FirstStartOptions {
  vatRate: number;
  lbpPerUsd: number;
  history: boolean;
  log?: (line: string) => void;
}

export type FirstStartOutcome = 'seeded' | 'rebuilt' | 'none';

async function readMarker(db: Db): Promise<DemoSeedState | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, DEMO_SEED_KEY));
  return row?.value as DemoSeedState | undefined;
}

async function writeMarker(db: Db, value: DemoSeedState) {
  await db
    .insert(siteSettings)
    .values({ key: DEMO_SEED_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

/** Every row of every table (the migrations' own journal lives in its own schema and stays). */
async function emptyDatabase(db: Db) {
  const tables = (await db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/**
 * Seeds the demo into an empty database, or finishes an interrupted seeding by seeding again from
 * empty. Returns what it did; `log` hears each step, so a person watching a long first start sees
 * it move (and a test can stop it at a known step).
 */
export async function seedFirstStart(
  db: Db,
  storage: ObjectStorage,
  options: FirstStartOptions,
): Promise<FirstStartOutcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const marker = await readMarker(db);
  let outcome: FirstStartOutcome;
  if (marker?.state === 'seeding') {
    log(
      `The demo's seeding begun at ${marker.startedAt} was interrupted before it finished: emptying the half-seeded database and seeding the demo again...`,
    );
    await emptyDatabase(db);
    outcome = 'rebuilt';
  } else if (marker === undefined && (await isDatabaseEmpty(db))) {
    log('Seeding the demo data (first start only)...');
    outcome = 'seeded';
  } else {
    return 'none';
  }
  const startedAt = new Date().toISOString();
  await writeMarker(db, { state: 'seeding', startedAt });
  const started = Date.now();
  await seedDemo(db, storage, { vatRate: options.vatRate, lbpPerUsd: options.lbpPerUsd, progress: log });
  if (options.history) {
    log('Seeding the demo: a year of history...');
    const historyStarted = Date.now();
    await seedHistory(db, { vatRate: options.vatRate, lbpPerUsd: options.lbpPerUsd });
    log(
      `Added a year of demo history in ${((Date.now() - historyStarted) / 1000).toFixed(1)} s (DEMO_HISTORY=false leaves it out).`,
    );
  }
  await writeMarker(db, { state: 'done', startedAt, finishedAt: new Date().toISOString() });
  log(
    outcome === 'rebuilt'
      ? `The demo is complete now: seeded again in ${((Date.now() - started) / 1000).toFixed(1)} s after the interrupted first start.`
      : `The demo is seeded (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return outcome;
}
