/**
 * Issue 16's soak: a shopping mix at a steady rate for a long run (10 minutes unless told) against
 * the API as a child process on a PostgreSQL server. Targets: no error, no memory growth beyond the
 * first minute's, and every order the shoppers were told about in the database exactly once.
 *   nice -n 10 node --import tsx bench/soak.ts [--minutes 10] [--rate 30] [--keep-database]
 * It makes its own database (souk_soak on 127.0.0.1:5432 as postgres, or SOAK_ADMIN_URL's server),
 * migrates it and loads the demo data as `npm start` does, then drops it at the end. Loopback only.
 *
 * The mix, one request per tick: guests browse (home shelves, product lists, search, product pages),
 * guests and signed-in buyers add to their carts, buyers look at the cart and the checkout and
 * place orders (cash on delivery, one in five by card through the sandbox gateway's hosted page),
 * sometimes sending the same idempotency key twice at once or again later; sellers list their
 * confirmed parts and move them to processing, shipped, delivered. Every minute six buyers race for
 * the last three units of a variant. At the end the database is checked against what the clients
 * were told.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SORTS } from '@souk/shared/schemas/catalog';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/seeds/seed.ts';
import { storageFor } from '../apps/api/src/integrations/storage/storage.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';
import { orderStatusFromParts } from '../apps/api/src/modules/orders/fulfilment.ts';
import { API_SCRIPT, startServer } from './load.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '30' },
    port: { type: 'string', default: '3417' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const PORT = Number(args.port);
if (!(MINUTES > 0) || !(RATE > 0) || !Number.isInteger(PORT))
  throw new Error('--minutes and --rate must be positive numbers, --port a port');
const DURATION_MS = MINUTES * 60_000;

const BUYERS = 40;
const RACERS = 6;
/** Units left of each raced variant: RACERS buyers want one each, so exactly this many orders win. */
const SCARCE_STOCK = 3;
const RACE_EVERY_MS = 60_000;
const PLENTY = 100_000;
/** Requests waiting for an answer past which a tick is skipped (and counted): the server is behind. */
const MAX_IN_FLIGHT = 100;
const TIMEOUT_MS = 30_000;
const PASSWORD = 'Soak@2026-password';
const CARD = '4242424242424242';
const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Buyer',
  email: 'soak@example.com',
  phone: '71123456',
  streetAddress: 'Street 1',
  city: 'Beirut',
  location: 'Beirut - Hamra',
};

// ---------------------------------------------------------------- database and server

const adminUrl = process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'souk_soak';
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const dbUrlParts = new URL(adminUrl);
dbUrlParts.pathname = `/${DB_NAME}`;
const dbUrl = dbUrlParts.toString();
// Uploaded demo images go here; the server is given the same folder so it can serve them.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-soak-'));

const seeding = Date.now();
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: dbUrl });
const database = await openDatabase({ kind: 'postgres', url: dbUrl });
await database.migrate();
const { db } = database;
// Seeded here, not by the server, so the server's memory is what serving costs.
await seedDemo(db, storageFor(config), { vatRate: config.vatRate, lbpPerUsd: config.lbpPerUsd });

interface VariantRow {
  variant_id: string;
  product_id: string;
  name: string;
}
const sellable = await queryRows<VariantRow>(
  db,
  sql`select v.id as variant_id, p.id as product_id, p.name
    from product_variants v join products p on p.id = v.product_id join seller_profiles s on s.user_id = p.seller_id
    where p.status = 'published' and v.is_active and not p.allow_backorders and s.status = 'active'
    order by v.id`,
);
// One variant per race, each of a different product; all the others plentiful, so a shopper's
// order never fails for stock by chance and every 409 of the run is a race's.
const races = Math.ceil(DURATION_MS / RACE_EVERY_MS);
const scarce: VariantRow[] = [];
for (const row of sellable)
  if (scarce.length < races && !scarce.some((other) => other.product_id === row.product_id)) scarce.push(row);
const scarceIds = new Set(scarce.map((row) => row.variant_id));
const pool = sellable.filter(
  (row) => !scarceIds.has(row.variant_id) && !scarce.some((other) => other.product_id === row.product_id),
);
await db.execute(
  sql`update product_variants set quantity = ${PLENTY} where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(pool.map((row) => row.variant_id))}::jsonb))`,
);
await db.execute(
  sql`update product_variants set quantity = ${SCARCE_STOCK} where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify([...scarceIds])}::jsonb))`,
);
await db.execute(
  sql`update products p set total_quantity = (select coalesce(sum(quantity), 0) from product_variants v where v.product_id = p.id)`,
);
await db.execute(sql`vacuum (analyze)`);
const stockBefore = new Map(
  (await queryRows<{ id: string; quantity: number }>(db, sql`select id, quantity from product_variants`)).map((row) => [
    row.id,
    row.quantity,
  ]),
);
const productIds = [...new Set(sellable.map((row) => row.product_id))];
const categoryIds = (await queryRows<{ id: string }>(db, sql`select id from categories where parent_id is null`)).map(
  (row) => row.id,
);
const words = [
  ...new Set(sellable.flatMap((row) => row.name.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length >= 4)),
];

const run = Date.now().toString(36);
const passwordHash = await hashPassword(PASSWORD);
const shoppers = await db
  .insert(users)
  .values(
    Array.from({ length: BUYERS + RACERS }, (_, index) => ({
      userName: `soak-${run}-${index}`,
      email: `soak-${run}-${index}@example.com`,
      passwordHash,
      firstName: 'Soak',
      lastName: `Buyer ${index}`,
    })),
  )
  .returning({ id: users.id, email: users.email });
const sellerAccounts = await queryRows<{ id: string; email: string }>(
  db,
  sql`select u.id, u.email from users u join seller_profiles s on s.user_id = u.id where s.status = 'active' and u.email is not null order by u.email`,
);
console.log(
  `Database ${DB_NAME}: demo data, ${pool.length} plentiful variants, ${scarce.length} of ${SCARCE_STOCK} units for races; ` +
    `${BUYERS} buyers, ${RACERS} racers, ${sellerAccounts.length} sellers (${Math.round((Date.now() - seeding) / 1000)} s).`,
);

const server = await startServer(API_SCRIPT, PORT, { DATABASE_URL: dbUrl, DATA_DIR: dataDir });
const serverPid = server.pid!;

// ---------------------------------------------------------------- HTTP client and figures

const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT + 20 });
interface Answer {
  status: number;
  body: unknown;
  location: string | undefined;
}
type Verdict = 'ok' | 'business' | 'error';
interface KindFigures {
  latencies: number[];
  errors: number;
  business: number;
}
const figures = new Map<string, KindFigures>();
const errorSamples = new Map<string, number>();
let inFlight = 0;
let skipped = 0;

function recordError(what: string) {
  errorSamples.set(what, (errorSamples.get(what) ?? 0) + 1);
}
function figuresOf(kind: string) {
  let entry = figures.get(kind);
  if (!entry) figures.set(kind, (entry = { latencies: [], errors: 0, business: 0 }));
  return entry;
}
const messageOf = (body: unknown) =>
  body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
/** The `data` of a success envelope. */
function dataOf<T>(answer: Answer): T {
  return (answer.body as { data: T }).data;
}

/**
 * One request, timed and judged: 2xx and 3xx are fine unless `judge` says otherwise; a business
 * answer (a lost race's 409) is counted apart; anything else, and any network error, is an error.
 */
function call(
  kind: string,
  method: string,
  url: string,
  options: { token?: string; headers?: Record<string, string>; json?: unknown; form?: string } = {},
  judge?: (answer: Answer) => Verdict,
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form !== undefined) {
    body = options.form;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  inFlight++;
  const started = performance.now();
  return new Promise<Answer | undefined>((resolve) => {
    const finish = (answer: Answer | undefined, failure?: string) => {
      inFlight--;
      const entry = figuresOf(kind);
      entry.latencies.push(performance.now() - started);
      const verdict: Verdict = failure ? 'error' : judge ? judge(answer!) : answer!.status < 400 ? 'ok' : 'error';
      if (verdict === 'business') entry.business++;
      if (verdict === 'error') {
        entry.errors++;
        recordError(`${kind}: ${failure ?? `${answer!.status} ${messageOf(answer!.body)}`}`);
      }
      resolve(verdict === 'error' ? undefined : answer);
    };
    const outgoing = http.request({ host: '127.0.0.1', port: PORT, agent, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        if (String(response.headers['content-type']).includes('json')) {
          try {
            parsed = JSON.parse(text);
          } catch {
            return finish(undefined, `unreadable JSON (${response.statusCode})`);
          }
        }
        finish({ status: response.statusCode ?? 0, body: parsed, location: response.headers.location });
      });
      response.on('error', (error) => finish(undefined, error.message));
    });
    outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => finish(undefined, error.message));
    outgoing.end(body);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;

async function logIn(email: string, password: string) {
  const answer = await call('log in', 'POST', '/api/auth/login', { json: { email, password } });
  if (!answer) throw new Error(`${email} could not log in`);
  return dataOf<{ token: string }>(answer).token;
}

// ---------------------------------------------------------------- who takes part

interface Buyer {
  id: string;
  token: string;
  busy: boolean;
  cartId: string | undefined;
  lines: Set<string>;
  wanted: number;
  viewedCart: boolean;
  priced: boolean;
  /** A card order on its way through the hosted page: the next steps of the journey. */
  card: { orderId: string; step: 'session' | 'pay' | 'confirm'; checkoutUrl?: string } | undefined;
  /** A placed order's request, to be sent again with the same key (an answer lost on the way). */
  resend: { key: string; orderId: string; method: string } | undefined;
  lookAtHistory: boolean;
}
interface Seller {
  token: string;
  busy: boolean;
  /** Own parts of the soak's orders, by id, with the status the seller last saw. */
  queue: Map<string, string>;
  movesSinceList: number;
}
interface Guest {
  id: string;
  busy: boolean;
  lines: Set<string>;
}

const newJourney = (buyer: Buyer) => {
  buyer.lines = new Set();
  buyer.wanted = chance(0.5) ? 1 : 2;
  buyer.viewedCart = false;
  buyer.priced = false;
};
const loggingIn = Date.now();
const buyers: Buyer[] = [];
for (const shopper of shoppers.slice(0, BUYERS)) {
  const buyer: Buyer = {
    id: shopper.id,
    token: await logIn(shopper.email!, PASSWORD),
    busy: false,
    cartId: undefined,
    lines: new Set(),
    wanted: 1,
    viewedCart: false,
    priced: false,
    card: undefined,
    resend: undefined,
    lookAtHistory: false,
  };
  newJourney(buyer);
  buyers.push(buyer);
}
const racers = await Promise.all(
  shoppers.slice(BUYERS).map(async (shopper) => ({ id: shopper.id, token: await logIn(shopper.email!, PASSWORD) })),
);
const sellers: Seller[] = [];
for (const account of sellerAccounts)
  sellers.push({ token: await logIn(account.email, DEMO_PASSWORD), busy: false, queue: new Map(), movesSinceList: 0 });
const guests: Guest[] = Array.from({ length: 20 }, () => ({ id: crypto.randomUUID(), busy: false, lines: new Set() }));
const visitors = Array.from({ length: 200 }, () => crypto.randomUUID());
console.log(
  `${buyers.length + racers.length + sellers.length} sessions through POST /api/auth/login (${Math.round((Date.now() - loggingIn) / 1000)} s).`,
);
// The logins are set-up, not the mix.
figures.clear();

// ---------------------------------------------------------------- what the clients were told

interface PlacedOrder {
  key: string;
  userId: string;
  method: string;
  items: number;
  parts: Set<string>;
}
const placed = new Map<string, PlacedOrder>();
const orderNumbers = new Set<string>();
const keyToOrder = new Map<string, string>();
/** The status each part was last moved to with a success answer. */
const partMoves = new Map<string, string>();
const movesByStep: Record<string, number> = {};
let sameKeyAnswers = 0;
let sameKeyMismatches = 0;
let capturedCards = 0;
const raceResults: { variantId: string; won: number; lost: number }[] = [];

interface OrderReply {
  order: { _id: string; orderNumber: string; items: { parcelId: string }[] };
}
/** Records an order the client was told about; a key that already made another order is a duplicate. */
function remember(answer: Answer, key: string, userId: string, method: string) {
  const { order } = dataOf<OrderReply>(answer);
  const earlier = keyToOrder.get(key);
  if (earlier) {
    sameKeyAnswers++;
    if (earlier !== order._id) {
      sameKeyMismatches++;
      recordError(`same idempotency key, another order (${earlier} then ${order._id})`);
    }
    return order;
  }
  keyToOrder.set(key, order._id);
  orderNumbers.add(order.orderNumber);
  placed.set(order._id, {
    key,
    userId,
    method,
    items: order.items.length,
    parts: new Set(order.items.map((item) => item.parcelId)),
  });
  return order;
}
const placeBody = (key: string, paymentMethod: string) => ({
  idempotencyKey: key,
  paymentMethod,
  shippingAddress: ADDRESS,
});
const created = (answer: Answer): Verdict => (answer.status === 201 ? 'ok' : 'error');

// ---------------------------------------------------------------- the mix

const HOME_PATHS = [
  '/api/hero/all-banners',
  '/api/sponsors/admin/all',
  '/api/categories',
  '/api/products/deals?limit=12',
  '/api/products/featured?limit=12',
  '/api/products/more-to-love?limit=12',
  '/api/hero/new-releases?limit=12',
  '/api/hero/best-sellers?limit=12',
];
const visitorHeaders = () => ({ 'x-visitor-id': pick(visitors) });
const typo = (word: string) => (word.length > 5 && chance(0.3) ? word.slice(0, -2) + word.at(-1) : word);
const BROWSE: [number, () => Promise<unknown>][] = [
  [25, () => call('home shelves', 'GET', pick(HOME_PATHS), { headers: visitorHeaders() })],
  [
    20,
    () => {
      const category = chance(0.5) ? `&category=${pick(categoryIds)}` : '';
      return call(
        'product list',
        'GET',
        `/api/products/getproducts?page=${1 + Math.floor(Math.random() * 8)}&limit=12&sort=${pick(SORTS)}${category}`,
        { headers: visitorHeaders() },
      );
    },
  ],
  [
    12,
    () =>
      call(
        'search: predictive',
        'GET',
        `/api/search/predictive?query=${encodeURIComponent(typo(pick(words)).slice(0, 3 + Math.floor(Math.random() * 5)))}`,
        { headers: visitorHeaders() },
      ),
  ],
  [
    10,
    () =>
      call(
        'search: results',
        'GET',
        `/api/products/getproducts?query=${encodeURIComponent(typo(pick(words)))}&page=1&limit=12`,
        { headers: visitorHeaders() },
      ),
  ],
  [
    25,
    () =>
      call('product page', 'GET', `/api/products/product-details/${pick(productIds)}`, { headers: visitorHeaders() }),
  ],
  [
    8,
    () =>
      call('related products', 'GET', `/api/products/product/${pick(productIds)}/related?limit=8`, {
        headers: visitorHeaders(),
      }),
  ],
];
const browseTotal = BROWSE.reduce((sum, [weight]) => sum + weight, 0);
function browse() {
  let roll = Math.random() * browseTotal;
  for (const [weight, action] of BROWSE) {
    roll -= weight;
    if (roll < 0) return action();
  }
  return BROWSE[0]![1]();
}

/** A variant not yet in these lines (adding one already there is answered 409, rightly). */
function freshVariant(lines: Set<string>) {
  for (;;) {
    const row = pick(pool);
    if (!lines.has(row.variant_id)) return row;
  }
}

/** The next step of one buyer's journey: add, look at the cart, price the checkout, order, pay. */
async function buyerStep(buyer: Buyer) {
  if (buyer.card) {
    const { card } = buyer;
    if (card.step === 'session') {
      const answer = await call('card: payment session', 'POST', '/api/payment/bobsal/session', {
        token: buyer.token,
        json: { orderId: card.orderId, locale: 'en' },
      });
      if (answer)
        buyer.card = { ...card, step: 'pay', checkoutUrl: dataOf<{ checkoutUrl: string }>(answer).checkoutUrl };
    } else if (card.step === 'pay') {
      // The sandbox's hosted page, as the browser posts it: it settles the charge and sends the signed webhook.
      const answer = await call(
        'card: hosted page pay',
        'POST',
        card.checkoutUrl!,
        { form: `instrument=${CARD}&expiry=1230&cvc=123&action=pay` },
        (reply) => (reply.status === 303 ? 'ok' : 'error'),
      );
      if (answer) buyer.card = { ...card, step: 'confirm' };
    } else {
      const answer = await call(
        'card: confirm',
        'POST',
        '/api/payment/confirm',
        { token: buyer.token, json: { orderId: card.orderId } },
        (reply) => (reply.status === 200 && dataOf<{ status: string }>(reply).status === 'CAPTURED' ? 'ok' : 'error'),
      );
      if (answer) capturedCards++;
      buyer.card = undefined;
    }
    return;
  }
  if (buyer.resend) {
    const { key, orderId, method } = buyer.resend;
    buyer.resend = undefined;
    const answer = await call(
      'place order: same key again',
      'POST',
      `/api/checkout/${buyer.cartId}/proceed-to-payment`,
      { token: buyer.token, json: placeBody(key, method) },
      created,
    );
    if (answer && remember(answer, key, buyer.id, method)._id !== orderId)
      recordError('resent key answered with another order');
    return;
  }
  if (buyer.lookAtHistory) {
    buyer.lookAtHistory = false;
    await call('order history', 'GET', '/api/orders/history', { token: buyer.token });
    return;
  }
  if (buyer.lines.size < buyer.wanted) {
    const row = freshVariant(buyer.lines);
    const answer = await call('add to cart (buyer)', 'POST', '/api/cart/add', {
      token: buyer.token,
      json: { productId: row.product_id, variantId: row.variant_id, quantity: chance(0.8) ? 1 : 2 },
    });
    if (answer) {
      buyer.cartId = dataOf<{ cart: { _id: string } }>(answer).cart._id;
      buyer.lines.add(row.variant_id);
    }
    return;
  }
  if (!buyer.viewedCart) {
    if (await call('cart (buyer)', 'GET', '/api/cart', { token: buyer.token })) buyer.viewedCart = true;
    return;
  }
  if (!buyer.priced) {
    if (
      await call(
        'checkout pricing',
        'GET',
        `/api/checkout/${buyer.cartId}?location=${encodeURIComponent(ADDRESS.location)}`,
        { token: buyer.token },
      )
    )
      buyer.priced = true;
    return;
  }
  const key = crypto.randomUUID();
  const method = chance(0.2) ? 'credit_card' : 'cash_on_delivery';
  const send = () =>
    call(
      'place order',
      'POST',
      `/api/checkout/${buyer.cartId}/proceed-to-payment`,
      { token: buyer.token, json: placeBody(key, method) },
      created,
    );
  // A double click: the same key twice at once must give one order.
  const answers = chance(0.1) ? await Promise.all([send(), send()]) : [await send()];
  let orderId: string | undefined;
  for (const answer of answers) if (answer) orderId = remember(answer, key, buyer.id, method)._id;
  if (!orderId) return; // counted as an error; the journey tries to order again
  newJourney(buyer);
  if (method === 'credit_card') buyer.card = { orderId, step: 'session' };
  else if (chance(0.1)) buyer.resend = { key, orderId, method };
  buyer.lookAtHistory = chance(0.3);
}

async function guestStep(guest: Guest) {
  if (guest.lines.size > 0 && chance(0.3)) {
    await call('cart (guest)', 'GET', '/api/cart', { headers: { 'x-guest-id': guest.id } });
  } else {
    const row = freshVariant(guest.lines);
    if (
      await call('add to cart (guest)', 'POST', '/api/cart/add', {
        headers: { 'x-guest-id': guest.id },
        json: { productId: row.product_id, variantId: row.variant_id, quantity: 1 },
      })
    )
      guest.lines.add(row.variant_id);
  }
  // After three lines this visitor leaves; another arrives.
  if (guest.lines.size >= 3) Object.assign(guest, { id: crypto.randomUUID(), lines: new Set() });
}

const NEXT_STEP: Record<string, string> = { confirmed: 'processing', processing: 'shipped', shipped: 'delivered' };
interface SellerPart {
  _id: string;
  orderNumber: string;
  status: string;
}
/** A seller moves one of its parts a step on, or looks at its confirmed parts for more work. */
async function sellerStep(seller: Seller) {
  const next = seller.movesSinceList < 8 ? [...seller.queue].find(([, status]) => NEXT_STEP[status]) : undefined;
  if (next) {
    const [partId, status] = next;
    const to = NEXT_STEP[status]!;
    seller.movesSinceList++;
    const answer = await call(`seller: to ${to}`, 'PATCH', `/api/seller/orders/${partId}/status`, {
      token: seller.token,
      json: { status: to },
    });
    if (answer) {
      partMoves.set(partId, to);
      movesByStep[to] = (movesByStep[to] ?? 0) + 1;
      if (to === 'delivered') seller.queue.delete(partId);
      else seller.queue.set(partId, to);
    }
    return;
  }
  seller.movesSinceList = 0;
  const answer = await call('seller: confirmed orders', 'GET', '/api/seller/orders?status=confirmed&limit=20', {
    token: seller.token,
  });
  if (!answer) return;
  for (const part of dataOf<{ orders: SellerPart[] }>(answer).orders) {
    if (orderNumbers.has(part.orderNumber) && !seller.queue.has(part._id) && !partMoves.has(part._id))
      seller.queue.set(part._id, part.status);
  }
}

/** Six buyers want one unit each of a variant with three left, at once: three orders, three 409s. */
async function race(variant: VariantRow) {
  const carts = await Promise.all(
    racers.map(async (racer) => {
      const answer = await call('race: add to cart', 'POST', '/api/cart/add', {
        token: racer.token,
        json: { productId: variant.product_id, variantId: variant.variant_id, quantity: 1 },
      });
      return answer ? dataOf<{ cart: { _id: string } }>(answer).cart._id : undefined;
    }),
  );
  let won = 0;
  let lost = 0;
  await Promise.all(
    racers.map(async (racer, index) => {
      const cartId = carts[index];
      if (!cartId) return;
      const key = crypto.randomUUID();
      const answer = await call(
        'race: place order',
        'POST',
        `/api/checkout/${cartId}/proceed-to-payment`,
        { token: racer.token, json: placeBody(key, 'cash_on_delivery') },
        (reply) =>
          reply.status === 201
            ? 'ok'
            : reply.status === 409 && messageOf(reply.body).startsWith('Not enough stock')
              ? 'business'
              : 'error',
      );
      if (answer?.status === 201) {
        won++;
        remember(answer, key, racer.id, 'cash_on_delivery');
      } else if (answer) {
        lost++;
        await call('race: clear cart', 'DELETE', `/api/cart/${cartId}/clear`, { token: racer.token });
      }
    }),
  );
  if (won !== SCARCE_STOCK) recordError(`race for ${variant.variant_id}: ${won} orders for ${SCARCE_STOCK} units`);
  raceResults.push({ variantId: variant.variant_id, won, lost });
}

/** Runs the next step of the first idle actor after a rotating start; false when all are busy. */
function stepOf<T extends { busy: boolean }>(
  actors: T[],
  turn: number,
  step: (actor: T) => Promise<unknown>,
  ready: (actor: T) => boolean = () => true,
) {
  for (let offset = 0; offset < actors.length; offset++) {
    const actor = actors[(turn + offset) % actors.length]!;
    if (actor.busy || !ready(actor)) continue;
    actor.busy = true;
    void step(actor)
      .catch((error: unknown) => recordError(`step failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (actor.busy = false));
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- memory of the server process

interface Sample {
  seconds: number;
  mb: number;
}
const memory: Sample[] = [];
const rssMb = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

// ---------------------------------------------------------------- the run

console.log(`Soak: ${MINUTES} min at ${RATE} requests/s, server pid ${serverPid} on :${PORT}.\n`);
const pending = new Set<Promise<unknown>>();
const track = (promise: Promise<unknown>) => {
  pending.add(promise);
  void promise.finally(() => pending.delete(promise));
};
const started = performance.now();
memory.push({ seconds: 0, mb: rssMb() });
const sampler = setInterval(() => {
  memory.push({ seconds: Math.round((performance.now() - started) / 1000), mb: rssMb() });
  const last = memory.at(-1)!;
  if (last.seconds % 60 === 0) {
    const total = [...figures.values()].reduce((sum, entry) => sum + entry.latencies.length, 0);
    const errors = [...figures.values()].reduce((sum, entry) => sum + entry.errors, 0);
    console.log(
      `  ${String(last.seconds / 60).padStart(2)} min: ${total} requests, ${errors} errors, ${placed.size} orders, server RSS ${last.mb.toFixed(1)} MB`,
    );
  }
}, 5000);
let tick = 0;
let nextRace = 30_000;
let raced = 0;
while (performance.now() - started < DURATION_MS) {
  const elapsed = performance.now() - started;
  if (elapsed >= nextRace && raced < scarce.length) {
    track(race(scarce[raced++]!));
    nextRace += RACE_EVERY_MS;
  }
  if (inFlight >= MAX_IN_FLIGHT) skipped++;
  else {
    const roll = Math.random();
    const done =
      (roll < 0.25 && stepOf(buyers, tick, buyerStep)) ||
      (roll >= 0.25 && roll < 0.3 && stepOf(guests, tick, guestStep)) ||
      (roll >= 0.3 && roll < 0.5 && stepOf(sellers, tick, sellerStep));
    if (!done) track(browse());
  }
  tick++;
  // Ticks on a fixed schedule, so a slow answer does not slow the rate (open loop).
  const due = started + (tick * 1000) / RATE;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
}
const loadSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
memory.push({ seconds: Math.round(loadSeconds), mb: rssMb() });
// Wait for every answer, then let the card journeys cut by the end finish their payment.
while (
  pending.size > 0 ||
  buyers.some((buyer) => buyer.busy) ||
  sellers.some((seller) => seller.busy) ||
  guests.some((guest) => guest.busy)
)
  await new Promise((resolve) => setTimeout(resolve, 50));
// Three steps at most; a step that fails is an error already counted, and is not tried forever.
for (const buyer of buyers) for (let step = 0; step < 4 && (buyer.card || buyer.resend); step++) await buyerStep(buyer);

// ---------------------------------------------------------------- checks against the database

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'FAILED';
};
const soakUsers = JSON.stringify(shoppers.map((shopper) => shopper.id));
const inSoak = sql`(select value::uuid from jsonb_array_elements_text(${soakUsers}::jsonb))`;
const dbOrders = await queryRows<{
  id: string;
  idempotency_key: string | null;
  status: string;
  payment_method: string;
  payment_status: string;
  items: number;
}>(
  db,
  sql`select o.id, o.idempotency_key, o.status, o.payment_method, o.payment_status, (select count(*)::int from order_items i where i.order_id = o.id) as items
    from orders o where o.user_id in ${inSoak}`,
);
const dbById = new Map(dbOrders.map((row) => [row.id, row]));
const missing = [...placed.keys()].filter((id) => !dbById.has(id));
const unknown = dbOrders.filter((row) => !placed.has(row.id));
const keyCounts = new Map<string, number>();
for (const row of dbOrders)
  if (row.idempotency_key) keyCounts.set(row.idempotency_key, (keyCounts.get(row.idempotency_key) ?? 0) + 1);
const duplicatedKeys = [...keyCounts.values()].filter((n) => n > 1).length;
const wrongKey = [...placed].filter(
  ([id, order]) => dbById.get(id) && dbById.get(id)!.idempotency_key !== order.key,
).length;
const wrongItems = [...placed].filter(([id, order]) => dbById.get(id) && dbById.get(id)!.items !== order.items).length;

const negative = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from product_variants where quantity < 0`,
);
const sold = new Map(
  (
    await queryRows<{ variant_id: string; quantity: number }>(
      db,
      sql`select i.variant_id, sum(i.quantity)::int as quantity from order_items i join orders o on o.id = i.order_id where o.user_id in ${inSoak} group by i.variant_id`,
    )
  ).map((row) => [row.variant_id, row.quantity]),
);
const stockAfter = await queryRows<{ id: string; quantity: number }>(
  db,
  sql`select id, quantity from product_variants`,
);
// Nothing but the soak's orders takes stock during the run, so before − sold = after, variant by variant.
const unbalanced = stockAfter.filter(
  (row) => (stockBefore.get(row.id) ?? 0) - (sold.get(row.id) ?? 0) !== row.quantity,
).length;
const scarceLeft = stockAfter.filter(
  (row) =>
    scarceIds.has(row.id) && row.quantity !== 0 && scarce.findIndex((variant) => variant.variant_id === row.id) < raced,
).length;

const dbParts = await queryRows<{ id: string; order_id: string; status: string }>(
  db,
  sql`select id, order_id, status from seller_orders where order_id in (select id from orders where user_id in ${inSoak})`,
);
const partsByOrder = new Map<string, string[]>();
for (const part of dbParts) partsByOrder.set(part.order_id, [...(partsByOrder.get(part.order_id) ?? []), part.status]);
const dbPartStatus = new Map(dbParts.map((part) => [part.id, part.status]));
const lostMoves = [...partMoves].filter(([id, status]) => dbPartStatus.get(id) !== status).length;
// A part no seller moved is still as placed: confirmed (cash, or card once paid).
const strayParts = dbParts.filter((part) => !partMoves.has(part.id) && part.status !== 'confirmed').length;
const knownParts = [...placed.values()].reduce((sum, order) => sum + order.parts.size, 0);
const wrongOrderStatus = dbOrders.filter(
  (row) => orderStatusFromParts(partsByOrder.get(row.id) ?? []) !== row.status,
).length;
const unpaidCards = dbOrders.filter(
  (row) => row.payment_method === 'credit_card' && row.payment_status !== 'captured',
).length;
const cashDeliveredUnpaid = dbOrders.filter(
  (row) => row.payment_method === 'cash_on_delivery' && row.status === 'delivered' && row.payment_status !== 'captured',
).length;

// ---------------------------------------------------------------- figures

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
const ms = (value: number) => value.toFixed(1).padStart(8);
let totalRequests = 0;
let totalErrors = 0;
let totalBusiness = 0;
const all: number[] = [];
console.log(
  `\n${'request'.padEnd(30)} ${'count'.padStart(7)} ${'per s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  errors  business`,
);
for (const [kind, entry] of [...figures].sort(([, a], [, b]) => b.latencies.length - a.latencies.length)) {
  const sorted = [...entry.latencies].sort((a, b) => a - b);
  all.push(...sorted);
  totalRequests += sorted.length;
  totalErrors += entry.errors;
  totalBusiness += entry.business;
  console.log(
    `${kind.padEnd(30)} ${String(sorted.length).padStart(7)} ${(sorted.length / loadSeconds).toFixed(2).padStart(6)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(percentile(sorted, 0.99))} ${ms(sorted.at(-1) ?? NaN)}  ${String(entry.errors).padStart(6)}  ${String(entry.business).padStart(8)}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `${'all'.padEnd(30)} ${String(totalRequests).padStart(7)} ${(totalRequests / loadSeconds).toFixed(2).padStart(6)} ${ms(percentile(all, 0.5))} ${ms(percentile(all, 0.95))} ${ms(percentile(all, 0.99))} ${ms(all.at(-1) ?? NaN)}  ${String(totalErrors).padStart(6)}  ${String(totalBusiness).padStart(8)}`,
);
console.log(
  `(${Math.round(loadSeconds)} s of load at ${RATE}/s asked; the card payments cut by the end were finished after it and are in the counts; ticks skipped with ${MAX_IN_FLIGHT} requests waiting: ${skipped})`,
);

const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
const firstMinute = memory.filter((sample) => sample.seconds <= 60).map((sample) => sample.mb);
const afterFirst = memory.filter((sample) => sample.seconds > 60).map((sample) => sample.mb);
const lastMinute = memory.filter((sample) => sample.seconds >= loadSeconds - 60).map((sample) => sample.mb);
const firstMax = Math.max(...firstMinute);
const atOneMinute = memory.find((sample) => sample.seconds >= 60)?.mb ?? NaN;
const lastMedian = median(lastMinute);
const grew = lastMedian > firstMax * 1.1;
const perMinute = Array.from({ length: Math.max(1, Math.round(loadSeconds / 60)) }, (_, minute) =>
  Math.max(
    ...memory
      .filter((sample) => sample.seconds > minute * 60 && sample.seconds <= (minute + 1) * 60)
      .map((sample) => sample.mb),
  ),
);
console.log(
  `\nServer RSS (VmRSS every 5 s): start ${memory[0]!.mb.toFixed(1)} MB, first minute max ${firstMax.toFixed(1)} MB, at 1 min ${atOneMinute.toFixed(1)} MB,`,
);
console.log(
  `  max after the first minute ${afterFirst.length ? Math.max(...afterFirst).toFixed(1) : 'n/a'} MB, median of the last minute ${lastMedian.toFixed(1)} MB, end ${memory.at(-1)!.mb.toFixed(1)} MB`,
);
console.log(`  max per minute: ${perMinute.map((mb) => mb.toFixed(0)).join(', ')} MB`);
console.log(
  `  growth beyond the first minute (last minute's median above first minute's max + 10%): ${grew ? 'YES' : 'no'}`,
);

const byMethod = (method: string) => [...placed.values()].filter((order) => order.method === method).length;
console.log(
  `\nOrders the clients were told about: ${placed.size} (${byMethod('cash_on_delivery')} cash on delivery, ${byMethod('credit_card')} by card, ${capturedCards} card payments confirmed CAPTURED), ${knownParts} seller parts`,
);
console.log(
  `Same idempotency key sent again (double click or retry): ${sameKeyAnswers} answers, ${sameKeyMismatches} with another order`,
);
console.log(
  `Races for the last ${SCARCE_STOCK} units: ${raceResults.map((result) => `${result.won}/${result.lost}`).join(', ') || 'none'} (orders/409s)`,
);
console.log(
  `Seller moves acknowledged: ${movesByStep.processing ?? 0} to processing, ${movesByStep.shipped ?? 0} to shipped, ${movesByStep.delivered ?? 0} to delivered (${partMoves.size} parts)`,
);
console.log('\nChecks against the database:');
console.log(
  `  every order answered 201 exists, once:            ${check(missing.length === 0, `${missing.length} orders answered but missing`)} (${dbOrders.length} in the database, ${missing.length} missing)`,
);
console.log(
  `  no order the clients did not place:                ${check(unknown.length === 0, `${unknown.length} unknown orders`)} (${unknown.length} unknown)`,
);
console.log(
  `  one order per idempotency key, the one answered:   ${check(duplicatedKeys === 0 && wrongKey === 0 && sameKeyMismatches === 0, 'idempotency')} (${duplicatedKeys} keys with several orders, ${wrongKey} orders under another key)`,
);
console.log(
  `  items as answered:                                 ${check(wrongItems === 0, `${wrongItems} orders with other items`)} (${wrongItems} differ)`,
);
console.log(
  `  no stock below zero:                               ${check(negative[0]!.n === 0, 'negative stock')} (${negative[0]!.n} variants)`,
);
console.log(
  `  stock before − units ordered = stock after:        ${check(unbalanced === 0, `${unbalanced} variants unbalanced`)} (${unbalanced} variants off)`,
);
console.log(
  `  raced variants sold out, exactly ${SCARCE_STOCK} orders each:    ${check(scarceLeft === 0 && raceResults.every((result) => result.won === SCARCE_STOCK), 'races')}`,
);
console.log(
  `  every acknowledged seller move landed:             ${check(lostMoves === 0 && strayParts === 0, `${lostMoves} moves lost, ${strayParts} parts moved by no one`)} (${partMoves.size} parts moved, ${lostMoves} not as acknowledged)`,
);
console.log(
  `  order status follows its parts:                    ${check(wrongOrderStatus === 0, `${wrongOrderStatus} orders with a wrong status`)}`,
);
console.log(
  `  card orders captured; delivered cash orders paid:  ${check(unpaidCards === 0 && cashDeliveredUnpaid === 0, `${unpaidCards} card orders unpaid, ${cashDeliveredUnpaid} delivered cash orders unpaid`)}`,
);
console.log(
  `  no errors:                                         ${check(totalErrors === 0 && errorSamples.size === 0, `${totalErrors} errors`)} (${totalErrors})`,
);
console.log(`  no memory growth after the first minute:           ${check(!grew, 'memory growth')}`);
console.log(`  the server kept up (no tick skipped):              ${check(skipped === 0, `${skipped} ticks skipped`)}`);
if (errorSamples.size) {
  console.log('\nErrors:');
  for (const [what, times] of errorSamples) console.log(`  ${times} x ${what}`);
}
console.log(failures.length ? `\nSOAK FAILED: ${failures.join('; ')}` : '\nSoak passed.');

agent.destroy();
await database.close();
const exited = new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
server.kill();
await exited;
if (!args['keep-database']) await admin(`drop database if exists ${DB_NAME} with (force)`);
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = failures.length ? 1 : 0;
