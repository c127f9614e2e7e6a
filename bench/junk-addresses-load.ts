/**
 * Issue 37: does the server keep answering while 50 connections ask for page addresses nobody asked
 * for before? On the embedded database (PGlite shares the thread with the renders), the small demo,
 * and the production build (`npm run build` first):
 *   node --import tsx bench/junk-addresses-load.ts
 * and, for "before", an older checkout's API on the same build: `BENCH_TREE=/tmp/before` (bench/README).
 * BENCH_DATA names a DATA_DIR already seeded (`npm start` once with DATA_DIR=...): each run gets a copy,
 * so runs start alike and quickly; without it, each run seeds a new one.
 * 50 connections (fetch, one request at a time each) for 15 s, each request another address: `/all-products?x=<n>` (a tracking-like
 * parameter), `/?utm_source=<n>`, `/products/<random uuid>` and `/products/junk-<n>` (404s: a read
 * under the render limit, no render, decision 0018). Meanwhile one client asks `/api/health` and another a page already kept (`/about-us`) every
 * 50 ms, one at a time, and their answer times are reported.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_SCRIPT, CONNECTIONS, startServer } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 3407;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-junk-bench-'));
if (process.env.BENCH_DATA) cpSync(process.env.BENCH_DATA, dataDir, { recursive: true });
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : Number.NaN;
};
const line = (label: string, times: number[], statuses: Map<number, number>) =>
  console.log(
    `${label.padEnd(26)} ${String(times.length).padStart(5)} answers   p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms   max ${Math.max(
      ...times,
    )
      .toFixed(1)
      .padStart(7)} ms   ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
  );

/** One request at a time, every 50 ms, until `stop`; each answer's time and status. */
async function probe(url: string, stop: { done: boolean }) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  while (!stop.done) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    const status = response?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { times, statuses };
}

let served = 0;
const junk = () => {
  const n = ++served;
  switch (n % 4) {
    case 0:
      return `/all-products?x=${n}`;
    case 1:
      return `/?utm_source=${n}`;
    case 2:
      return `/products/${randomUUID()}`;
    default:
      return `/products/junk-${n}`;
  }
};

console.log(`Embedded database, small demo; ${CONNECTIONS} connections on unique addresses for ${SECONDS} s.`);
// A server left on the port would be measured instead of this one.
if (
  await fetch(`${BASE}/api/health`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`port ${PORT} is taken`);
const api = await startServer(API_SCRIPT, PORT, {
  DATA_DIR: dataDir,
  SEED_DEMO: process.env.BENCH_DATA ? 'false' : 'true',
  DEMO_HISTORY: 'false',
  WEB_DIST: webDist,
});
try {
  // Warm: the pages the probes ask for are kept, the renderer's modules loaded.
  for (const url of ['/', '/about-us', '/all-products', '/api/health']) await fetch(`${BASE}${url}`);
  const quiet = { done: false };
  const [healthAlone] = await Promise.all([
    probe(`${BASE}/api/health`, quiet),
    new Promise((resolve) => setTimeout(resolve, 3000)).then(() => (quiet.done = true)),
  ]);
  line('/api/health, idle', healthAlone.times, healthAlone.statuses);

  const stop = { done: false };
  const junkStatuses = new Map<number, number>();
  const junkTimes: number[] = [];
  // Each connection asks again as soon as it has its answer (a crawler, or a script), for SECONDS.
  const load = async () => {
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${BASE}${junk()}`, {
        headers: { 'accept-encoding': 'br', 'accept-language': 'en-US,en;q=0.9' },
      }).catch(() => undefined);
      await response?.arrayBuffer();
      junkTimes.push(performance.now() - started);
      junkStatuses.set(response?.status ?? 0, (junkStatuses.get(response?.status ?? 0) ?? 0) + 1);
    }
  };
  const [health, kept] = await Promise.all([
    probe(`${BASE}/api/health`, stop),
    probe(`${BASE}/about-us`, stop),
    Promise.all(Array.from({ length: CONNECTIONS }, load)).then(() => (stop.done = true)),
  ]);
  line('unique junk addresses', junkTimes, junkStatuses);
  line('/api/health, meanwhile', health.times, health.statuses);
  line('/about-us (kept), meanwhile', kept.times, kept.statuses);
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill();
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
