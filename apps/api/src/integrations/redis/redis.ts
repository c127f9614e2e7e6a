import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The instance's one Redis connection (REDIS_URL), connected before the server answers anything.
 * While Redis is away ioredis reconnects by itself, and commands fail at once rather than queue
 * behind it (no offline queue): caches then load the answer themselves and throttled requests get a
 * 503 with a time to try again, within milliseconds instead of after every reconnect attempt.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection problem'));
  await redis
    .connect()
    .catch((error: unknown) => log.error({ err: error }, 'Redis cannot be reached; retrying in the background'));
  return redis;
}
