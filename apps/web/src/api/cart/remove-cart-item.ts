import { api } from '../../lib/api-client.ts';
import type { Cart } from './get-cart.ts';

export const removeCartItem = (cartId: string, variantId: string) =>
  api.delete<{ cart: Cart }>(`cart/${encodeURIComponent(cartId)}/items/${encodeURIComponent(variantId)}`);
