import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TYPES } from '@souk/shared/roles';
import { GUEST_ID_HEADER } from '@souk/shared/schemas/identity';
import { makeBuyers } from '../../../test/buyers.ts';
import { DEMO_USER_NAMES } from '../../../test/fixtures.ts';
import {
  bodySchemaOf,
  freshAddress,
  mutations,
  specRoutes,
  validValue,
  type Method,
} from '../../../test/openapi-routes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seededRandom } from '../../seeds/seed-catalog.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { sellerOrders } from '../orders/orders.tables.ts';

/**
 * Issue 6, extended for issue 16: 10,000 malformed requests across every route of the OpenAPI
 * description, each sent as an account the route lets in (so validation and handlers are reached, not
 * only the 401/403 gate), from its own address. No answer is a 5xx and the server stays healthy.
 * Random but seeded: FUZZ_SEED=<seed> replays a run; a failure names the seed and the request.
 */
const REQUESTS = 10_000;
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));

let t: TestApp;
/** The account of each type that the fuzz signs in as. */
const accounts = new Map<string, string>();
/** Real ids, so that bad values meet handlers with something to act on. */
const realIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [buyer, plainStaff] = await makeBuyers(t.db, 2, 'fuzz');
  await t.db
    .update(users)
    .set({ accountTypes: ['staff'] })
    .where(eq(users.id, plainStaff!.id));
  accounts.set('buyer', buyer!.id).set('staff', plainStaff!.id);
  for (const [type, userName] of Object.entries(DEMO_USER_NAMES)) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    accounts.set(type, user!.id);
  }
  const [line] = await t.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.sellerId, accounts.get('seller_self_managed')!),
        eq(products.status, 'published'),
        gt(productVariants.quantity, 20),
      ),
    )
    .limit(1);
  const headers = { cookie: buyer!.cookie };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers,
    payload: { ...line, quantity: 1 },
  });
  const cartId = added.json().data.cart._id as string;
  const address = { firstName: 'Rami', lastName: 'Haddad', email: 'rami@example.com', phone: '71123456' };
  const shippingAddress = { ...address, streetAddress: 'Bliss Street 12', city: 'Beirut', location: 'Beirut - Hamra' };
  const url = `/api/checkout/${cartId}/proceed-to-payment`;
  const placed = await t.app.inject({ method: 'POST', url, headers, payload: { shippingAddress } });
  const orderId = placed.json().data.order._id as string;
  const [part] = await t.db.select({ id: sellerOrders.id }).from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  realIds.push(line!.productId, line!.variantId, cartId, orderId, part!.id, ...accounts.values());
}, 60_000);
afterAll(() => t.close());

const MEGABYTE = 'x'.repeat(1_000_000);
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepValue = (depth: number): unknown => (depth === 0 ? 'end' : { a: deepValue(depth - 1) });
/** Wrong types, numbers out of range or not finite, NUL, broken text, huge and deep values. */
const BAD_VALUES: unknown[] = [
  ...[null, true, false, {}, [], '', ' ', 'abc', 0, -1, -0.5, 0.5, 1.5, -2147483649, 2147483648, 2 ** 53 + 1],
  ...[99999999999999, 1e20, 1e308, -1e308, Number.MIN_VALUE, 'NaN', 'Infinity', '-Infinity', '1e400', '0x10'],
  ...[
    '-1',
    '99999999999999999999',
    'a\u0000b',
    '\u0000',
    '\ud800',
    '\udfff\ud800',
    '%00',
    '\u202e',
    "'; drop table users; --",
  ],
  ...['%_\\', '{"$gt":""}', '../../etc/passwd', 'x'.repeat(10_000), ['a', 1, null], [[[[]]]], { $ne: null }],
  ...[{ __proto__: { admin: true } }, Array<number>(5_000).fill(1), deepValue(200), new Date(0).toISOString()],
];
const BAD_QUERY = [
  ...['', 'abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', '1e400', 'NaN', 'Infinity', '-Infinity'],
  ...['%00', '%ED%A0%80', '%', '%zz', '%C0%80', 'a%00b', 'true', 'null', '[]', '{}', 'x'.repeat(5_000)],
];
const BAD_PATH = ['junk', '-1', '0', '99999999999999999999', 'NaN', '%00', '%ED%A0%80', '..%2F..', 'x'.repeat(3_000)];
const RAW_BODIES = [
  { type: 'application/json', text: '{' },
  { type: 'application/json', text: '' },
  { type: 'application/json', text: 'null' },
  { type: 'application/json', text: '"text"' },
  { type: 'application/json', text: '[1,2,3]' },
  { type: 'application/json', text: '{"a":1e400}' },
  { type: 'application/json', text: '{"a":"\\u0000"}' },
  { type: 'application/json', text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', text: deepJson(5_000) },
  { type: 'application/json', text: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { type: 'application/json', text: JSON.stringify({ text: MEGABYTE }) },
  { type: 'application/json', text: `"${MEGABYTE}${MEGABYTE}"` },
  { type: 'text/plain', text: 'hello' },
  { type: 'application/xml', text: '<a>1</a>' },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&b=%00&c[d]=e' },
  {
    type: 'multipart/form-data; boundary=zz',
    text: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno png\r\n--zz--',
  },
  { type: 'multipart/form-data', text: 'no boundary' },
  { type: 'application/octet-stream', text: '\u0000\u0001\u0002' },
];

describe('10,000 malformed requests across every route', () => {
  // About 75 s on a quiet machine and 230 s on a busy one: the timeout is for a stuck server, not a slow one.
  it(`answer no 5xx, and the server stays healthy (FUZZ_SEED=${seed})`, { timeout: 900_000 }, async () => {
    const random = seededRandom(seed);
    const accessOf = new Map(t.app.accessTable.map((route) => [`${route.method} ${route.url}`, route.access]));
    const routes = (await specRoutes(t.app)).filter((route) => accessOf.has(`${route.method} ${route.url}`));
    expect(routes.length).toBeGreaterThan(200);
    /** An account the route lets in: a visitor or a buyer on public routes, else one of its roles. */
    const callerOf = (key: string) => {
      const access = accessOf.get(key)!;
      if (access === 'public') return random.pick(['visitor', 'buyer']);
      return access === 'user'
        ? random.pick(['buyer', 'seller_self_managed', random.pick(STAFF_TYPES)])
        : random.pick(access);
    };
    const failures: string[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const { url: template, method, operation } = random.pick(routes);
      const key = `${method} ${template}`;
      const idOf = () => random.pick(realIds);
      const parameters = operation.parameters ?? [];
      let url = template;
      for (const { name } of parameters.filter((parameter) => parameter.in === 'path')) {
        const value = random.chance(0.3) ? random.pick(BAD_PATH) : encodeURIComponent(name === '*' ? 'a.png' : idOf());
        url = url.replace(`:${name}`, value);
      }
      // Required parameters valid, then one parameter (or a stray one) bad now and then.
      const query = parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map(({ name, schema }) => `${name}=${encodeURIComponent(String(validValue(name, schema, idOf)))}`);
      const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      if (random.chance(0.6)) query.push(`${random.pick([...queryNames, 'stray'])}=${random.pick(BAD_QUERY)}`);
      if (query.length > 0) url = `${url}?${query.join('&')}`;

      const bodySchema = bodySchemaOf(operation);
      let payload: string | undefined;
      let type = 'application/json';
      if (method !== 'GET' && random.chance(0.25)) {
        const raw = random.pick(RAW_BODIES);
        [payload, type] = [raw.text, raw.type];
      } else if (method !== 'GET') {
        // The least valid body with one to three of its fields (nested ones too) made bad.
        let body = bodySchema ? validValue('body', bodySchema, idOf) : {};
        const fields = [...mutations(body)];
        for (let count = random.int(1, 3); count > 0 && fields.length > 0; count -= 1) {
          const [, replace] = random.pick(fields);
          body = replace(random.chance(0.02) ? MEGABYTE : random.pick(BAD_VALUES));
        }
        payload = JSON.stringify(random.chance(0.1) ? { ...(body as object), stray: random.pick(BAD_VALUES) } : body);
      }
      const caller = callerOf(key);
      const userId = accounts.get(caller);
      // A new session each time: signing out or changing a password ends the one a request came with.
      const cookie = userId && `souk_session=${(await createSession(t.db, userId, false, {})).token}`;
      const answer = await t.app.inject({
        method: method as Method,
        url,
        remoteAddress: freshAddress(),
        headers: {
          ...(cookie ? { cookie } : { [GUEST_ID_HEADER]: randomUUID() }),
          ...(payload === undefined ? {} : { 'content-type': type }),
        },
        payload,
      });
      if (answer.statusCode >= 500) {
        const sent = payload === undefined ? '' : ` ${type} ${payload.slice(0, 200)}`;
        failures.push(
          `FUZZ_SEED=${seed} #${index} ${method} ${url.slice(0, 200)} as ${caller}${sent} -> ${answer.statusCode} ${answer.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);

    // Still healthy: the database answers and a normal listing works.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, message: 'OK', data: { db: 'ok' } });
    const listing = await t.app.inject({
      method: 'GET',
      url: '/api/products/getproducts?limit=8',
      remoteAddress: freshAddress(),
    });
    expect(listing.json().data.products).toHaveLength(8);
  });
});
