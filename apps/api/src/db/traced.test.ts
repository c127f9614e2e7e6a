import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTracing, tracer } from '../integrations/telemetry/spans.ts';
import { tracePool } from './traced.ts';

/**
 * The node-postgres wrapper on a stand-in pool shaped as pg-pool is (the PGlite one runs in
 * http/tracing.test.ts, on the test database): one span per statement whichever way it is sent,
 * none for pg-pool's own call of a connection, and none outside a traced unit of work.
 */
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

beforeAll(() => {
  provider.register();
  setTracing(true);
});
afterAll(async () => {
  setTracing(false);
  await provider.shutdown();
  trace.disable();
  context.disable();
});
beforeEach(() => exporter.reset());

type Callback = (error: Error | undefined, result?: unknown) => void;

/** What pg-pool does: `query` borrows a connection and calls its query with a callback; `connect()` without one is a promise. */
function standInPool() {
  const sent: string[] = [];
  const client = {
    query(config: string | { text: string }, values?: unknown, callback?: Callback) {
      sent.push(typeof config === 'string' ? config : config.text);
      if (typeof callback === 'function') return void setImmediate(() => callback(undefined, { rows: [] }));
      return new Promise((resolve) => setImmediate(() => resolve({ rows: [] })));
    },
    release() {},
  };
  const pool = {
    connect(callback?: (error: Error | undefined, connection?: typeof client) => void) {
      if (callback) return void setImmediate(() => callback(undefined, client));
      return Promise.resolve(client);
    },
    query(config: string | { text: string }, values?: unknown) {
      return new Promise((resolve, reject) =>
        this.connect((error, connection) =>
          error
            ? reject(error)
            : connection!.query(config, values, (failure, result) => (failure ? reject(failure) : resolve(result))),
        ),
      );
    },
  };
  return { pool: pool as unknown as pg.Pool, sent };
}

describe('statement spans on a PostgreSQL server (pg)', () => {
  it('one span per statement, a child of the span it ran in, with its text; a transaction connection is wrapped once', async () => {
    const { pool, sent } = standInPool();
    tracePool(pool);
    await tracer.startActiveSpan('request', async (request) => {
      await pool.query({ text: 'select * from products where id = $1' } as pg.QueryConfig, ['id-1']);
      const connection = await pool.connect();
      await connection.query('update carts set total = $1', [3]);
      connection.release();
      // The same connection handed out again is not wrapped twice.
      const again = await pool.connect();
      await again.query({ text: 'insert into orders (id) values ($1)' } as pg.QueryConfig, ['o-1']);
      request.end();
    });
    expect(sent).toHaveLength(3);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'request')!;
    const statements = spans.filter((span) => span !== request);
    expect(statements.map((span) => [span.name, span.attributes['db.statement']])).toEqual([
      ['SELECT', 'select * from products where id = $1'],
      ['UPDATE', 'update carts set total = $1'],
      ['INSERT', 'insert into orders (id) values ($1)'],
    ]);
    for (const span of statements) {
      expect(span.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
      expect(span.attributes).toMatchObject({ 'db.system': 'postgresql', 'souk.db.driver': 'pg' });
      expect(JSON.stringify(span.attributes)).not.toMatch(/id-1|o-1/);
    }
  });

  it('no span for a statement outside any traced work, nor with tracing off', async () => {
    const { pool, sent } = standInPool();
    tracePool(pool);
    await pool.query('select 1');
    setTracing(false);
    try {
      await tracer.startActiveSpan('request', async (request) => {
        await pool.query('select 2');
        request.end();
      });
    } finally {
      setTracing(true);
    }
    expect(sent).toEqual(['select 1', 'select 2']);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['request']);
  });

  it('a failed statement is a failed span, and the error reaches the caller', async () => {
    const { pool } = standInPool();
    const failing = Object.assign(pool, {
      query: () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' })),
    });
    tracePool(failing);
    await tracer.startActiveSpan('request', async (request) => {
      await expect(failing.query('insert into users (email) values ($1)', ['a@b.c'])).rejects.toThrow('duplicate key');
      request.end();
    });
    const statement = exporter.getFinishedSpans().find((span) => span.name === 'INSERT')!;
    expect(statement.status.code).toBe(2);
    expect(statement.events.map((event) => event.name)).toEqual(['exception']);
  });
});
