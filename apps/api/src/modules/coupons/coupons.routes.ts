import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES } from '@souk/shared/roles';
import { couponInputSchema, couponPatchSchema } from '@souk/shared/schemas/coupons';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { createCoupon, listCoupons, updateCoupon } from './coupon-admin.service.ts';

/** Issue 14: admins create, edit and deactivate coupons and see how often each was used. */
export async function couponRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_TYPES } as const;
  const tags = ['administration'];
  const me = (request: FastifyRequest) => request.auth!.user.id;
  const params = z.object({ id: z.uuid(MESSAGES.couponNotFound) });

  api.get(
    '/api/admin/coupons',
    {
      config,
      schema: {
        tags,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => ok(await listCoupons(db, request.query)),
  );
  api.post('/api/admin/coupons', { config, schema: { tags, body: couponInputSchema } }, async (request, reply) =>
    reply.status(201).send(ok({ coupon: await createCoupon(db, me(request), request.body) }, MESSAGES.couponSaved)),
  );
  api.put('/api/admin/coupons/:id', { config, schema: { tags, params, body: couponPatchSchema } }, async (request) =>
    ok({ coupon: await updateCoupon(db, me(request), request.params.id, request.body) }, MESSAGES.couponSaved),
  );
}
