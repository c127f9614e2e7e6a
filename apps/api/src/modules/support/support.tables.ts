import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * The desk's inbox (issue 15): help asked for from checkout (`support`, `checkout`) and the contact
 * page (`contact`). They carry no order, so they are not tickets yet: an agent answers one, or turns
 * it into a ticket. `status` is open, answered or ticketed.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    handledBy: uuid('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_status_idx').on(table.status, table.createdAt)],
);
