import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { CS_TYPES } from '@souk/shared/roles';
import { supportRequestSchema } from '@souk/shared/schemas/checkout';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ADDRESS_LIMITS } from '../../http/address-gate.ts';
import { liveConfig } from '../settings/settings.service.ts';
import { handleSupportMessage, recordSupportMessage, supportInbox } from './support.service.ts';

/** Spec 2 section 7: the checkout's support dialog, under both paths the spec names; and the desk's inbox of them (issue 15). */
export async function supportRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  for (const [path, source] of [
    ['/api/cs/support-request', 'support'],
    ['/api/checkout/contact-us', 'checkout'],
  ] as const) {
    api.post(
      path,
      { config: { access: 'public', addressGate: ADDRESS_LIMITS.forms }, schema: { tags, body: supportRequestSchema } },
      async (request) => {
        await recordSupportMessage(db, (await liveConfig(db, config)).mail.support, {
          ...request.body,
          phone: `+961${request.body.phone}`,
          source,
          userId: request.auth?.user.id ?? null,
        });
        return ok(null, MESSAGES.supportSent);
      },
    );
  }

  const desk = { access: CS_TYPES } as const;
  api.get(
    '/api/cs/support-messages',
    { config: desk, schema: { tags, querystring: z.object({ status: z.enum(['open', 'handled']).default('open') }) } },
    async (request) => ok({ messages: await supportInbox(db, request.query.status) }),
  );
  api.put(
    '/api/cs/support-messages/:id',
    {
      config: desk,
      schema: {
        tags,
        params: z.object({ id: z.uuid(MESSAGES.supportMessageNotFound) }),
        body: z.union([
          z.object({ answer: z.string().trim().min(1, MESSAGES.supportAnswerRequired).max(2000) }),
          z.object({ ticketed: z.literal(true) }),
        ]),
      },
    },
    async (request) => {
      await handleSupportMessage(db, request.auth!.user.id, request.params.id, request.body);
      return ok(null, 'answer' in request.body ? MESSAGES.supportAnswered : MESSAGES.changesSaved);
    },
  );
}
