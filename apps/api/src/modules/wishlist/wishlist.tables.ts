import { sql } from 'drizzle-orm';
import { check, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';

/** Saved products, of an account or of a guest; the variant is optional (a product can be saved whole). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_owner_item_key').on(
      sql`coalesce(${table.userId}, ${table.guestId})`,
      table.productId,
      sql`coalesce(${table.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('wishlist_one_owner', sql`(${table.userId} is null) <> (${table.guestId} is null)`),
  ],
);
