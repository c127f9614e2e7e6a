import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ReplicaPool, type ReplicaState } from './read-replica.ts';
import { tracePglite, tracePool } from './traced.ts';
/**
 * A database or a transaction: services take either, so callers decide the transaction scope.
 * Without Drizzle's relational query API (no schema given): nothing uses it, and with a schema
 * every transaction would build a query builder for each of the tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** With DATABASE_READ_URL: the streaming replica the catalogue is read from (README, "Read replica"). */
  replica: ReadReplica | undefined;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process of this database runs one under the same name: a session
   * advisory lock on a PostgreSQL server (let go if the holder dies), nothing to share with in the
   * embedded database. The first start's seeding takes turns this way (seeds/first-start.ts).
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The catalogue's reads (listings, search, product pages, home shelves, sitemaps): on the replica,
 * or on the primary while the replica cannot be reached. Never for writes, nor for a read that must
 * see a write just made (a seller's own products, a cart, orders, staff screens): the replica lags.
 */
export interface ReadReplica {
  db: Db;
  /** Reaches the replica itself, for /api/health. */
  check(): Promise<ReplicaState>;
  /** How far its replay is behind, for /metrics (null when it cannot be reached). */
  replayLagSeconds(): Promise<number | null>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Typo tolerance of search: how close a typed word must be to a word of a product (pg_trgm word
 * similarity). The default 0.6 misses "lether" for "leather"; 0.45 catches one slip per word.
 */
const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Connections to a PostgreSQL server; requests queue for one when all are busy. Measured with
 * bench/orders-load.ts on 2 cores: 20 or 30 were no faster than 10 (more server processes to
 * wake and switch between), so 10 it stays. A bigger machine may want more.
 */
const POOL_SIZE = 10;

/** How long a query may wait for a connection of the pool (issue 43: no request hangs while the server is away). */
const CONNECT_TIMEOUT_MS = 10_000;

export type DatabaseSource =
  /** `readUrl`: a streaming replica of `url` for the catalogue's reads. */
  | { kind: 'postgres'; url: string; readUrl?: string }
  /** `dataDir` undefined keeps the database in memory; `image` starts from a dumped data dir. */
  | { kind: 'pglite'; dataDir?: string; image?: Blob };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const settings = {
      max: POOL_SIZE,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
      // A request waits this long at most for a connection (all busy, or the server away), then is
      // answered 503 with Retry-After (http/error-handler.ts) rather than left hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    };
    const pool = new pg.Pool({ connectionString: source.url, ...settings });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const replicaPool = source.readUrl
      ? new ReplicaPool({ connectionString: source.readUrl, ...settings }, pool)
      : undefined;
    // Spans for statements while tracing is on (issue 39); the replica's falls back to the primary's unwrapped query.
    tracePool(pool);
    if (replicaPool) tracePool(replicaPool);
    const db = drizzleNodePg(pool);
    return {
      db,
      replica: replicaPool && {
        db: drizzleNodePg(replicaPool),
        check: () => replicaPool.check(),
        replayLagSeconds: () => replicaPool.replayLagSeconds(),
      },
      kind: 'postgres',
      migrate: async () => {
        // Instances started together take turns: the first migrates, the others then find nothing to do.
        const lock = await pool.connect();
        try {
          await lock.query(`select pg_advisory_lock(hashtext('souk:migrate'))`);
          await migrateNodePg(db, { migrationsFolder });
        } finally {
          await lock.query(`select pg_advisory_unlock(hashtext('souk:migrate'))`).finally(() => lock.release());
        }
      },
      exclusive: async (name, task) => {
        const lock = await pool.connect();
        try {
          await lock.query(`select pg_advisory_lock(hashtext($1))`, [`souk:${name}`]);
          return await task();
        } finally {
          await lock
            .query(`select pg_advisory_unlock(hashtext($1))`, [`souk:${name}`])
            .catch(() => undefined)
            .finally(() => lock.release());
        }
      },
      close: async () => {
        await replicaPool?.end();
        await pool.end();
      },
    };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.image ? { loadDataDir: source.image } : {}),
  });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  tracePglite(client);
  const db = drizzlePglite(client);
  return {
    db,
    replica: undefined,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (_name, task) => task(),
    close: () => client.close(),
  };
}

/** The raw PGlite client behind a database, for dumping a test image. */
export function pgliteClientOf(database: Database): PGlite {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('not a PGlite database');
  return client;
}

/** The connection pool behind a PostgreSQL server's database; undefined for the embedded one, which has none. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A prepared statement's name for one shape of a query: PostgreSQL reads only a name's first 63
 * bytes, so a short digest of the shape keeps every shape's statements apart.
 */
export const statementName = (prefix: string, shape: string) =>
  `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;

/**
 * Rows of a raw SQL query prepared under a name: on a PostgreSQL server each connection parses
 * and plans it once instead of on every call (the embedded database ignores the name). For the
 * hot statements; one name must always carry the same text, so the values go in parameters.
 */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * A row of `table` from a raw query (`returning *`, or `to_json` of one), mapped as Drizzle maps
 * its own selects: property names, dates, numerics. For hot statements written as one raw query.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
