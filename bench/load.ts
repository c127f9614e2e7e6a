/** What the load benches share: starting a server as a child process, and measuring with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * Starts a script (the API or the bare yardstick) on a port and waits until it answers.
 * BENCH_NODE_ARGS adds Node options to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
/** The API to measure: this checkout's, or BENCH_TREE's (a `git worktree` of an older commit) on the same data. */
export const API_SCRIPT = `${process.env.BENCH_TREE ?? '.'}/apps/api/src/server.ts`;

export function startServer(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/`)
        .then(() => resolve(child))
        .catch(() => (Date.now() > deadline ? reject(new Error(`${script} did not start`)) : setTimeout(poll, 250)));
    poll();
  });
}

/** Prints req/s and p50/p95/p99 from every response's time. */
function report(label: string, latencies: number[], requestsPerSecond: number, errors: number) {
  latencies.sort((a, b) => a - b);
  if (latencies.length === 0) {
    console.log(`${label.padEnd(34)} no answer within the run (every request slower than it), errors ${errors}`);
    return;
  }
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(Math.round(requestsPerSecond)).padStart(6)} req/s   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   ${latencies.length} requests, errors ${errors}`,
  );
}

/** Runs one scenario at 50 connections (or `connections`) that send again the moment an answer arrives. */
export async function measure(label: string, options: autocannon.Options, connections = CONNECTIONS) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await autocannon({
    ...options,
    connections,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, time: number) => {
        latencies.push(time);
        if (status >= 400) errors++;
      });
    },
  });
  report(label, latencies, result.requests.average, errors);
}

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * 50 shoppers, each on a kept-alive connection of its own, who pause between requests: a random
 * pause (exponential, so they do not fall into step) averaging 50 / `rate` seconds, making `rate`
 * requests a second in all. The time measured is each request's, not the pause. (autocannon's own
 * rate limit sends every connection's request at the same tick, a burst of 50 that queues.)
 */
export async function measurePaced(
  label: string,
  options: { port: number; rate: number; total: number; next: () => BenchRequest },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const send = (request: BenchRequest) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          agent,
          method: request.method,
          path: request.path,
          headers: request.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  const shopper = async () => {
    while (sent < options.total) {
      await new Promise((resolve) =>
        setTimeout(resolve, -Math.log(1 - Math.random()) * (CONNECTIONS / options.rate) * 1000),
      );
      if (sent >= options.total) return;
      sent++;
      const started = performance.now();
      const status = await send(options.next());
      latencies.push(performance.now() - started);
      if (status >= 400) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, shopper));
  agent.destroy();
  report(label, latencies, latencies.length / ((performance.now() - started) / 1000), errors);
}

/**
 * Each path exactly once, `connections` at a time, as fast as answers come: the cost of answers
 * no cache holds yet (every path a first request).
 */
export async function measureEachOnce(
  label: string,
  options: { port: number; paths: string[]; headers: Record<string, string> },
  connections = CONNECTIONS,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const queue = [...options.paths];
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        { host: '127.0.0.1', port: options.port, agent, method: 'GET', path, headers: options.headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const started = performance.now();
      if ((await get(path)) >= 400) errors++;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  report(label, latencies, latencies.length / ((performance.now() - started) / 1000), errors);
}
