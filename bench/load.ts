/** What the load benches share: starting a server as a child process, and measuring with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * Starts a script (the API or the bare yardstick) on a port and waits until it answers.
 * BENCH_NODE_ARGS adds Node options to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
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

/** Runs one scenario at 50 connections and prints req/s and p50/p95/p99 from every response's time. */
export async function measure(label: string, options: autocannon.Options) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await autocannon({
    ...options,
    connections: CONNECTIONS,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, time: number) => {
        latencies.push(time);
        if (status >= 400) errors++;
      });
    },
  });
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   ${latencies.length} requests, errors ${errors}`,
  );
}
