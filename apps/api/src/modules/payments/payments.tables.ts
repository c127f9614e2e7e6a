import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';

/** An attempt to pay an order online, and the gateway's reference for it. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref').notNull().unique(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An order's payments: read by payment/confirm, refunds and the unpaid-order sweep.
    index('payment_sessions_order_idx').on(table.orderId),
  ],
);

/** Webhook events already applied: a repeated delivery of the same event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox gateway's own book of charges. It stands for an outside payment provider:
 * our payment code reads it only through the gateway interface, never directly.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull(),
  /** What the hosted page tells the shopper it pays for: the order number the buyer knows (SK...). */
  description: text('description').notNull().default(''),
  method: text('method').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  status: text('status').notNull().default('open'),
  /** Given back in parts (item refunds) so far; the whole charge at most. */
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** The refund ids already given back, so asking twice gives back once. */
  refundIds: text('refund_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Paid with the test card whose refunds the bank declines for good (SANDBOX_CARDS.refundDeclined). */
  refundsDeclined: boolean('refunds_declined').notNull().default(false),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The order's refund ledger: every amount given back to a buyer, for one item (a return, a desk's
 * refund, a cancelled item) or for what was left of the order when it was cancelled. Through the
 * gateway for online payments (pending until its refund event), or only recorded for cash on
 * delivery. Their sum never exceeds what was captured (payments/refund-ledger.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id').references(() => sellerOrders.id, { onDelete: 'cascade' }),
    /**
     * The part's seller, filled in by the database from `seller_order_id` on every insert (trigger
     * `refunds_fill_seller`, migration 0030): a seller's refunds of a week are then one index range,
     * not a look-up for every part the shop ever sold.
     */
    sellerId: uuid('seller_id').references(() => users.id),
    /** The order line refunded, when the refund is for one item; null for what was left of a cancelled order. */
    orderItemId: uuid('order_item_id'),
    amountCents: integer('amount_cents').notNull(),
    /**
     * What the refund takes back from its seller's sales (decision 0012): the refunded share of the
     * line's goods for a delivered item, nothing for an item or order that never became a sale.
     */
    sellerChargeCents: integer('seller_charge_cents').notNull().default(0),
    reason: text('reason').notNull(),
    /** gateway or cash (recorded only: cash on delivery is given back by hand). */
    method: text('method').notNull(),
    /** pending, succeeded, failed, recorded. */
    status: text('status').notNull().default('pending'),
    /** Times the gateway was asked and did not give it back; bounded (MAX_REFUND_ATTEMPTS), then failed. */
    attempts: integer('attempts').notNull().default(0),
    /** The gateway's last answer when it did not give the refund back: why it failed, for the desk. */
    failure: text('failure'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_seller_order_idx').on(table.sellerOrderId),
    // The refunds charged to a seller in a payout week (the open week's figures, the weekly close).
    index('refunds_seller_settled_idx')
      .on(table.sellerId, table.settledAt)
      .where(sql`${table.sellerId} is not null`),
    // An item's refunds, added up under the order's lock before each new one (decision 0012).
    index('refunds_order_item_idx')
      .on(table.orderItemId)
      .where(sql`${table.orderItemId} is not null`),
  ],
);
