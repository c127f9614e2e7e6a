import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUnreachable, REPLICA_RETRY_MS, ReplicaPool } from './read-replica.ts';

/**
 * The fallback alone, without a PostgreSQL server: the "replica" is a port that hangs up on every
 * connection, the "primary" a stand-in that records what it is asked. The real thing (a streaming
 * replica stopped under a running API) is apps/api/test/instances/read-replica.test.ts.
 */
let hangUp: net.Server;
let port: number;
let connections = 0;
let asked: unknown[][];
let pool: ReplicaPool;

beforeAll(async () => {
  hangUp = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
  port = (hangUp.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => hangUp.close(resolve)));

beforeEach(() => {
  connections = 0;
  asked = [];
  const primary = {
    query: (async (...args: unknown[]) => {
      asked.push(args);
      return { rows: [[1]], rowCount: 1, fields: [], command: 'SELECT', oid: 0 };
    }) as unknown as pg.Pool['query'],
  };
  pool = new ReplicaPool({ connectionString: `postgres://souk@127.0.0.1:${port}/souk`, max: 2 }, primary);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await pool.end();
});

describe('read replica pool', () => {
  it('answers from the primary when the replica hangs up, with the same query and values Drizzle sent', async () => {
    const db = drizzle(pool);
    const rows = await db.execute(sql`select ${7}::int as seven`);
    expect(rows.rows).toEqual([[1]]);
    expect(connections).toBe(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toMatchObject({ text: 'select $1::int as seven' });
    expect(asked[0]![1]).toEqual([7]);
    expect(pool.state).toBe('down');
  });

  it('leaves a down replica alone for a while, then lets one query at a time try it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await pool.query('select 1');
    expect(connections).toBe(1);
    await Promise.all([pool.query('select 2'), pool.query('select 3')]);
    expect(connections).toBe(1);
    vi.setSystemTime(Date.now() + REPLICA_RETRY_MS + 1);
    await Promise.all([pool.query('select 4'), pool.query('select 5'), pool.query('select 6')]);
    expect(connections).toBe(2);
    // The one that tried the replica comes to the primary last.
    expect(asked.map((args) => args[0])).toEqual([
      'select 1',
      'select 2',
      'select 3',
      'select 5',
      'select 6',
      'select 4',
    ]);
  });

  it('a health check asks the replica itself and says it is down, without asking the primary', async () => {
    expect(pool.state).toBe('ok');
    expect(await pool.check()).toBe('down');
    expect(connections).toBe(1);
    expect(asked).toEqual([]);
  });

  it('tells a replica that is away from a query that is wrong', () => {
    const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
    for (const away of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
    ]) {
      expect(isUnreachable(away), away.message).toBe(true);
    }
    for (const wrong of [
      coded('42P01', 'relation "nope" does not exist'),
      coded('25006', 'cannot execute INSERT in a read-only transaction'),
      coded('22P02'),
      // Every replica connection busy: the replica is there (the query goes to the primary, the replica stays up).
      new Error('timeout exceeded when trying to connect'),
      new Error('boom'),
    ]) {
      expect(isUnreachable(wrong), wrong.message).toBe(false);
    }
  });
});
