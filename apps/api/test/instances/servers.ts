import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The servers these tests share with every instance they start: PostgreSQL and Redis. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A new, empty database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('These tests need a PostgreSQL server in TEST_DATABASE_URL');
  const name = `souk_i_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // A closed pool resolves before the server has let its connections go.
      const connections = async () => (await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name])).rows[0].open;
      await eventually('the connections to the test database to close', async () => (await connections()) === 0);
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** A key prefix of its own in the shared Redis; `clean` deletes every key under it. */
export function freshRedisPrefix(): { prefix: string; redis: Redis; clean(): Promise<void> } {
  const prefix = `souk-test-${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  return {
    prefix,
    redis,
    clean: async () => {
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.unlink(...keys);
      }
      await redis.quit();
    },
  };
}

/** Resolves with `check`'s first truthy answer, or fails after `ms` naming `what`. */
export async function eventually<T>(what: string, check: () => Promise<T>, ms = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
