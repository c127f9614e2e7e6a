import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { couriers } from '../delivery/delivery.tables.ts';

export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  location: string;
  country: string;
  /** Issue 41; absent from orders placed before. */
  building?: string;
  floor?: string;
  notes?: string;
}

/** A buyer's order. Money in cents, fixed at the moment of ordering. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * pending (awaiting online payment), awaiting_confirmation (a cash order waiting for the buyer's
     * code, issue 41), confirmed, processing, shipped, delivered, cancelled.
     */
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** pending, captured, failed, refund_pending, refunded. Only the gateway or a delivery changes it. */
    paymentStatus: text('payment_status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    /** Cash on delivery's fee (issue 41), in the total, collected with the last parcel; 0 for other methods. */
    codFeeCents: integer('cod_fee_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatRate: numeric('vat_rate', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    /** The LBP rate when the order was placed: its LBP amounts stay what the buyer was shown. */
    lbpPerUsd: integer('lbp_per_usd').notNull().default(DEFAULT_LBP_PER_USD),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** The governorate of the address ("Beirut" of "Beirut - Achrafieh"), kept by PostgreSQL for the sales filters. */
    governorate: text('governorate').generatedAlwaysAs(
      sql`split_part(coalesce(shipping_address->>'location', ''), ' - ', 1)`,
    ),
    idempotencyKey: text('idempotency_key'),
    /**
     * When the order began waiting for an online payment: its placing, or the moment a cash order
     * was switched to an online method. The unpaid hold counts from here, not from the placing.
     */
    awaitingPaymentSince: timestamp('awaiting_payment_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The sales dashboards' orders table reads the newest orders first (ties by id), skipping the
    // earlier pages in the index alone ...
    index('orders_newest_idx').on(table.createdAt, table.id),
    // ... and the newest of one governorate, and how many there are, without reading the addresses.
    index('orders_governorate_newest_idx').on(table.governorate, table.createdAt, table.id),
    // The unpaid-order sweep runs every minute: it reads only the few orders still awaiting payment.
    index('orders_awaiting_payment_idx')
      .on(table.awaitingPaymentSince)
      .where(sql`${table.status} = 'pending' and ${table.paymentMethod} <> 'cash_on_delivery'`),
  ],
);

/**
 * Issue 25: how many orders each governorate has in each status, so that the sales orders table
 * counts a filter by adding a few rows instead of reading every order of it. PostgreSQL's triggers
 * (migration 0036) append each order's placing, move or removal to `orderCountChanges`, without
 * locking anything; the sales sweep folds those changes into these rows (`foldOrderCounts`), and a
 * count adds both.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    governorate: text('governorate').notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.governorate, table.status] })],
);

/** +1 or -1 orders of a governorate in a status, not yet folded into `orderCounts`. */
export const orderCountChanges = pgTable('order_count_changes', {
  governorate: text('governorate').notNull(),
  status: text('status').notNull(),
  change: integer('change').notNull(),
});

/** Each seller's part of an order, which that seller sees and acts on. */
export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The seller's reason when it cancelled its part. */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the parcel was delivered: sales figures and payout periods count from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * When the part reached each step (issue 41, the buyer's timeline): set by PostgreSQL as the status
     * changes (trigger `seller_orders_step_times`, migration 0046), whoever changes it.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    /** Refused at the door: the parcel went back to the seller; not a sale. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** Who carries the parcel: a courier of the admin's list and its tracking number, or the seller's own delivery. */
    courierId: uuid('courier_id').references(() => couriers.id),
    trackingNumber: text('tracking_number'),
    ownDelivery: boolean('own_delivery').notNull().default(false),
    /**
     * What the seller's order search looks in, lower case, one field apart from the next: the order
     * number, the buyer's name and phone, the part's product names and SKUs. Kept by PostgreSQL
     * (the triggers of migration 0035), never written by the API.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_orders_seller_idx').on(table.sellerId, table.createdAt),
    // A shop's parts by status, with what the seller home and the sales figures sum of them: the
    // parts by status and today's, the 30 days' deliveries and the check for ended weeks still to
    // close read this index alone, not each part's row (bench/README, sixth session).
    index('seller_orders_status_idx').on(
      table.sellerId,
      table.status,
      table.deliveredAt,
      table.createdAt,
      table.subtotalCents,
    ),
    // An order's parts: read by every order view, and by the cascade when an order is deleted.
    // Without it each lookup scanned every part (24 ms a lookup at 400,000 parts; bench/README).
    index('seller_orders_order_idx').on(table.orderId),
    index('seller_orders_delivered_idx')
      .on(table.sellerId, table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
    // The sales dashboards' "stuck" list reads the open parts by how long they have waited.
    index('seller_orders_open_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} in ('confirmed', 'processing', 'shipped', 'out_for_delivery')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: uuid('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    color: text('color'),
    size: text('size'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's discount and of its VAT (decision 0012): what a refund of it may give back. */
    discountCents: integer('discount_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    /** Set when customer service cancelled the line before its parcel left: it is no longer in its seller's part. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // A seller's figures and order list read the items of its parts.
    index('order_items_seller_order_idx').on(table.sellerOrderId),
  ],
);
