import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSandboxPage, wellStockedItem } from '../../../test/fixtures.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS } from '../../integrations/payments/sandbox-gateway.ts';

let t: TestApp;
let item: { productId: string; variantId: string };
beforeAll(async () => {
  t = await createTestApp();
  item = await wellStockedItem(t.db);
});
afterAll(() => t.close());

/** A Prometheus sample's value: the first line of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app = t.app) {
  const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

const address = {
  firstName: 'Rami',
  lastName: 'Khoury',
  email: 'rami@example.com',
  phone: '76123456',
  streetAddress: 'Hamra street',
  city: 'Beirut',
  location: 'Beirut - Hamra',
};

async function call(
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  body?: object,
  remoteAddress = '10.20.0.1',
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, json: response.json(), response };
}

describe('GET /metrics after a short shopping run', () => {
  it('counts the sign-up, the code sent, the orders by payment method, the payments and the refund', async () => {
    const before = await scrape();
    const delta = async (name: string, labels: Record<string, string>) =>
      (sample(await scrape(), name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    const code = await call('POST', '/api/otp/send', undefined, {
      phone: '71555001',
      deliveryMethod: 'sms',
      purpose: 'signup',
    });
    expect(code.status).toBe(200);
    const signUp = await call('POST', '/api/auth/register', undefined, {
      userName: 'metricsbuyer',
      email: 'metrics.buyer@example.com',
      phone: '71555001',
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdX',
    });
    expect(signUp.status).toBe(201);
    const cookie = sessionCookieOf(signUp.response);

    const placeOrder = async (paymentMethod: string) => {
      expect((await call('POST', '/api/cart/add', cookie, { ...item, quantity: 1 })).status).toBe(200);
      const cartId = (await call('GET', '/api/cart', cookie)).json.data.cart._id;
      const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, cookie, {
        shippingAddress: address,
        paymentMethod,
      });
      expect(placed.status).toBe(201);
      return placed.json.data.order as { _id: string };
    };
    const payOnSandbox = async (orderId: string, card: string) => {
      const session = (await call('POST', '/api/payment/bobsal/session', cookie, { orderId })).json.data;
      const paid = await submitSandboxPage(t.app, session.checkoutUrl, card);
      expect(paid.statusCode).toBe(303);
    };

    await placeOrder('cash_on_delivery');
    const paid = await placeOrder('credit_card');
    await payOnSandbox(paid._id, SANDBOX_CARDS.success);
    const declined = await placeOrder('credit_card');
    await payOnSandbox(declined._id, SANDBOX_CARDS.decline);
    // The paid order is cancelled before it ships: what was captured goes back.
    expect((await call('POST', `/api/orders/${paid._id}/cancel`, cookie)).status).toBe(200);

    expect(await delta('souk_sign_ups_total', { method: 'password' })).toBe(1);
    expect(await delta('souk_code_sends_total', { channel: 'sms', purpose: 'signup' })).toBe(1);
    expect(await delta('souk_orders_placed_total', { payment_method: 'cash_on_delivery' })).toBe(1);
    expect(await delta('souk_orders_placed_total', { payment_method: 'credit_card' })).toBe(2);
    expect(await delta('souk_payments_total', { outcome: 'captured', payment_method: 'credit_card' })).toBe(1);
    expect(await delta('souk_payments_total', { outcome: 'failed', payment_method: 'credit_card' })).toBe(1);
    expect(await delta('souk_refunds_total', { source: 'order_cancelled' })).toBe(1);

    const text = await scrape();
    // Timed by route pattern, not by address: both card orders fall in one series.
    expect(
      await delta('souk_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/checkout/:cartId/proceed-to-payment',
        status: '201',
      }),
    ).toBe(3);
    expect(text).not.toContain(paid._id);
    // The order e-mails wait in the outbox (these tests run no outbox worker).
    expect(sample(text, 'souk_outbox_messages', { state: 'queued' })).toBeGreaterThan(0);
    expect(sample(text, 'souk_outbox_oldest_queued_age_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'souk_outbox_messages', { state: 'failed' })).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // A PostgreSQL server's pool is shown (the API suite runs on one too); the embedded database has none.
    if (process.env.TEST_DATABASE_URL) expect(sample(text, 'souk_db_pool_max_connections')).toBeGreaterThan(0);
    else expect(text).not.toContain('souk_db_pool_');
  });

  it('shows cache hits and misses, and when each sweep last ran', async () => {
    const before = await scrape();
    const listing = '/api/products/getproducts?page=1&limit=5';
    expect((await call('GET', listing, undefined)).status).toBe(200);
    expect((await call('GET', listing, undefined)).status).toBe(200);
    const text = await scrape();
    const moved = (name: string) =>
      (sample(text, name, { cache: 'catalog-answers' }) ?? 0) -
      (sample(before, name, { cache: 'catalog-answers' }) ?? 0);
    expect(moved('souk_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(moved('souk_cache_hits_total')).toBeGreaterThanOrEqual(1);

    // The refund sweep runs once at start-up; it may still be on its way.
    let last: number | undefined;
    for (let tries = 0; tries < 50 && last === undefined; tries++) {
      last = sample(await scrape(), 'souk_sweep_last_run_timestamp_seconds', { sweep: 'refund' });
      if (last === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(last).toBeGreaterThan(Date.now() / 1000 - 600);
    const after = await scrape();
    expect(sample(after, 'souk_sweep_runs_total', { sweep: 'refund', outcome: 'ok' })).toBe(1);
    expect(sample(after, 'souk_sweep_last_duration_seconds', { sweep: 'refund' })).toBeGreaterThanOrEqual(0);
  });
});

describe('who may read /metrics', () => {
  it('answers a direct loopback caller but refuses any other address, and a request that came through a proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(
      200,
    );
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('souk_');
    // A visitor cannot pass for loopback by writing the header themselves.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        })
      ).statusCode,
    ).toBe(403);
    // Through a proxy on the same machine: from the public site, so refused.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.4' },
        })
      ).statusCode,
    ).toBe(403);
    // A proxy that adds only X-Forwarded-Proto (or Via) still makes it a proxied request.
    for (const header of ['x-forwarded-proto', 'via', 'forwarded']) {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { [header]: 'https' },
      });
      expect(proxied.statusCode, header).toBe(403);
    }
    // Without a METRICS_TOKEN no bearer token opens it.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '127.0.0.1',
          headers: { authorization: 'Bearer anything-at-all-here' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('behind a proxy (TRUST_PROXY) only the token opens it, whatever address the proxy connects from', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true', METRICS_TOKEN: 'scraper-token-0123456789' });
    try {
      const get = (headers: Record<string, string> = {}) =>
        proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect((await get()).statusCode).toBe(403);
      expect((await get({ authorization: 'Bearer scraper-token-0123456789' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('takes its own addresses and a bearer token from the settings; a second app in the process counts on its own', async () => {
    const other = await createTestApp({ METRICS_ALLOW: '192.0.2.0/24', METRICS_TOKEN: 'scraper-token-0123456789' });
    try {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        other.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await get('127.0.0.1')).statusCode).toBe(403);
      expect((await get('192.0.2.77')).statusCode).toBe(200);
      expect((await get('198.51.100.4', { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
      const withToken = await get('198.51.100.4', {
        authorization: 'Bearer scraper-token-0123456789',
        'x-forwarded-for': '198.51.100.4',
      });
      expect(withToken.statusCode).toBe(200);
      // This app placed no order, whatever the first one did.
      expect(sample(withToken.body, 'souk_orders_placed_total')).toBeUndefined();
      expect(sample(await scrape(), 'souk_orders_placed_total', { payment_method: 'credit_card' })).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
