import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { contactSchema, newsletterSchema } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { ADDRESS_LIMITS } from '../../http/address-gate.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import type { OutboxNudge } from '../otp/otp.routes.ts';
import { recordSupportMessage } from '../support/support.service.ts';
import { listBanners, listSponsors, subscribe } from './home.service.ts';
import { liveConfig } from '../settings/settings.service.ts';
import { requestLanguage } from '../../http/request-language.ts';

/** Banners and sponsors are read from `catalogDb` (the read replica when there is one); the forms write to `db`. */
export async function homeRoutes(
  app: FastifyInstance,
  options: { db: Db; catalogDb: Db; storage: ObjectStorage; outbox: OutboxNudge; config: Config },
) {
  const { db, catalogDb, storage, outbox, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['home'];

  api.get('/api/hero/all-banners', { config: { access: 'public' }, schema: { tags } }, async () =>
    ok({ banners: await listBanners(catalogDb, storage) }),
  );
  api.get('/api/sponsors/admin/all', { config: { access: 'public' }, schema: { tags } }, async () =>
    ok({ sponsors: await listSponsors(catalogDb, storage) }),
  );

  api.post(
    '/api/newsletter/subscribe',
    { config: { access: 'public' }, schema: { tags, body: newsletterSchema } },
    async (request) => {
      await subscribe(db, request.body.email, requestLanguage(request));
      outbox.nudge();
      return ok(null, MESSAGES.subscribed);
    },
  );

  api.post(
    '/api/contact-us',
    { config: { access: 'public', addressGate: ADDRESS_LIMITS.forms }, schema: { tags, body: contactSchema } },
    async (request) => {
      await recordSupportMessage(db, (await liveConfig(db, config)).mail.support, {
        ...request.body,
        source: 'contact',
        userId: request.auth?.user.id ?? null,
      });
      outbox.nudge();
      return ok(null, MESSAGES.contactSent);
    },
  );
}
