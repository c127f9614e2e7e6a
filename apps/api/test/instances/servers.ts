import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
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
      const connections = async () =>
        (await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name])).rows[0]
          .open;
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

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');

/** A running API process, as started by `startInstance`; `output` gathers what it printed. */
export interface Instance {
  url: string;
  process: ChildProcess;
  output: () => string;
}

/** The environment of an instance on these servers: its database, Redis prefix, SMTP server and uploads folder. */
export function instanceEnv(shared: {
  databaseUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  dataDir: string;
}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: shared.databaseUrl,
    // One uploads folder for all, as one S3 bucket would be.
    DATA_DIR: shared.dataDir,
    WEB_DIST: path.join(shared.dataDir, 'no-web-build'),
    REDIS_URL,
    REDIS_KEY_PREFIX: shared.redisPrefix,
    SMTP_URL: shared.smtpUrl,
    LOG_LEVEL: 'warn',
    // The small demo, as every test has it.
    DEMO_HISTORY: 'false',
    CODE_HASH_KEY: 'instances-code-key',
    ALTCHA_HMAC_KEY: 'instances-altcha-key',
    PAYMENT_WEBHOOK_SECRET: 'instances-webhook-secret',
  };
}

/** Starts `node --import tsx server.ts` and resolves once it says where it listens. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    // One that never says so is stopped, so it does not hold its port and connections after the test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance did not start within 3 minutes:\n${output}`));
    }, 180_000);
    const read = () => {
      const listening = /Souk is running at (http:\/\/localhost:\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.off('exit', exited);
      resolve({ url: listening[1]!.replace('localhost', '127.0.0.1'), process: child, output: () => output });
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    };
    child.stdout!.on('data', read);
    child.once('exit', exited);
  });
}

/** Sends SIGTERM and resolves with the exit code and how long the process took to leave. */
export async function stopInstance(
  instance: Instance | undefined,
): Promise<{ code: number | null; ms: number } | undefined> {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return undefined;
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  const code = await exited;
  return { code, ms: Date.now() - started };
}

/** A JSON call to an instance: the status, the parsed envelope and the session cookie it set, if any. */
export async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('souk_session='));
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { path: string }[] },
    cookie: sessionCookie?.split(';')[0],
  };
}
