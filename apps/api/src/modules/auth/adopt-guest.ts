import type { Db } from '../../db/client.ts';
import { mergeGuestCart } from '../cart/cart.service.ts';
import { mergeGuestWishlist } from '../wishlist/wishlist.service.ts';

/** After login or sign-up: the guest's cart and wish list become the account's, both or neither. */
export async function adoptGuest(db: Db, guestId: string, userId: string) {
  await db.transaction(async (tx) => {
    await mergeGuestCart(tx, guestId, userId);
    await mergeGuestWishlist(tx, guestId, userId);
  });
}
