import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { cacheStatistics } from '../../http/ttl-cache.ts';
import type { RenderLoad } from '../ssr/render-limit.ts';

/** Where a refund came from: the buyer cancelled, the desk gave it, a seller took a return back, or a payment landed on a cancelled or already paid order. */
export type RefundSource = 'order_cancelled' | 'customer_service' | 'return' | 'late_or_second_payment';

export interface OutboxBacklog {
  queued: number;
  retrying: number;
  failed: number;
  oldestQueuedSeconds: number;
}

export interface MetricsSources {
  /** A PostgreSQL server's connection pool; the embedded database has none, and no pool gauges. */
  pool: pg.Pool | undefined;
  /** DATABASE_READ_URL's replica, when there is one: whether it answers, its lag, its pool. */
  replica?: { pool: pg.Pool | undefined; replayLagSeconds(): Promise<number | null> } | undefined;
  /** Read from the database at each scrape. */
  outboxBacklog: () => Promise<OutboxBacklog>;
  /** Told when a scrape could not read the database. */
  onReadError: (error: unknown) => void;
  /** The storefront's page renders (ssr/render-limit.ts), read at each scrape; undefined without page routes. */
  pageRenders?: () => RenderLoad | undefined;
}

/**
 * One app's metrics (GET /metrics): its own prom-client registry, never the global one, so two apps
 * in one process (the tests build many) count apart. The business code calls one method a line,
 * after the work it counts has committed; counters are this process's since it started.
 */
export interface AppMetrics {
  readonly contentType: string;
  /** The Prometheus text of every metric; gauges read from the database are read now. */
  scrape(): Promise<string>;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  orderPlaced(paymentMethod: string): void;
  payment(outcome: 'captured' | 'failed', paymentMethod: string): void;
  refunds(source: RefundSource, count?: number): void;
  signUp(method: 'password' | 'social'): void;
  /** `purpose`: an OTP purpose (signup, ...) or password_reset. */
  codeSent(channel: string, purpose: string): void;
  /** Runs one round of a background sweep, recording when it ran, how long it took and whether it failed. */
  sweep<T>(name: string, run: () => Promise<T>): Promise<T>;
  close(): void;
}

const LOOP_SAMPLE_MS = 20;
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'souk_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers,
  });

  // Event-loop delay sampled every 20 ms; each scrape reads what was seen since the one before. The
  // histogram records the whole gap between two samples, so the 20 ms asked for are taken off.
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  loopDelay.enable();
  const lag = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(Number.isFinite(read()) ? Math.max(0, read() / 1e9 - LOOP_SAMPLE_MS / 1000) : 0);
      },
    });
  lag('nodejs_eventloop_lag_p50_seconds', 'Median event-loop delay since the previous scrape.', () =>
    loopDelay.percentile(50),
  );
  lag('nodejs_eventloop_lag_p99_seconds', '99th percentile of the event-loop delay since the previous scrape.', () =>
    loopDelay.percentile(99),
  );
  lag('nodejs_eventloop_lag_max_seconds', 'Longest event-loop delay since the previous scrape.', () => loopDelay.max);

  /** A connection pool's gauges, named `<prefix>_...`: the primary's, and the replica's when there is one. */
  const poolGauges = (prefix: string, whose: string, pool: pg.Pool) => {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name: `${prefix}_${name}`,
        help: `${help} (${whose})`,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge(
      'connections_in_use',
      'Database connections lent out to a query or transaction',
      () => pool.totalCount - pool.idleCount,
    );
    gauge('connections_idle', 'Open database connections waiting for work', () => pool.idleCount);
    gauge('waiting', 'Queries waiting for a free database connection', () => pool.waitingCount);
    gauge('max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
  };
  if (sources.pool) poolGauges('souk_db_pool', 'primary', sources.pool);
  const { replica } = sources;
  if (replica) {
    if (replica.pool) poolGauges('souk_db_replica_pool', 'read replica', replica.pool);
    new Gauge({
      name: 'souk_db_replica_up',
      help: 'Whether the read replica answers (1) or catalogue reads go to the primary (0).',
      registers,
      async collect() {
        this.set((await replica.replayLagSeconds()) === null ? 0 : 1);
      },
    });
    new Gauge({
      name: 'souk_db_replica_replay_lag_seconds',
      help: 'How far the read replica replays behind what it received: 0 when caught up, NaN when it cannot be reached.',
      registers,
      async collect() {
        this.set((await replica.replayLagSeconds()) ?? Number.NaN);
      },
    });
  }

  // The render limit (issue 37): renders under way and queued, and pages refused with a 503.
  const renderLoad = () => sources.pageRenders?.() ?? { running: 0, waiting: 0, refused: 0 };
  for (const [state, help] of [
    ['running', 'Storefront pages being rendered now (at most PAGE_RENDERS_AT_ONCE).'],
    ['waiting', 'Storefront page renders waiting their turn (at most PAGE_RENDER_QUEUE).'],
  ] as const)
    new Gauge({
      name: `souk_page_renders_${state}`,
      help,
      registers,
      collect() {
        this.set(renderLoad()[state]);
      },
    });
  new Counter({
    name: 'souk_page_renders_refused_total',
    help: 'Storefront pages answered 503 with Retry-After: every render taken and the queue full, or the wait too long.',
    registers,
    collect() {
      // The limit counts; a counter cannot be set, so it is written afresh at each scrape.
      this.reset();
      this.inc(renderLoad().refused);
    },
  });

  const outboxMessages = new Gauge({
    name: 'souk_outbox_messages',
    help: 'Outbox messages by state: queued (waiting to go), retrying (queued after a failed try), failed (given up on).',
    labelNames: ['state'],
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'souk_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest message still waiting to go (0 when none).',
    registers,
  });
  const outboxReadErrors = new Counter({
    name: 'souk_outbox_backlog_read_errors_total',
    help: 'Scrapes that could not read the outbox from the database.',
    registers,
  });

  const sweepLastRun = new Gauge({
    name: 'souk_sweep_last_run_timestamp_seconds',
    help: 'When this instance last finished a round of the sweep (Unix time).',
    labelNames: ['sweep'],
    registers,
  });
  const sweepDuration = new Gauge({
    name: 'souk_sweep_last_duration_seconds',
    help: 'How long the last round of the sweep took on this instance.',
    labelNames: ['sweep'],
    registers,
  });
  const sweepRuns = new Counter({
    name: 'souk_sweep_runs_total',
    help: 'Rounds of the sweep run by this instance, by outcome (ok, failed).',
    labelNames: ['sweep', 'outcome'],
    registers,
  });

  const cacheLookups = (name: string, outcome: 'hits' | 'misses') =>
    new Counter({
      name,
      help: `Cache ${outcome === 'hits' ? 'hits' : 'misses (a load from the database)'} of this process, by cache.`,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const [cache, counts] of cacheStatistics()) this.inc({ cache }, counts[outcome]);
      },
    });
  cacheLookups('souk_cache_hits_total', 'hits');
  cacheLookups('souk_cache_misses_total', 'misses');

  const ordersPlaced = new Counter({
    name: 'souk_orders_placed_total',
    help: 'Orders placed, by payment method.',
    labelNames: ['payment_method'],
    registers,
  });
  const payments = new Counter({
    name: 'souk_payments_total',
    help: 'Payments captured or failed, by payment method (cash on delivery is captured on delivery).',
    labelNames: ['outcome', 'payment_method'],
    registers,
  });
  const refunds = new Counter({
    name: 'souk_refunds_total',
    help: 'Refunds recorded in the ledger (or second charges given back), by what caused them.',
    labelNames: ['source'],
    registers,
  });
  const signUps = new Counter({
    name: 'souk_sign_ups_total',
    help: 'Buyer accounts created, by method (password, social).',
    labelNames: ['method'],
    registers,
  });
  const codeSends = new Counter({
    name: 'souk_code_sends_total',
    help: 'One-time codes sent, by channel and purpose.',
    labelNames: ['channel', 'purpose'],
    registers,
  });

  return {
    contentType: registry.contentType,
    async scrape() {
      try {
        const backlog = await sources.outboxBacklog();
        outboxMessages.set({ state: 'queued' }, backlog.queued);
        outboxMessages.set({ state: 'retrying' }, backlog.retrying);
        outboxMessages.set({ state: 'failed' }, backlog.failed);
        outboxOldest.set(backlog.oldestQueuedSeconds);
      } catch (error) {
        // The rest still answers; the gauges keep their last values and this counter says why.
        outboxReadErrors.inc();
        sources.onReadError(error);
      }
      const text = await registry.metrics();
      loopDelay.reset();
      return text;
    },
    observeRequest: (method, route, status, seconds) => requestDuration.observe({ method, route, status }, seconds),
    orderPlaced: (paymentMethod) => ordersPlaced.inc({ payment_method: paymentMethod }),
    payment: (outcome, paymentMethod) => payments.inc({ outcome, payment_method: paymentMethod }),
    refunds: (source, count = 1) => {
      if (count > 0) refunds.inc({ source }, count);
    },
    signUp: (method) => signUps.inc({ method }),
    codeSent: (channel, purpose) => codeSends.inc({ channel, purpose }),
    async sweep(name, run) {
      const started = performance.now();
      let outcome = 'failed';
      try {
        const result = await run();
        outcome = 'ok';
        return result;
      } finally {
        sweepDuration.set({ sweep: name }, (performance.now() - started) / 1000);
        sweepLastRun.set({ sweep: name }, Date.now() / 1000);
        sweepRuns.inc({ sweep: name, outcome });
      }
    },
    close: () => loopDelay.disable(),
  };
}
