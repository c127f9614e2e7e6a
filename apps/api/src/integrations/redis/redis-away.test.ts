import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * An instance whose Redis (REDIS_URL) cannot be reached: nothing listens on port 1. The balancer
 * is told (health 503), pages still load (caches fall back to loading), and a login, which cannot
 * be counted, is refused with a reason and a time to come back instead of a bare 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

describe('while Redis is away', () => {
  it('health says so, pages still load, and a login is refused with a time to try again', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const listing = await t.app.inject({ method: 'GET', url: '/api/products/getproducts?limit=4' });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().data.products).toHaveLength(4);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'buyer@souk.test', password: 'Souk@2026' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ success: false, message: MESSAGES.checkUnavailable });
    expect(login.headers['retry-after']).toBe('10');
  });
});
