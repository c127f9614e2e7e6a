import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, SELLER_TYPES } from '@souk/shared/roles';
import { courierSchema } from '@souk/shared/schemas/delivery';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { activeCouriers, createCourier, listCouriers, updateCourier } from './couriers.service.ts';

const courierParams = z.object({ id: z.uuid(MESSAGES.courierNotFound) });

/** Issue 41: the couriers admins keep, and the active ones a seller picks from when shipping. */
export async function courierRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ADMIN_TYPES } as const;
  const tags = ['administration'];
  const me = (request: FastifyRequest) => request.auth!.user.id;

  api.get('/api/admin/couriers', { config: admins, schema: { tags } }, async () =>
    ok({ couriers: await listCouriers(db) }),
  );
  api.post('/api/admin/couriers', { config: admins, schema: { tags, body: courierSchema } }, async (request) =>
    ok({ courier: await createCourier(db, me(request), request.body) }, MESSAGES.courierSaved),
  );
  api.put(
    '/api/admin/couriers/:id',
    { config: admins, schema: { tags, params: courierParams, body: courierSchema } },
    async (request) =>
      ok({ courier: await updateCourier(db, me(request), request.params.id, request.body) }, MESSAGES.courierSaved),
  );

  api.get('/api/seller/couriers', { config: { access: SELLER_TYPES }, schema: { tags: ['seller orders'] } }, async () =>
    ok({ couriers: await activeCouriers(db) }),
  );
}
