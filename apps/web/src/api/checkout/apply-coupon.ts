import { api } from '../../lib/api-client.ts';
import type { Pricing } from './get-pricing.ts';

export const applyCoupon = (cartId: string, couponCode: string) =>
  api.post<{ couponApplied: boolean; pricing: Pricing }>(`checkout/${encodeURIComponent(cartId)}/apply-coupon`, {
    couponCode,
  });
