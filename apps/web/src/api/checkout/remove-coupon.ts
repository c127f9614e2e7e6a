import { api } from '../../lib/api-client.ts';

export const removeCoupon = (cartId: string) =>
  api.delete<unknown>(`checkout/${encodeURIComponent(cartId)}/remove-coupon`);
