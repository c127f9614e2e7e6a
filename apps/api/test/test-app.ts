import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { diskStorage } from '../src/integrations/storage/storage.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A copy of the run's seeded image: PGlite by default, a cloned PostgreSQL database with TEST_DATABASE_URL. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `souk_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const image = new Blob([readFileSync(inject('pgliteImagePath'))]);
  const database = await openDatabase({ kind: 'pglite', image });
  return { database, drop: async () => {} };
}

/** `logStream`: the app's log lines go there (with LOG_LEVEL in `env`), else nowhere. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // The web app is served only when a test names a build to serve.
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DEV_OUTBOX: 'true',
      // Cash orders go straight to their sellers unless a test asks for the buyer's confirmation (issue 41).
      CASH_CONFIRM_BELOW_DELIVERED: '0',
      ...env,
    }),
    webDist: env.WEB_DIST,
  };
  const logger = options.logStream ? { stream: options.logStream } : false;
  const app = await buildApp({ config, db: database.db, storage: diskStorage(inject('mediaDir')), logger });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The session cookie a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'souk_session');
  if (!cookie) throw new Error(`no session cookie in reply ${response.statusCode}: ${response.body}`);
  return `souk_session=${cookie.value}`;
}
