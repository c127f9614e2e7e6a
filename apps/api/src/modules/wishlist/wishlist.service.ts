import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { addToCart } from '../cart/cart.service.ts';
import type { Owner } from '../cart/owner.ts';
import { loadProductViews } from '../catalog/product-view.ts';
import { isPublished, purchasableVariants } from '../catalog/catalog.service.ts';
import { wishlistItems } from './wishlist.tables.ts';

const ownedBy = (owner: Owner) =>
  owner.userId ? eq(wishlistItems.userId, owner.userId) : eq(wishlistItems.guestId, owner.guestId!);
/**
 * An entry by its product and colour. A product saved with no colour chosen shows as its default
 * colour, so naming a colour also names that entry.
 */
const sameItem = (productId: string, variantId: string | null | undefined) =>
  and(
    eq(wishlistItems.productId, productId),
    variantId
      ? or(eq(wishlistItems.variantId, variantId), isNull(wishlistItems.variantId))
      : isNull(wishlistItems.variantId),
  );

/** Saving twice keeps one entry and answers the same. */
export async function addToWishlist(db: Db, owner: Owner, productId: string, variantId: string | null | undefined) {
  if (variantId) {
    const variant = (await purchasableVariants(db, [variantId])).get(variantId);
    if (!variant || variant.productId !== productId) throw new HttpError(404, MESSAGES.noVariants);
  } else if (!(await isPublished(db, productId))) {
    throw new HttpError(404, MESSAGES.productNotFound);
  }
  await db
    .insert(wishlistItems)
    .values({
      ...(owner.userId ? { userId: owner.userId } : { guestId: owner.guestId! }),
      productId,
      variantId: variantId ?? null,
    })
    .onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, owner: Owner, productId: string, variantId: string | null) {
  await db.delete(wishlistItems).where(and(ownedBy(owner), sameItem(productId, variantId)));
}

export async function isInWishlist(db: Db, owner: Owner, productId: string, variantId: string | null | undefined) {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(ownedBy(owner), variantId ? sameItem(productId, variantId) : eq(wishlistItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/** Into the cart and out of the wish list together: either both happen or neither. */
export async function moveToCart(db: Db, owner: Owner, productId: string, variantId: string) {
  await db.transaction(async (tx) => {
    await addToCart(tx, owner, { productId, variantId, quantity: 1 });
    // Other colours of the product stay saved.
    await tx.delete(wishlistItems).where(and(ownedBy(owner), sameItem(productId, variantId)));
  });
}

/** A visitor with neither an account nor a guest id has an empty wish list. */
export async function wishlistView(db: Db, storage: ObjectStorage, owner: Owner | undefined) {
  const rows = owner
    ? await db.select().from(wishlistItems).where(ownedBy(owner)).orderBy(desc(wishlistItems.createdAt))
    : [];
  const views = new Map(
    (await loadProductViews(db, storage, [...new Set(rows.map((row) => row.productId))])).map((view) => [
      view._id,
      view,
    ]),
  );
  const items = rows.flatMap((row) => {
    const product = views.get(row.productId);
    if (!product) return [];
    const variant =
      product.variants.find((candidate) => candidate.variantId === row.variantId) ?? product.defaultVariant;
    return [
      {
        _id: row.id,
        product: {
          productId: product._id,
          variantId: variant?.variantId ?? null,
          name: product.name,
          translations: product.translations,
          description: product.description,
          status: product.status,
          image: product.images,
        },
        variant: variant
          ? {
              variantId: variant.variantId,
              size: variant.size,
              color: variant.color,
              price: variant.price,
              originalPrice: variant.originalPrice,
              quantity: variant.quantity,
            }
          : null,
        size: variant?.size ?? null,
        color: variant?.color?.name ?? null,
        quantity: 1,
        price: variant?.price ?? product.price,
        hasVariants: product.variants.length > 1,
      },
    ];
  });
  return { items, count: items.length };
}

/** A guest's saved products follow them into their account; duplicates collapse. Run inside adoptGuest's transaction. */
export async function mergeGuestWishlist(db: Db, guestId: string, userId: string) {
  await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id, variant_id, created_at)
    select ${userId}, product_id, variant_id, created_at from ${wishlistItems} where guest_id = ${guestId}
    on conflict do nothing`);
  await db.delete(wishlistItems).where(eq(wishlistItems.guestId, guestId));
}
