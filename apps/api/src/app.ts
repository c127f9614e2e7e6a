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
import { registerTextCheck } from './http/request-text.ts';
import { sessionPlugin } from './http/session.ts';
import { forgetStaleAttempts } from './http/throttle.ts';
import { shareCachesThrough } from './http/ttl-cache.ts';
import { openRedis } from './integrations/redis/redis.ts';
import { registerApiReference } from './openapi/reference.ts';
import { buildSenders } from './integrations/messaging/senders.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { OutboxWorker } from './modules/outbox/outbox.worker.ts';
import { recoveryRoutes } from './modules/recovery/recovery.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { cancelUnpaidOrders } from './modules/orders/orders.service.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { requestRefund } from './modules/payments/payments.service.ts';
import { sellerOrderRoutes } from './modules/seller-area/seller-orders.routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { registerPageRoutes } from './modules/ssr/page-routes.ts';
import { SIGNATURE_HEADER } from './integrations/payments/gateway.ts';
import { sandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import type { ObjectStorage } from './integrations/storage/storage.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { SHUTDOWN_QUIET_MS, sweepRounds, untilQuiet } from './modules/system/sweeps.ts';
import { closeEndedWeeks } from './modules/payouts/payouts.service.ts';
import { runDiscounts } from './modules/promotions/promotions.service.ts';
import { sellerAccountRoutes } from './modules/sellers/seller-account.routes.ts';
import { isShopSuspended } from './modules/sellers/sellers.service.ts';
import { sellerProductRoutes } from './modules/seller-area/seller-products.routes.ts';
import { productReviewRoutes } from './modules/catalog/product-review.routes.ts';
import { sellerNotificationRoutes } from './modules/sellers/seller-notifications.routes.ts';
import { salesRoutes } from './modules/payouts/sales.routes.ts';
import { placementRoutes, promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { csRoutes } from './modules/cs/cs.routes.ts';
import { sellerDashboardRoutes } from './modules/seller-area/seller-dashboard.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { accountsAdminRoutes } from './modules/auth/accounts-admin.routes.ts';
import { catalogDataRoutes } from './modules/catalog/catalog-data.routes.ts';
import { staffProductRoutes } from './modules/catalog/staff-products.routes.ts';
import { homeAdminRoutes } from './modules/home/home-admin.routes.ts';
import { salesDashboardRoutes } from './modules/sales/sales-dashboard.routes.ts';
import { refreshSalesRollups, SALES_ROLLUP_REFRESH_MS } from './modules/sales/sales-rollups.ts';

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
  /** Tests turn request logging off to keep their output readable. */
  logger?: boolean;
}

/** How often owed refunds are asked for again. */
const REFUND_SWEEP_EVERY_MS = 10 * 60_000;
/** How often unpaid orders past their hold are cancelled: their stock is back on sale within a minute. */
const UNPAID_SWEEP_EVERY_MS = 60_000;
/** How often counters and spent challenges past their time are forgotten. */
const THROTTLE_SWEEP_EVERY_MS = 10 * 60_000;

/** Builds the whole API (and the web app when built); server.ts listens, tests inject. */
export async function buildApp({ config, db, replica, storage, logger = true }: AppOptions): Promise<FastifyInstance> {
  // The storefront's catalogue reads; writes, and reads that must see them, keep to `db` (README, "Read replica").
  const catalogDb = replica?.db ?? db;
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
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

  const messaging = buildSenders(config, app.log);
  const outbox = new OutboxWorker(db, messaging.senders, app.log);
  app.decorate('outbox', outbox);

  await app.register(systemRoutes, { db, config, redis: redis?.client, replica });
  await app.register(authRoutes, { db, config });
  await app.register(otpRoutes, { db, config, outbox });
  await app.register(recoveryRoutes, { db, config, outbox });
  await app.register(outboxRoutes, { db, config });
  await app.register(socialRoutes, { db, config });
  await app.register(catalogRoutes, { db, catalogDb, storage });
  // Search suggestions and the sitemaps and pages below only read.
  await app.register(searchRoutes, { db: catalogDb, storage });
  await app.register(reviewRoutes, { db });
  await app.register(homeRoutes, { db, catalogDb, storage, outbox, config });
  await app.register(mediaRoutes, { storage });
  await app.register(cartRoutes, { db, storage, config });
  await app.register(wishlistRoutes, { db, storage });
  await app.register(checkoutRoutes, { db, config, outbox });
  await app.register(notificationRoutes, { db });
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
  await app.register(paymentRoutes, { db, gateway: sandbox, webhookSecret: config.paymentWebhookSecret });
  await app.register(sandboxRoutes, { db, sandbox });
  await app.register(orderRoutes, { db, gateway: sandbox });
  await app.register(sellerOrderRoutes, { db });
  const sellerArea = { db, config, storage, gateway: sandbox };
  await app.register(sellerAccountRoutes, sellerArea);
  await app.register(sellerProductRoutes, sellerArea);
  await app.register(productReviewRoutes, sellerArea);
  await app.register(sellerNotificationRoutes, sellerArea);
  await app.register(salesRoutes, sellerArea);
  await app.register(promotionRoutes, sellerArea);
  await app.register(sellerDashboardRoutes, sellerArea);
  await app.register(catalogDataRoutes, { db, storage });
  await app.register(staffProductRoutes, { db, storage });
  await app.register(homeAdminRoutes, { db, storage });
  await app.register(auditRoutes, { db });
  await app.register(settingsRoutes, { db, config });
  await app.register(couponRoutes, { db });
  await app.register(accountsAdminRoutes, { db });
  await app.register(placementRoutes, { db });
  await app.register(salesDashboardRoutes, { db });
  await app.register(csRoutes, { db, gateway: sandbox });
  // In the background once the server is up and then again and again: refunds still owed (the
  // gateway was down, or the server stopped) are asked for again, and online orders not paid
  // within UNPAID_ORDER_HOLD_MINUTES give their stock back; with the refunds, counters and spent
  // challenges past their time are forgotten. The sandbox answers through app.inject, which waits
  // for ready. Each round runs on the one instance that claims it (claimSweep); the others skip it.
  const background = sweepRounds(db, app.log, (name, run) => app.metrics.sweep(name, run));
  const sweeps = {
    refunds: background.every('refund', REFUND_SWEEP_EVERY_MS, () => requestRefund(db, sandbox, undefined, app.log)),
    unpaid: background.every('unpaid order', UNPAID_SWEEP_EVERY_MS, () =>
      cancelUnpaidOrders(db, config.unpaidOrderHoldMinutes),
    ),
    throttle: background.every('throttle', THROTTLE_SWEEP_EVERY_MS, () => forgetStaleAttempts(db)),
    // Payout weeks close hourly (and whenever a seller's figures are read); promotions start and end by the minute.
    payouts: background.every('payout', 60 * 60_000, () => closeEndedWeeks(db)),
    promotions: background.every('promotion', 60_000, () => runDiscounts(db)),
    // The sales dashboards' rollups (issue 16): refreshed at start-up and every two minutes.
    salesRollups: background.every('sales rollup', SALES_ROLLUP_REFRESH_MS, () => refreshSalesRollups(db)),
  };
  app.addHook('onReady', async () => {
    void sweeps.refunds.round();
    void sweeps.unpaid.round();
    void sweeps.salesRollups.round();
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
  await app.register(supportRoutes, { db, config });
  await app.register(seoRoutes, { db: catalogDb, publicUrl: config.publicUrl });

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
