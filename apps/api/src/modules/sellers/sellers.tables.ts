import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { categories } from '../catalog/catalog.tables.ts';

/**
 * pending until an admin approves the shop; a suspended shop's products leave the storefront; a closed
 * shop has stopped trading for good (nothing sets it yet: its page answers 410 Gone, issue 40).
 */
export const SELLER_STATUSES = ['pending', 'active', 'suspended', 'closed'] as const;
/** Each plan's commission rate lives in the site settings (`commission.<plan>`). */
export const SELLER_PLANS = ['regular', 'premium', 'gold'] as const;

/** A seller's business, filled by seller onboarding (spec 2 section 2); one per seller account. */
export const sellerProfiles = pgTable(
  'seller_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    businessName: text('business_name').notNull(),
    businessEmail: text('business_email'),
    businessPhone: text('business_phone'),
    businessDescription: text('business_description').notNull().default(''),
    /** The shop page's description in Arabic; empty when the shop wrote none (the English is shown). */
    businessDescriptionAr: text('business_description_ar').notNull().default(''),
    /**
     * The shop page's logo and banner (issue 40): storage key prefixes of images stored by the media
     * pipeline (`storeImage`, each in every width as WebP); null draws the initials on the site's colours.
     */
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    communicationMethod: text('communication_method'),
    /** email, phone or whatsapp: how the shop wants to be reached (onboarding page 2). */
    preferredCommunication: text('preferred_communication'),
    dataEntryChoice: text('data_entry_choice').notNull(),
    productCategoryId: uuid('product_category_id').references(() => categories.id),
    productSubCategoryId: uuid('product_sub_category_id').references(() => categories.id),
    businessLocation: text('business_location'),
    businessAddress: text('business_address'),
    status: text('status').notNull().default('pending'),
    plan: text('plan').notNull().default('regular'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * The shop page's address, `/shops/<slug>` (issue 40): from the business name, unique. Written by
     * the database (migration 0041, `shop_slug`) on every insert that leaves it empty and when the
     * name changes, so every path that makes or renames a shop (onboarding, staff, seeds) gets one;
     * the old one is kept in `shop_slugs_retired` and answers with a redirect.
     */
    slug: text('slug')
      .notNull()
      .$defaultFn(() => ''),
    /** First approval ("on Souk since"): set by the database when the shop first becomes active, never moved after. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * How many of the shop's parts of orders were delivered (its page's figure, issue 40): kept by
     * PostgreSQL as parts are written (migration 0045, `seller_orders_delivered_count`), so the page
     * reads one row, not a count of every delivery, and no write path can forget it.
     */
    deliveredParts: integer('delivered_parts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seller_profiles_slug_key').on(table.slug)],
);

/** A shop's former page addresses (its name changed): each answers with a 301 to the current one. */
export const shopSlugsRetired = pgTable('shop_slugs_retired', {
  slug: text('slug').primaryKey(),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller's own change to its profile: a single-use token is e-mailed (status token_sent), the
 * form sent with it waits for an admin (pending), who approves (applied) or declines it.
 */
export const sellerUpdateRequests = pgTable(
  'seller_update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the e-mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    /** token_sent, pending, approved, declined. */
    status: text('status').notNull().default('token_sent'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seller_update_requests_token_key').on(table.tokenHash),
    index('seller_update_requests_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/** A seller's notices (new order parts, review outcomes, staff notices): the seller area's bell. */
export const sellerNotifications = pgTable(
  'seller_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** new_order, order_cancelled, item_approved, item_rejected, shop_approved, shop_suspended, promotion_*, staff notice types. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What the title and message are made of, so the web app can show them in Arabic too. */
    params: jsonb('params').$type<Record<string, string | number | boolean>>(),
    orderId: uuid('order_id'),
    productId: uuid('product_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seller_notifications_seller_idx').on(table.sellerId, table.createdAt),
    index('seller_notifications_unread_idx')
      .on(table.sellerId)
      .where(sql`${table.read} = false`),
  ],
);
