import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, SHIPPING_ADDRESS } from '../../test/buyers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';

/** One span as OTLP/HTTP's JSON encoding sends it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  status?: { code?: number };
}
const SERVER = 2;
const CLIENT = 3;

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((item) => item.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** A local OTLP/HTTP receiver: what the app exports, as it arrives. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const contentTypes = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      contentTypes.add(String(request.headers['content-type']));
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const payload = JSON.parse(body.toString()) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const resourceSpans of payload.resourceSpans) {
          const service = resourceSpans.resource.attributes.find((item) => item.key === 'service.name');
          if (service?.value.stringValue) services.add(service.value.stringValue);
          for (const scope of resourceSpans.scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans, services, contentTypes };
}

const receiver = otlpReceiver();
/** Each request's status as its caller saw it, by method and route pattern. */
const statuses = new Map<string, number>();
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** A stand-in for the web app's build whose renderer reads a product page's details in-process, as the real one does. */
function storefrontBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souk-traced-pages-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export async function render({ url, transport }) {
      const id = url.split('/')[2];
      const answer = await transport('products/product-details/' + id);
      return { appHtml: '<p>' + answer.status + '</p>', state: { queries: [], loaderData: {} }, queriesStartedInRender: [] };
    }`,
  );
  return path.join(root, 'dist');
}

/** The W3C trace a caller (a proxy, another service) sent the listing's request under. */
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as { port: number };
  const t = await createTestApp(
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'souk-api-test',
      WEB_DIST: storefrontBuild(),
      LOG_LEVEL: 'info',
    },
    { logStream },
  );
  try {
    const [line] = await t.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(gt(productVariants.quantity, 5), eq(products.allowBackorders, false)))
      .orderBy(productVariants.sku)
      .limit(1);
    const [buyer] = await makeBuyers(t.db, 1, 'traced-buyer');
    const call = async (
      method: 'GET' | 'POST',
      [route, url]: [string, string],
      payload?: object,
      headers: Record<string, string> = {},
    ) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: buyer!.cookie, ...headers },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      statuses.set(`${method} ${route}`, response.statusCode);
      return response;
    };
    // Browse the listing (as a proxy that traces would send it), open a product (its page, then its
    // details), add it to the cart, and order it cash on delivery; the order's mail goes out.
    const productId = line!.productId;
    await call('GET', ['/api/products/getproducts', '/api/products/getproducts?page=1'], undefined, {
      traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01`,
    });
    await call('GET', ['/products/:id', `/products/${productId}`], undefined, { accept: 'text/html' });
    await call('GET', ['/api/products/product-details/:id', `/api/products/product-details/${productId}`]);
    await call('POST', ['/api/cart/add', '/api/cart/add'], { productId, variantId: line!.variantId, quantity: 1 });
    const cart = await call('GET', ['/api/cart', '/api/cart']);
    const cartId = cart.json<{ data: { cart: { _id: string } } }>().data.cart._id;
    await call('POST', ['/api/checkout/:cartId/proceed-to-payment', `/api/checkout/${cartId}/proceed-to-payment`], {
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'cash_on_delivery',
    });
    await t.app.outbox.drain();
  } finally {
    // Closing the app sends the spans still buffered: no waiting for the batch's timer.
    await t.close();
  }
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('traces over OTLP (issue 39)', () => {
  it('arrive at the collector as OTLP/HTTP JSON, under the configured service name', () => {
    expect(receiver.spans.length).toBeGreaterThan(0);
    expect([...receiver.contentTypes]).toEqual(['application/json']);
    expect([...receiver.services]).toEqual(['souk-api-test']);
  });

  it("a server span for each request, named by method and route pattern, with its status; a caller's traceparent is honoured", () => {
    const servers = receiver.spans.filter((span) => span.kind === SERVER);
    const byName = (name: string) => servers.filter((span) => span.name === name);
    expect(statuses.size).toBe(6);
    for (const [name, status] of statuses) {
      const [span] = byName(name);
      expect(span, name).toBeDefined();
      expect(attribute(span!, 'http.route')).toBe(name.split(' ')[1]);
      expect(attribute(span!, 'http.response.status_code')).toBe(status);
    }
    const [listing] = byName('GET /api/products/getproducts');
    expect(listing!.traceId).toBe(CALLER_TRACE);
    expect(listing!.parentSpanId).toBe(CALLER_SPAN);
    // The others start traces of their own.
    const [order] = byName('POST /api/checkout/:cartId/proceed-to-payment');
    expect(order!.traceId).not.toBe(CALLER_TRACE);
    expect(order!.parentSpanId ?? '').toBe('');
  });

  it('database statements are children of the request that ran them, with their text and never their values', () => {
    const order = receiver.spans.find((span) => span.name === 'POST /api/checkout/:cartId/proceed-to-payment')!;
    const statements = receiver.spans.filter((span) => span.parentSpanId === order.spanId && span.kind === CLIENT);
    expect(statements.length).toBeGreaterThan(3);
    for (const statement of statements) {
      expect(attribute(statement, 'db.system')).toBe('postgresql');
      expect(statement.traceId).toBe(order.traceId);
    }
    const texts = statements.map((statement) => String(attribute(statement, 'db.statement')));
    // The order, its parts, its items and the stock in one statement, its values as parameters.
    const placing = texts.find((text) => /insert into orders \(/.test(text));
    expect(placing).toMatch(/values \(\$\d+::uuid, \$\d+::text/);
    expect(texts.join('\n')).not.toContain(SHIPPING_ADDRESS.streetAddress);
    expect(statements.map((statement) => statement.name)).toEqual(expect.arrayContaining(['SELECT', 'WITH']));
    // The listing's reads too, in the caller's trace.
    const listing = receiver.spans.find((span) => span.name === 'GET /api/products/getproducts')!;
    expect(receiver.spans.some((span) => span.parentSpanId === listing.spanId && span.kind === CLIENT)).toBe(true);
  });

  it("a product page's server render is a child of its request, and its reads (in-process API calls) of the render", () => {
    const page = receiver.spans.find((span) => span.kind === SERVER && span.name === 'GET /products/:id');
    expect(
      page,
      receiver.spans
        .filter((span) => span.kind === SERVER)
        .map((span) => span.name)
        .join(', '),
    ).toBeDefined();
    const render = receiver.spans.find((span) => span.name === 'render page' && span.parentSpanId === page!.spanId);
    expect(render).toBeDefined();
    expect(attribute(render!, 'souk.page.path')).toMatch(/^\/products\//);
    const underRender = receiver.spans.filter((span) => span.parentSpanId === render!.spanId);
    expect(underRender.some((span) => span.kind === CLIENT)).toBe(true);
    expect(
      underRender.some((span) => span.kind === SERVER && span.name === 'GET /api/products/product-details/:id'),
    ).toBe(true);
  });

  it('the order mail is an outbox send of its own trace, its statement under it; its log line names that trace', () => {
    const sends = receiver.spans.filter((span) => span.name === 'outbox send');
    const mail = sends.find((span) => attribute(span, 'souk.outbox.channel') === 'email');
    expect(mail).toBeDefined();
    expect(mail!.parentSpanId ?? '').toBe('');
    expect(
      receiver.spans.some(
        (span) =>
          span.parentSpanId === mail!.spanId &&
          /^update "outbox_messages"/i.test(String(attribute(span, 'db.statement'))),
      ),
    ).toBe(true);
    const mailLines = lines.filter((line) => String(line.msg).startsWith('[outbox] email to'));
    expect(mailLines.length).toBeGreaterThan(0);
    expect(sends.map((span) => span.traceId)).toContain(mailLines[0]!.traceId);
  });

  it('each sweep round this instance claimed is a trace of its own, its statements under it', () => {
    // The start-up rounds (app.ts's onReady): the sales rollups at least, on a database of its own.
    const round = receiver.spans.find(
      (span) => span.name === 'sweep round' && attribute(span, 'souk.sweep') === 'sales rollup',
    );
    expect(round).toBeDefined();
    expect(round!.parentSpanId ?? '').toBe('');
    expect(receiver.spans.some((span) => span.parentSpanId === round!.spanId && span.kind === CLIENT)).toBe(true);
  });

  it("a request's log lines carry its trace id beside its request id", () => {
    const order = receiver.spans.find((span) => span.name === 'POST /api/checkout/:cartId/proceed-to-payment')!;
    const requestId = attribute(order, 'souk.request_id');
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    const completed = ofRequest.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: requestId, traceId: order.traceId });
  });
});
