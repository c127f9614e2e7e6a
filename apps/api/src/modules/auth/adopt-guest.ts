import type { Db } from '../../db/client.ts';
import { mergeGuestCart } from '../cart/cart.service.ts';
import { mergeGuestWishlist } from '../wishlist/wishlist.service.ts';

/** After login or sign-up: the guest's cart and wish list become the account's. */
export async function adoptGuest(db: Db, guestId: string, userId: string) {
  await mergeGuestCart(db, guestId, userId);
  await mergeGuestWishlist(db, guestId, userId);
}
