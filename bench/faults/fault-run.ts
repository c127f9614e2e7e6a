/**
 * The fault run (issue 43): two API instances of real processes under a shopping load, on a
 * PostgreSQL cluster and a Redis server of the run's own (made here, on free ports: restarting them
 * harms nobody else on the machine), while faults are injected:
 *   - one instance killed with SIGKILL at a random moment, several times, and started again;
 *   - PostgreSQL stopped at once (`pg_ctl -m immediate`: every server process ends, no checkpoint,
 *     the next start replays the WAL, as after a crash) and started again;
 *   - Redis killed for some seconds, then started again (empty: it keeps nothing on disk);
 *   - the uploads' disk full (a size-capped tmpfs filled up) while a seller uploads photos.
 * The harness is the load balancer too: a request whose connection is refused goes to the other
 * instance; one cut by a kill is sent again where that is safe (an order, with its idempotency key).
 * Afterwards it checks what the database, the mail server and the uploads folder hold, and prints
 * the figures. Exit code 1 when a check fails.
 *
 *   npm run faults                  the long form (about 6 minutes of load)
 *   npm run faults -- --short       the short form CI runs (about 2 minutes in all)
 *
 * Needs PostgreSQL's server binaries (initdb, pg_ctl: /usr/lib/postgresql/<version>/bin or PG_BIN),
 * redis-server, and root for the tmpfs (without it the disk-full fault is left out, and said so).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { singleCluster } from '../../apps/api/test/instances/pg-clusters.ts';
import { instanceEnv, startInstance, type Instance } from '../../apps/api/test/instances/servers.ts';
import { ADDRESS, CARD, send, type Answer, type Line } from '../../apps/api/test/shopper.ts';
import { atExit, cappedFolder, mailSink, ownRedis } from './peers.ts';

const SHORT = process.argv.includes('--short') || process.env.FAULTS === 'short';
const PLAN = SHORT
  ? { loadSeconds: 50, kills: 2, shoppers: 4, redisDownSeconds: 4, diskFullSeconds: 8, settleSeconds: 15 }
  : { loadSeconds: 360, kills: 6, shoppers: 8, redisDownSeconds: 10, diskFullSeconds: 15, settleSeconds: 90 };
const REQUEST_TIMEOUT_MS = 30_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[faults ${elapsed()}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (low: number, high: number) => low + Math.random() * (high - low);

// ---------------------------------------------------------------------------------------------
// What happened, counted as it happens.
const figures = {
  faults: { kills: 0, postgresRestarts: 0, redisOutages: 0, diskFull: 0 },
  requests: 0,
  answered: new Map<number, number>(),
  /** Refused with a clear answer: 503 + Retry-After, 507 or 413 with a message. */
  refused: new Map<string, number>(),
  /** The connection was not taken (a killed instance): sent to the other one. */
  rerouted: 0,
  /** In flight at a kill: the connection was cut without an answer. */
  cut: 0,
  hangs: [] as string[],
  unclear: [] as string[],
  orders: { cash: 0, card: 0, paid: 0, cancelled: 0, retriedAfterCut: 0 },
  photos: { stored: 0, refusedFull: 0 },
};
const killTimes: number[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

// ---------------------------------------------------------------------------------------------
// Two instances behind a load balancer of our own.
interface Slot {
  name: string;
  instance?: Instance;
  starting?: Promise<Instance>;
}
const slots: Slot[] = [{ name: 'A' }, { name: 'B' }];
let env: Record<string, string>;
let turn = 0;

/** Instances that refused a connection: out of the rotation (a balancer's health check), until replaced. */
const down = new Set<string>();

async function liveBase(): Promise<string> {
  for (let waited = 0; ; waited += 100) {
    const live = slots.filter((slot) => slot.instance && !down.has(slot.instance.url));
    if (live.length > 0) return live[turn++ % live.length]!.instance!.url;
    if (waited > 60_000) throw new Error('no instance came back within a minute');
    await sleep(100);
  }
}

function classify(answer: Answer, what: string) {
  if (answer.kind === 'timeout') figures.hangs.push(answer.error);
  if (answer.kind !== 'answered') return;
  figures.answered.set(answer.status, (figures.answered.get(answer.status) ?? 0) + 1);
  if (answer.status < 413 || (answer.status > 413 && answer.status < 500)) return;
  const message = typeof answer.body?.message === 'string' && answer.body.message.length > 0;
  const clear =
    message &&
    ((answer.status === 503 && answer.headers.get('retry-after') !== null) ||
      answer.status === 507 ||
      answer.status === 413);
  if (clear) {
    const key = `${answer.status}`;
    figures.refused.set(key, (figures.refused.get(key) ?? 0) + 1);
  } else figures.unclear.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

/**
 * One request through the balancer. `retry`: 'safe' sends again after a cut or a 503 (reads, and
 * writes with an idempotency key); 'taken' only when the connection was refused (nothing reached a server).
 */
async function call(
  method: string,
  url: string,
  options: Parameters<typeof send>[3] & { retry?: 'safe' | 'taken' } = {},
): Promise<Answer> {
  const retry = options.retry ?? 'taken';
  for (let attempt = 0; ; attempt += 1) {
    const base = await liveBase();
    figures.requests += 1;
    const answer = await send(base, method, url, { ...options, timeoutMs: REQUEST_TIMEOUT_MS });
    classify(answer, `${method} ${url.replace(/[0-9a-f-]{36}/g, ':id')}`);
    if (attempt >= 20) return answer;
    if (answer.kind === 'refused') {
      figures.rerouted += 1;
      down.add(base);
      continue;
    }
    if (answer.kind === 'cut') {
      figures.cut += 1;
      if (retry === 'safe') continue;
      return answer;
    }
    if (answer.kind === 'answered' && answer.status === 503 && retry === 'safe') {
      await sleep(Math.min(Number(answer.headers.get('retry-after') ?? 1), 2) * 1000);
      continue;
    }
    return answer;
  }
}

// ---------------------------------------------------------------------------------------------
// The load: shoppers and a seller.
interface Placed {
  orderId: string;
  method: 'cash_on_delivery' | 'credit_card';
  items: { id: string; quantity: number }[];
}
const placed: Placed[] = [];
/** Checkouts that ended without a 201, and why. */
const checkoutsNot201: string[] = [];
const buyerIds: string[] = [];
let running = true;

async function shopper(index: number, lines: Line[]) {
  while (running) {
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    const tag = `fault-${randomUUID().slice(0, 8)}`;
    const signUp = await call('POST', '/api/auth/register', {
      json: {
        userName: tag,
        email: `${tag}@example.com`,
        phone: `7${digits}`,
        password: 'Buyer-Pass1',
        confirmPassword: 'Buyer-Pass1',
      },
    });
    if (signUp.kind !== 'answered' || signUp.status !== 201 || !signUp.cookie) {
      await sleep(500);
      continue;
    }
    buyerIds.push(signUp.body.data.user._id as string);
    const cookie = signUp.cookie;
    for (let order = 0; order < 3 && running; order += 1) {
      const line = lines[Math.floor(Math.random() * lines.length)]!;
      const added = await call('POST', '/api/cart/add', {
        cookie,
        json: { productId: line.productId, variantId: line.variantId, quantity: 1 + (order % 2) },
      });
      if (added.kind !== 'answered' || added.status >= 300) break;
      const cart = await call('GET', '/api/cart', { cookie, retry: 'safe' });
      if (cart.kind !== 'answered' || cart.status !== 200) break;
      const cartId = cart.body.data.cart._id as string;
      const method = (index + order) % 2 === 0 ? 'cash_on_delivery' : 'credit_card';
      const idempotencyKey = randomUUID();
      let cutBefore = figures.cut;
      const answer = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, {
        cookie,
        retry: 'safe',
        json: { shippingAddress: ADDRESS, paymentMethod: method, idempotencyKey },
      });
      if (figures.cut > cutBefore) figures.orders.retriedAfterCut += 1;
      if (answer.kind !== 'answered' || answer.status !== 201) {
        checkoutsNot201.push(
          answer.kind === 'answered'
            ? `${answer.status} ${answer.body?.message as string}`
            : `${answer.kind}: ${answer.error}`,
        );
        break;
      }
      const view = answer.body.data.order as { _id: string; items: { _id: string; quantity: number }[] };
      // The same order answered twice (a retry after a cut) counts once.
      if (!placed.some((one) => one.orderId === view._id))
        placed.push({
          orderId: view._id,
          method,
          items: view.items.map((item) => ({ id: item._id, quantity: item.quantity })),
        });
      if (method === 'cash_on_delivery') {
        figures.orders.cash += 1;
        continue;
      }
      figures.orders.card += 1;
      const session = await call('POST', '/api/payment/bobsal/session', { cookie, json: { orderId: view._id } });
      if (session.kind !== 'answered' || session.status >= 300) continue;
      const { checkoutUrl, transactionId } = session.body.data as { checkoutUrl: string; transactionId: string };
      const paid = await call('POST', checkoutUrl, {
        form: { instrument: CARD.success, expiry: '1230', cvc: '123', action: 'pay' },
      });
      if (paid.kind !== 'answered' || paid.status !== 303) continue;
      cutBefore = figures.cut;
      const confirmed = await call('POST', '/api/payment/confirm', {
        cookie,
        retry: 'safe',
        json: { orderId: view._id, transactionId },
      });
      if (confirmed.kind !== 'answered' || confirmed.body?.data?.status !== 'CAPTURED') continue;
      figures.orders.paid += 1;
      // One paid order in three is cancelled by its buyer: a refund through the gateway.
      if (Math.random() < 1 / 3) {
        const cancelled = await call('POST', `/api/orders/${view._id}/cancel`, { cookie, retry: 'safe' });
        if (cancelled.kind === 'answered' && cancelled.status === 200) figures.orders.cancelled += 1;
      }
    }
  }
}

const uploaded: string[] = [];
async function seller(photo: Buffer) {
  const login = await call('POST', '/api/auth/login', {
    retry: 'safe',
    json: { email: 'seller.self@souk.test', password: 'Souk@2026' },
  });
  if (login.kind !== 'answered' || !login.cookie) throw new Error(`the seller cannot log in: ${JSON.stringify(login)}`);
  while (running) {
    const form = new FormData();
    form.append('images', new Blob([photo], { type: 'image/png' }), 'photo.png');
    const answer = await call('POST', '/api/uploads/images', { cookie: login.cookie, body: form });
    if (answer.kind === 'answered' && answer.status === 201) {
      figures.photos.stored += 1;
      for (const image of answer.body.data.images as { key: string }[]) uploaded.push(image.key);
    } else if (answer.kind === 'answered' && answer.status === 507) figures.photos.refusedFull += 1;
    await sleep(300);
  }
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souk-faults-'));
  const dataDir = path.join(root, 'data');
  const uploadsDir = path.join(dataDir, 'uploads', 'uploads');
  say(`${SHORT ? 'short' : 'long'} form: ${PLAN.loadSeconds} s of load, ${PLAN.kills} kills, in ${root}`);
  const cluster = await singleCluster();
  atExit(() => cluster.stopNow());
  const redis = await ownRedis();
  atExit(() => {
    for (const slot of slots) slot.instance?.process.kill('SIGKILL');
  });
  const smtp = await mailSink();
  const disk = await cappedFolder(uploadsDir, 16);
  say(
    `own PostgreSQL on port ${cluster.port}, own Redis at ${redis.url}${disk ? ', uploads on a 16 MB tmpfs' : ' (no tmpfs: not root, the disk-full fault is left out)'}`,
  );
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database souk');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/souk');
  env = {
    ...instanceEnv({ databaseUrl, redisPrefix: 'faults:', smtpUrl: smtp.url, dataDir }),
    REDIS_URL: redis.url,
    ADDRESS_LIMIT_FACTOR: '1000',
    SHUTDOWN_GRACE_MS: '3000',
  };
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  db.on('error', () => undefined);
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as T[];

  try {
    // A starts first and seeds the demo; B beside it.
    slots[0]!.instance = await startInstance(env);
    slots[1]!.instance = await startInstance(env);
    say('two instances up');

    const listing = await call('GET', '/api/products/getproducts?limit=60', { retry: 'safe' });
    if (listing.kind !== 'answered' || listing.status !== 200) throw new Error('no listing');
    const lines: Line[] = [];
    for (const product of listing.body.data.products as {
      _id: string;
      variants: { _id: string; quantity: number }[];
    }[])
      for (const variant of product.variants ?? [])
        if (variant.quantity >= 30)
          lines.push({ productId: product._id, variantId: variant._id, quantity: variant.quantity });
    const stockBefore = new Map(
      (
        await query<{ id: string; quantity: number }>(
          'select id, quantity from product_variants where id = any($1::uuid[])',
          [lines.map((line) => line.variantId)],
        )
      ).map((row) => [row.id, row.quantity]),
    );
    const photo = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();

    const load = [...Array.from({ length: PLAN.shoppers }, (_, index) => shopper(index, lines)), seller(photo)];
    const faults = injectFaults(cluster, redis, disk);
    await sleep(PLAN.loadSeconds * 1000);
    running = false;
    await faults;
    await Promise.all(load);
    say('load over; letting the instances settle');
    await Promise.all(slots.map((slot) => slot.starting));

    await settle(query);
    await verify(query, smtp.mails, stockBefore, dataDir);
  } finally {
    running = false;
    for (const slot of slots) slot.instance?.process.kill('SIGTERM');
    await Promise.all(
      slots.map((slot) =>
        slot.instance && slot.instance.process.exitCode === null
          ? new Promise((resolve) => slot.instance!.process.once('exit', resolve))
          : undefined,
      ),
    );
    await db.end().catch(() => undefined);
    await disk?.remove();
    await redis.stop();
    await smtp.close();
    await cluster.remove();
    rmSync(root, { recursive: true, force: true });
  }
  report();
  process.exit(failures.length > 0 ? 1 : 0);
}

/** The faults, spread over the load: kills at random moments, PostgreSQL, Redis, the disk. */
async function injectFaults(
  cluster: Awaited<ReturnType<typeof singleCluster>>,
  redis: Awaited<ReturnType<typeof ownRedis>>,
  disk: Awaited<ReturnType<typeof cappedFolder>>,
) {
  const span = PLAN.loadSeconds * 1000;
  const schedule: { at: number; run: () => Promise<void> }[] = [];
  for (let kill = 0; kill < PLAN.kills; kill += 1) {
    const window = span / PLAN.kills;
    schedule.push({ at: kill * window + random(0.1, 0.6) * window, run: () => killOne(kill % 2) });
  }
  schedule.push({ at: span * 0.35, run: () => restartPostgres(cluster) });
  schedule.push({ at: span * 0.55, run: () => redisOutage(redis) });
  if (disk) schedule.push({ at: span * 0.75, run: () => diskFull(disk) });
  schedule.sort((a, b) => a.at - b.at);
  const begun = Date.now();
  for (const fault of schedule) {
    await sleep(Math.max(0, fault.at - (Date.now() - begun)));
    if (!running) break;
    await fault.run();
  }
}

async function killOne(index: number) {
  const slot = slots[index]!;
  if (!slot.instance) return;
  say(`SIGKILL instance ${slot.name}`);
  const victim = slot.instance;
  killTimes.push(Date.now());
  // Killed while in the balancer: what reaches it until it is taken out is refused or cut, as in production.
  victim.process.kill('SIGKILL');
  figures.faults.kills += 1;
  if (victim.process.exitCode === null && victim.process.signalCode === null)
    await new Promise((resolve) => victim.process.once('exit', resolve));
  await sleep(200);
  slot.instance = undefined;
  slot.starting = (async () => {
    // A start may fail while PostgreSQL is away: it is tried again, as a supervisor would.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const instance = await startInstance(env);
        slot.instance = instance;
        say(`instance ${slot.name} back`);
        return instance;
      } catch (error) {
        say(`instance ${slot.name} did not start (attempt ${attempt}): ${String(error).split('\n')[0]}`);
        await sleep(1000);
      }
    }
  })();
}

async function restartPostgres(cluster: Awaited<ReturnType<typeof singleCluster>>) {
  say('PostgreSQL: immediate stop (as a crash), then start');
  figures.faults.postgresRestarts += 1;
  await cluster.crash();
  await sleep(2000);
  await cluster.start();
  say('PostgreSQL back');
}

async function redisOutage(redis: Awaited<ReturnType<typeof ownRedis>>) {
  say(`Redis killed for ${PLAN.redisDownSeconds} s`);
  figures.faults.redisOutages += 1;
  await redis.stop();
  await sleep(PLAN.redisDownSeconds * 1000);
  await redis.start();
  say('Redis back');
}

async function diskFull(disk: NonNullable<Awaited<ReturnType<typeof cappedFolder>>>) {
  say(`the uploads' disk full for ${PLAN.diskFullSeconds} s`);
  figures.faults.diskFull += 1;
  disk.fill();
  await sleep(PLAN.diskFullSeconds * 1000);
  disk.free();
  say("the uploads' disk has room again");
}

/** Waits until the outbox has sent what it can: nothing due is left unsent (a lease of a killed instance may still run). */
async function settle(query: <T>(text: string) => Promise<T[]>) {
  const deadline = Date.now() + PLAN.settleSeconds * 1000;
  for (;;) {
    const [row] = await query<{ due: number; leased: number }>(
      `select count(*) filter (where status = 'pending')::int as due,
              count(*) filter (where status = 'sending')::int as leased
         from outbox_messages`,
    );
    if ((row!.due === 0 && row!.leased === 0) || Date.now() > deadline) {
      say(`outbox: ${row!.due} pending, ${row!.leased} under a lease at the end of the settling time`);
      return;
    }
    await sleep(1000);
  }
}

async function verify(
  query: <T>(text: string, values?: unknown[]) => Promise<T[]>,
  mails: { raw: string }[],
  stockBefore: Map<string, number>,
  dataDir: string,
) {
  say('checking');
  // Every order answered 201 is there exactly once, with its lines; no order of these buyers that was never answered.
  const ids = placed.map((order) => order.orderId);
  const stored = await query<{ id: string; user_id: string }>(
    'select id, user_id from orders where user_id = any($1::uuid[])',
    [buyerIds],
  );
  const storedIds = new Set(stored.map((row) => row.id));
  const lost = ids.filter((id) => !storedIds.has(id));
  check(lost.length === 0, `every order answered 201 is in the database (${ids.length}; lost ${lost.length})`);
  const unanswered = stored.filter((row) => !ids.includes(row.id));
  check(
    unanswered.length === 0,
    `no order the buyers were never answered 201 for (${unanswered.length}: retried with their idempotency keys)`,
  );
  for (const line of checkoutsNot201.slice(0, 10)) say(`  a checkout without a 201: ${line}`);
  const items = await query<{ id: string; order_id: string; quantity: number; variant_id: string }>(
    'select id, order_id, quantity, variant_id from order_items where order_id = any($1::uuid[])',
    [ids],
  );
  const linesWrong = placed.filter((order) => {
    const rows = items.filter((item) => item.order_id === order.orderId);
    return (
      rows.length !== order.items.length ||
      order.items.some((line) => rows.find((row) => row.id === line.id)?.quantity !== line.quantity)
    );
  });
  check(linesWrong.length === 0, `each order holds the lines it was answered with (${linesWrong.length} differ)`);

  // Stock taken once per unit: what left each variant is what its orders not cancelled hold.
  const after = await query<{ id: string; quantity: number }>(
    'select id, quantity from product_variants where id = any($1::uuid[])',
    [[...stockBefore.keys()]],
  );
  const held = await query<{ variant_id: string; units: number }>(
    `select i.variant_id, sum(i.quantity)::int as units from order_items i join orders o on o.id = i.order_id
      where o.user_id = any($1::uuid[]) and o.status <> 'cancelled' and i.cancelled_at is null group by i.variant_id`,
    [buyerIds],
  );
  const stockWrong = after.filter(
    (row) => stockBefore.get(row.id)! - row.quantity !== (held.find((one) => one.variant_id === row.id)?.units ?? 0),
  );
  check(stockWrong.length === 0, `stock taken once per unit ordered (${stockWrong.length} variants off)`);

  // The refund ledger: refunds only of captured payments, never more than was paid.
  const ledger = await query<{ id: string; payment_status: string; total_cents: number; refunded: number; n: number }>(
    `select o.id, o.payment_status, o.total_cents,
            coalesce(sum(r.amount_cents) filter (where r.status <> 'failed'), 0)::int as refunded, count(r.id)::int as n
       from orders o join refunds r on r.order_id = o.id
      where o.user_id = any($1::uuid[]) group by o.id`,
    [buyerIds],
  );
  check(
    ledger.every((row) => row.refunded <= row.total_cents),
    `no order refunded more than its total (${ledger.length} orders with refunds)`,
  );
  const cancelledPaid = await query<{ id: string }>(
    `select o.id from orders o where o.user_id = any($1::uuid[]) and o.status = 'cancelled'
        and exists (select 1 from payment_sessions s where s.order_id = o.id and s.status = 'captured')
        and not exists (select 1 from refunds r where r.order_id = o.id)`,
    [buyerIds],
  );
  check(cancelledPaid.length === 0, `every paid order cancelled has its refund (${cancelledPaid.length} without)`);

  // Messages: each sent at least once, none enqueued twice for one event, a resend is the same mail.
  const outbox = await query<{ id: string; channel: string; status: string; next_attempt_at: Date }>(
    'select id, channel, status, next_attempt_at from outbox_messages',
  );
  const receivedIds = new Map<string, number>();
  for (const mail of mails) {
    const id = /^Message-ID:\s*<([0-9a-f-]{36})@outbox\.souk>/im.exec(mail.raw)?.[1];
    if (id) receivedIds.set(id, (receivedIds.get(id) ?? 0) + 1);
  }
  const sentMails = outbox.filter((row) => row.channel === 'email' && row.status === 'sent');
  const neverReceived = sentMails.filter((row) => !receivedIds.has(row.id));
  check(neverReceived.length === 0, `every mail recorded as sent reached the mail server (${sentMails.length})`);
  const twice = await query<{ n: number }>(
    `select count(*)::int as n from (select 1 from outbox_messages group by channel, recipient, subject, body having count(*) > 1) d`,
  );
  check(twice[0]!.n === 0, `no message enqueued twice for one event (${twice[0]!.n})`);
  const resent = [...receivedIds.values()].filter((times) => times > 1).length;
  const strangers = [...receivedIds.keys()].filter((id) => !outbox.some((row) => row.id === id));
  check(strangers.length === 0, `every mail received is one outbox message (${receivedIds.size} distinct)`);
  const staleLeases = await query<{ n: number }>(
    `select count(*)::int as n from outbox_messages where status = 'sending' and next_attempt_at < now() - interval '20 seconds'`,
  );
  check(staleLeases[0]!.n === 0, `no outbox lease left past its time (${staleLeases[0]!.n})`);
  const claims = await query<{ name: string }>(
    `select name from sweep_claims where claimed_until > now() + interval '54 minutes'`,
  );
  check(claims.length === 0, `no sweep claim held past its round (${claims.map((row) => row.name).join(', ')})`);

  // Photos: each one answered 201 whole in all its sizes; no half file anywhere.
  const uploadsRoot = path.join(dataDir, 'uploads');
  const files = listFiles(uploadsRoot);
  // A request killed half-way (kill -9) may leave a temporary file or some of a photo's sizes that
  // nobody refers to: nothing can clean up in a process killed so. Anything else half-written is a fault.
  const byKill = (files: string[]) => {
    const written = Math.max(...files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0));
    return killTimes.some((at) => written <= at + 1000 && written >= at - 15_000);
  };
  const describe = (files: string[]) =>
    `${path.basename(files[0]!)} written at ${((Math.max(...files.map((file) => statSync(file).mtimeMs)) - started) / 1000).toFixed(0)} s`;
  const temporary = files.filter((file) => file.endsWith('.tmp')).map((file) => [file]);
  const temporaryNotKilled = temporary.filter((group) => !byKill(group));
  check(
    temporaryNotKilled.length === 0,
    `no half-written file in the uploads but by a kill (${temporary.length - temporaryNotKilled.length} left by a kill, unreferenced)`,
  );
  for (const group of temporaryNotKilled) say(`  half-written: ${describe(group)}`);
  const broken = uploaded.filter((key) =>
    [256, 640, 1200].some((width) => !wholeWebp(path.join(uploadsRoot, `${key}-${width}.webp`))),
  );
  check(broken.length === 0, `every photo answered 201 is stored whole in its 3 sizes (${uploaded.length})`);
  const sets = new Map<string, string[]>();
  for (const file of files.filter((one) => one.includes(`${path.sep}uploads${path.sep}uploads${path.sep}`))) {
    if (!file.endsWith('.webp')) continue;
    const key = file.replace(/-\d+\.webp$/, '');
    sets.set(key, [...(sets.get(key) ?? []), file]);
  }
  const partial = [...sets.values()].filter((group) => group.length !== 3);
  const partialNotKilled = partial.filter((group) => !byKill(group));
  check(
    partialNotKilled.length === 0,
    `no photo stored in part but by a kill (${partial.length - partialNotKilled.length} left by a kill, unreferenced)`,
  );
  for (const group of partialNotKilled) say(`  in part: ${describe(group)}`);
  Object.assign(figures, { orphans: temporary.length + partial.length });

  if (figures.faults.diskFull > 0)
    check(
      figures.photos.refusedFull > 0,
      `the full disk was felt: uploads refused 507 (${figures.photos.refusedFull})`,
    );

  // Every refusal a clear one, no request left hanging.
  check(figures.unclear.length === 0, `every refused request got a clear answer (${figures.unclear.length} did not)`);
  for (const line of figures.unclear.slice(0, 10)) say(`  unclear: ${line}`);
  check(figures.hangs.length === 0, `no request hung past ${REQUEST_TIMEOUT_MS / 1000} s (${figures.hangs.length})`);
  for (const line of figures.hangs.slice(0, 10)) say(`  hung: ${line}`);
  Object.assign(figures, { lost: lost.length, resent });
}

function listFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === '.filler') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(full));
    else found.push(full);
  }
  return found;
}

/** A WebP file as long as its RIFF header says. */
function wholeWebp(file: string): boolean {
  try {
    const bytes = readFileSync(file);
    return (
      bytes.subarray(0, 4).toString() === 'RIFF' &&
      bytes.subarray(8, 12).toString() === 'WEBP' &&
      bytes.readUInt32LE(4) + 8 === bytes.length
    );
  } catch {
    return false;
  }
}

function report() {
  const faults = figures.faults;
  const injected = faults.kills + faults.postgresRestarts + faults.redisOutages + faults.diskFull;
  const answered = [...figures.answered.values()].reduce((sum, n) => sum + n, 0);
  const refused = [...figures.refused.values()].reduce((sum, n) => sum + n, 0);
  const statuses = [...figures.answered.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lost = (figures as { lost?: number }).lost ?? 'unchecked';
  console.log(`
Fault run (${SHORT ? 'short' : 'long'} form), ${elapsed()} in all:
  faults injected    ${injected}: ${faults.kills} SIGKILLs of an instance, ${faults.postgresRestarts} PostgreSQL crash-restart, ${faults.redisOutages} Redis outage of ${PLAN.redisDownSeconds} s, ${faults.diskFull} disk full for ${PLAN.diskFullSeconds} s
  requests sent      ${figures.requests} (${figures.rerouted} sent on to the other instance after a refused connection, ${figures.cut} cut by a kill)
  requests answered  ${answered} (${statuses})
  refused, clearly   ${refused} (${[...figures.refused.entries()].map(([status, n]) => `${status}: ${n}`).join(', ') || 'none'}); unclear ${figures.unclear.length}, hung ${figures.hangs.length}
  orders answered 201 ${placed.length} (${figures.orders.cash} cash, ${figures.orders.card} card of which ${figures.orders.paid} paid, ${figures.orders.cancelled} cancelled and refunded; ${figures.orders.retriedAfterCut} sent again after a cut)
  photos             ${figures.photos.stored} stored, ${figures.photos.refusedFull} refused 507 (disk full)
  mails resent       ${(figures as { resent?: number }).resent ?? 0} (same Message-ID: a send cut by a kill before its record)
  upload leftovers   ${(figures as { orphans?: number }).orphans ?? 0} (a temporary file or some sizes of a photo whose request was killed; never referred to)
  lost               ${lost}
${failures.length === 0 ? 'All checks passed.' : `FAILED:\n  ${failures.join('\n  ')}`}`);
}

main().catch((error: unknown) => {
  console.error(error);
  failures.push(`the run stopped before its end: ${String(error).split('\n')[0]}`);
  report();
  process.exit(1);
});
