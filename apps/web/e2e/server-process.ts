import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real API server the journeys use: started on a free port over a data dir of its own. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Waits until this child says it listens on `baseUrl` and answers there. Its own line first: with
 * two files starting at once, another file's server could have taken the same free port a moment
 * later, and would answer the health check in its place. Returns false if the port was taken.
 */
async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
  withinMs: number,
): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      if (output().includes('EADDRINUSE')) return false;
      throw new Error(`server exited early:\n${output()}`);
    }
    if (output().includes(`Souk is running at ${baseUrl} `)) {
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok) return true;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * How long a start may take: a copy of the seeded demo about 10 s; seeding the year of history
 * about 45 s on a quiet machine and over 90 s with the other journeys and a seed beside it.
 */
export const startDeadlineMs = (options: { demoHistory?: boolean | undefined }) =>
  options.demoHistory ? 240_000 : 90_000;

export interface ServerProcess {
  baseUrl: string;
  /** What the server printed so far. */
  output: () => string;
  /**
   * Stops it: SIGTERM, and SIGKILL if it has not left 20 s later (its own bound is 15 s). Resolves
   * with how it left; it says nothing more about exiting.
   */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server over `dataDir` and waits until it answers. An empty data dir is seeded with the
 * small demo (`demoHistory`: and the year of history, as `npm start` does); a seeded one is used as it is.
 */
export async function startServerProcess(options: { dataDir: string; demoHistory?: boolean }): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await spawnServer(options);
    if (started) return started;
    if (attempt === 3) throw new Error('three free ports in a row were taken before the server could listen');
  }
}

async function spawnServer(options: { dataDir: string; demoHistory?: boolean }): Promise<ServerProcess | null> {
  const port = await freePort();
  // localhost, not 127.0.0.1: the session cookie is Secure everywhere except plain-http localhost.
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    // Every browser here shares one loopback address: its code sends and sign-ups are many people's.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'true',
      // The journeys count on the small demo (its three orders, its sellers' figures), not the year of history.
      DEMO_HISTORY: options.demoHistory ? 'true' : 'false',
      // Vitest says "test": the server would render the storefront with React's slow development build.
      NODE_ENV: 'production',
      SITE_MODE: 'live',
      DEV_OUTBOX: 'true',
      ADDRESS_LIMIT_FACTOR: '20',
      // Cash orders reach their sellers at once; the cash journey has staff ask for the code (issue 41).
      CASH_CONFIRM_BELOW_DELIVERED: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    server.once('exit', (code, signal) => done({ code, signal })),
  );
  // A server that stops in the middle of a file fails every test after it: say why, once. (One that
  // stops before it answers is reported by waitForHealth.)
  let running = false;
  void exited.then(({ code, signal }) => {
    if (running)
      console.error(`the e2e server exited (code ${code}, signal ${signal}); its last output:\n${log.slice(-6000)}`);
  });
  if (!(await waitForHealth(baseUrl, server, () => log, startDeadlineMs(options)))) return null;
  running = true;
  return {
    baseUrl,
    output: () => log,
    stop: async () => {
      running = false;
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        const late = setTimeout(() => server.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(late);
      }
      return exited;
    },
  };
}
