import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { productListQuerySchema } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { findShop, shopPage } from './shop-page.service.ts';

const shopParams = z.object({ slug: z.string().trim().min(1).max(200) });
/** A closed shop's address is answered 410: it will not come back (a suspended one is simply not found). */
const SHOP_CLOSED = 'This shop has closed.';

/** Listings are the same for every visitor: browsers and CDNs may keep an answer as long as the listing's. */
const PUBLIC_TTL_SECONDS = 5;

/**
 * Issue 40: a shop's public page. `catalogDb` reads what the storefront shows (the read replica
 * when there is one), as the listing does.
 */
export async function shopPageRoutes(app: FastifyInstance, options: { catalogDb: Db; storage: ObjectStorage }) {
  const { catalogDb, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/shops/:slug',
    {
      config: { access: 'public', reach: 'any' },
      schema: {
        tags: ['catalogue'],
        summary: "Read a shop's page: the shop and its products, with the listing's filters, sort and pages",
        description:
          "By the shop's slug. Its id, or a slug it had before its name changed, is answered 301 to its address now; a pending or suspended shop is a 404, a closed one a 410.",
        params: shopParams,
        querystring: productListQuerySchema,
      },
    },
    async (request, reply) => {
      const found = await findShop(catalogDb, request.params.slug);
      // Its id, or a slug from before its name changed: the one address it has now, with the query as asked.
      if (found.kind === 'moved') {
        const queryAt = request.url.indexOf('?');
        const search = queryAt >= 0 ? request.url.slice(queryAt) : '';
        return reply.redirect(`/api/shops/${found.slug}${search}`, 301);
      }
      if (found.kind === 'missing') throw new HttpError(404, MESSAGES.notFound);
      if (found.kind === 'gone') throw new HttpError(410, SHOP_CLOSED);
      reply.header('cache-control', `public, max-age=${PUBLIC_TTL_SECONDS}`);
      return ok(await shopPage(catalogDb, storage, found.shop, request.query));
    },
  );
}
