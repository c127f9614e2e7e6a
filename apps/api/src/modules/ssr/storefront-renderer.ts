import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Currency } from '@souk/shared/money';
import type { LanguageCode } from '@souk/shared/languages';

interface PageToRender {
  url: string;
  origin: string;
  hostname: string;
  language: LanguageCode;
  currency: Currency;
}
type Transport = (path: string) => Promise<{ status: number; body: unknown } | undefined>;

/** What apps/web/src/entry-server.tsx exports, as the API uses it. */
interface RendererModule {
  render(
    request: PageToRender & { transport: Transport },
  ): Promise<{ appHtml: string; state: unknown; queriesStartedInRender: string[] }>;
}
export type RenderStorefront = (page: PageToRender) => Promise<{ appHtml: string; state: unknown }>;

/**
 * The GETs a render may make: the public catalogue, shops' pages and the home's shelves, what any visitor sees. A
 * visitor's own answers (cart, wish list, notifications, "may also like") are refused, so the HTML
 * is the same for everyone and the browser fetches those after hydration.
 */
const READ_BY_RENDER =
  /^(config|categories\/category|sponsors\/admin\/all|hero\/|products\/(getproducts\?|more-to-love|product-details\/|product\/)|shops\/|faqs$)/;

/**
 * The renderer built by `npm run build` (apps/web/dist-server) beside the web app; undefined when it
 * was not built (the API's own tests), and the pages are then the browser's alone. It reads the API
 * in-process through Fastify's `inject`: the same routes, services and answer caches as a browser's
 * request, without a socket, a session or a visitor id.
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<RenderStorefront | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  const transport: Transport = async (apiPath) => {
    if (!READ_BY_RENDER.test(apiPath)) return undefined;
    // In-process reads (inject, and the embedded database's queries) are promises that never wait for
    // I/O: without this a whole render ran as one unbroken chain, and every request that came
    // meanwhile (the API, /api/health) waited for all of it. The thread is given back before each
    // read (issue 37).
    await setImmediate();
    const response = await app.inject({
      method: 'GET',
      url: `/api/${apiPath}`,
      headers: { accept: 'application/json' },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return async (page) => {
    const { appHtml, state, queriesStartedInRender } = await renderer.render({ ...page, transport });
    // A query no loader read: the page showed it loading and the browser fetches it after (issue 37).
    if (queriesStartedInRender.length > 0)
      app.log.error({ url: page.url, queries: queriesStartedInRender }, 'queries started during a server render');
    return { appHtml, state };
  };
}
