import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { supportRequestSchema } from '@souk/shared/schemas/checkout';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ADDRESS_LIMITS } from '../../http/address-gate.ts';
import { supportRequests } from './support.tables.ts';

/** Spec 2 section 7: the checkout's support dialog, under both paths the spec names. */
export async function supportRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, source] of [['/api/cs/support-request', 'support'], ['/api/checkout/contact-us', 'checkout']] as const) {
    api.post(path, { config: { access: 'public', addressGate: ADDRESS_LIMITS.forms }, schema: { tags: ['support'], body: supportRequestSchema } }, async (request) => {
      await db.insert(supportRequests).values({ ...request.body, phone: `+961${request.body.phone}`, source, userId: request.auth?.user.id ?? null });
      return ok(null, MESSAGES.supportSent);
    });
  }
}
