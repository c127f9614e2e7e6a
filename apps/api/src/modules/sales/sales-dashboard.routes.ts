import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { SALES_DASHBOARD_TYPES } from '@souk/shared/roles';
import {
  discountOfferSchema,
  performanceQuerySchema,
  periodQuerySchema,
  rateQuerySchema,
  salesOrdersQuerySchema,
  statusQuerySchema,
} from '@souk/shared/schemas/sales';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { offerDiscount } from '../promotions/promotions.service.ts';
import {
  categoriesAndBrands,
  orderStatuses,
  overview,
  performance,
  salesOrders,
  sellerRates,
} from './sales.service.ts';

/**
 * Issue 16: the sales dashboards' reads (spec 3 section 2.6 on real figures) and the discount the
 * sales team offers a seller. The overview's list cards use the placement routes (promotions).
 */
export async function salesDashboardRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: SALES_DASHBOARD_TYPES };
  const tags = ['sales dashboards'];
  const me = (request: FastifyRequest) => request.auth!.user.id;

  api.get('/api/sales/overview', { config, schema: { tags, querystring: periodQuerySchema } }, async (request) =>
    ok(await overview(db, request.query.months)),
  );
  api.get(
    '/api/sales/performance',
    { config, schema: { tags, querystring: performanceQuerySchema } },
    async (request) => ok(await performance(db, request.query)),
  );
  api.get('/api/sales/orders', { config, schema: { tags, querystring: salesOrdersQuerySchema } }, async (request) =>
    ok(await salesOrders(db, request.query)),
  );
  api.get(
    '/api/sales/return-refund-rates',
    { config, schema: { tags, querystring: rateQuerySchema } },
    async (request) => ok(await sellerRates(db, request.query)),
  );
  api.get(
    '/api/sales/categories-brands',
    { config, schema: { tags, querystring: periodQuerySchema } },
    async (request) => ok(await categoriesAndBrands(db, request.query.months)),
  );
  api.get('/api/sales/order-statuses', { config, schema: { tags, querystring: statusQuerySchema } }, async (request) =>
    ok(await orderStatuses(db, request.query.days)),
  );
  api.post(
    '/api/sales/discount-offers',
    { config, schema: { tags, body: discountOfferSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ request: await offerDiscount(db, me(request), request.body) }, MESSAGES.discountOffered)),
  );
}
