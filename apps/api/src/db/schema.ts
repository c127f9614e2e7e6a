/** Every module's tables, for Drizzle's typed queries and for drizzle-kit's migrations. */
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/sellers/sellers.tables.ts';
export * from '../modules/otp/otp.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
export * from '../modules/recovery/recovery.tables.ts';
export * from '../modules/social/social.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/home/home.tables.ts';
export * from '../modules/search/search.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/wishlist/wishlist.tables.ts';
export * from '../modules/coupons/coupons.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/support/support.tables.ts';
