import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { poolOf, type Db, type ReadReplica } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { outboxBacklog } from '../outbox/outbox.service.ts';
import { createMetrics, type AppMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: routes count what they did in one line, e.g. `app.metrics.orderPlaced(method)`. */
    metrics: AppMetrics;
  }
}

/** Headers a reverse proxy adds (any of them: nginx's proxy_pass sets none by default, some set only X-Forwarded-Proto). */
const PROXY_HEADER = /^(x-forwarded-|forwarded$|via$|x-real-ip$)/;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read GET /metrics: a caller with the METRICS_TOKEN bearer token, from anywhere; without
 * it, only a direct connection from a METRICS_ALLOW address. The connection's own address is
 * checked, never X-Forwarded-For (which a visitor writes), and a request that came through a proxy
 * is refused even when the proxy runs on an allowed address: the public site never reaches it.
 * Behind a proxy (TRUST_PROXY), where a proxy may add none of those headers, only the token opens it.
 */
export function metricsGate(settings: Config['metrics'], behindProxy: boolean): (request: FastifyRequest) => boolean {
  const allowed = new BlockList();
  for (const item of settings.allow) {
    const [address = '', prefix] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const tokenHash = settings.token ? sha256(settings.token) : undefined;
  return (request) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) return tokenHash !== undefined && timingSafeEqual(sha256(bearer), tokenHash);
    if (behindProxy || Object.keys(request.headers).some((header) => PROXY_HEADER.test(header))) return false;
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(address);
    return family !== 0 && allowed.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Gives the app its metrics (`app.metrics`), times every answer by route pattern and status, and
 * serves GET /metrics in Prometheus text to the callers `metricsGate` lets in. Kept out of the
 * OpenAPI document: it is for operators, not integrators.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: Db; config: Config; replica?: ReadReplica | undefined },
) {
  const { db, config, replica } = options;
  const metrics = createMetrics({
    pool: poolOf(db),
    replica: replica && { pool: poolOf(replica.db), replayLagSeconds: () => replica.replayLagSeconds() },
    outboxBacklog: () => outboxBacklog(db),
    onReadError: (error) => app.log.warn({ err: error }, 'metrics could not read the outbox'),
    // The page routes are registered after the metrics: read at each scrape.
    pageRenders: () => (app.hasDecorator('pageRenders') ? app.pageRenders() : undefined),
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const mayRead = metricsGate(config.metrics, config.trustProxy);
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!mayRead(request)) throw new HttpError(403, 'Metrics are not available from this address.');
      },
    },
    async (_request, reply) =>
      reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.scrape()),
  );
}
