import { api } from '../../lib/api-client.ts';
import type { Cart } from './get-cart.ts';

/** PUT /api/cart/{cartId}/update-quantity: the server clamps to stock and answers the new cart. */
export const updateCartQuantity = (cartId: string, body: { productId: string; variantId: string; quantity: number }) =>
  api.put<{ cart: Cart }>(`cart/${encodeURIComponent(cartId)}/update-quantity`, body);
