import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * The payout ledger: one row per seller and weekly period. Online sales are collected by the
 * platform and owed to the seller; cash on delivery is collected by the seller, so its commission
 * is owed to the platform and netted here. amount = online gross - online refunds - commission
 * on everything delivered (the cash netted is the commission on cash sales).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Every delivered sale of the period, online and cash. */
    grossCents: integer('gross_cents').notNull(),
    onlineCents: integer('online_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
    refundsCents: integer('refunds_cents').notNull(),
    /** Units and seller parts delivered in the week: the seller area's all-time counts add these up. */
    deliveredUnits: integer('delivered_units').notNull().default(0),
    deliveredParts: integer('delivered_parts').notNull().default(0),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    commissionCents: integer('commission_cents').notNull(),
    /** The commission on cash sales, taken from what the platform owes for online ones. */
    cashNettedCents: integer('cash_netted_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** scheduled (period closed, to be paid), paid. */
    status: text('status').notNull().default('scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_seller_period_key').on(table.sellerId, table.periodStart),
    index('payouts_status_idx').on(table.status, table.periodEnd),
  ],
);
