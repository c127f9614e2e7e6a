import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { categories } from '../catalog/catalog.tables.ts';

/** Percent or fixed-amount coupons with a window, limits and an optional category or seller scope. */
export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored upper case; people type it in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  /** Percent (1-100) or US cents, by kind. */
  value: integer('value').notNull(),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /**
   * A welcome gift: only for an account with a verified phone, and once per phone, so that fresh
   * sign-ups (cheap to make by the dozen) do not each get it.
   */
  oncePerPhone: boolean('once_per_phone').notNull().default(false),
  redemptionsCount: integer('redemptions_count').notNull().default(0),
  categoryId: uuid('category_id').references(() => categories.id),
  sellerId: uuid('seller_id').references(() => users.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').notNull(),
    /** The buyer's verified phone when the coupon was used, for once-per-phone coupons. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order_key').on(table.couponId, table.orderId),
    index('coupon_redemptions_phone_idx').on(table.couponId, table.phone),
  ],
);
