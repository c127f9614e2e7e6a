/**
 * CPU milliseconds the API process spends per computed answer of one URL, read from /proc before
 * and after a fixed number of requests: unlike req/s, it hardly moves when other work shares the
 * machine, so two versions can be compared on a busy box. Run each version's tree in turn:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/cpu-per-answer.ts [tree] [path]
 * `tree` is a checkout of the project (default: this one, e.g. a `git worktree` of an older commit to
 * compare); `path` defaults to the default listing. Every request gets its own throw-away parameter,
 * so no answer comes from a cache. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const tree = process.argv[2] ?? process.cwd();
const path = process.argv[3] ?? '/api/products/getallproducts?page=1&limit=8&sort=featured';
const PORT = 3191;
const ANSWERS = 3000;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: tree,
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: url },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) {
  const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
    () => true,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
/** User + system CPU of the server so far, in ms (clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
let sent = 0;
const run = (amount: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: 10,
        amount,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}&nocache=${++sent}` }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
await run(500); // warm: JIT, prepared statements, pool
const before = cpuMs();
const result = await run(ANSWERS);
console.log(
  `${tree} ${path}: ${((cpuMs() - before) / ANSWERS).toFixed(2)} ms CPU per answer, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`,
);
server.kill('SIGTERM');
