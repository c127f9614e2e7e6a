import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real API, built as its own tests build it (the run's seeded database), on a real port.
import { DELIVERY_ADDRESS } from '../../../apps/api/test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../apps/api/test/test-app.ts';
import { DEMO_PASSWORD } from '../../../apps/api/src/seeds/seed.ts';
import { CLIENT_TYPES_FILE, clientTypes } from '@souk/api-client/generate';
import { createSoukClient, type Middleware, type SoukClient } from '@souk/api-client';

/**
 * The package as an integrator uses it, against the API on a real port: a buyer signs in, browses,
 * fills the cart and places an order, as README.md shows. Every answer is checked against the
 * document: its status must be one the operation describes, and its JSON body must match the
 * schema described for that status. And the generated types are the served document's.
 */

interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Described {
  $ref?: string;
  content?: Record<string, { schema: JsonSchema }>;
}
type Document = {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Described> }>>;
  components: { responses: Record<string, Described>; schemas: Record<string, JsonSchema> };
};

let t: TestApp;
let document: Document;
let baseUrl: string;
/** Each operation the journey called, with the status it answered. */
const called: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
});
afterAll(() => t.close());

/** The places in `value` that do not match `schema` (the subset of JSON Schema the document's envelopes use). */
function mismatches(value: unknown, schema: JsonSchema, at = 'body'): string[] {
  if (schema.$ref) return mismatches(value, document.components.schemas[schema.$ref.split('/').pop()!]!, at);
  if (schema.enum && !schema.enum.includes(value))
    return [`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`];
  const type = Array.isArray(value)
    ? 'array'
    : value === null
      ? 'null'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;
  if (schema.type && schema.type !== type && !(schema.type === 'number' && type === 'integer'))
    return [`${at} is ${type}, not ${schema.type}`];
  if (type === 'object') {
    const object = value as Record<string, unknown>;
    const missing = (schema.required ?? []).filter((key) => !(key in object)).map((key) => `${at}.${key} is missing`);
    const wrong = Object.entries(schema.properties ?? {}).flatMap(([key, inner]) =>
      key in object ? mismatches(object[key], inner, `${at}.${key}`) : [],
    );
    return [...missing, ...wrong];
  }
  if (type === 'array' && schema.items)
    return (value as unknown[]).flatMap((item, index) => mismatches(item, schema.items!, `${at}.${index}`));
  return [];
}

/** Holds every answer to the document: a described status, and a body of the described schema. */
const checkedByDocument: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const operation = document.paths[schemaPath]?.[request.method.toLowerCase()];
    if (!operation) throw new Error(`${request.method} ${schemaPath} is not in the document`);
    let described = operation.responses[String(response.status)];
    if (!described)
      throw new Error(`${operation.operationId} answered ${response.status}, which the document does not describe`);
    if (described.$ref) described = document.components.responses[described.$ref.split('/').pop()!]!;
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    const schema = described.content?.[type]?.schema;
    if (!schema)
      throw new Error(
        `${operation.operationId} answered ${response.status} as ${type}, which the document does not describe`,
      );
    if (type === 'application/json') {
      const problems = mismatches(await response.clone().json(), schema);
      if (problems.length > 0)
        throw new Error(`${operation.operationId} answered ${response.status}: ${problems.join('; ')}`);
    }
    called.push(`${operation.operationId} ${response.status}`);
    return response;
  },
};

/** A client of the API on its real port whose every answer is held to the document. */
function checkedClient(session?: SoukClient['session']): SoukClient {
  const client = createSoukClient({ baseUrl, ...(session ? { session } : {}) });
  client.use(checkedByDocument);
  return client;
}

describe('@souk/api-client', () => {
  it('signs in, browses, adds to the cart and places a cash-on-delivery order, every answer as described', async () => {
    const souk = checkedClient();

    // Signing in sets the session cookie; the client keeps its value and sends it as a bearer token.
    const signIn = await souk.POST('/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
    });
    expect(signIn.response.status).toBe(200);
    expect(souk.session.token).toMatch(/^\S{20,}$/);
    const profile = await souk.GET('/api/auth/profile');
    expect(profile.data?.success).toBe(true);
    expect((profile.data?.data as { user: { email: string } }).user.email).toBe('buyer@souk.test');

    // Browsing: a page of products, then one product's page.
    const page = await souk.GET('/api/products/getproducts', { params: { query: { limit: 12, sort: 'newest' } } });
    const cards = (page.data?.data as { products: { _id: string }[] }).products;
    expect(cards.length).toBe(12);
    type Variant = { _id: string; quantity: number; isActive: boolean };
    let chosen: { productId: string; variant: Variant } | undefined;
    for (const card of cards) {
      const details = await souk.GET('/api/products/product-details/{id}', { params: { path: { id: card._id } } });
      const variant = (details.data?.data as { product: { variants: Variant[] } }).product.variants.find(
        (candidate) => candidate.isActive && candidate.quantity >= 2,
      );
      if (variant) {
        chosen = { productId: card._id, variant };
        break;
      }
    }
    expect(chosen, 'a product in stock among the newest').toBeDefined();

    // The cart, then the checkout's totals, then the order.
    const added = await souk.POST('/api/cart/add', {
      body: { productId: chosen!.productId, variantId: chosen!.variant._id, quantity: 2 },
    });
    expect(added.response.status).toBe(200);
    const cart = await souk.GET('/api/cart');
    const cartId = (cart.data?.data as { cart: { _id: string } }).cart._id;
    const checkout = await souk.GET('/api/checkout/{cartId}', {
      params: { path: { cartId }, query: { location: 'Beirut - Hamra' } },
    });
    const total = (checkout.data?.data as { pricing: { total: number } }).pricing.total;
    expect(total).toBeGreaterThan(0);
    const placeOrder = {
      params: { path: { cartId } },
      body: {
        shippingAddress: { ...DELIVERY_ADDRESS, location: 'Beirut - Hamra' as const },
        paymentMethod: 'cash_on_delivery' as const,
        idempotencyKey: randomUUID(),
      },
    };
    const placed = await souk.POST('/api/checkout/{cartId}/proceed-to-payment', placeOrder);
    expect(placed.response.status).toBe(201);
    const order = (placed.data?.data as { order: { _id: string; paymentMethod: string } }).order;
    expect(order.paymentMethod).toBe('cash_on_delivery');
    // A retry with the same key (a lost answer) gets the same order, not a second one.
    const retried = await souk.POST('/api/checkout/{cartId}/proceed-to-payment', placeOrder);
    expect((retried.data?.data as { order: { _id: string } }).order._id).toBe(order._id);
    // The order is the buyer's, in the database the API reads: another client with the saved token sees it.
    const later = checkedClient({ token: souk.session.token });
    const mine = await later.GET('/api/orders/{id}', { params: { path: { id: order._id } } });
    expect((mine.data?.data as { order: { _id: string } }).order._id).toBe(order._id);

    // Refusals come in the described failure envelope: typed as `error`, checked like the rest.
    const unknown = await souk.GET('/api/orders/{id}', { params: { path: { id: randomUUID() } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ success: false, status: 'fail' });
    const invalid = await souk.POST('/api/cart/add', {
      body: { productId: 'not-an-id', variantId: chosen!.variant._id },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errors?.[0]?.path).toBe('productId');

    // Signing out clears the cookie: the client forgets the token, and the next call is a visitor's.
    const signOut = await souk.POST('/api/auth/logout');
    expect(signOut.response.status).toBe(200);
    expect(souk.session.token).toBeUndefined();
    const signedOut = await souk.GET('/api/orders/history');
    expect(signedOut.response.status).toBe(401);
    // The token itself is revoked on the server, not only forgotten here.
    expect((await later.GET('/api/orders/history')).response.status).toBe(401);

    expect(called).toEqual([
      'auth.postLogin 200',
      'auth.getProfile 200',
      'catalogue.getProductsGetproducts 200',
      ...called.filter((entry) => entry.startsWith('catalogue.getProductsProductDetailsById')),
      'cart.postAdd 200',
      'cart.get 200',
      'checkout.getByCartId 200',
      'checkout.postProceedToPaymentByCartId 201',
      'checkout.postProceedToPaymentByCartId 201',
      'orders.getById 200',
      'orders.getById 404',
      'cart.postAdd 400',
      'auth.postLogout 200',
      'orders.getHistory 401',
      'orders.getHistory 401',
    ]);
  });

  it('holds the types of the served document (npm run api:client writes them)', async () => {
    const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(
      committed === (await clientTypes(document)),
      'packages/api-client/src/souk-api.ts is out of date: run `npm run api:client`',
    ).toBe(true);
  });
});
