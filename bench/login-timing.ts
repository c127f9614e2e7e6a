/**
 * Login cost, and whether timing tells a wrong password from an unknown e-mail.
 * Run: node --import tsx bench/login-timing.ts   (embedded database; DATABASE_URL for a server)
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { diskStorage } from '../apps/api/src/integrations/storage/storage.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/seeds/seed.ts';
import { loginThrottle } from '../apps/api/src/modules/auth/auth.tables.ts';

const ROUNDS = 60;
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined };
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite' },
);
await database.migrate();
const storage = diskStorage(mkdtempSync(path.join(os.tmpdir(), 'souk-bench-')));
await seedDemo(database.db, storage, { productCount: 0 });
const app = await buildApp({ config, db: database.db, storage, logger: false });

async function time(
  payload: () => object,
  url = '/api/auth/login',
  method: 'POST' | 'GET' = 'POST',
): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Keep the slowdown out of the measurement: it answers before checking any password.
    await database.db.delete(loginThrottle);
    const start = process.hrtime.bigint();
    await app.inject({ method, url, ...(method === 'POST' ? { payload: payload() } : {}) });
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
const report = (label: string, sorted: number[]) =>
  console.log(`${label.padEnd(28)} p50 ${pct(sorted, 50)} ms  p95 ${pct(sorted, 95)} ms  p99 ${pct(sorted, 99)} ms`);

await time(() => ({ email: 'buyer@souk.test', password: DEMO_PASSWORD })); // warm-up
report('GET /api/health (bare)', await time(() => ({}), '/api/health', 'GET'));
report('login, right password', await time(() => ({ email: 'buyer@souk.test', password: DEMO_PASSWORD })));
report('login, wrong password', await time(() => ({ email: 'buyer@souk.test', password: 'Wrong-Pass1' })));
report('login, unknown e-mail', await time(() => ({ email: 'nobody@souk.test', password: 'Wrong-Pass1' })));
await app.close();
await database.close();
