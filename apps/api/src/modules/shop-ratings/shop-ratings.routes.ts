import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, CS_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import {
  hideShopRatingSchema,
  shopRatingPageSchema,
  shopRatingSchema,
  staffShopRatingQuerySchema,
} from '@souk/shared/schemas/shop-ratings';
import type { Db } from '../../db/client.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import {
  buyerShopRatings,
  hideShopRating,
  publicShopRatings,
  rateShop,
  sellerShopRatings,
  showShopRating,
  staffShopRatings,
} from './shop-ratings.service.ts';

const partParams = z.object({
  orderId: z.uuid(MESSAGES.shopRatingNotYours),
  partId: z.uuid(MESSAGES.shopRatingNotYours),
});
const shopParams = z.object({ sellerId: z.uuid(MESSAGES.notFound) });
const ratingParams = z.object({ id: z.uuid(MESSAGES.shopRatingNotFound) });

/** Who reads and hides shop ratings among staff: admins and the customer-service desk. */
const RATING_STAFF = [...ADMIN_TYPES, ...CS_TYPES] as const;

/** Issue 40: buyers rate a shop for each delivered part of their orders; everyone reads, staff hide. */
export async function shopRatingRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop ratings'];
  const userId = (request: FastifyRequest) => request.auth!.user.id;

  api.post(
    '/api/orders/:orderId/parts/:partId/rating',
    { config: { access: 'user', reach: BUYERS_OWN }, schema: { tags, params: partParams, body: shopRatingSchema } },
    async (request, reply) => {
      const result = await rateShop(db, { buyerId: userId(request), ...request.params, ...request.body });
      return reply.status(201).send(ok(result, MESSAGES.shopRatingPosted));
    },
  );

  // The buyer's own ratings, by part of order: the order history shows them, and invites the others.
  api.get('/api/orders/shop-ratings', { config: { access: 'user' }, schema: { tags } }, async (request) =>
    ok({ ratings: await buyerShopRatings(db, userId(request)) }),
  );

  api.get(
    '/api/shops/:sellerId/ratings',
    {
      config: { access: 'public', reach: 'any' },
      schema: { tags, params: shopParams, querystring: shopRatingPageSchema },
    },
    async (request) => ok(await publicShopRatings(db, request.params.sellerId, request.query.page)),
  );

  api.get(
    '/api/seller/ratings',
    { config: { access: SELLER_TYPES }, schema: { tags, querystring: shopRatingPageSchema } },
    async (request) => ok(await sellerShopRatings(db, userId(request), request.query.page)),
  );

  api.get(
    '/api/staff/shop-ratings',
    { config: { access: RATING_STAFF }, schema: { tags, querystring: staffShopRatingQuerySchema } },
    async (request) => ok(await staffShopRatings(db, request.query)),
  );

  api.post(
    '/api/staff/shop-ratings/:id/hide',
    { config: { access: RATING_STAFF }, schema: { tags, params: ratingParams, body: hideShopRatingSchema } },
    async (request) =>
      ok(
        await hideShopRating(db, {
          ratingId: request.params.id,
          staffId: userId(request),
          reason: request.body.reason,
        }),
        MESSAGES.shopRatingHidden,
      ),
  );

  api.post(
    '/api/staff/shop-ratings/:id/show',
    { config: { access: RATING_STAFF }, schema: { tags, params: ratingParams } },
    async (request) =>
      ok(await showShopRating(db, { ratingId: request.params.id, staffId: userId(request) }), MESSAGES.shopRatingShown),
  );
}
