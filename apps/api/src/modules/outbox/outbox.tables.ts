import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail, SMS and WhatsApp message is written here first, in the caller's transaction, and
 * delivered by the worker: a slow provider never blocks a request and a failed send is retried.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** E-mails only: the HTML part, sent with `body` as its plain-text alternative. */
    html: text('html'),
    /** pending -> sending -> sent, or back to pending with a later next_attempt_at; failed after the last try. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredBy: text('delivered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Set for a message that must go at most once (an order step's WhatsApp or SMS update, issue
     * 41): a second enqueue with the same key is dropped by the unique index.
     */
    dedupeKey: text('dedupe_key').unique('outbox_dedupe_key'),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
