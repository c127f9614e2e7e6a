import { useCart } from '../../api/cart/get-cart.ts';
import { useWishlist } from '../../api/wishlist/get-wishlist.ts';

/** The header badges: live counts from the cached cart and wish list. */
export const useCartCount = () => useCart().data?.totalQuantity ?? 0;
export const useWishlistCount = () => useWishlist().data?.count ?? 0;
