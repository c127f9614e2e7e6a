import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, pickLanguage } from '@souk/shared/languages';
import { CURRENCY_COOKIE, isCurrency } from '@souk/shared/money';
import { MESSAGES } from '@souk/shared/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { failure } from '../../http/envelope.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { pagePath, storefrontPage } from '../seo/storefront-page.ts';
import { loadStorefrontRenderer } from './storefront-renderer.ts';

/**
 * A page is the same for every visitor of one address, language and currency (the signed-in parts
 * fill in in the browser), so it is kept a few seconds, like the listing answers it is built from:
 * shared through Redis when REDIS_URL is set, bounded in each process (a page is 50-200 KB).
 */
const PAGE_TTL_MS = 5000;
const pages = new TtlCache<{ status: number; html: string; etag: string }>(PAGE_TTL_MS, 500, 'storefront-pages');

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

/**
 * Every address of the web app that is not a file of its build: the page, rendered on the server for
 * the storefront's public pages (seo/storefront-page.ts), else the shell the browser renders. Sent
 * with an ETag; `no-cache`, since it follows the reader's language and currency cookies.
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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const languageCookie = request.cookies[LANGUAGE_COOKIE];
    const currencyCookie = request.cookies[CURRENCY_COOKIE];
    const acceptLanguage = request.headers['accept-language'];
    const origin = `${request.protocol}://${request.host}`;
    const query = new URL(pagePath(request.url), origin).searchParams.get('lang');
    const language = pickLanguage({ query, cookie: languageCookie, acceptLanguage });
    const currency = isCurrency(currencyCookie) ? currencyCookie : 'USD';
    const page = await pages.get(`${origin}|${language}|${currency}|${request.url}`, async () => {
      const built = await storefrontPage(
        db,
        storage,
        {
          indexHtml: indexHtml!,
          publicUrl: config.publicUrl,
          url: request.url,
          origin,
          hostname: request.hostname,
          languageCookie,
          currencyCookie,
          acceptLanguage,
        },
        // A page the renderer fails on is still served: the shell, which the browser renders.
        render &&
          ((pageRequest) =>
            render(pageRequest).catch((error: unknown) => {
              request.log.error({ err: error, url: request.url }, 'server render failed; the shell was sent');
              return undefined;
            })),
      );
      return { ...built, etag: `"${createHash('sha1').update(built.html).digest('base64url')}"` };
    });
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    const bodies = await compressedBodies(page.etag, page.html);
    return reply.header('content-encoding', encoding).send(bodies[encoding]);
  };

  // The build's folder has no index: "/" is a page too.
  if (hasShell) app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && hasShell) return sendPage(request, reply);
    return reply.status(404).send(failure(404, MESSAGES.notFound));
  });
}
