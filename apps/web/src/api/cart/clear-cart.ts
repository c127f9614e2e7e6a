import { api } from '../../lib/api-client.ts';
import type { Cart } from './get-cart.ts';

export const clearCart = (cartId: string) => api.delete<{ cart: Cart }>(`cart/${encodeURIComponent(cartId)}/clear`);
