import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The instance's one Redis connection (REDIS_URL). While Redis is away ioredis reconnects by
 * itself; a command is retried only twice, so the requests that need Redis fail within seconds
 * instead of queueing up behind it.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection problem'));
  return redis;
}
