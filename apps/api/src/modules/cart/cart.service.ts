import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd } from '@souk/shared/money';
import { BACKORDER_MAX_QUANTITY } from '@souk/shared/schemas/cart';
import { preparedRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { purchasableVariants, type PurchasableVariant } from '../catalog/catalog.service.ts';
import { loadProductViews } from '../catalog/product-view.ts';
import { priceWithCartCoupon, pricingView } from '../checkout/checkout.service.ts';
import type { LiveConfig } from '../settings/settings.service.ts';
import type { CartLine } from './cart-lines.ts';
import { cartItems, carts } from './cart.tables.ts';
import type { Owner } from './owner.ts';

const ownerCondition = (owner: Owner) =>
  owner.userId ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId!);

/**
 * Between 1 and the stock (backorders lift the stock limit) and the store's limit on one variant
 * per order. 0 when nothing can be bought.
 */
export function clampQuantity(wanted: number, variant: PurchasableVariant, maxUnitsPerVariant: number): number {
  const max = Math.min(variant.allowBackorders ? BACKORDER_MAX_QUANTITY : variant.stock, maxUnitsPerVariant);
  return max < 1 ? 0 : Math.min(Math.max(1, Math.floor(wanted)), max);
}

/** The owner's cart, made on first use; concurrent first uses end with one cart. */
export async function cartIdOf(db: Db, owner: Owner): Promise<string> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  if (existing) return existing.id;
  await db
    .insert(carts)
    .values(owner.userId ? { userId: owner.userId } : { guestId: owner.guestId! })
    .onConflictDoNothing();
  const [created] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return created!.id;
}

/** The cart id in a path must be the caller's own cart. */
export async function assertOwnCart(db: Db, owner: Owner, cartId: string): Promise<void> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), ownerCondition(owner)));
  if (!cart) throw new HttpError(404, MESSAGES.cartNotFound);
}

/**
 * Adds a line in one statement: the variant must be buyable (active, published, of that product),
 * the quantity is clamped to the stock and to `maxUnitsPerVariant` as `clampQuantity` does, the
 * line goes into the owner's cart unless it is there already, and the cart's new total comes back.
 * Only the first add of a new owner takes more: the cart is made, then the statement runs again.
 * `capped`: the limit per variant, not the stock, cut the quantity. Callers adding one unit (the
 * wish list, the demo seed) need no limit.
 */
export async function addToCart(
  db: Db,
  owner: Owner,
  input: { productId: string; variantId: string; quantity: number },
  maxUnitsPerVariant?: number,
) {
  const wanted = Math.max(1, Math.floor(input.quantity));
  const ownedBy = owner.userId ? sql`user_id = ${owner.userId}` : sql`guest_id = ${owner.guestId!}`;
  for (let attempt = 0; ; attempt++) {
    const [row] = await preparedRows<{
      quantity: number | null;
      cart_id: string | null;
      added: number | null;
      total_quantity: number;
    }>(
      db,
      owner.userId ? 'add_to_cart_user' : 'add_to_cart_guest',
      sql`with v as (
          select least(case when p.allow_backorders then ${BACKORDER_MAX_QUANTITY}::int else pv.quantity end, ${maxUnitsPerVariant ?? null}::int) as max
          from product_variants pv join products p on p.id = pv.product_id
          where pv.id = ${input.variantId} and pv.product_id = ${input.productId} and pv.is_active and p.status = 'published' and p.seller_active
        ),
        q as (select case when max < 1 then 0 else least(${wanted}::int, max) end as quantity from v),
        c as (select id from carts where ${ownedBy}),
        added as (
          insert into cart_items (cart_id, product_id, variant_id, quantity)
          select c.id, ${input.productId}::uuid, ${input.variantId}::uuid, q.quantity from c, q where q.quantity > 0
          on conflict do nothing
          returning quantity
        )
        select (select quantity from q) as quantity, (select id from c) as cart_id, (select quantity from added) as added,
          (select coalesce(sum(quantity), 0)::int from cart_items where cart_id = (select id from c)) as total_quantity`,
    );
    if (row?.quantity === null || row?.quantity === undefined) throw new HttpError(404, MESSAGES.noVariants);
    if (row.quantity === 0) throw new HttpError(409, MESSAGES.outOfStock);
    if (!row.cart_id) {
      if (attempt > 1) throw new HttpError(404, MESSAGES.cartNotFound);
      await cartIdOf(db, owner);
      continue;
    }
    if (row.added === null) throw new HttpError(409, MESSAGES.itemAlreadyInCart);
    // The sum was read before this statement's insert, so the new line is added to it.
    const capped =
      maxUnitsPerVariant !== undefined && wanted > maxUnitsPerVariant && row.quantity === maxUnitsPerVariant;
    return { cartId: row.cart_id, quantity: row.quantity, totalQuantity: row.total_quantity + row.added, capped };
  }
}

/** Sets a line's quantity, clamped as `clampQuantity` does; `capped` as for addToCart. */
export async function updateQuantity(
  db: Db,
  owner: Owner,
  cartId: string,
  input: { variantId: string; quantity: number },
  maxUnitsPerVariant: number,
) {
  await assertOwnCart(db, owner, cartId);
  const variant = (await purchasableVariants(db, [input.variantId])).get(input.variantId);
  if (!variant || !variant.isActive || !variant.published) throw new HttpError(404, MESSAGES.noVariants);
  const quantity = clampQuantity(input.quantity, variant, maxUnitsPerVariant);
  if (quantity === 0) throw new HttpError(409, MESSAGES.outOfStock);
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, input.variantId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new HttpError(404, MESSAGES.cartNotFound);
  return { capped: input.quantity > maxUnitsPerVariant && quantity === maxUnitsPerVariant };
}

export async function removeItem(db: Db, owner: Owner, cartId: string, variantId: string) {
  await assertOwnCart(db, owner, cartId);
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)));
}

export async function clearCart(db: Db, owner: Owner, cartId: string) {
  await assertOwnCart(db, owner, cartId);
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
}

/**
 * The cart as the client shows it. Prices and stock are read now, never taken from the client;
 * a line whose product was withdrawn shows as unavailable and counts for nothing.
 */
export async function cartView(
  db: Db,
  storage: ObjectStorage,
  owner: Owner | undefined,
  rules: Pick<LiveConfig, 'vatRate' | 'deliveryCents' | 'lbpPerUsd' | 'maxUnitsPerVariant'>,
) {
  // A visitor with neither an account nor a guest id (just logged out) is a guest with nothing yet;
  // no row is made for them.
  const cartId = owner ? await cartIdOf(db, owner) : null;
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)) : [];
  const items = cartId
    ? await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.addedAt)
    : [];
  const views = new Map(
    (await loadProductViews(db, storage, [...new Set(items.map((item) => item.productId))])).map((view) => [
      view._id,
      view,
    ]),
  );
  const variants = await purchasableVariants(
    db,
    items.map((item) => item.variantId),
  );
  let totalQuantity = 0;
  const priced: CartLine[] = [];
  const lines = items.flatMap((item) => {
    const product = views.get(item.productId);
    const variant = variants.get(item.variantId);
    const shown = product?.variants.find((candidate) => candidate.variantId === item.variantId);
    if (!product || !variant || !shown) return [];
    const available =
      variant.isActive && variant.published && clampQuantity(item.quantity, variant, rules.maxUnitsPerVariant) > 0;
    const quantity = available ? clampQuantity(item.quantity, variant, rules.maxUnitsPerVariant) : item.quantity;
    if (available) {
      priced.push({ productId: item.productId, variantId: item.variantId, quantity, variant });
      totalQuantity += quantity;
    }
    return [
      {
        _id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        product: {
          _id: product._id,
          name: product.name,
          translations: product.translations,
          image: shown.images[0]?.url ?? product.image,
          seller: product.seller,
        },
        variant: {
          variantId: shown.variantId,
          price: shown.price,
          originalPrice: shown.originalPrice,
          color: shown.color,
          size: shown.size,
          quantity: shown.quantity,
          sku: shown.sku,
        },
        color: shown.color?.name ?? null,
        size: shown.size,
        quantity,
        maxQuantity: Math.min(
          variant.allowBackorders ? BACKORDER_MAX_QUANTITY : variant.stock,
          rules.maxUnitsPerVariant,
        ),
        price: centsToUsd(variant.priceCents),
        lineTotal: centsToUsd(variant.priceCents * quantity),
        available,
      },
    ];
  });
  // Spec 2 section 3's derived fields; shipping is the estimate until checkout knows the location.
  const { pricing } = await priceWithCartCoupon(db, priced, cart?.couponCode ?? null, {
    userId: owner?.userId,
    vatRate: rules.vatRate,
    deliveryCents: rules.deliveryCents,
  });
  const view = pricingView(pricing, rules.lbpPerUsd);
  return {
    _id: cartId,
    items: lines,
    status: 'active',
    subtotal: view.subtotal,
    totalPrice: view.subtotal,
    discountAmount: view.discountAmount,
    shippingFee: view.shippingFee,
    vatRate: view.vatRate,
    total: view.total,
    totalQuantity,
    couponCode: cart?.couponCode ?? null,
    couponApplied: Boolean(pricing.coupon),
    pricing: view,
  };
}

/**
 * When a guest logs in or signs up, the guest's cart joins the account's: quantities add up,
 * clamped to stock; the guest cart is then gone. One transaction.
 */
export async function mergeGuestCart(db: Db, guestId: string, userId: string) {
  await db.transaction(async (tx) => {
    const [guestCart] = await tx.select().from(carts).where(eq(carts.guestId, guestId)).for('update');
    if (!guestCart) return;
    const guestItems = await tx.select().from(cartItems).where(eq(cartItems.cartId, guestCart.id));
    const userCartId = await cartIdOf(tx, { userId });
    const variants = await purchasableVariants(
      tx,
      guestItems.map((item) => item.variantId),
    );
    for (const item of guestItems) {
      const variant = variants.get(item.variantId);
      if (!variant) continue;
      const [existing] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, userCartId), eq(cartItems.variantId, item.variantId)));
      // Out of stock now: the line stays (shown unavailable) with the larger of the two quantities.
      // The limit per variant is left to the cart view and checkout, which count at most that many.
      const quantity =
        clampQuantity((existing?.quantity ?? 0) + item.quantity, variant, Number.POSITIVE_INFINITY) ||
        Math.max(existing?.quantity ?? 0, item.quantity);
      await tx
        .insert(cartItems)
        .values({ cartId: userCartId, productId: item.productId, variantId: item.variantId, quantity })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: sql`${quantity}` } });
    }
    if (guestCart.couponCode)
      await tx
        .update(carts)
        .set({ couponCode: guestCart.couponCode })
        .where(and(eq(carts.id, userCartId), sql`${carts.couponCode} is null`));
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
  });
}
