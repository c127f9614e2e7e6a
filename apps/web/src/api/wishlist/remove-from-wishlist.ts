import { api } from '../../lib/api-client.ts';

/** The path always names a variant; "none" is a product saved without one. */
export const removeFromWishlist = (productId: string, variantId: string | null) =>
  api.delete<unknown>(
    `wishlist/remove/${encodeURIComponent(productId)}/${variantId ? encodeURIComponent(variantId) : 'none'}`,
  );
