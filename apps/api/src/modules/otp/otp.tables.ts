import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One-time codes: only a keyed hash (HMAC-SHA256) is kept; single use, 5 minutes, 5 wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    email: text('email'),
    purpose: text('purpose').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_phone_idx').on(table.phone, table.purpose, table.createdAt)],
);

/**
 * Proof of a passed code check, redeemed once by sign-up. A code sent by e-mail proves that e-mail
 * (kept here), never the phone it was asked for.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  channel: text('channel').notNull().default('sms'),
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every code sent (sign-up or recovery), for the per-recipient and per-address caps. */
export const codeSends = pgTable(
  'code_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('code_sends_target_idx').on(table.target, table.createdAt),
    index('code_sends_ip_idx').on(table.ip, table.createdAt),
  ],
);
