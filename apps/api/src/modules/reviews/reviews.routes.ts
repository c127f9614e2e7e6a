import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { REVIEW_ORDERS, reviewSchema } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import {
  deleteReview,
  likedReviewIds,
  listReviews,
  postReview,
  reviewEligibility,
  toggleLike,
} from './reviews.service.ts';

const productParams = z.object({ productId: z.uuid(MESSAGES.invalidProductId) });
const reviewParams = productParams.extend({ reviewId: z.uuid(MESSAGES.reviewNotFound) });

function userId(request: FastifyRequest): string {
  if (!request.auth) throw new HttpError(401, MESSAGES.notAuthenticated);
  return request.auth.user.id;
}

export async function reviewRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const base = '/api/products/product/:productId/reviews';

  api.get(
    base,
    {
      config: { access: 'public', reach: 'any' },
      schema: { tags, params: productParams, querystring: z.object({ order: z.enum(REVIEW_ORDERS).default('none') }) },
    },
    async (request) => ok(await listReviews(db, request.params.productId, request.query.order, request.auth?.user.id)),
  );

  api.post(
    base,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: productParams, body: reviewSchema } },
    async (request, reply) => {
      const result = await postReview(db, request.params.productId, userId(request), request.body);
      return reply.status(201).send(ok(result, MESSAGES.reviewPosted));
    },
  );

  // Whether the reader may write a review, and why not (bought and received it? reviewed already?).
  api.get(
    `${base}/eligibility`,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: productParams } },
    async (request) => ok(await reviewEligibility(db, request.params.productId, userId(request))),
  );

  api.get(
    `${base}/likes`,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: productParams } },
    async (request) => ok({ likedReviewIds: await likedReviewIds(db, request.params.productId, userId(request)) }),
  );

  api.post(
    `${base}/:reviewId/like`,
    { config: { access: 'user', reach: 'any' }, schema: { tags, params: reviewParams } },
    async (request) => ok(await toggleLike(db, request.params.productId, request.params.reviewId, userId(request))),
  );

  api.delete(
    `${base}/:reviewId`,
    { config: { access: 'user', reach: { owner: 'buyer', others: 403 } }, schema: { tags, params: reviewParams } },
    async (request) =>
      ok(
        await deleteReview(db, request.params.productId, request.params.reviewId, userId(request)),
        MESSAGES.reviewDeleted,
      ),
  );
}
