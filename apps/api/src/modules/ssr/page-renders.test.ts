import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedOf, renderHooks, writeStorefrontBuild } from '../../../test/storefront-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 37: pages served stale while one render refreshes them, and renders bounded, with a
 * stand-in renderer (test/storefront-build.ts) that a test can hold: one render at once, one more
 * waiting, pages fresh for a second.
 */
const hooks = renderHooks();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST: writeStorefrontBuild(),
    PUBLIC_URL: 'https://souk.example',
    PAGE_FRESH_SECONDS: '1',
    PAGE_STALE_SECONDS: '60',
    PAGE_RENDERS_AT_ONCE: '1',
    PAGE_RENDER_QUEUE: '1',
    PAGE_RENDER_WAIT_MS: '10000',
  });
});
afterAll(async () => {
  hooks.gate = undefined;
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds every render until the returned function is called. */
function holdRenders() {
  let open!: () => void;
  hooks.gate = new Promise<void>((resolve) => (open = resolve));
  return () => {
    hooks.gate = undefined;
    open();
  };
}
const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
/** The render limit's samples in GET /metrics' Prometheus text. */
const renderMetrics = (text: string) => {
  const value = (name: string) => Number(new RegExp(`^souk_page_renders_${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { running: value('running'), waiting: value('waiting'), refused: value('refused_total') };
};
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

describe('stale while one render refreshes', () => {
  it('past its fresh time a page is answered at once, stale, while one render in the background refreshes it', async () => {
    const first = await get('/about-us');
    const rendered = renderedOf(first.body)!;
    expect(rendered.url).toBe('/about-us');
    await sleep(1100);
    const release = holdRenders();
    const before = hooks.renders;
    // Five readers at once while the refresh is held: all get the stale page, and one render runs.
    const stale = await Promise.all([1, 2, 3, 4, 5].map(() => get('/about-us?utm_source=x')));
    for (const page of stale) {
      expect(page.statusCode).toBe(200);
      expect(renderedOf(page.body)).toEqual(rendered);
      expect(Number(page.headers.age)).toBeGreaterThanOrEqual(1);
    }
    expect(hooks.renders - before).toBe(1);
    release();
    await until('the refreshed page', async () => renderedOf((await get('/about-us')).body)!.count > rendered.count);
    expect(Number((await get('/about-us')).headers.age)).toBeLessThanOrEqual(1);
  });
});

describe('renders at once', () => {
  it('past the limit and its queue a page not kept is a 503 with Retry-After, while the API, health and kept pages answer', async () => {
    const kept = await get('/contact-us');
    expect(kept.statusCode).toBe(200);
    const release = holdRenders();
    const running = get('/help-center?lang=ar');
    await until('the first render to start', () => hooks.urls.at(-1) === '/help-center?lang=ar');
    const waiting = get('/refund-policy');
    await until('the second to wait its turn', () => t.app.pageRenders().waiting === 1);
    const refusedBefore = renderMetrics(await scrape()).refused;
    // Each of these is another page: the first two take the render and the queue; the rest wait for nothing.
    const refused = await Promise.all(
      ['/company-profile', '/all-products?page=7', '/products/00000000-0000-4000-8000-000000000042'].map((url) =>
        get(url),
      ),
    );
    for (const page of refused) {
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('2');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('try again');
    }
    const json = await get('/company-profile', { accept: 'application/json' });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ success: false, status: 'error', message: expect.stringContaining('busy') });
    // GET /metrics tells an operator: one render under way, one waiting, the four refused.
    expect(renderMetrics(await scrape())).toEqual({ running: 1, waiting: 1, refused: refusedBefore + 4 });
    // Everything else still answers, and at once.
    const started = Date.now();
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/products/getproducts?page=1&limit=5')).statusCode).toBe(200);
    expect((await get('/contact-us')).statusCode).toBe(200);
    expect((await get('/contact-us?fbclid=1')).body).toBe(kept.body);
    expect(Date.now() - started).toBeLessThan(5000);
    release();
    const [first, second] = await Promise.all([running, waiting]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(renderedOf(second.body)?.url).toBe('/refund-policy');
    // Free again: the refused page renders now.
    expect((await get('/company-profile')).statusCode).toBe(200);
    expect(renderMetrics(await scrape())).toEqual({ running: 0, waiting: 0, refused: refusedBefore + 4 });
  });

  it('a product id nobody sells is a 404 without a render; asked again, without a read; random ids meet the limit', async () => {
    const unknown = '/products/00000000-0000-4000-8000-0000000000a1';
    const before = hooks.renders;
    expect((await get(unknown)).statusCode).toBe(404);
    expect(hooks.renders).toBe(before);
    // Every render and the queue taken: the id asked before is answered from its short-lived entry,
    // another one waits for a render's place like any page not kept.
    const release = holdRenders();
    const running = get('/help-center?lang=en');
    await until('the first render to start', () => hooks.urls.at(-1) === '/help-center?lang=en');
    const waiting = get('/refund-policy?lang=en');
    await until('the second to wait its turn', () => t.app.pageRenders().waiting === 1);
    const again = await Promise.all([1, 2, 3].map(() => get(`${unknown}?utm_source=x`)));
    for (const page of again) expect(page.statusCode).toBe(404);
    expect((await get('/products/00000000-0000-4000-8000-0000000000a2')).statusCode).toBe(503);
    release();
    await Promise.all([running, waiting]);
    expect((await get('/products/00000000-0000-4000-8000-0000000000a2')).statusCode).toBe(404);
    expect(hooks.renders).toBe(before + 2);
  });

  it('over sockets, renders that hold the thread still meet the limit, and /api/health answers between them', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    hooks.busyMs = 150;
    try {
      const pages = Array.from({ length: 12 }, (_, index) =>
        fetch(`${address}/all-products?page=${100 + index}`).then((response) => ({
          status: response.status,
          at: Date.now(),
        })),
      );
      await sleep(50);
      const health = await fetch(`${address}/api/health`);
      const healthAt = Date.now();
      const answers = await Promise.all(pages);
      expect(health.status).toBe(200);
      // One render and one waiting: most of the others are refused at once, not rendered one after
      // another (without the thread given back between a render's reads, two or three were refused).
      expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(5);
      // Health answered between the renders' slices, before the pages rendered meanwhile were done.
      expect(healthAt).toBeLessThan(Math.max(...answers.map((answer) => answer.at)));
    } finally {
      hooks.busyMs = undefined;
    }
  });
});
