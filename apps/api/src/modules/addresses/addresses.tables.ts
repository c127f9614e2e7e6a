import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * A buyer's address book (issue 41): places the buyer has parcels brought to, one of them the
 * default that checkout offers first. An order keeps its own copy (orders.shipping_address), so
 * editing or deleting an address here never changes an order already placed.
 */
export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's own name for it: Home, Work, Mum's. */
    label: text('label').notNull().default(''),
    /** 'Governorate - City' from the static list, as checkout's location (the delivery fee goes by it). */
    location: text('location').notNull(),
    city: text('city').notNull(),
    streetAddress: text('street_address').notNull(),
    building: text('building').notNull().default(''),
    floor: text('floor').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** +961 and 8 digits: the number the courier calls. */
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buyer_addresses_user_idx').on(table.userId, table.createdAt),
    // One default per buyer, held by the database.
    uniqueIndex('buyer_addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Which order updates a buyer wants by WhatsApp or SMS besides the bell and e-mail (issue 41): one
 * row per step the buyer chose a channel for; a step without a row goes by neither.
 */
export const updatePreferences = pgTable(
  'update_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shipped, out_for_delivery, delivered, refund (UPDATE_STEPS). */
    step: text('step').notNull(),
    /** whatsapp or sms. */
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);
