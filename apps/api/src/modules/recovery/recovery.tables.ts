import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * One forgot-password request. A row is written for unknown e-mails too (user_id null, nothing
 * sent) so that known and unknown addresses cost and answer the same.
 */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    requestTokenHash: text('request_token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recovery_email_idx').on(table.email, table.createdAt),
    index('recovery_reset_token_idx').on(table.resetTokenHash),
  ],
);
