import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HttpError } from './envelope.ts';
import { registerErrorHandler } from './error-handler.ts';
import { answerWithRequestId, CLOSING_MESSAGE, requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('X-Request-Id', () => {
  it('names every answer, found or not, with an id of its own; a caller cannot choose it without a trusted proxy', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/api/orders/history', remoteAddress: '10.1.1.1' }),
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }),
      t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-caller' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 403, 200]);
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("behind a trusted proxy (TRUST_PROXY) keeps the proxy's id, unless it is not a plain token", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const given = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'edge-7f3a9c:42' },
      });
      expect(given.headers['x-request-id']).toBe('edge-7f3a9c:42');
      const odd = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'two words\r' },
      });
      expect(odd.headers['x-request-id']).toMatch(UUID);
      const none = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(none.headers['x-request-id']).toMatch(UUID);
    } finally {
      await proxied.close();
    }
  });
});

describe("Fastify's own answers", () => {
  const fail = (message: string) => ({ success: false, status: 'fail', message, result: 0 });

  it('a malformed address, an unknown API route and a body over the limit get the envelope and their id', async () => {
    const [badAddress, badApiAddress, unknown, tooLarge] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/products/%ff' }),
      t.app.inject({ method: 'GET', url: '/api/products/%ff' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'someone@souk.test', password: 'x'.repeat(1024 * 1024) }),
      }),
    ]);
    expect([badAddress, badApiAddress, unknown, tooLarge].map((answer) => answer.statusCode)).toEqual([
      400, 400, 404, 413,
    ]);
    expect(badAddress.json()).toEqual(fail('The address is not valid.'));
    expect(badApiAddress.json()).toEqual(fail('The address is not valid.'));
    expect(unknown.json()).toEqual(fail(MESSAGES.notFound));
    expect(tooLarge.json()).toEqual(fail(MESSAGES.bodyTooLarge));
    const ids = [badAddress, badApiAddress, unknown, tooLarge].map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a request Node cannot parse is answered 400 in the envelope, with an id', async () => {
    const s = await createTestApp();
    try {
      await s.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = s.app.server.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
        );
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(raw).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual(fail('The request is not valid HTTP.'));
    } finally {
      await s.close();
    }
  });

  it('a request that arrives while the server shuts down gets a 503 in the envelope, with its id', async () => {
    const s = await createTestApp();
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = s.app.server.address() as { port: number };
    const closed = s.close();
    // The listener stays open a quarter of a second past the last new connection (app.ts, preClose).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    await closed;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('connection')).toBe('close');
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(await answer.json()).toEqual({
      success: false,
      status: 'error',
      message: CLOSING_MESSAGE,
      result: 0,
      requestId: id,
    });
  });
});

describe('a failure of the server', () => {
  /** The API's request-id and error-handling pieces on a bare app whose routes fail, logging to memory. */
  async function failingApp() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, genReqId: requestIdOf(false) });
    registerErrorHandler(app);
    answerWithRequestId(app);
    app.get('/boom', async () => {
      throw new Error('connection to the database was reset');
    });
    app.get('/unavailable', async () => {
      throw new HttpError(503, 'Database unavailable');
    });
    app.get('/refused', async () => {
      throw new HttpError(409, 'Not now');
    });
    await app.ready();
    return { app, lines };
  }

  it('a 5xx answer carries its request id, which every log line of that request names too', async () => {
    const { app, lines } = await failingApp();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      status: 'error',
      message: MESSAGES.serverError,
      result: 0,
      requestId: id,
    });
    expect(response.body).not.toContain('database was reset');

    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']),
    );
    // Every line logged while answering it names it.
    expect(
      lines.filter((line) => 'req' in line || 'res' in line || 'err' in line).every((line) => line.reqId === id),
    ).toBe(true);

    const unavailable = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(unavailable.json()).toMatchObject({
      status: 'error',
      message: 'Database unavailable',
      requestId: unavailable.headers['x-request-id'],
    });
    // A 4xx is the caller's to fix: no reference to quote.
    expect((await app.inject({ method: 'GET', url: '/refused' })).json()).not.toHaveProperty('requestId');
    await app.close();
  });
});
