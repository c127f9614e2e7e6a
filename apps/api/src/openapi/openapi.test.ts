import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { moduleIdOf } from './reference.ts';
import { API_TAGS, OPERATIONS } from './operations.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  // A public address as a deployment has one: Redocly warns of a localhost server.
  t = await createTestApp({ PUBLIC_URL: 'https://souk.test' });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => t.close());

describe('the API reference (/api/openapi.json)', () => {
  it(
    "passes Redocly's recommended lint (redocly.yaml) without an error or a warning",
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-openapi-'));
      try {
        const file = path.join(dir, 'openapi.json');
        writeFileSync(file, JSON.stringify(document, null, 2));
        const redocly = path.join(root, 'node_modules/.bin/redocly');
        const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
        const run = await promisify(execFile)(
          redocly,
          ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'],
          { env, maxBuffer: 64 * 1024 * 1024 },
        ).catch((error: { code: number; stdout: string }) => ({ stdout: error.stdout, exitCode: error.code }));
        const report = JSON.parse(run.stdout) as {
          totals: { errors: number; warnings: number };
          problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
        };
        const problems = report.problems.map(
          (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
        );
        expect(problems).toEqual([]);
        expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
        expect('exitCode' in run ? run.exitCode : 0).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('gives every operation a unique `<module>.<action>` id, a summary of its own, its module as its one tag, security and error answers', () => {
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const declaredTags = new Set(document.tags?.map((tag) => tag.name));
    const failures: string[] = [];
    for (const { method, path: at, operation } of operations) {
      const where = `${method.toUpperCase()} ${at}`;
      const tag = operation.tags?.[0];
      if (operation.tags?.length !== 1 || !tag || !declaredTags.has(tag))
        failures.push(`${where}: tags ${JSON.stringify(operation.tags)}, not one declared tag (API_TAGS)`);
      else if (!operation.operationId?.startsWith(`${moduleIdOf(tag)}.`))
        failures.push(`${where}: ${operation.operationId} does not start with its module, ${moduleIdOf(tag)}`);
      if (!/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? ''))
        failures.push(`${where}: operationId ${operation.operationId} is not <module>.<action>`);
      // The fallback summary is the method and the path: a route needs schema.summary or a line in OPERATIONS.
      if (!operation.summary || /^[A-Z]+ \//.test(operation.summary))
        failures.push(`${where}: no summary (schema.summary or OPERATIONS in operations.ts)`);
      if (!operation.security) failures.push(`${where}: no security requirement`);
      if (!Object.keys(operation.responses).some((status) => status.startsWith('4')))
        failures.push(`${where}: no 4xx answer`);
    }
    expect(failures).toEqual([]);
    // Every declared tag is some operation's: no module is listed empty.
    expect(
      [...declaredTags].filter((tag) => !operations.some(({ operation }) => operation.tags?.includes(tag))),
    ).toEqual([]);
  });

  it('names only routes that exist in OPERATIONS and API_TAGS, and documents every API route but the banner alias', () => {
    const missing = Object.keys(OPERATIONS).filter((key) => {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      return !t.app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
    expect(Object.keys(API_TAGS).sort()).toEqual(document.tags?.map((tag) => tag.name).sort());
    const documented = new Set(
      operations.map(({ method, path: at }) => `${method.toUpperCase()} ${at.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const undocumented = t.app.accessTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !documented.has(key));
    // The description itself and the alias of POST /api/hero/banner (a trailing slash) stay out.
    expect(undocumented.sort()).toEqual(['GET /api/openapi.json', 'POST /api/hero/']);
  });

  it('declares the session cookie and the bearer token, and who may call each operation', () => {
    const schemes = (
      document as unknown as {
        components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
      }
    ).components.securitySchemes;
    expect(schemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'souk_session' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.servers).toEqual([expect.objectContaining({ url: 'https://souk.test' })]);
    const signedIn = [{ session: [] }, { bearer: [] }];
    // Public: anyone, a session read when sent; an account or a role: a session required, the roles in words.
    expect(document.paths['/api/products/getproducts']!.get!.security).toEqual([{}, ...signedIn]);
    expect(document.paths['/api/orders/history']!.get!).toMatchObject({
      security: signedIn,
      responses: { 401: expect.anything() },
    });
    expect(document.paths['/api/admin/coupons']!.get!).toMatchObject({
      security: signedIn,
      description: expect.stringContaining('`admin`, `super_admin`'),
    });
    expect(Object.keys(document.paths['/api/admin/coupons']!.get!.responses)).toEqual(['200', '400', '401', '403']);
    // Throttled: 429 with Retry-After, from the shared envelope.
    expect(document.paths['/api/auth/register']!.post!.responses).toMatchObject({
      201: { $ref: '#/components/responses/Created' },
      409: { $ref: '#/components/responses/Conflict' },
      429: { $ref: '#/components/responses/TooManyRequests' },
    });
    // The stored images: the wildcard is a declared parameter.
    expect(document.paths['/media/{path}']!.get!).toMatchObject({
      security: [],
      parameters: [expect.objectContaining({ in: 'path', name: 'path', required: true })],
    });
  });
});
