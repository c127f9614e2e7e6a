/**
 * CPU milliseconds the API process (and PostgreSQL's processes, the same way) spend per computed
 * answer of one URL, read from /proc before and after a fixed number of requests: unlike req/s, it
 * hardly moves when other work shares the machine, so two versions can be compared on a busy box. Run each version's tree in turn:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/souk_bench node --import tsx bench/cpu-per-answer.ts [tree] [path]
 * `tree` is a checkout of the project (default: this one, e.g. a `git worktree` of an older commit to
 * compare); `path` defaults to the default listing. Every request gets its own throw-away parameter,
 * so no answer comes from a cache; BENCH_COOKIE=souk_session=... signs them in. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
/** User + system CPU of a process so far, in ms (clock ticks of 10 ms); 0 once it has gone. */
const cpuOf = (pid: number | string) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};
const cpuMs = () => cpuOf(server.pid!);
/** The same for every PostgreSQL process on this machine (the server's backends for the API's queries). */
const databaseCpuMs = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + cpuOf(pid), 0);
let sent = 0;
const run = (amount: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: 10,
        amount,
        // BENCH_COOKIE signs the requests in (`souk_session=...`), for a seller's or staff's pages.
        headers: process.env.BENCH_COOKIE ? { cookie: process.env.BENCH_COOKIE } : {},
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `${path}${path.includes('?') ? '&' : '?'}nocache=${++sent}`,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
await run(500); // warm: JIT, prepared statements, pool
const before = cpuMs();
const databaseBefore = databaseCpuMs();
const result = await run(ANSWERS);
console.log(
  `${tree} ${path}: ${((cpuMs() - before) / ANSWERS).toFixed(2)} ms API CPU and ${((databaseCpuMs() - databaseBefore) / ANSWERS).toFixed(2)} ms PostgreSQL CPU per answer, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`,
);
server.kill('SIGTERM');
