import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { savedAddressSchema, updatePreferencesSchema } from '@souk/shared/schemas/addresses';
import type { Db } from '../../db/client.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import {
  addAddress,
  deleteAddress,
  getUpdatePreferences,
  listAddresses,
  saveUpdatePreferences,
  setDefaultAddress,
  updateAddress,
} from './addresses.service.ts';

const idParams = z.object({ id: z.uuid(MESSAGES.addressNotFound) });
const userIdOf = (request: FastifyRequest) => request.auth!.user.id;

/** Issue 41: the signed-in buyer's address book and WhatsApp/SMS update choices, its own only. */
export async function addressRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' } as const;
  const own = { ...config, reach: BUYERS_OWN };
  const tags = ['addresses'];

  api.get('/api/addresses', { config, schema: { tags } }, async (request) =>
    ok({ addresses: await listAddresses(db, userIdOf(request)) }),
  );
  api.post('/api/addresses', { config, schema: { tags, body: savedAddressSchema } }, async (request, reply) =>
    reply
      .status(201)
      .send(ok({ address: await addAddress(db, userIdOf(request), request.body) }, MESSAGES.addressSaved)),
  );
  api.put(
    '/api/addresses/:id',
    { config: own, schema: { tags, params: idParams, body: savedAddressSchema } },
    async (request) =>
      ok(
        { address: await updateAddress(db, userIdOf(request), request.params.id, request.body) },
        MESSAGES.addressSaved,
      ),
  );
  api.put('/api/addresses/:id/default', { config: own, schema: { tags, params: idParams } }, async (request) => {
    await setDefaultAddress(db, userIdOf(request), request.params.id);
    return ok({ addresses: await listAddresses(db, userIdOf(request)) }, MESSAGES.defaultAddressSet);
  });
  api.delete('/api/addresses/:id', { config: own, schema: { tags, params: idParams } }, async (request) => {
    await deleteAddress(db, userIdOf(request), request.params.id);
    return ok({ addresses: await listAddresses(db, userIdOf(request)) }, MESSAGES.addressDeleted);
  });

  api.get('/api/update-preferences', { config, schema: { tags } }, async (request) =>
    ok({ preferences: await getUpdatePreferences(db, userIdOf(request)) }),
  );
  api.put('/api/update-preferences', { config, schema: { tags, body: updatePreferencesSchema } }, async (request) =>
    ok(
      { preferences: await saveUpdatePreferences(db, userIdOf(request), request.body) },
      MESSAGES.updatePreferencesSaved,
    ),
  );
}
