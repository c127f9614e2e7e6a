import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchasableVariants, type PurchasableVariant } from '../catalog/catalog.service.ts';
import { cartItems, carts } from './cart.tables.ts';

export interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
  variant: PurchasableVariant;
}

/** The cart's lines with current prices and stock, for pricing and ordering; withdrawn items are left out. */
export async function cartLines(db: Db, cartId: string): Promise<{ couponCode: string | null; lines: CartLine[] }> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.addedAt);
  const variants = await purchasableVariants(db, items.map((item) => item.variantId));
  return {
    couponCode: cart?.couponCode ?? null,
    lines: items.flatMap((item) => {
      const variant = variants.get(item.variantId);
      return variant && variant.isActive && variant.published ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity, variant }] : [];
    }),
  };
}

/** Locks the cart row for the rest of the transaction: one checkout of a cart at a time. */
export async function lockCart(tx: Db, cartId: string) {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

export async function setCartCoupon(db: Db, cartId: string, couponCode: string | null) {
  await db.update(carts).set({ couponCode, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function emptyCart(tx: Db, cartId: string) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}
