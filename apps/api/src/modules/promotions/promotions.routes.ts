import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, hasAnyRole, SELLER_TYPES } from '@souk/shared/roles';
import { PLACEMENT_LISTS, placementEditSchema, placementInputSchema } from '@souk/shared/schemas/placements';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { SELLERS_OWN } from '../../http/access.ts';
import {
  allPromotions,
  answerOffer,
  decidePromotion,
  PROMOTION_KINDS,
  requestPromotion,
  sellerPromotions,
} from './promotions.service.ts';
import { addPlacement, endPlacement, listPlacements, updatePlacement } from './placements-admin.ts';

const DAY_MS = 86_400_000;

const requestSchema = z
  .object({
    productId: z.uuid(MESSAGES.productNotFound),
    kind: z.enum(PROMOTION_KINDS, "Choose a discount, today's deals or featured"),
    discountPercent: z.coerce
      .number()
      .int(MESSAGES.discountPercentRange)
      .min(5, MESSAGES.discountPercentRange)
      .max(90, MESSAGES.discountPercentRange)
      .optional(),
    startsAt: z.coerce.date(MESSAGES.promotionDates),
    endsAt: z.coerce.date(MESSAGES.promotionDates),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.kind !== 'discount' || body.discountPercent !== undefined, {
    message: MESSAGES.discountPercentRange,
    path: ['discountPercent'],
  })
  .refine(
    (body) =>
      body.endsAt > body.startsAt &&
      body.endsAt.getTime() - body.startsAt.getTime() <= 90 * DAY_MS &&
      body.startsAt.getTime() > Date.now() - DAY_MS,
    { message: MESSAGES.promotionDates, path: ['endsAt'] },
  );

/** Issue 13: sellers ask for a discount or a place on the home lists; staff accept or decline. */
export async function promotionRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotional requests'];
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const staff = { access: [...ADMIN_TYPES, 'sales_manager'] };

  api.post(
    '/api/promotional-requests',
    { config: { access: SELLER_TYPES, reach: SELLERS_OWN }, schema: { tags, body: requestSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ request: await requestPromotion(db, me(request), request.body) }, MESSAGES.promotionSent)),
  );
  api.get('/api/promotional-requests', { config: { access: SELLER_TYPES }, schema: { tags } }, async (request) =>
    ok({ requests: await sellerPromotions(db, me(request)) }),
  );
  // Issue 16: the seller's answer to a discount the sales team offered.
  api.put(
    '/api/promotional-requests/:id',
    {
      config: { access: SELLER_TYPES, reach: SELLERS_OWN },
      schema: {
        tags,
        params: z.object({ id: z.uuid(MESSAGES.promotionNotFound) }),
        body: z.object({ decision: z.enum(['accept', 'decline']) }),
      },
    },
    async (request) => {
      const answered = await answerOffer(db, {
        id: request.params.id,
        sellerId: me(request),
        decision: request.body.decision,
      });
      return ok(
        { request: answered },
        request.body.decision === 'accept' ? MESSAGES.promotionAccepted : MESSAGES.promotionDeclined,
      );
    },
  );

  api.get(
    '/api/admin/promotional-requests',
    {
      config: staff,
      schema: {
        tags,
        querystring: z.object({ status: z.enum(['pending', 'offered', 'accepted', 'declined']).optional() }),
      },
    },
    async (request) => ok({ requests: await allPromotions(db, request.query.status) }),
  );
  api.put(
    '/api/admin/promotional-requests/:id',
    {
      config: staff,
      schema: {
        tags,
        params: z.object({ id: z.uuid(MESSAGES.promotionNotFound) }),
        body: z.object({ decision: z.enum(['accept', 'decline']), note: z.string().trim().max(500).optional() }),
      },
    },
    async (request) => {
      const decided = await decidePromotion(db, { id: request.params.id, staffId: me(request), ...request.body });
      return ok(
        { request: decided },
        request.body.decision === 'accept' ? MESSAGES.promotionAccepted : MESSAGES.promotionDeclined,
      );
    },
  );
}

/** Issue 14: admins keep the home lists (today's deals, featured, best sellers' order, trendy); issue 16: so does the sales team from its overview. */
export async function placementRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: [...ADMIN_TYPES, 'sales_manager'] } as const;
  const tags = ['administration'];
  const me = (request: FastifyRequest) => request.auth!.user.id;

  api.get(
    '/api/admin/placements',
    { config, schema: { tags, querystring: z.object({ list: z.enum(PLACEMENT_LISTS) }) } },
    async (request) => ok({ placements: await listPlacements(db, request.query.list) }),
  );
  api.post(
    '/api/admin/placements',
    { config, schema: { tags, body: placementInputSchema } },
    async (request, reply) => {
      const placement = await addPlacement(
        db,
        me(request),
        request.body,
        hasAnyRole(request.auth!.user.accountTypes, ADMIN_TYPES) ? 'admin' : 'sales',
      );
      return reply.status(201).send(ok({ placement: { _id: placement.id } }, MESSAGES.placementAdded));
    },
  );
  api.put(
    '/api/admin/placements/:id',
    {
      config,
      schema: { tags, params: z.object({ id: z.uuid(MESSAGES.placementNotFound) }), body: placementEditSchema },
    },
    async (request) => {
      const placement = await updatePlacement(db, me(request), request.params.id, request.body);
      return ok({ placement: { _id: placement.id } }, MESSAGES.placementUpdated);
    },
  );
  api.delete(
    '/api/admin/placements/:id',
    { config, schema: { tags, params: z.object({ id: z.uuid(MESSAGES.placementNotFound) }) } },
    async (request) => {
      await endPlacement(db, me(request), request.params.id);
      return ok(null, MESSAGES.placementEnded);
    },
  );
}
