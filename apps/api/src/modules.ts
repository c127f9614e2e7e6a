import type { FastifyBaseLogger, FastifyInstance, FastifyPluginOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db, ReadReplica } from './db/client.ts';
import { forgetStaleAttempts } from './http/throttle.ts';
import type { sandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import type { ObjectStorage } from './integrations/storage/storage.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { accountsAdminRoutes } from './modules/auth/accounts-admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cashRoutes } from './modules/cash/cash.routes.ts';
import { expireUnconfirmedOrders } from './modules/cash/cash.service.ts';
import { catalogDataRoutes } from './modules/catalog/catalog-data.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { productReviewRoutes } from './modules/catalog/product-review.routes.ts';
import { staffProductRoutes } from './modules/catalog/staff-products.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { csRoutes } from './modules/cs/cs.routes.ts';
import { homeAdminRoutes } from './modules/home/home-admin.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { cancelUnpaidOrders } from './modules/orders/orders.service.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import type { OutboxWorker } from './modules/outbox/outbox.worker.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { requestRefund } from './modules/payments/payments.service.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { salesRoutes } from './modules/payouts/sales.routes.ts';
import { closeEndedWeeks } from './modules/payouts/payouts.service.ts';
import { placementRoutes, promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { runDiscounts } from './modules/promotions/promotions.service.ts';
import { questionRoutes } from './modules/questions/questions.routes.ts';
import { recoveryRoutes } from './modules/recovery/recovery.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { shopRatingRoutes } from './modules/shop-ratings/shop-ratings.routes.ts';
import { salesDashboardRoutes } from './modules/sales/sales-dashboard.routes.ts';
import { refreshSalesRollups, SALES_ROLLUP_REFRESH_MS } from './modules/sales/sales-rollups.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { refreshPopularSearches } from './modules/search/search.service.ts';
import { sellerDashboardRoutes } from './modules/seller-area/seller-dashboard.routes.ts';
import { sellerOrderRoutes } from './modules/seller-area/seller-orders.routes.ts';
import { courierRoutes } from './modules/delivery/couriers.routes.ts';
import { sellerProductRoutes } from './modules/seller-area/seller-products.routes.ts';
import { sellerAccountRoutes } from './modules/sellers/seller-account.routes.ts';
import { sellerNotificationRoutes } from './modules/sellers/seller-notifications.routes.ts';
import { shopPageEditRoutes } from './modules/sellers/shop-page-edit.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

/** What the modules are built from: one of each, made by buildApp (app.ts). */
export interface ModuleContext {
  db: Db;
  /** The storefront's catalogue reads: the replica's database, or `db` without one (README, "Read replica"). */
  catalogDb: Db;
  config: Config;
  storage: ObjectStorage;
  outbox: OutboxWorker;
  /** The sandbox payment gateway, the only one so far. */
  gateway: ReturnType<typeof sandboxGateway>;
  /** With REDIS_URL, its client; for the health check. */
  redis: Redis | undefined;
  replica: ReadReplica | undefined;
  log: FastifyBaseLogger;
}

/** One module's routes, registered (encapsulated, as Fastify plugins are) with the options they need. */
export interface ModuleRoutes {
  register(app: FastifyInstance): PromiseLike<unknown>;
}

type RoutePlugin<Options> = (app: FastifyInstance, options: Options) => Promise<void>;

/** Pairs a route plugin with its options; the options are checked against what the plugin declares. */
function routes<Options extends FastifyPluginOptions>(plugin: RoutePlugin<Options>, options: NoInfer<Options>) {
  return { register: (app: FastifyInstance) => app.register(plugin, options) } satisfies ModuleRoutes;
}

/** Every module's routes, in the order buildApp registers them: the system's first. */
export function moduleRoutes(context: ModuleContext): ModuleRoutes[] {
  const { db, catalogDb, config, storage, outbox, gateway } = context;
  const sellerArea = { db, config, storage, gateway };
  return [
    routes(systemRoutes, { db, config, redis: context.redis, replica: context.replica }),
    routes(authRoutes, { db, config }),
    routes(otpRoutes, { db, config, outbox }),
    routes(recoveryRoutes, { db, config, outbox }),
    routes(outboxRoutes, { db, config }),
    routes(socialRoutes, { db, config }),
    routes(catalogRoutes, { db, catalogDb, storage }),
    // Search suggestions only read, as do the sitemaps (seoRoutes, last) and the storefront's pages (app.ts).
    routes(searchRoutes, { db: catalogDb, storage }),
    routes(reviewRoutes, { db }),
    routes(shopRatingRoutes, { db }),
    routes(questionRoutes, { db }),
    routes(homeRoutes, { db, catalogDb, storage, outbox, config }),
    routes(mediaRoutes, { storage }),
    routes(cartRoutes, { db, storage, config }),
    routes(wishlistRoutes, { db, storage }),
    routes(checkoutRoutes, { db, config, outbox }),
    routes(notificationRoutes, { db }),
    routes(addressRoutes, { db }),
    routes(paymentRoutes, { db, gateway, webhookSecret: config.paymentWebhookSecret, config }),
    routes(sandboxRoutes, { db, sandbox: gateway }),
    routes(orderRoutes, { db, gateway }),
    routes(cashRoutes, { db, config, outbox }),
    routes(sellerOrderRoutes, { db }),
    routes(courierRoutes, { db }),
    routes(sellerAccountRoutes, sellerArea),
    routes(shopPageEditRoutes, { db, storage }),
    routes(sellerProductRoutes, sellerArea),
    routes(productReviewRoutes, sellerArea),
    routes(sellerNotificationRoutes, sellerArea),
    routes(salesRoutes, sellerArea),
    routes(promotionRoutes, sellerArea),
    routes(sellerDashboardRoutes, sellerArea),
    routes(catalogDataRoutes, { db, storage }),
    routes(staffProductRoutes, { db, storage }),
    routes(homeAdminRoutes, { db, storage }),
    routes(auditRoutes, { db }),
    routes(settingsRoutes, { db, config }),
    routes(couponRoutes, { db }),
    routes(accountsAdminRoutes, { db }),
    routes(placementRoutes, { db }),
    routes(salesDashboardRoutes, { db }),
    routes(csRoutes, { db, gateway }),
    routes(supportRoutes, { db, config }),
    routes(seoRoutes, { db: catalogDb, publicUrl: config.publicUrl }),
  ];
}

/** A background sweep: `run` once every `everyMs`, on the one instance that claims the round. */
export interface Sweep {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Also a round as soon as the server is ready, not only a period later. */
  atStart?: boolean;
}

/** How often owed refunds are asked for again. */
const REFUND_SWEEP_EVERY_MS = 10 * 60_000;
/** How often unpaid orders past their hold are cancelled: their stock is back on sale within a minute. */
const UNPAID_SWEEP_EVERY_MS = 60_000;
/** How often counters and spent challenges past their time are forgotten. */
const THROTTLE_SWEEP_EVERY_MS = 10 * 60_000;

/**
 * In the background once the server is up and then again and again: refunds still owed (the
 * gateway was down, or the server stopped) are asked for again, and online orders not paid
 * within UNPAID_ORDER_HOLD_MINUTES give their stock back; with the refunds, counters and spent
 * challenges past their time are forgotten. The sandbox answers through app.inject, which waits
 * for ready. Each round runs on the one instance that claims it (claimSweep); the others skip it.
 */
export function moduleSweeps({ db, config, gateway, log }: ModuleContext): Sweep[] {
  return [
    {
      name: 'refund',
      everyMs: REFUND_SWEEP_EVERY_MS,
      atStart: true,
      run: () => requestRefund(db, gateway, undefined, log),
    },
    {
      name: 'unpaid order',
      everyMs: UNPAID_SWEEP_EVERY_MS,
      atStart: true,
      run: () => cancelUnpaidOrders(db, config.unpaidOrderHoldMinutes),
    },
    // Cash orders left unconfirmed past their deadline (issue 41): cancelled, their stock back, within a minute.
    {
      name: 'unconfirmed cash order',
      everyMs: UNPAID_SWEEP_EVERY_MS,
      atStart: true,
      run: () => expireUnconfirmedOrders(db),
    },
    { name: 'throttle', everyMs: THROTTLE_SWEEP_EVERY_MS, run: () => forgetStaleAttempts(db) },
    // Payout weeks close hourly (and whenever a seller's figures are read); promotions start and end by the minute.
    { name: 'payout', everyMs: 60 * 60_000, run: () => closeEndedWeeks(db) },
    { name: 'promotion', everyMs: 60_000, run: () => runDiscounts(db) },
    // Popular and trending searches for the dropdown (issue 42): counted again every minute, old searches forgotten.
    { name: 'popular search', everyMs: 60_000, atStart: true, run: () => refreshPopularSearches(db) },
    // The sales dashboards' rollups (issue 16): refreshed at start-up and every two minutes.
    { name: 'sales rollup', everyMs: SALES_ROLLUP_REFRESH_MS, atStart: true, run: () => refreshSalesRollups(db) },
  ];
}
