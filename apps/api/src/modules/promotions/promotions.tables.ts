import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/**
 * A seller asks for a discount on its product for some dates, or for a place in today's deals or
 * featured. Staff accept or decline; an accepted one takes effect on its dates.
 */
export const promotionalRequests = pgTable(
  'promotional_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** discount, todays_deal, featured. */
    kind: text('kind').notNull(),
    discountPercent: smallint('discount_percent'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    /** pending, accepted, declined, cancelled. */
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** Who asked: the seller, or sales staff offering a discount (issue 10). */
    requestedBy: uuid('requested_by').references(() => users.id),
    /** A running discount's prices before it started (variant id -> price and original price), put back when it ends. */
    savedPrices:
      jsonb('saved_prices').$type<Record<string, { priceCents: number; originalPriceCents: number | null }>>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotional_requests_seller_idx').on(table.sellerId, table.createdAt),
    index('promotional_requests_status_idx').on(table.status, table.startsAt),
  ],
);

/**
 * One store of the home lists' placements (todays_deals, featured, trending, best_sellers) with
 * dates: written by admins, by accepted promotional requests and by the sales configuration cards.
 * The home shelves show a product while a placement of that list is running.
 */
export const placements = pgTable(
  'placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** admin, promotion, sales. */
    source: text('source').notNull(),
    promotionalRequestId: uuid('promotional_request_id').references(() => promotionalRequests.id, {
      onDelete: 'cascade',
    }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('placements_list_idx').on(table.list, table.startsAt),
    index('placements_running_idx')
      .on(table.list)
      .where(sql`${table.endsAt} is null`),
  ],
);
