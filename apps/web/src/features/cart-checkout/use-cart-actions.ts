import { useQueryClient } from '@tanstack/react-query';
import { CART_KEY, type Cart } from '../../api/cart/get-cart.ts';
import { clearCart } from '../../api/cart/clear-cart.ts';
import { removeCartItem } from '../../api/cart/remove-cart-item.ts';
import { updateCartQuantity } from '../../api/cart/update-quantity.ts';
import { useAuthUser } from '../../lib/auth-store.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useLocalText } from './use-local-text.ts';

/** Local totals while the server answers (spec 2 section 4: changes apply at once, totals follow). */
function withItems(cart: Cart, items: Cart['items']): Cart {
  const live = items.filter((item) => item.available);
  const subtotal = Math.round(live.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  return {
    ...cart,
    items,
    subtotal,
    totalPrice: subtotal,
    totalQuantity: live.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function useCartActions() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const key = [...CART_KEY, user?._id ?? null];
  const text = useLocalText();
  const current = () => queryClient.getQueryData<Cart | null>(key) ?? null;
  const put = (cart: Cart | null) => queryClient.setQueryData(key, cart);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CART_KEY });

  return {
    /** Shown at once; the server's answer (clamped to stock) replaces it after the debounce. */
    setLocalQuantity(variantId: string, quantity: number) {
      const cart = current();
      if (cart)
        put(
          withItems(
            cart,
            cart.items.map((item) =>
              item.variantId === variantId ? { ...item, quantity, lineTotal: item.price * quantity } : item,
            ),
          ),
        );
    },
    async saveQuantity(productId: string, variantId: string, quantity: number) {
      const cart = current();
      if (!cart) return;
      const result = await updateCartQuantity(cart._id, { productId, variantId, quantity });
      if (result.success) put(result.data.cart);
      else toastError(text.failure(result, 'cart.updateFailed'));
      void refresh();
    },
    async remove(variantId: string) {
      const before = current();
      if (!before) return;
      put(
        withItems(
          before,
          before.items.filter((item) => item.variantId !== variantId),
        ),
      );
      const result = await removeCartItem(before._id, variantId);
      if (result.success) {
        put(result.data.cart);
        toastSuccess(text.t('cart.removed'));
      } else {
        put(before);
        toastError(text.failure(result, 'cart.genericError'));
      }
      void refresh();
    },
    async clear() {
      const before = current();
      if (!before) return;
      put(withItems(before, []));
      const result = await clearCart(before._id);
      if (result.success) toastSuccess(text.t('cart.cleared'));
      else {
        put(before);
        toastError(text.failure(result, 'cart.genericError'));
      }
      void refresh();
    },
    refresh,
  };
}
