import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db, ReadReplica } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { liveConfig } from '../settings/settings.service.ts';

/**
 * `redis` is the shared store when REDIS_URL is set: an instance that cannot reach it is not
 * healthy. `replica` is DATABASE_READ_URL's: without it the catalogue is read from the primary,
 * so the instance stays healthy and health only says so.
 */
export async function systemRoutes(
  app: FastifyInstance,
  options: { db: Db; config: Config; redis: Redis | undefined; replica: ReadReplica | undefined },
) {
  const { db, config, redis, replica } = options;

  // What a load balancer asks before sending an instance traffic: 503 while a store it needs is away.
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['system'] } }, async () => {
    const [primary, replicaState] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      replica?.check(),
    ]);
    if (primary === 'down') throw new HttpError(503, 'Database unavailable');
    const databases = replicaState ? { db: 'ok', replica: replicaState } : { db: 'ok' };
    if (!redis) return ok(databases);
    try {
      await redis.ping();
    } catch {
      throw new HttpError(503, 'Redis unavailable');
    }
    return ok({ ...databases, redis: 'ok' });
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
      /** Days after delivery a buyer may ask for a return: the product pages and the return dialog say it. */
      returnWindowDays: live.returnWindowDays,
    });
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
