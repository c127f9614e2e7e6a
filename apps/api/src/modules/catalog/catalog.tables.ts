import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Top-level categories and their sub-categories (parent_id set), in English and Arabic. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    description: text('description').notNull().default(''),
    /** An icon name the web app draws (the seed's). */
    icon: text('icon'),
    /** An icon image staff uploaded (spec 3 section 7, categoryIcon); drawn instead of the named icon. */
    iconImageKey: text('icon_image_key'),
    hasSizes: boolean('has_sizes').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId),
    uniqueIndex('categories_name_key').on(table.parentId, sql`lower(${table.nameEn})`),
  ],
);

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** A deactivated brand is no longer offered to new products; the products that have it keep it. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const colors = pgTable('colors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  nameAr: text('name_ar').notNull().default(''),
  colorFamily: text('color_family').notNull(),
  hexCode: text('hex_code').notNull(),
  displayType: text('display_type').notNull().default('solid'),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A seller's product. Prices, discount and stock live on the variants; the min/max price, best
 * discount and total stock are kept here too (updated with the variants) so listings filter and
 * sort on indexed columns.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** published, pending_review (new or edited by a seller, not listed), rejected, archived (deleted: kept for orders). */
    status: text('status').notNull().default('published'),
    /** False while the seller's shop is pending or suspended: the storefront lists only active shops' products. */
    sellerActive: boolean('seller_active').notNull().default(true),
    /** The reviewer's reason when the product (or its last edit) was rejected. */
    reviewNote: text('review_note'),
    manufacturingSource: text('manufacturing_source').notNull(),
    gender: text('gender').notNull().default('unisex'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id')
      .notNull()
      .references(() => categories.id),
    brandId: uuid('brand_id').references(() => brands.id),
    isTodayDeal: boolean('is_today_deal').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    allowBackorders: boolean('allow_backorders').notNull().default(false),
    minPriceCents: integer('min_price_cents').notNull().default(0),
    maxPriceCents: integer('max_price_cents').notNull().default(0),
    maxDiscountPercent: smallint('max_discount_percent').notNull().default(0),
    totalQuantity: integer('total_quantity').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /** Names (both languages), brand and categories, kept by the service for full-text and typo search. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /**
     * What the staff product table's keyword looks in: the search text and every variant's SKU,
     * lower case, kept by PostgreSQL's triggers (migration 0049, issue 42).
     */
    staffSearchText: text('staff_search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_search_idx').using('gin', table.searchVector),
    index('products_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_staff_search_trgm_idx').using('gin', sql`${table.staffSearchText} gin_trgm_ops`),
    index('products_listing_idx').on(table.status, table.subCategoryId, table.minPriceCents),
    index('products_category_idx').on(table.status, table.categoryId),
    index('products_created_idx').on(table.status, table.createdAt),
    index('products_sales_idx').on(table.status, table.salesCount),
    index('products_price_idx').on(table.status, table.minPriceCents),
    index('products_seller_idx').on(table.sellerId, table.createdAt),
    index('products_review_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending_review'`),
    // The staff product table (every product but the archived, newest first), whole or by category.
    // A category's and a sub-category's also hold the stock (and the sub-category's its category), so
    // a page filtered by stock is picked and counted from the index alone, not from scattered rows.
    index('products_table_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} <> 'archived'`),
    index('products_table_category_idx')
      .on(table.categoryId, table.createdAt, table.id, table.totalQuantity)
      .where(sql`${table.status} <> 'archived'`),
    index('products_table_sub_idx')
      .on(table.subCategoryId, table.createdAt, table.id, table.categoryId, table.totalQuantity)
      .where(sql`${table.status} <> 'archived'`),
    // The storefront's own orders, on what it shows (published by an active shop): a listing page or
    // a shelf walks one of these in its order and stops after its rows instead of sorting every
    // product. Columns and directions are exactly the ORDER BY's (a DESC key sorts nulls first).
    // The default listing ("featured"), with or without filters:
    index('products_featured_idx')
      .on(
        table.isFeatured.desc().nullsFirst(),
        table.salesCount.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id,
      )
      .where(sql`${table.status} = 'published' and ${table.sellerActive}`),
    // "More to love" (best rated):
    index('products_rating_idx')
      .on(table.ratingAverage.desc().nullsFirst(), table.reviewCount.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'published' and ${table.sellerActive}`),
    // Today's deals (biggest discount first), a small part of the catalogue:
    index('products_deals_idx')
      .on(table.maxDiscountPercent.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'published' and ${table.sellerActive} and ${table.isTodayDeal}`),
    // A product page's related products: its sub-category's best sellers, then its category's.
    index('products_related_sub_idx')
      .on(table.subCategoryId, table.salesCount.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'published' and ${table.sellerActive}`),
    index('products_related_category_idx')
      .on(table.categoryId, table.salesCount.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'published' and ${table.sellerActive}`),
    // A shop's page and a product page's "More from this shop" (issue 40): the shop's best sellers.
    index('products_shop_idx')
      .on(table.sellerId, table.salesCount.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'published' and ${table.sellerActive}`),
  ],
);

/**
 * A seller's edit of a published product, waiting for review: the published version stays live
 * until a reviewer approves (the edit is then applied) or rejects it (with a reason).
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    /** The whole edited product (fields, variants, image storage keys), as the product service takes it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, approved, rejected, superseded (a newer edit replaced it). */
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_revisions_product_idx').on(table.productId, table.createdAt),
    index('product_revisions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => colors.id),
    size: text('size'),
    sku: text('sku').notNull().unique(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    quantity: integer('quantity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('variants_product_idx').on(table.productId),
    // The product tables find a product by any part of a SKU.
    index('variants_sku_trgm_idx').using('gin', sql`${table.sku} gin_trgm_ops`),
  ],
);

/** Processed images (WebP in several widths under one storage key); a variant's or the product's. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    altText: text('alt_text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('images_product_idx').on(table.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Written by a buyer who received the product (issue 40); reviews from before that rule stay unmarked. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_user').on(table.productId, table.userId),
    index('reviews_product_idx').on(table.productId, table.createdAt),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/** What each browser looked at, for "You may also like"; one row per visitor and product. */
export const productViews = pgTable(
  'product_views',
  {
    visitorId: uuid('visitor_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.visitorId, table.productId] })],
);

/**
 * Every word of the catalogue's search text, for spelling correction: a typed word is matched
 * against this short list (trigram index), and the corrected words then use the full-text index.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
]);
