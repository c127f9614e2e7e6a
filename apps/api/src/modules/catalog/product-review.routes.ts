import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { PRODUCT_REVIEWER_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { decideReview, reviewQueue } from './product-review.ts';

const params = z.object({ productId: z.uuid(MESSAGES.productNotFound) });

/** Issue 13: data-entry admins and admins publish or turn back sellers' new and edited products. */
export async function productReviewRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: PRODUCT_REVIEWER_TYPES };
  const tags = ['product review'];
  const reviewerId = (request: FastifyRequest) => request.auth!.user.id;

  api.get(
    '/api/dashboard/review/products',
    {
      config,
      schema: {
        tags,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
    },
    async (request) => ok(await reviewQueue(db, storage, request.query.page, request.query.limit)),
  );

  api.post(
    '/api/dashboard/review/products/:productId/approve',
    { config, schema: { tags, params, body: z.object({ revisionId: z.uuid().optional() }).optional() } },
    async (request) => {
      const product = await decideReview(db, storage, {
        productId: request.params.productId,
        revisionId: request.body?.revisionId,
        reviewerId: reviewerId(request),
        approve: true,
      });
      return ok({ product }, MESSAGES.itemApproved);
    },
  );

  api.post(
    '/api/dashboard/review/products/:productId/reject',
    {
      config,
      schema: {
        tags,
        params,
        body: z.object({
          reason: z
            .string({ error: MESSAGES.rejectReasonRequired })
            .trim()
            .min(3, MESSAGES.rejectReasonRequired)
            .max(500, MESSAGES.rejectReasonRequired),
          revisionId: z.uuid().optional(),
        }),
      },
    },
    async (request) => {
      const { productId } = request.params;
      const product = await decideReview(db, storage, {
        productId,
        revisionId: request.body.revisionId,
        reviewerId: reviewerId(request),
        approve: false,
        reason: request.body.reason,
      });
      return ok({ product }, MESSAGES.itemRejected);
    },
  );
}
