import pg from 'pg';

/** What /api/health says of the read replica (DATABASE_READ_URL). */
export type ReplicaState = 'ok' | 'down';

/** A replica that cannot be reached fails over to the primary within this, not after the OS's TCP timeout. */
const CONNECT_TIMEOUT_MS = 2000;
/** After a failure, queries go to the primary; one is then let through to the replica this often to see whether it is back. */
export const REPLICA_RETRY_MS = 5000;

/**
 * Errors that say the replica is away (refused, reset, shut down, starting, unreachable, the
 * connection cut or not made in time), not that the query is wrong: SQLSTATE class 08 and 57P01-03.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGES = /connection terminated|not queryable|connection ended/i;

/**
 * pg-pool's own wait for a free connection ran out: every replica connection is busy, which says
 * nothing of the replica being away (a connect that times out reads "Connection terminated due to
 * connection timeout"). That query goes to the primary; the replica stays in use.
 */
const isPoolBusy = (error: unknown) =>
  error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

export function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return error instanceof Error && UNREACHABLE_MESSAGES.test(error.message);
}

/**
 * A standby cancels a query whose rows replay must remove ("conflict with recovery", 40001): the
 * primary answers that one, and the replica stays in use.
 */
const isRecoveryConflict = (error: unknown) =>
  codeOf(error) === '40001' && error instanceof Error && /recovery/i.test(error.message);

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * The read replica's connections. Drizzle (drizzle-orm/node-postgres) sends each query outside a
 * transaction through `pool.query(config, params)`; here that goes to the replica, and when the
 * replica cannot be reached, the same query goes to the primary and the replica is left alone for
 * REPLICA_RETRY_MS. Then one query tries it again (the others keep to the primary meanwhile), and
 * the first answer puts it back in use. Only reads come here: a write sent to a standby fails
 * ("read-only transaction"), which is no connection error and is thrown as it is.
 */
export class ReplicaPool extends pg.Pool {
  #down = false;
  #retryAt = 0;
  readonly #onReplica: Query;
  readonly #onPrimary: Query;

  constructor(config: pg.PoolConfig, primary: Pick<pg.Pool, 'query'>) {
    super({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...config });
    this.#onReplica = super.query.bind(this) as Query;
    this.#onPrimary = primary.query.bind(primary) as Query;
    // An idle connection the replica dropped (stopped, restarted) must not crash the process; it says the replica is away.
    this.on('error', (error) => this.#markDown(error));
    this.query = this.#query as pg.Pool['query'];
  }

  /** 'down' from a failure until a query or a check reaches the replica again. */
  get state(): ReplicaState {
    return this.#down ? 'down' : 'ok';
  }

  /** Asks the replica itself (no fallback), for /api/health; its answer updates the state the queries follow. */
  async check(): Promise<ReplicaState> {
    try {
      await this.#onReplica('select 1');
      this.#markUp();
    } catch (error) {
      this.#markDown(error);
    }
    return this.state;
  }

  /**
   * Seconds the replica's replay is behind, asked of the replica itself (for /metrics): 0 when it has
   * replayed all it received, otherwise the age of the last transaction it replayed (or of its start,
   * when it has replayed none since). Null when it cannot be reached.
   */
  async replayLagSeconds(): Promise<number | null> {
    try {
      const { rows } = await this.#onReplica(
        `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
          else extract(epoch from now() - coalesce(pg_last_xact_replay_timestamp(), pg_postmaster_start_time())) end as lag`,
      );
      this.#markUp();
      return Number((rows[0] as { lag: string | null } | undefined)?.lag ?? 0);
    } catch (error) {
      if (isUnreachable(error)) this.#markDown(error);
      return null;
    }
  }

  #query = async (...args: unknown[]): Promise<pg.QueryResult> => {
    if (!this.#tryReplica()) return this.#onPrimary(...args);
    try {
      const result = await this.#onReplica(...args);
      this.#markUp();
      return result;
    } catch (error) {
      if (isRecoveryConflict(error) || isPoolBusy(error)) return this.#onPrimary(...args);
      if (!isUnreachable(error)) throw error;
      this.#markDown(error);
      return this.#onPrimary(...args);
    }
  };

  /** Whether this query goes to the replica: always when up; when down, one query each REPLICA_RETRY_MS. */
  #tryReplica(): boolean {
    if (!this.#down) return true;
    if (Date.now() < this.#retryAt) return false;
    this.#retryAt = Date.now() + REPLICA_RETRY_MS;
    return true;
  }

  #markUp() {
    if (!this.#down) return;
    this.#down = false;
    console.warn('Read replica reachable again: catalogue reads go back to it.');
  }

  #markDown(error: unknown) {
    this.#retryAt = Date.now() + REPLICA_RETRY_MS;
    if (this.#down) return;
    this.#down = true;
    console.error(
      `Read replica unreachable (${error instanceof Error ? error.message : String(error)}): catalogue reads go to the primary until it answers again.`,
    );
  }
}
