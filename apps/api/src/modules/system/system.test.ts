import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_MODE: 'prelaunch' });
});
afterAll(() => t.close());

describe('system routes', () => {
  it('health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ success: true, message: 'OK', data: { db: 'ok' } });
  });

  it('sends the security headers on every answer (no HSTS on plain-http localhost)', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://www.google.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('config tells the web app the site mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data).toMatchObject({ siteMode: 'prelaunch', lbpPerUsd: 89000 });
    expect(response.json().data.social).toEqual({ facebook: null, instagram: null, whatsapp: null });
  });

  it('publishes an OpenAPI description generated from the route schemas, and a browsable reference', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    const register = spec.paths['/api/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['userName', 'email', 'phone', 'password', 'confirmPassword']),
    );
    expect(spec.paths['/api/staff/login']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('the web app', () => {
  it('serves the built app shell on / and on any client route, and real files as they are', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'souk-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      for (const url of ['/', '/all-products?query=x', '/cart', '/products/123']) {
        const response = await web.app.inject({ method: 'GET', url });
        // A product address with no product on sale is a real 404, still the app's page (its not-found).
        expect(response.statusCode, url).toBe(url === '/products/123' ? 404 : 200);
        expect(response.body).toContain('<div id="root">');
        // The same page for every visitor, which a CDN may keep (decision 0018); a buyer's own is private.
        expect(response.headers['cache-control'], url).toMatch(
          url === '/cart' ? /^private, no-cache$/ : /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
        );
      }
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
