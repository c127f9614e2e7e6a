import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Searches people ran (page 1), kept 30 days: what popular and trending suggestions are made of. */
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

/**
 * The searches worth suggesting, counted from `search_queries` by a sweep every minute (issue 42):
 * the dropdown reads this small table by prefix or trigram, never the month of searches behind it.
 */
export const popularSearches = pgTable(
  'popular_searches',
  {
    normalized: text('normalized').primaryKey(),
    /** Different visitors who ran it in the last 30 days (popular searches) and 7 days (trending). */
    visitors30d: integer('visitors_30d').notNull(),
    visitors7d: integer('visitors_7d').notNull(),
  },
  (table) => [
    index('popular_searches_trgm_idx').using('gin', sql`${table.normalized} gin_trgm_ops`),
    index('popular_searches_trending_idx').on(table.visitors7d.desc(), table.normalized),
  ],
);
