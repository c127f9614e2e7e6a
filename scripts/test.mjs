// `npm test`: every test. Installs what is missing (dependencies, Debian's Chromium when root),
// builds the web app, runs all Vitest projects on the embedded database and, when
// TEST_DATABASE_URL is set, the API suite again on that PostgreSQL server with the two-instance
// tests (two API processes on that server and one Redis: TEST_REDIS_URL or 127.0.0.1:6379).
// With TEST_NODE (the path of another Node.js binary, e.g. Node 24 LTS), those PostgreSQL passes and the
// unit tests run on that Node.js, so one run covers two versions (.ci/run sets it).
// Arguments after `npm test --` go to Vitest as they are (for example `-- --project api`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets } from './check-budgets.mjs';
import { checkNode, ensureInstalled, ensureWebBuilt, root, run } from './prepare.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

const VITEST = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

/** Each pass's wall time, printed at the end: where a run's minutes go (README, "Tests"). */
const timings = [];

/** Runs Vitest once, on this Node.js or the one given; returns its counts from the JSON report. */
function vitest(label, args, env, node = process.execPath) {
  const started = Date.now();
  const report = path.join(root, 'test-results', `vitest-${label}.json`);
  const result = spawnSync(
    node,
    [VITEST, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  }
  // A crash or a failed setup counts as a failure even when no test reported one.
  if (result.status !== 0 && failed === 0) failed = 1;
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return { passed, failed };
}

checkNode();
ensureInstalled();
ensureChromium();
const buildStarted = Date.now();
ensureWebBuilt();
timings.push(`build ${Math.round((Date.now() - buildStarted) / 1000)} s`);
// The web app's size budgets per storefront route (issues 12 and 37): a failure like any failing test.
const budgetsHold = checkBudgets(path.join(root, 'apps/web/dist'));
mkdirSync(path.join(root, 'test-results'), { recursive: true });

const extraArgs = process.argv.slice(2);
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;
// Vitest's default is one worker less than the cores: one file at a time here. Every file takes two
// at a time: the API and unit files, and the browser journeys (each its own server and browser, which
// wait on each other in turn: two at a time took 722 s where one at a time took 1,373 s, on 2 cores).
const TWO_AT_A_TIME = '--maxWorkers=2';
// The two sweeps over every route (thousands of malformed requests each, a few minutes on a slow
// machine) run once a run: on PostgreSQL when that pass follows, else here.
const EVERY_ROUTE_SWEEPS = [
  'apps/api/src/modules/system/fuzz.test.ts',
  'apps/api/src/modules/system/bad-input.test.ts',
];
const sweepsLater = TEST_DATABASE_URL ? EVERY_ROUTE_SWEEPS.flatMap((file) => ['--exclude', file]) : [];
// The embedded database's own kill, first-start and backup test (real processes on PGlite, about a
// minute): it reads no TEST_DATABASE_URL, so the PostgreSQL pass would only run it again.
const EMBEDDED_ONLY = ['apps/api/src/seeds/first-start.test.ts'].flatMap((file) => ['--exclude', file]);
const totals =
  extraArgs.length > 0
    ? [vitest('embedded', extraArgs, embeddedEnv)]
    : [
        vitest('embedded', ['--project', 'unit', '--project', 'api', TWO_AT_A_TIME, ...sweepsLater], embeddedEnv),
        vitest('e2e', ['--project', 'e2e', TWO_AT_A_TIME], embeddedEnv),
      ];
if (TEST_DATABASE_URL && extraArgs.length === 0) {
  const otherNode = process.env.TEST_NODE;
  const version = otherNode ? spawnSync(otherNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : process.version;
  console.log(
    `\nAPI suite again on PostgreSQL (${new URL(TEST_DATABASE_URL).host}), and two instances on it with Redis, on Node.js ${version}...`,
  );
  // The unit tests too when that is another Node.js: they are quick, and both versions then run them.
  const projects = otherNode ? ['--project', 'unit', '--project', 'api'] : ['--project', 'api'];
  totals.push(
    vitest('postgres', [...projects, TWO_AT_A_TIME, ...EMBEDDED_ONLY], process.env, otherNode),
    vitest('instances', ['--project', 'instances'], process.env, otherNode),
  );
} else if (!TEST_DATABASE_URL) {
  console.log(
    '\nTwo-instance tests (shared sessions, throttles, outbox, caches) not run: they need TEST_DATABASE_URL and Redis.',
  );
}
const passed = totals.reduce((sum, part) => sum + part.passed, 0);
const failed = totals.reduce((sum, part) => sum + part.failed, 0) + (budgetsHold ? 0 : 1);
console.log(`\ntime: ${timings.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
