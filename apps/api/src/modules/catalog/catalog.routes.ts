import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { productListQuerySchema } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordSearch } from '../search/search.service.ts';
import { SHELVES, listBrands, listCategories, listColors, listProducts, mayAlsoLike, productDetail, recordView, relatedProducts } from './catalog.service.ts';

const productIdParams = z.object({ id: z.string().trim().min(1, MESSAGES.invalidProductId).pipe(z.uuid(MESSAGES.invalidProductId)) });
const relatedParams = z.object({ productId: z.uuid(MESSAGES.invalidProductId) });
const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).optional() });

export async function catalogRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  const tags = ['catalogue'];

  for (const path of ['/api/products/getproducts', '/api/products/getallproducts']) {
    api.get(path, { config: open, schema: { tags, querystring: productListQuerySchema } }, async (request) => {
      const result = await listProducts(db, storage, request.query);
      if (request.query.query && request.query.page === 1) await recordSearch(db, request.query.query, result.total, request.visitorId);
      return ok({ ...result, query: request.query.query ?? '', page: request.query.page, limit: request.query.limit, totalPages: Math.ceil(result.total / request.query.limit) });
    });
  }

  api.get('/api/products/product-details/:id', { config: open, schema: { tags, params: productIdParams } }, async (request) => {
    const product = await productDetail(db, storage, request.params.id);
    if (!product) throw new HttpError(404, MESSAGES.productNotFound);
    if (request.visitorId) await recordView(db, request.visitorId, product._id);
    return ok({ product });
  });

  api.get('/api/products/product/:productId/related', { config: open, schema: { tags, params: relatedParams, querystring: limitQuery } }, async (request) => {
    const related = await relatedProducts(db, storage, request.params.productId, request.query.limit);
    if (!related) throw new HttpError(404, MESSAGES.productNotFound);
    return ok({ products: related });
  });

  const shelf = (path: string, load: (limit?: number) => Promise<unknown[]>) =>
    api.get(path, { config: open, schema: { tags: ['home'], querystring: limitQuery } }, async (request) => ok({ products: await load(request.query.limit) }));
  shelf('/api/products/deals', (limit) => SHELVES.deals(db, storage, limit));
  shelf('/api/hero/today-deals', (limit) => SHELVES.deals(db, storage, limit));
  shelf('/api/products/featured', (limit) => SHELVES.featured(db, storage, limit));
  shelf('/api/hero/featured-items', (limit) => SHELVES.featured(db, storage, limit));
  shelf('/api/products/more-to-love', (limit) => SHELVES.moreToLove(db, storage, limit));
  shelf('/api/hero/new-releases', (limit) => SHELVES.newest(db, storage, limit));
  shelf('/api/hero/more-results', (limit) => SHELVES.trending(db, storage, limit));
  shelf('/api/hero/best-sellers', (limit) => SHELVES.bestSellers(db, storage, limit));

  api.get(
    '/api/hero/related-items',
    { config: open, schema: { tags: ['home'], querystring: z.object({ productId: z.uuid(MESSAGES.invalidProductId).optional(), limit: z.coerce.number().int().min(1).max(48).optional() }) } },
    async (request) => {
      const { productId, limit } = request.query;
      const items = productId ? await relatedProducts(db, storage, productId, limit) : await mayAlsoLike(db, storage, request.visitorId, limit);
      return ok({ products: items ?? [] });
    },
  );

  api.get('/api/preferences/may-also-like', { config: open, schema: { tags: ['home'], querystring: limitQuery } }, async (request) =>
    ok({ products: await mayAlsoLike(db, storage, request.visitorId, request.query.limit) }),
  );

  for (const path of ['/api/categories/category', '/api/category/list', '/api/categories']) {
    api.get(path, { config: open, schema: { tags } }, async () => {
      const { categories } = await listCategories(db);
      return ok({ categories, categoriesWithSub: categories });
    });
  }
  api.get('/api/sub-category/list', { config: open, schema: { tags, querystring: z.object({ category: z.uuid().optional() }) } }, async (request) => {
    const { subCategories } = await listCategories(db);
    return ok({ subCategories: request.query.category ? subCategories.filter((sub) => sub.parentCategory === request.query.category) : subCategories });
  });
  api.get('/api/brands', { config: open, schema: { tags } }, async () => ok({ brands: await listBrands(db) }));
  api.get('/api/colors', { config: open, schema: { tags } }, async () => ok({ colors: await listColors(db) }));
}
