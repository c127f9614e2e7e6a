import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await makeBuyers(t.db, 1, 'nostore'))[0]!.cookie;
});
afterAll(() => t.close());

const cacheControl = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.headers['cache-control'];
};

describe('Cache-Control', () => {
  it('answers read with a session are never stored: cart, orders, profile, notifications, wish list', async () => {
    for (const url of [
      '/api/cart',
      '/api/orders/history',
      '/api/auth/profile',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/wishlist',
    ]) {
      expect({ url, cacheControl: await cacheControl(url, { cookie }) }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it("a guest's cart and wish list are not stored either, whether the guest id comes as a header or in the query", async () => {
    const guestId = randomUUID();
    expect(await cacheControl('/api/cart', { 'x-guest-id': guestId })).toBe('no-store');
    expect(await cacheControl(`/api/wishlist?guestId=${guestId}`)).toBe('no-store');
  });

  it('a refusal of a private route is not stored; logging in, which answers with a session, neither', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/orders/history' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nostore0@example.com', password: 'Buyer-Pass1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('catalogue listings keep their short public caching, with or without a session', async () => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      expect(await cacheControl('/api/products/getallproducts?page=1&limit=4', headers)).toBe('public, max-age=5');
      expect(await cacheControl('/api/products/featured', headers)).toBe('public, max-age=5');
    }
  });
});
