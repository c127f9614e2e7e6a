import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import { PART_STATUSES, partStepSchema } from '@souk/shared/schemas/delivery';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { SELLERS_OWN } from '../../http/access.ts';
import { advanceSellerOrder, cancelSellerPart } from '../orders/fulfilment.ts';
import { listSellerOrders, managedSellerOf, sellerOrder } from './seller-orders.service.ts';

const partParams = z.object({ id: z.uuid(MESSAGES.orderNotFound) });

/** Spec 2 section 7, seller area: a seller's parts of orders, and moving them toward delivery. */
export async function sellerOrderRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: SELLER_TYPES } as const;
  const tags = ['seller orders'];
  const sellerId = (request: FastifyRequest) => request.auth!.user.id;

  api.get(
    '/api/seller/orders',
    {
      config: access,
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(PART_STATUSES).optional(),
          search: z.string().trim().max(40).optional(),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
    },
    async (request) => ok(await listSellerOrders(db, sellerId(request), request.query)),
  );

  // Spec 2 section 7: orders/search, the seller's parts by order number, buyer or product.
  api.get(
    '/api/orders/search',
    {
      config: access,
      schema: {
        tags,
        querystring: z.object({
          q: z.string().trim().min(2, 'Please enter at least 2 characters to search.').max(40),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
    },
    async (request) =>
      ok(
        await listSellerOrders(db, sellerId(request), {
          search: request.query.q,
          page: request.query.page,
          limit: request.query.limit,
        }),
      ),
  );

  api.post(
    '/api/seller/orders/:id/cancel',
    {
      config: { ...access, reach: SELLERS_OWN },
      schema: {
        tags,
        params: partParams,
        body: z.object({
          reason: z
            .string({ error: MESSAGES.rejectReasonRequired })
            .trim()
            .min(3, MESSAGES.rejectReasonRequired)
            .max(500, MESSAGES.rejectReasonRequired),
        }),
      },
    },
    async (request) => {
      await cancelSellerPart(db, {
        sellerOrderId: request.params.id,
        sellerId: sellerId(request),
        reason: request.body.reason,
      });
      return ok({ order: await sellerOrder(db, sellerId(request), request.params.id) }, MESSAGES.partCancelled);
    },
  );

  api.get(
    '/api/seller/orders/:id',
    { config: { ...access, reach: SELLERS_OWN }, schema: { tags, params: partParams } },
    async (request) => ok({ order: await sellerOrder(db, sellerId(request), request.params.id) }),
  );

  api.patch(
    '/api/seller/orders/:id/status',
    { config: { ...access, reach: SELLERS_OWN }, schema: { tags, params: partParams, body: partStepSchema } },
    async (request) => {
      const { order, cashCollected } = await advanceSellerOrder(db, {
        ...request.body,
        sellerOrderId: request.params.id,
        sellerId: sellerId(request),
      });
      if (cashCollected) app.metrics.payment('captured', order.paymentMethod);
      return ok({ order: await sellerOrder(db, sellerId(request), request.params.id) }, MESSAGES.orderStatusUpdated);
    },
  );

  /**
   * Issue 41: staff move a managed seller's part (Souk runs that shop's listings, and may hand its
   * parcels to the courier too), with the same steps and rules as the seller. A self-managed
   * seller's part is its own: 404 here, as for a part that does not exist.
   */
  api.patch(
    '/api/admin/seller-orders/:id/status',
    {
      config: { access: ADMIN_TYPES },
      schema: { tags: ['administration'], params: partParams, body: partStepSchema },
    },
    async (request) => {
      const owner = await managedSellerOf(db, request.params.id);
      const { order, cashCollected } = await advanceSellerOrder(db, {
        ...request.body,
        sellerOrderId: request.params.id,
        sellerId: owner,
      });
      if (cashCollected) app.metrics.payment('captured', order.paymentMethod);
      return ok({ order: await sellerOrder(db, owner, request.params.id) }, MESSAGES.orderStatusUpdated);
    },
  );
}
