import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { statementSpan, tracingOn } from '../integrations/telemetry/spans.ts';

/**
 * Issue 39: a span for each statement (integrations/telemetry/spans.ts), wrapped where the drivers
 * take them, below Drizzle, so that every way a statement is sent (Drizzle's queries, `execute`,
 * the prepared hot statements, transactions) is seen once. With tracing off each wrapper calls
 * straight through after one test of a boolean.
 */

type Query = (...args: unknown[]) => Promise<unknown>;

const textOf = (first: unknown): string | undefined =>
  typeof first === 'string'
    ? first
    : first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string'
      ? (first as { text: string }).text
      : undefined;

/**
 * Wraps a `query` method taking (text or config, values, …): calls with a callback, and pg's
 * submittable queries (cursors), pass through untouched.
 */
function traceQuery(driver: 'pg' | 'pglite', query: Query): Query {
  return (...args) => {
    if (!tracingOn()) return query(...args);
    const text = textOf(args[0]);
    if (text === undefined || typeof args.at(-1) === 'function') return query(...args);
    return statementSpan(driver, text, () => query(...args));
  };
}

const traced = Symbol('souk.traced');

/**
 * A node-postgres pool: its `query` (Drizzle's statements outside a transaction; pg-pool then
 * calls the connection's query with a callback, which is not counted again) and the connections
 * `connect()` hands out (Drizzle's transactions). The span starts when the statement is asked for,
 * in the caller's context: a statement waiting for a free connection is timed from then, and
 * pg-pool would run it in the context of whoever released the connection.
 */
export function tracePool(pool: pg.Pool): void {
  pool.query = traceQuery('pg', pool.query.bind(pool) as Query) as pg.Pool['query'];
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // With a callback: pg-pool's own query (above) asking for a connection.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const marked = client as pg.PoolClient & { [traced]?: true };
      if (!marked[traced]) {
        marked[traced] = true;
        client.query = traceQuery('pg', client.query.bind(client) as Query) as pg.PoolClient['query'];
      }
      return client;
    });
  }) as pg.Pool['connect'];
}

/** The embedded database: its `query` and `exec`, and those of the transactions it opens. */
export function tracePglite(client: PGlite): void {
  client.query = traceQuery('pglite', client.query.bind(client) as Query) as PGlite['query'];
  client.exec = traceQuery('pglite', client.exec.bind(client) as Query) as PGlite['exec'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = traceQuery('pglite', tx.query as Query) as typeof tx.query;
      tx.exec = traceQuery('pglite', tx.exec as Query) as typeof tx.exec;
      return callback(tx);
    })) as PGlite['transaction'];
}
