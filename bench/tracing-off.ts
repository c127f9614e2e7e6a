/**
 * Issue 39: what tracing costs while it is off (OTEL_EXPORTER_OTLP_ENDPOINT unset), the way every
 * instance without a collector runs. Two checkouts of the project, before and after, each serving
 * the same embedded database (the demo, seeded once and copied) and the same web build, in turns
 * (before, after, before, after): a cached product page (brotli, as a browser asks), the default
 * JSON listing (its answer cache), and that listing computed (each request a throw-away parameter:
 * its statements run every time, through the database wrapper); 10 connections, loopback only.
 * CPU milliseconds of the server process per answer (from /proc, as cpu-per-answer.ts) hardly move
 * when other work shares the machine; req/s and p99 are shown too. BENCH_ROUNDS (2) turns each;
 * BENCH_TRACING_ON=1 adds the newer tree tracing to a local sink ("on"), for what tracing costs.
 *   node --import tsx bench/tracing-off.ts <before-tree> <after-tree> [answers]
 * A tree is e.g. `git archive <commit> | tar -x -C /tmp/before` with node_modules linked in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const [beforeTree, afterTree, answersText] = process.argv.slice(2);
if (!beforeTree || !afterTree) throw new Error('usage: bench/tracing-off.ts <before-tree> <after-tree> [answers]');
const ANSWERS = Number(answersText ?? 4000);
const PORT = 3417;
const BASE = `http://127.0.0.1:${PORT}`;
const webDist = path.resolve('apps/web/dist');

function startServer(tree: string, dataDir: string, extra: Record<string, string> = {}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SEED_DEMO: 'false',
    DEMO_HISTORY: 'false',
  };
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete env.DATABASE_URL;
  Object.assign(env, extra);
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: tree,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilUp() {
  for (let tries = 0; tries < 1200; tries++) {
    const up = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not come up');
}

async function stop(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

let sent = 0;
/** `computed`: each request with a throw-away parameter of its own, so no answer comes from a cache. */
const load = (requestPath: string, amount: number, headers: Record<string, string>, computed: boolean) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${BASE}${requestPath}`,
        connections: 10,
        amount,
        headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) =>
              computed ? { ...request, path: `${requestPath}&nocache=${++sent}` } : { ...request, path: requestPath },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

// The demo, seeded once (by the newer tree) and copied for every run.
const seeded = mkdtempSync(path.join(os.tmpdir(), 'souk-tracing-bench-'));
{
  const server = startServer(afterTree, seeded, { SEED_DEMO: 'true' });
  await untilUp();
  await stop(server);
}

const scenarios: { label: string; path: string; headers: Record<string, string>; share: number }[] = [
  { label: 'product page, cached', path: '', headers: { 'accept-encoding': 'br', accept: 'text/html' }, share: 1 },
  { label: 'listing JSON, cached', path: '/api/products/getproducts?page=1&limit=20', headers: {}, share: 1 },
  // Its statements run every time: where the database wrapper is.
  { label: 'listing JSON, computed', path: '/api/products/getproducts?page=1&limit=20', headers: {}, share: 0.25 },
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const results: string[] = [];
// BENCH_TRACING_ON=1: the newer tree a third time, tracing to a local sink that takes every export.
let exported = 0;
const sink = createServer((request, response) => {
  request.on('data', (chunk: Buffer) => (exported += chunk.length));
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
const variants: [string, string, Record<string, string>][] = [
  ['before', beforeTree, {}],
  ['after', afterTree, {}],
];
if (process.env.BENCH_TRACING_ON === '1') {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(sink.address() as { port: number }).port}`;
  variants.push(['on', afterTree, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }]);
}
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, tree, extra] of variants) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-tracing-run-'));
    cpSync(seeded, dataDir, { recursive: true });
    const server = startServer(tree, dataDir, extra);
    await untilUp();
    const listing = (await (await fetch(`${BASE}/api/products/getproducts?page=1&limit=20`)).json()) as {
      data: { products: { _id: string }[] };
    };
    scenarios[0]!.path = `/products/${listing.data.products[0]!._id}`;
    for (const scenario of scenarios) {
      const computed = scenario.label.endsWith('computed');
      const answers = Math.round(ANSWERS * scenario.share);
      await load(scenario.path, 500, scenario.headers, computed); // warm: JIT, caches, the statements' plans
      const cpuBefore = cpuMs(server.pid!);
      const result = await load(scenario.path, answers, scenario.headers, computed);
      const perAnswer = (cpuMs(server.pid!) - cpuBefore) / answers;
      const line = `round ${round} ${name.padEnd(6)} ${scenario.label.padEnd(22)} ${perAnswer.toFixed(3)} ms CPU/answer  ${Math.round(result.requests.average)} req/s  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`;
      console.log(line);
      results.push(line);
    }
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
rmSync(seeded, { recursive: true, force: true });
sink.close();
if (exported > 0) console.log(`spans exported while tracing: ${(exported / 1e6).toFixed(1)} MB of OTLP JSON`);
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
