import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { cardViewParam, productListQuerySchema } from '@souk/shared/schemas/catalog';
import { PRODUCT_EDITOR_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { LIST_ANSWER_SCOPES } from '../ssr/storefront-purge.ts';
import { recordSearch } from '../search/search.service.ts';
import { shopPageRoutes } from '../sellers/shop-page.routes.ts';
import {
  SHELVES,
  type ShelfAsk,
  listBrands,
  listCategories,
  listColors,
  listProducts,
  mayAlsoLike,
  productDetail,
  productsOfShop,
  recordView,
  relatedProducts,
} from './catalog.service.ts';

const productIdParams = z.object({
  id: z.string().trim().min(1, MESSAGES.invalidProductId).pipe(z.uuid(MESSAGES.invalidProductId)),
});
const relatedParams = z.object({ productId: z.uuid(MESSAGES.invalidProductId) });
/** A shelf's size, and whether it sends whole products or cards (`view=card`). */
const shelfQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).optional(), view: cardViewParam });

/**
 * Listings and shelves are the same for every visitor, so a whole answer is kept for a few
 * seconds (and browsers and CDNs may keep it as long): bursts on popular pages cost one query.
 */
const PUBLIC_TTL_SECONDS = 5;

/**
 * `catalogDb` reads what the storefront shows (the read replica when there is one); `db`, the
 * primary, takes the writes (views, searches) and the product forms' lists, which must show what
 * staff just added.
 */
export async function catalogRoutes(app: FastifyInstance, options: { db: Db; catalogDb: Db; storage: ObjectStorage }) {
  const { db, catalogDb, storage } = options;
  // The serialised reply is kept, so a hit costs neither queries nor JSON encoding.
  // Purged with the pages that show them (ssr/storefront-purge.ts), so a page rendered after a change reads it.
  const answers = new TtlCache<{ json: string; total: number }>(
    PUBLIC_TTL_SECONDS * 1000,
    5000,
    'catalog-answers',
    LIST_ANSWER_SCOPES,
  );
  const shared = async (
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<{ body: unknown; total?: number }>,
  ) => {
    const answer = await answers.get(request.url, async () => {
      const { body, total = 0 } = await load();
      return { json: JSON.stringify(body), total };
    });
    reply.header('cache-control', `public, max-age=${PUBLIC_TTL_SECONDS}`).type('application/json; charset=utf-8');
    return answer;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  const tags = ['catalogue'];

  for (const path of ['/api/products/getproducts', '/api/products/getallproducts']) {
    api.get(path, { config: open, schema: { tags, querystring: productListQuerySchema } }, async (request, reply) => {
      const { query } = request;
      const answer = await shared(request, reply, async () => {
        const result = await listProducts(catalogDb, storage, query);
        const body = ok({
          ...result,
          query: query.query ?? '',
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(result.total / query.limit),
        });
        return { body, total: result.total };
      });
      if (query.query && query.page === 1) await recordSearch(db, query.query, answer.total, request.visitorId);
      return reply.send(answer.json);
    });
  }

  api.get(
    '/api/products/product-details/:id',
    { config: { ...open, reach: 'any' }, schema: { tags, params: productIdParams } },
    async (request) => {
      const product = await productDetail(catalogDb, storage, request.params.id);
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      if (request.visitorId) await recordView(db, request.visitorId, product._id);
      return ok({ product });
    },
  );

  api.get(
    '/api/products/product/:productId/related',
    { config: { ...open, reach: 'any' }, schema: { tags, params: relatedParams, querystring: shelfQuery } },
    async (request) => {
      const related = await relatedProducts(catalogDb, storage, request.params.productId, request.query);
      if (!related) throw new HttpError(404, MESSAGES.productNotFound);
      return ok({ products: related });
    },
  );

  // "More from this shop" on a product page (issue 40).
  api.get(
    '/api/products/product/:productId/more-from-shop',
    {
      config: { ...open, reach: 'any' },
      schema: {
        tags,
        summary: "List other products of a product's shop, its best sellers first",
        params: relatedParams,
        querystring: shelfQuery,
      },
    },
    async (request) => {
      const more = await productsOfShop(catalogDb, storage, request.params.productId, request.query);
      if (!more) throw new HttpError(404, MESSAGES.productNotFound);
      return ok({ products: more });
    },
  );

  const shelf = (path: string, load: (ask: ShelfAsk) => Promise<unknown[]>) =>
    api.get(path, { config: open, schema: { tags: ['home'], querystring: shelfQuery } }, async (request, reply) =>
      reply.send(
        (await shared(request, reply, async () => ({ body: ok({ products: await load(request.query) }) }))).json,
      ),
    );
  shelf('/api/products/deals', (ask) => SHELVES.deals(catalogDb, storage, ask));
  shelf('/api/hero/today-deals', (ask) => SHELVES.deals(catalogDb, storage, ask));
  shelf('/api/products/featured', (ask) => SHELVES.featured(catalogDb, storage, ask));
  shelf('/api/hero/featured-items', (ask) => SHELVES.featured(catalogDb, storage, ask));
  shelf('/api/products/more-to-love', (ask) => SHELVES.moreToLove(catalogDb, storage, ask));
  shelf('/api/hero/new-releases', (ask) => SHELVES.newest(catalogDb, storage, ask));
  shelf('/api/hero/more-results', (ask) => SHELVES.trending(catalogDb, storage, ask));
  shelf('/api/hero/best-sellers', (ask) => SHELVES.bestSellers(catalogDb, storage, ask));

  api.get(
    '/api/hero/related-items',
    {
      config: open,
      schema: {
        tags: ['home'],
        querystring: shelfQuery.extend({ productId: z.uuid(MESSAGES.invalidProductId).optional() }),
      },
    },
    async (request) => {
      const { productId, ...ask } = request.query;
      const items = productId
        ? await relatedProducts(catalogDb, storage, productId, ask)
        : await mayAlsoLike(catalogDb, storage, request.visitorId, ask);
      return ok({ products: items ?? [] });
    },
  );

  api.get(
    '/api/preferences/may-also-like',
    { config: open, schema: { tags: ['home'], querystring: shelfQuery } },
    async (request) => ok({ products: await mayAlsoLike(catalogDb, storage, request.visitorId, request.query) }),
  );

  for (const path of ['/api/categories/category', '/api/category/list', '/api/categories']) {
    api.get(path, { config: open, schema: { tags } }, async () => {
      const { categories } = await listCategories(catalogDb, storage);
      return ok({ categories, categoriesWithSub: categories });
    });
  }
  api.get(
    '/api/sub-category/list',
    { config: open, schema: { tags, querystring: z.object({ category: z.uuid().optional() }) } },
    async (request) => {
      const { subCategories } = await listCategories(catalogDb, storage);
      return ok({
        subCategories: request.query.category
          ? subCategories.filter((sub) => sub.parentCategory === request.query.category)
          : subCategories,
      });
    },
  );
  api.get('/api/brands', { config: open, schema: { tags } }, async () => ok({ brands: await listBrands(catalogDb) }));
  api.get('/api/colors', { config: open, schema: { tags } }, async () => ok({ colors: await listColors(catalogDb) }));

  // A shop's page (issue 40) lists the catalogue through the same reads: registered with it.
  await shopPageRoutes(app, { catalogDb, storage });

  // Spec 3 section 7: what the product forms read, under the data-entry paths; self-managed sellers use them too.
  const editors = { access: PRODUCT_EDITOR_TYPES };
  api.get('/api/dashboard/data-entry/colors', { config: editors, schema: { tags } }, async () =>
    ok({ colors: await listColors(db) }),
  );
  api.get('/api/dashboard/data-entry/brands', { config: editors, schema: { tags } }, async () =>
    ok({ brands: await listBrands(db) }),
  );
  api.get('/api/dashboard/data-entry/categories-with-sub', { config: editors, schema: { tags } }, async () =>
    ok({ categoriesWithSub: (await listCategories(db, storage)).categories }),
  );
}
