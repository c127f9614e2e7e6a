import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { liveConfig } from '../settings/settings.service.ts';

export async function systemRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return ok({ db: 'ok' });
  });

  /** What the web app needs to know about this deployment before it routes anything. */
  app.get('/api/config', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => {
    // The site mode, the rate and the hot line are as admins last set them (issue 14).
    const live = await liveConfig(db, config);
    return ok({
      siteMode: live.siteMode,
      lbpPerUsd: live.lbpPerUsd,
      publicUrl: config.publicUrl,
      /** Sign-in buttons to show: only providers with a client id and secret. */
      socialProviders: (['google', 'facebook'] as const).filter((provider) => config.oauth[provider]),
      devOutbox: config.devOutbox,
      /** The footer's Facebook, Instagram and WhatsApp links, null when not configured. */
      social: live.social,
    });
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
