import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';

export async function checkWishlist(productId: string, variantId: string | null): Promise<boolean> {
  const result = await api.post<{ inWishlist: boolean }>(
    'wishlist/check',
    variantId ? { productId, variantId } : { productId },
  );
  return result.success && result.data.inWishlist;
}

export const wishlistCheckQuery = (productId: string, variantId: string | null) =>
  queryOptions({
    queryKey: ['wishlist', 'check', productId, variantId],
    queryFn: () => checkWishlist(productId, variantId),
    meta: VISITOR_OWN,
  });

export const useWishlistCheck = (productId: string, variantId: string | null) =>
  useQuery(wishlistCheckQuery(productId, variantId));
