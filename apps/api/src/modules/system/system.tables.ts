import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background sweep: the instance that moves `claimed_until` forward runs the round,
 * the others skip it, so several instances never run one sweep side by side.
 */
export const sweepClaims = pgTable('sweep_claims', {
  name: text('name').primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});
