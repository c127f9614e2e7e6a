import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Searches people ran, for popular and trending suggestions. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    normalized: text('normalized').notNull(),
    resultCount: integer('result_count').notNull(),
    visitorId: uuid('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_queries_recent_idx').on(table.createdAt, table.normalized)],
);
