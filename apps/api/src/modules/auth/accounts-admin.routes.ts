import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES } from '@souk/shared/roles';
import { buyerSearchSchema, staffCreateSchema, staffPatchSchema } from '@souk/shared/schemas/accounts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import {
  createStaff,
  findBuyers,
  listStaff,
  resetStaffPassword,
  setBuyerActive,
  updateStaff,
} from './accounts-admin.service.ts';

/** Issue 14, administration: staff accounts and buyers (admin and super_admin). */
export async function accountsAdminRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_TYPES } as const;
  const tags = ['administration'];
  const actor = (request: FastifyRequest) => ({ id: request.auth!.user.id, types: request.auth!.user.accountTypes });
  const staffParams = z.object({ id: z.uuid(MESSAGES.staffNotFound) });

  api.get('/api/admin/staff', { config, schema: { tags } }, async () => ok({ staff: await listStaff(db) }));
  api.post('/api/admin/staff', { config, schema: { tags, body: staffCreateSchema } }, async (request, reply) =>
    reply.status(201).send(ok(await createStaff(db, actor(request), request.body), MESSAGES.staffCreated)),
  );
  api.put(
    '/api/admin/staff/:id',
    { config, schema: { tags, params: staffParams, body: staffPatchSchema } },
    async (request) =>
      ok({ staff: await updateStaff(db, actor(request), request.params.id, request.body) }, MESSAGES.staffUpdated),
  );
  api.post('/api/admin/staff/:id/reset-password', { config, schema: { tags, params: staffParams } }, async (request) =>
    ok(await resetStaffPassword(db, actor(request), request.params.id), MESSAGES.passwordResetByAdmin),
  );

  api.get('/api/admin/buyers', { config, schema: { tags, querystring: buyerSearchSchema } }, async (request) =>
    ok({ buyers: await findBuyers(db, request.query.q) }),
  );
  api.put(
    '/api/admin/buyers/:id/status',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.uuid(MESSAGES.buyerNotFound) }),
        body: z.object({ isActive: z.boolean() }),
      },
    },
    async (request) => {
      const buyer = await setBuyerActive(db, actor(request).id, request.params.id, request.body.isActive);
      return ok({ buyer }, request.body.isActive ? MESSAGES.buyerReactivated : MESSAGES.buyerSuspended);
    },
  );
}
