import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  directionOfLanguage,
  isLanguageCode,
  LANGUAGE_COOKIE,
  pickLanguage,
  type LanguageCode,
} from '@souk/shared/languages';
import { CURRENCY_COOKIE, isCurrency } from '@souk/shared/money';
import { MESSAGES } from '@souk/shared/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { failure } from '../../http/envelope.ts';
import { generationOf } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { notSitePage, shellPage, storefrontPage, type PageRequest } from '../seo/storefront-page.ts';
import { forgetStoredSettings } from '../settings/settings.service.ts';
import { readPageAddress } from './page-address.ts';
import { PageStore, type KeptPage } from './page-store.ts';
import { traceAsPage } from '../../http/tracing.ts';
import { inSpan } from '../../integrations/telemetry/spans.ts';
import { RenderLimit, RendersBusy, type RenderLoad } from './render-limit.ts';
import { loadStorefrontRenderer } from './storefront-renderer.ts';
import { scopesOfPage } from './storefront-purge.ts';

/** The compressed bodies of the pages sent lately, by ETag: a cached page is compressed once per instance. */
const COMPRESSED_KEPT = 200;
const compressed = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
function compressedBodies(etag: string, html: string) {
  let bodies = compressed.get(etag);
  if (!bodies) {
    const raw = Buffer.from(html);
    bodies = Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzipAsync(raw, { level: 6 }),
    ]).then(([br, gz]) => ({ br, gzip: gz }));
    compressed.set(etag, bodies);
    bodies.catch(() => compressed.delete(etag));
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of compressed.keys()) {
      if (compressed.size <= COMPRESSED_KEPT) break;
      compressed.delete(oldest);
    }
  }
  return bodies;
}

const acceptedEncoding = (header: string | undefined) =>
  /\bbr\b/.test(header ?? '') ? 'br' : /\bgzip\b/.test(header ?? '') ? 'gzip' : undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages being rendered and waiting their turn, and how many were refused (ssr/render-limit.ts). */
    pageRenders: () => RenderLoad;
  }
}

const acceptsOnlyJson = (accept: string | undefined) => /\bjson\b/.test(accept ?? '') && !/\bhtml\b/.test(accept ?? '');
const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;
/** If-None-Match may list several tags, weak ones too. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/** What a reader is told while every render is taken and its page is not kept: try again in a moment. */
const BUSY_RETRY_SECONDS = 2;
const BUSY: Record<LanguageCode, string> = {
  en: 'Souk is very busy right now. Please try again in a moment.',
  ar: 'سوق مزدحم جداً الآن. يرجى المحاولة بعد لحظات.',
};

/**
 * Every address of the web app that is not a file of its build (issue 23; the page cache, issue 37):
 * the page, rendered on the server for the storefront's public pages and the frames of a buyer's own
 * pages (seo/storefront-page.ts), else the shell the browser renders.
 *
 * A rendered page is kept under its normalised address (ssr/page-address.ts: a site path, only the
 * parameters the page reads, in a fixed order), the host, the language and the currency, and rendered
 * from that address. It is fresh for config.pages.freshMs, then answered stale while one render
 * refreshes it in the background, for config.pages.staleMs more; a change to what it shows purges
 * it (ssr/storefront-purge.ts) and the next request renders it again. Renders at once are bounded
 * (ssr/render-limit.ts): past the bound and its short queue, a page not kept is answered 503 with
 * Retry-After, at no cost, so the API and the pages kept keep answering.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  options: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = options;
  const webDist = config.webDist;
  const indexHtml = webDist && path.join(webDist, 'index.html');
  const hasShell = Boolean(indexHtml && existsSync(indexHtml));
  const render = hasShell ? await loadStorefrontRenderer(app, webDist!) : undefined;
  const { freshMs, staleMs } = config.pages;
  const store = new PageStore(freshMs, staleMs);
  const limit = new RenderLimit(config.pages.rendersAtOnce, config.pages.renderQueue, config.pages.renderWaitMs);
  app.decorate('pageRenders', () => limit.load);
  /** Renders under way, by generation and key: concurrent requests for one page share one render. */
  const rendering = new Map<string, Promise<KeptPage>>();
  /** Keys being refreshed in the background by this instance. */
  const refreshing = new Set<string>();
  let siteGeneration: string | undefined;
  const publicPage = `public, max-age=0, s-maxage=${freshMs / 1000}, stale-while-revalidate=${staleMs / 1000}`;

  /** Renders a page under the generation read before it began, and keeps it. */
  const renderAndKeep = async (request: FastifyRequest, page: PageRequest, key: string, generation: string) => {
    const renderedAt = Date.now();
    // A span of the request that rendered it, while tracing is on (issue 39): its reads are its children.
    const built = await inSpan(
      'render page',
      { 'souk.page.path': page.address.path, 'souk.page.language': page.language },
      () =>
        storefrontPage(
          db,
          storage,
          page,
          // A page the renderer fails on is still served: the shell, which the browser renders.
          render &&
            ((pageRequest) =>
              render(pageRequest).catch((error: unknown) => {
                request.log.error({ err: error, url: pageRequest.url }, 'server render failed; the shell was sent');
                return undefined;
              })),
        ),
    );
    const kept: KeptPage = { ...built, etag: etagOf(built.html), renderedAt, generation };
    await store.keep(key, kept);
    return kept;
  };

  /** The page now: kept (fresh, or stale with a refresh started), else rendered in turn; RendersBusy past the bound. */
  const keptOrRendered = async (request: FastifyRequest, page: PageRequest, key: string) => {
    const scopes = scopesOfPage(page.address.path);
    const generation = await generationOf(scopes);
    // Another instance purged every page (settings): this one's few seconds' copy of them goes too.
    const site = generation.split('|', 1)[0];
    if (siteGeneration !== site) {
      if (siteGeneration !== undefined) forgetStoredSettings();
      siteGeneration = site;
    }
    const kept = await store.find(key, generation);
    if (kept) {
      if (Date.now() - kept.renderedAt >= freshMs) refreshInBackground(request, page, key, generation);
      return kept;
    }
    const flight = `${generation}|${key}`;
    let rendered = rendering.get(flight);
    if (!rendered) {
      rendered = (async () => {
        const release = await limit.acquire();
        try {
          // Requests read in the same turn of the event loop meet the limit before any render holds
          // the thread (ssr/storefront-renderer.ts gives it back between a render's reads).
          await setImmediate();
          return await renderAndKeep(request, page, key, generation);
        } finally {
          release();
        }
      })().finally(() => rendering.delete(flight));
      rendering.set(flight, rendered);
    }
    return rendered;
  };

  /**
   * One render refreshes a stale page, when a render is free now (else a later request tries again)
   * and no other instance is refreshing it; the readers meanwhile get the stale page at once.
   */
  const refreshInBackground = (request: FastifyRequest, page: PageRequest, key: string, generation: string) => {
    if (refreshing.has(key) || rendering.has(`${generation}|${key}`)) return;
    const release = limit.tryAcquire();
    if (!release) return;
    refreshing.add(key);
    void (async () => {
      const claim = await store.claimRefresh(key);
      if (!claim) return;
      try {
        await renderAndKeep(request, page, key, await generationOf(scopesOfPage(page.address.path)));
      } finally {
        await claim.done();
      }
    })()
      .catch((error: unknown) => request.log.error({ err: error, key }, 'page refresh failed'))
      .finally(() => {
        release();
        refreshing.delete(key);
      });
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { status: number; html: string; etag: string; location?: string },
  ) => {
    reply.status(page.status).header('etag', page.etag).type('text/html; charset=utf-8');
    if (page.location) reply.header('location', page.location);
    if (page.status === 200 && matches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    const bodies = await compressedBodies(page.etag, page.html);
    return reply.header('content-encoding', encoding).send(bodies[encoding]);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const languageCookie = request.cookies[LANGUAGE_COOKIE];
    const currencyCookie = request.cookies[CURRENCY_COOKIE];
    const acceptLanguage = request.headers['accept-language'];
    const address = readPageAddress(request.url, request.hostname);
    if (address.kind === 'redirect')
      return reply.header('cache-control', 'public, max-age=3600').redirect(address.location, 301);
    if (address.kind === 'unsafe') {
      const language = pickLanguage({ cookie: languageCookie, acceptLanguage });
      const html = await notSitePage({ indexHtml: indexHtml!, language });
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
      return send(request, reply, { status: 404, html, etag: etagOf(html) });
    }
    traceAsPage(request, address.path);
    const asked = new URLSearchParams(address.search).get('lang');
    const language = pickLanguage({ query: asked, cookie: languageCookie, acceptLanguage });
    const currency = isCurrency(currencyCookie) ? currencyCookie : 'USD';
    // Vary names what was read to choose this HTML: the language's cookie unless the address named
    // one, Accept-Language unless either did, and the currency's cookie for a rendered page.
    const vary = [
      ...(address.rendered || !isLanguageCode(asked) ? ['Cookie'] : []),
      ...(!isLanguageCode(asked) && !isLanguageCode(languageCookie) ? ['Accept-Language'] : []),
      'Accept-Encoding',
    ].join(', ');
    reply.header('vary', vary);
    const origin = `${request.protocol}://${request.host}`;
    const page: PageRequest = {
      indexHtml: indexHtml!,
      publicUrl: config.publicUrl,
      address,
      origin,
      hostname: request.hostname,
      language,
      currency,
    };
    if (!address.rendered) {
      // The browser renders it whole: the same shell for all, built again each time (no query, no render).
      const html = await shellPage(page);
      reply.header('cache-control', 'private, no-cache');
      return send(request, reply, { status: 200, html, etag: etagOf(html) });
    }
    // A listing of a category that is no id shares its normal address with the whole listing, not its page.
    const key = `${origin}|${address.host}|${language}|${currency}|${address.path}${address.search}${address.missing ? '|missing' : ''}`;
    let kept: KeptPage;
    try {
      kept = await keptOrRendered(request, page, key);
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error;
      reply.status(503).header('retry-after', String(BUSY_RETRY_SECONDS)).header('cache-control', 'no-store');
      if (acceptsOnlyJson(request.headers.accept)) return reply.send(failure(503, BUSY[language]));
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${language}" dir="${directionOfLanguage(language)}"><head><meta charset="utf-8"><title>Souk</title></head><body><p>${BUSY[language]}</p></body></html>`,
        );
    }
    // A buyer's own page is no one else's to keep, even though its frame is the same for all.
    reply.header('cache-control', address.framed ? 'private, no-cache' : publicPage);
    reply.header('age', String(Math.max(0, Math.floor((Date.now() - kept.renderedAt) / 1000))));
    return send(request, reply, kept);
  };

  // The build's folder has no index: "/" is a page too.
  if (hasShell) app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && hasShell) return sendPage(request, reply);
    return reply.status(404).send(failure(404, MESSAGES.notFound));
  });
}
