import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';
import { useAuthUser } from '../../lib/auth-store.ts';

export interface WishlistItem {
  _id: string;
  product: {
    productId: string;
    variantId: string | null;
    name: string;
    translations?: { en?: { name?: string; description?: string }; ar?: { name?: string; description?: string } };
    description?: string;
    image: { url: string }[] | string | null;
  };
  variant: {
    variantId: string;
    size?: string | null;
    color?: { name?: string } | string | null;
    price: number;
    originalPrice?: number | null;
    quantity: number;
  } | null;
  price: number;
  hasVariants: boolean;
}

export interface Wishlist {
  items: WishlistItem[];
  count: number;
}

/** Shares its first part with the product page's check query, so one invalidation refreshes both. */
export const WISHLIST_KEY = ['wishlist'] as const;

export async function getWishlist(): Promise<Wishlist> {
  const result = await api.get<Wishlist>('wishlist');
  if (!result.success) throw new Error(result.message);
  return { items: result.data.items ?? [], count: result.data.count ?? result.data.items?.length ?? 0 };
}

export const wishlistQuery = (userId: string | null) =>
  queryOptions({ queryKey: [...WISHLIST_KEY, 'list', userId], queryFn: getWishlist, meta: VISITOR_OWN });

export function useWishlist() {
  const user = useAuthUser();
  return useQuery(wishlistQuery(user?._id ?? null));
}
