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

  it('config tells the web app the site mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data).toMatchObject({ siteMode: 'prelaunch', lbpPerUsd: 89000 });
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
