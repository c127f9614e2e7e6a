import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { VISITOR_OWN } from '../../lib/render-env.ts';
import { useAuthUser } from '../../lib/auth-store.ts';

export interface CartItem {
  _id: string;
  productId: string;
  variantId: string;
  product: {
    _id: string;
    name: string;
    translations?: { en?: { name?: string }; ar?: { name?: string } };
    image: string | null;
    /** `slug`: the shop page's address (`/shops/<slug>`, issue 40). */
    seller?: { businessName?: string; slug?: string | null } | null;
  };
  variant: {
    price: number;
    originalPrice?: number | null;
    color?: { name: string; nameAr?: string | null; hexCode?: string } | null;
    size?: string | null;
    quantity: number;
    sku?: string;
  };
  color?: string | null;
  size?: string | null;
  quantity: number;
  maxQuantity: number | null;
  price: number;
  lineTotal: number;
  available: boolean;
}

export interface Cart {
  _id: string;
  items: CartItem[];
  subtotal: number;
  totalPrice: number;
  totalQuantity: number;
  couponCode: string | null;
  couponApplied: boolean;
}

/** Every cart query starts with this; invalidating it refreshes the page and the header badge. */
export const CART_KEY = ['cart'] as const;

export async function getCart(): Promise<Cart | null> {
  const result = await api.get<{ cart: Cart | null }>('cart');
  if (!result.success) throw new Error(result.message);
  return result.data.cart ?? null;
}

/** Keyed by the user: logging in merges the guest cart, so the account's cart is a new query. */
export const cartQuery = (userId: string | null) =>
  queryOptions({ queryKey: [...CART_KEY, userId], queryFn: getCart, meta: VISITOR_OWN });

export function useCart() {
  const user = useAuthUser();
  return useQuery(cartQuery(user?._id ?? null));
}
