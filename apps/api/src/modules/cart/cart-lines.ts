import { eq, sql, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from '../../db/client.ts';
import type { PurchasableVariant } from '../catalog/catalog.service.ts';
import { carts } from './cart.tables.ts';

export interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
  variant: PurchasableVariant;
}

/** One cart line with its variant as the database has it now (all null for a cart without lines). */
export interface CartLineRow {
  product_id: string | null;
  variant_id: string | null;
  quantity: number | null;
  price_cents: number;
  stock: number;
  is_active: boolean;
  allow_backorders: boolean;
  published: boolean;
  seller_id: string;
  category_id: string;
  name: string;
  sku: string;
  size: string | null;
  color: string | null;
}

/**
 * The lines of a cart joined with their variants, in the order they were added, as a lateral
 * subquery: `from ... left join lateral (${cartLinesSql(cartId)}) l on true` keeps one row (of
 * nulls) for an empty cart. One query instead of cart, items and variants one after another.
 * Each variant is looked up by its key for each line (a lateral `limit 1` the planner cannot turn
 * into a join), so the plan stays a few index lookups even when table statistics are stale.
 */
export function cartLinesSql(cartId: string | SQL): SQL {
  return sql`select ci.product_id, ci.variant_id, ci.quantity, ci.added_at, x.*
    from cart_items ci
    cross join lateral (
      select v.price_cents, v.quantity as stock, v.is_active, p.allow_backorders, p.status = 'published' and p.seller_active as published,
        p.seller_id, p.category_id, p.name, v.sku, v.size, c.name as color
      from product_variants v
      join products p on p.id = v.product_id
      left join colors c on c.id = v.color_id
      where v.id = ci.variant_id
      limit 1
    ) x
    where ci.cart_id = ${cartId}`;
}

/**
 * The lines that can be bought: a withdrawn product or variant is left out, and no line counts
 * more than `maxUnitsPerVariant` units (a line merged from a guest's cart, or kept from before the
 * limit was lowered, may hold more), as the cart shows it.
 */
export function cartLinesOf(rows: CartLineRow[], maxUnitsPerVariant: number): CartLine[] {
  return rows.flatMap((row) => {
    if (!row.variant_id || !row.product_id || row.quantity === null || !row.is_active || !row.published) return [];
    const variant: PurchasableVariant = {
      variantId: row.variant_id,
      productId: row.product_id,
      priceCents: row.price_cents,
      stock: row.stock,
      isActive: row.is_active,
      allowBackorders: row.allow_backorders,
      published: row.published,
      sellerId: row.seller_id,
      categoryId: row.category_id,
      name: row.name,
      sku: row.sku,
      size: row.size,
      color: row.color,
    };
    return [
      {
        productId: row.product_id,
        variantId: row.variant_id,
        quantity: Math.min(row.quantity, maxUnitsPerVariant),
        variant,
      },
    ];
  });
}

/** The cart's lines with current prices and stock, for pricing and ordering; withdrawn items are left out. */
export async function cartLines(
  db: Db,
  cartId: string,
  maxUnitsPerVariant: number,
): Promise<{ couponCode: string | null; lines: CartLine[] }> {
  const rows = await preparedRows<CartLineRow & { coupon_code: string | null }>(
    db,
    'cart_lines',
    sql`select k.coupon_code, l.* from carts k left join lateral (${cartLinesSql(sql`k.id`)}) l on true where k.id = ${cartId} order by l.added_at`,
  );
  return { couponCode: rows[0]?.coupon_code ?? null, lines: cartLinesOf(rows, maxUnitsPerVariant) };
}

/**
 * Locks the caller's own cart for the rest of the transaction (one checkout of a cart at a time)
 * and returns its coupon; undefined when the cart is not the owner's.
 */
export async function lockOwnCart(
  tx: Db,
  cartId: string,
  userId: string,
): Promise<{ couponCode: string | null } | undefined> {
  const [cart] = await preparedRows<{ coupon_code: string | null }>(
    tx,
    'lock_own_cart',
    sql`select coupon_code from carts where id = ${cartId} and user_id = ${userId} for update`,
  );
  return cart ? { couponCode: cart.coupon_code } : undefined;
}

export async function setCartCoupon(db: Db, cartId: string, couponCode: string | null) {
  await db.update(carts).set({ couponCode, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Common table expressions that empty a cart and drop its coupon, for a statement that does more. */
export function emptyCartCtes(cartId: string): SQL {
  return sql`emptied_cart as (delete from cart_items where cart_id = ${cartId}),
    reset_cart as (update carts set coupon_code = null, updated_at = now() where id = ${cartId})`;
}
