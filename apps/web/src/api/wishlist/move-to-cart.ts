import { api } from '../../lib/api-client.ts';

export const moveWishlistItemToCart = (productId: string, variantId: string | null) =>
  api.post<unknown>('wishlist/move-to-cart', variantId ? { productId, variantId } : { productId });
