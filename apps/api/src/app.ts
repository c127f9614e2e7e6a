import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, ReadReplica } from './db/client.ts';
import { enforceAccess } from './http/access.ts';
import { registerAddressGate } from './http/address-gate.ts';
import { challengeService } from './http/challenges.ts';
import { databaseCounters, redisCounters } from './http/counter-store.ts';
import { noStorePrivateAnswers } from './http/cache-control.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { answerClientError, answerFrameworkError, answerWithRequestId, requestIdOf } from './http/request-id.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { traceRequests } from './http/tracing.ts';
import { startTracing } from './integrations/telemetry/telemetry.ts';
import { registerTextCheck } from './http/request-text.ts';
import { sessionPlugin } from './http/session.ts';
import { shareCachesThrough } from './http/ttl-cache.ts';
import { openRedis } from './integrations/redis/redis.ts';
import { registerApiReference } from './openapi/reference.ts';
import { buildSenders } from './integrations/messaging/senders.ts';
import { OutboxWorker } from './modules/outbox/outbox.worker.ts';
import { registerPageRoutes } from './modules/ssr/page-routes.ts';
import { SIGNATURE_HEADER } from './integrations/payments/gateway.ts';
import { sandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import type { ObjectStorage } from './integrations/storage/storage.ts';
import { type ModuleContext, moduleRoutes, moduleSweeps } from './modules.ts';
import { SHUTDOWN_QUIET_MS, sweepRounds, untilQuiet } from './modules/system/sweeps.ts';
import { isShopSuspended } from './modules/sellers/sellers.service.ts';
import { setEmailSite } from './modules/emails/site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued e-mail, SMS and WhatsApp; server.ts starts its timer, tests can drain it. */
    outbox: OutboxWorker;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** DATABASE_READ_URL's replica: the catalogue's reads go there (catalogDb below). */
  replica?: ReadReplica;
  storage: ObjectStorage;
  /** Tests turn request logging off to keep their output readable, or read it from a stream. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** Builds the whole API (and the web app when built); server.ts listens, tests inject. */
export async function buildApp({ config, db, replica, storage, logger = true }: AppOptions): Promise<FastifyInstance> {
  // The storefront's catalogue reads; writes, and reads that must see them, keep to `db` (README, "Read replica").
  const catalogDb = replica?.db ?? db;
  // With OTEL_EXPORTER_OTLP_ENDPOINT only: the OpenTelemetry SDK, and trace ids on every log line (issue 39).
  const tracing = await startTracing(config.tracing);
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logger === true ? {} : logger), mixin: tracing?.logMixin } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf(config.trustProxy),
    // Fastify's own answers (a bad address, an unparsable request, the 503 while closing) in our envelope, with their id.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Request ids on every answer, and the metrics (GET /metrics, request timings, app.metrics for the routes).
  answerWithRequestId(app);
  traceRequests(app, tracing);
  registerMetrics(app, { db, config, replica });
  registerTextCheck(app);
  enforceAccess(app, { isShopSuspended: (sellerId) => isShopSuspended(db, sellerId) });

  // Security headers from helmet, built once: @fastify/helmet rebuilt them on every request (about
  // a twentieth of the API's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables into style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.google.com'],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // Plain-http localhost must not be told to switch to https.
    strictTransportSecurity: config.secureCookies,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // API answers over 1 KB go out compressed when the client accepts it (the plugin's brotli runs at
  // quality 4, near gzip's CPU cost). Built assets are compressed once at build time (preCompressed below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // After the cookie plugin, whose own onSend writes the Set-Cookie that this one looks for.
  noStorePrivateAnswers(app);
  // With REDIS_URL, throttle counters, spent challenges and the named answer caches live in Redis,
  // shared by every instance; without it, counters stay in the database and caches in each process.
  const redis = config.redis && {
    client: await openRedis(config.redis.url, app.log),
    keyPrefix: config.redis.keyPrefix,
  };
  const counters = redis ? redisCounters(redis.client, redis.keyPrefix) : databaseCounters(db);
  const stopSharingCaches = redis && shareCachesThrough(redis.client, redis.keyPrefix);
  app.addHook('onClose', async () => {
    stopSharingCaches?.();
    // A client that never reached Redis has nothing to say goodbye to.
    await redis?.client.quit().catch(() => redis.client.disconnect());
  });
  // The API reference (/api/openapi.json, /api/docs), derived in src/openapi: before the first route, which it describes.
  await registerApiReference(app, { publicUrl: config.publicUrl });
  // Routes that name an `addressGate`: past its threshold an address solves a challenge per call.
  registerAddressGate(app, counters, challengeService(counters, config.altchaHmacKey), config.addressLimitFactor);
  await app.register(sessionPlugin, { db });

  // E-mails link to the site by its public address (PUBLIC_URL).
  setEmailSite({ publicUrl: config.publicUrl });
  const messaging = buildSenders(config, app.log);
  const outbox = new OutboxWorker(db, messaging.senders, app.log);
  app.decorate('outbox', outbox);

  // The sandbox gateway delivers its signed webhooks to our own endpoint, as an outside one would.
  const sandbox = sandboxGateway(db, config.paymentWebhookSecret, async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/bobsal/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    });
    return response.statusCode;
  });

  // The rooms: every module's routes, in the order of modules.ts (the system's first), then its
  // background sweeps (modules.ts says what each does and how often).
  const context: ModuleContext = {
    db,
    catalogDb,
    config,
    storage,
    outbox,
    gateway: sandbox,
    redis: redis?.client,
    replica,
    log: app.log,
  };
  for (const routes of moduleRoutes(context)) await routes.register(app);
  const background = sweepRounds(db, app.log, (name, run) => app.metrics.sweep(name, run));
  const firstRounds: (() => Promise<void>)[] = [];
  for (const sweep of moduleSweeps(context)) {
    const { round } = background.every(sweep.name, sweep.everyMs, sweep.run);
    if (sweep.atStart) firstRounds.push(round);
  }
  app.addHook('onReady', async () => {
    for (const round of firstRounds) void round();
  });
  // Closing (SIGTERM, server.ts; README, Operating): at once, no new sweep round or outbox batch
  // starts and new requests get 503; requests, sends and rounds in flight then have
  // SHUTDOWN_GRACE_MS all told. Requests still open then are cut, sends still under way are left
  // to their lease, and rounds still running give their claims back. Only then do the mail
  // senders and Redis close (onClose hooks run last-registered first), and server.ts the pool.
  let stopBy = Number.POSITIVE_INFINITY;
  let cutRequests: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    stopBy = Date.now() + config.shutdownGraceMs;
    background.halt();
    outbox.halt();
    cutRequests = setTimeout(() => {
      app.log.warn('requests still open at the shutdown bound are cut');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs).unref();
    // The listener stays open, answering 503, until no connection has come for a moment: closing
    // it drops connections not yet read, which a client on its way would see as a reset.
    if (app.server.listening) await untilQuiet(app.server, SHUTDOWN_QUIET_MS, config.shutdownGraceMs);
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutRequests);
    const left = Math.max(0, stopBy - Date.now());
    await Promise.all([background.stop(left), outbox.stop(left)]);
    messaging.close();
  });

  const webDist = config.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // One route per file of the build, listed at start (the build does not change while the
      // server runs): a page's address then goes straight to the page routes, where a catch-all
      // looked for it on disk first (three stat calls, most of a cached page's cost).
      wildcard: false,
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      // Our own rule below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await registerPageRoutes(app, { db: catalogDb, storage, config });

  return app;
}
