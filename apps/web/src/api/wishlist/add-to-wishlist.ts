import { api } from '../../lib/api-client.ts';

export const addToWishlist = (productId: string, variantId: string | null) =>
  api.post<unknown>('wishlist/add', variantId ? { productId, variantId } : { productId });
