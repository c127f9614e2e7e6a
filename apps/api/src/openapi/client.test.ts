import { randomUUID } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ADDRESS } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import type { paths } from './souk-api.ts';

/**
 * The typed client an integrator generates (souk-api.ts, openapi-typescript, with openapi-fetch)
 * against the API on a real port: a buyer signs in, browses, fills the cart and places an order.
 * Every answer is checked against the document: its status must be one the operation describes,
 * and its JSON body must match the schema described for that status.
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

describe('the typed client generated from the document', () => {
  it('signs in, browses, adds to the cart and places a cash-on-delivery order, every answer as described', async () => {
    const visitor = createClient<paths>({ baseUrl });
    visitor.use(checkedByDocument);

    // Signing in sets the session cookie; an API client sends its value as a bearer token.
    const signIn = await visitor.POST('/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
    });
    expect(signIn.response.status).toBe(200);
    const token = signIn.response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('souk_session='))
      ?.split(';')[0]!
      .slice('souk_session='.length);
    expect(token).toBeTruthy();
    const buyer = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    buyer.use(checkedByDocument);
    const profile = await buyer.GET('/api/auth/profile');
    expect(profile.data?.success).toBe(true);

    // Browsing: a page of products, then one product's page.
    const page = await buyer.GET('/api/products/getproducts', { params: { query: { limit: 12, sort: 'newest' } } });
    const cards = (page.data?.data as { products: { _id: string }[] }).products;
    expect(cards.length).toBe(12);
    type Variant = { _id: string; quantity: number; isActive: boolean };
    let chosen: { productId: string; variant: Variant } | undefined;
    for (const card of cards) {
      const details = await buyer.GET('/api/products/product-details/{id}', { params: { path: { id: card._id } } });
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
    const added = await buyer.POST('/api/cart/add', {
      body: { productId: chosen!.productId, variantId: chosen!.variant._id, quantity: 2 },
    });
    expect(added.response.status).toBe(200);
    const cart = await buyer.GET('/api/cart');
    const cartId = (cart.data?.data as { cart: { _id: string } }).cart._id;
    const checkout = await buyer.GET('/api/checkout/{cartId}', {
      params: { path: { cartId }, query: { location: 'Beirut - Hamra' } },
    });
    const total = (checkout.data?.data as { pricing: { total: number } }).pricing.total;
    expect(total).toBeGreaterThan(0);
    const placed = await buyer.POST('/api/checkout/{cartId}/proceed-to-payment', {
      params: { path: { cartId } },
      body: { shippingAddress: { ...DELIVERY_ADDRESS, location: 'Beirut - Hamra' }, paymentMethod: 'cash_on_delivery' },
    });
    expect(placed.response.status).toBe(201);
    const order = (placed.data?.data as { order: { _id: string; paymentMethod: string } }).order;
    expect(order.paymentMethod).toBe('cash_on_delivery');
    const mine = await buyer.GET('/api/orders/{id}', { params: { path: { id: order._id } } });
    expect((mine.data?.data as { order: { _id: string } }).order._id).toBe(order._id);

    // Refusals come in the described failure envelope: typed as `error`, checked like the rest.
    const unknown = await buyer.GET('/api/orders/{id}', { params: { path: { id: randomUUID() } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ success: false, status: 'fail' });
    const signedOut = await visitor.GET('/api/orders/history');
    expect(signedOut.response.status).toBe(401);
    const invalid = await buyer.POST('/api/cart/add', {
      body: { productId: 'not-an-id', variantId: chosen!.variant._id },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errors?.[0]?.path).toBe('productId');

    expect(called).toEqual([
      'auth.postLogin 200',
      'auth.getProfile 200',
      'catalogue.getProductsGetproducts 200',
      ...called.filter((entry) => entry.startsWith('catalogue.getProductsProductDetailsById')),
      'cart.postAdd 200',
      'cart.get 200',
      'checkout.getByCartId 200',
      'checkout.postProceedToPaymentByCartId 201',
      'orders.getById 200',
      'orders.getById 404',
      'orders.getHistory 401',
      'cart.postAdd 400',
    ]);
  });
});
