import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { sellerOrders } from '../orders/orders.tables.ts';

/**
 * A buyer's rating of a shop for one delivered part of an order (issue 40): one per part, so a
 * buyer who ordered from a shop five times rates it five times, each for what it received.
 * Staff may hide an abusive one (with a reason the buyer is told); hidden ones leave the shop's
 * figures and its public list, and stay in the seller's and staff's lists, marked.
 */
export const shopRatings = pgTable(
  'shop_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .unique()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_ratings_stars', sql`${table.stars} between 1 and 5`),
    // The shop page's list, newest first, of the ratings shown: read a page at a time from here.
    index('shop_ratings_shown_idx')
      .on(table.sellerId, table.createdAt, table.id)
      .where(sql`${table.hiddenAt} is null`),
    // The seller's own list (hidden ones too) and staff's list of one shop.
    index('shop_ratings_seller_idx').on(table.sellerId, table.createdAt, table.id),
    // Staff's list of every shop's ratings, newest first.
    index('shop_ratings_newest_idx').on(table.createdAt, table.id),
    // The buyer's ratings, for its order history.
    index('shop_ratings_buyer_idx').on(table.buyerId),
  ],
);

/**
 * A shop's ratings shown (not hidden), counted and summed, kept in the transaction that adds,
 * hides or shows one: the shop's average and count are one row, not a scan of its ratings.
 */
export const shopRatingRollups = pgTable(
  'shop_rating_rollups',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (table) => [check('shop_rating_rollups_counts', sql`${table.ratingCount} >= 0 and ${table.ratingSum} >= 0`)],
);

/**
 * A shop's ratings shown, by the (UTC) day they were given: how many, and how many positive (4 or
 * 5 stars). A 90-day window cannot be kept by adding and taking away alone (days leave it without
 * any write), so the share of positive ratings sums the last 90 of these rows through the primary
 * key: at most 90 small rows, one indexed read, however many ratings the shop has.
 */
export const shopRatingDays = pgTable(
  'shop_rating_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    ratingCount: integer('rating_count').notNull().default(0),
    positiveCount: integer('positive_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day] }),
    check(
      'shop_rating_days_counts',
      sql`${table.positiveCount} >= 0 and ${table.positiveCount} <= ${table.ratingCount}`,
    ),
  ],
);
