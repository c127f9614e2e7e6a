import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/**
 * Issue 41: a cash order waiting for its buyer's confirmation (decision 0025). One row per order
 * that needed it; the code and the link's token are kept hashed, as the one-time codes are.
 */
export const cashConfirmations = pgTable(
  'cash_confirmations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** HMAC of the 6-digit code with CODE_HASH_KEY (otp/codes.ts). */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the one-tap link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Wrong codes given so far; at CASH_CONFIRM_MAX_TRIES a new code must be sent. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** Where the code went last: whatsapp or sms, to the order's phone. */
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unconfirmed by then, the order is cancelled and its stock released (the cash sweep). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep reads only the confirmations still open, by their deadline.
  (table) => [
    index('cash_confirmations_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
);
