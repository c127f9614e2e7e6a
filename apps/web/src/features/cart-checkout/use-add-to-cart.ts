import { useQueryClient } from '@tanstack/react-query';
import { addToCart, type AddToCartInput } from '../../api/cart/add-to-cart.ts';
import { CART_KEY, type Cart } from '../../api/cart/get-cart.ts';
import { WISHLIST_KEY } from '../../api/wishlist/get-wishlist.ts';
import { useAuthUser } from '../../lib/auth-store.ts';

/**
 * Spec 2 section 4: add to cart is optimistic. The badge counts up at once and goes back if the
 * server refuses; either way the cached cart is refreshed afterwards.
 */
export function useOptimisticAddToCart() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  return async (input: AddToCartInput & { price?: number }) => {
    const key = [...CART_KEY, user?._id ?? null];
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<Cart | null>(key);
    if (before) {
      const added = Math.round((input.price ?? 0) * input.quantity * 100) / 100;
      queryClient.setQueryData<Cart>(key, {
        ...before,
        totalQuantity: before.totalQuantity + input.quantity,
        subtotal: before.subtotal + added,
        totalPrice: before.totalPrice + added,
      });
    }
    const result = await addToCart({
      productId: input.productId,
      variantId: input.variantId,
      quantity: input.quantity,
    });
    if (!result.success && before !== undefined) queryClient.setQueryData(key, before);
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    return result;
  };
}

/** After a wish-list change elsewhere (the product page's heart), the badge and page refresh. */
export function useRefreshWishlist() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...WISHLIST_KEY, 'list'] });
}
