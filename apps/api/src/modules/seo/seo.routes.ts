import type { FastifyInstance } from 'fastify';
import { resolveHost } from '@souk/shared/hosts';
import type { Db } from '../../db/client.ts';
import { categorySitemap, productSitemap, robotsTxt, shopSitemap, sitemapIndex } from './seo.service.ts';

const PRODUCT_SITEMAP = /^products-([1-9]\d{0,4})\.xml$/;
const XML = 'application/xml; charset=utf-8';
/** Shared caches may keep them as long as the server does. */
const CACHE = 'public, max-age=300';

/** `/robots.txt` and the sitemaps: for crawlers, at the site's root rather than under /api. */
export async function seoRoutes(app: FastifyInstance, options: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = options;
  const schema = { tags: ['seo'] };
  app.get('/robots.txt', { schema }, async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(resolveHost(request.hostname, search), publicUrl));
  });
  app.get('/sitemap.xml', { schema }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type(XML)
      .send(await sitemapIndex(db, publicUrl)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const page = PRODUCT_SITEMAP.exec(file)?.[1];
    const body =
      file === 'categories.xml'
        ? await categorySitemap(db, publicUrl)
        : file === 'shops.xml'
          ? await shopSitemap(db, publicUrl)
          : page
            ? await productSitemap(db, publicUrl, Number(page))
            : null;
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', CACHE).type(XML).send(body);
  });
}
