import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The couriers sellers ship with (issue 41), a list staff keep in the admin area. `trackingUrl` is
 * the courier's tracking address with `{number}` where the parcel's tracking number goes
 * (https://track.example/{number}); without one the buyer sees the number alone. An inactive
 * courier is no longer offered to sellers; the parts already shipped with it keep it.
 */
export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    trackingUrl: text('tracking_url'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('couriers_name_idx').on(sql`lower(${table.name})`)],
);
