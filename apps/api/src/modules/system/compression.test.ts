import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// A built app as the web build leaves it: each asset with its .br and .gz twins beside it.
const script = `console.log(${JSON.stringify('souk '.repeat(400))});`;
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'souk-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'app-1234.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compression', () => {
  it('serves a built asset pre-compressed in the encoding asked for, cached for good', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/assets/app-1234.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(decode[encoding](response.rawPayload).toString()).toBe(script);
    }
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large API answer when the client accepts it, and sends it as is otherwise', async () => {
    const plain = await get('/api/products/getproducts?limit=20');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/products/getproducts?limit=20', `${encoding}, deflate`);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode[encoding](response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small API answer uncompressed', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().success).toBe(true);
  });
});
