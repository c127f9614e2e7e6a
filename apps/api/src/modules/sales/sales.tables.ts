import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 16: when each rollup of the sales dashboards was last refreshed. The rollups themselves are
 * materialised views (migration 0020) that a background sweep refreshes; their dashboards say how
 * fresh the figures are from here.
 */
export const rollupRefreshes = pgTable('rollup_refreshes', {
  name: text('name').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
