import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@souk/shared/notification-texts';
import { users } from '../auth/auth.tables.ts';

/** A buyer's notifications, made by real events (order placed, paid, shipped...). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    kind: text('kind').notNull(),
    /** What the title and message are made of, so the web app can show them in Arabic too. */
    params: jsonb('params').$type<NotificationParams>(),
    orderId: uuid('order_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
