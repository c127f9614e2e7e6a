import { api } from '../../lib/api-client.ts';

export interface AddToCartInput {
  productId: string;
  variantId: string;
  quantity: number;
}

/** POST /api/cart/add: a duplicate answers 409 'Item already in cart.' (spec 1 section 5). */
export const addToCart = (body: AddToCartInput) => api.post<unknown>('cart/add', body);
