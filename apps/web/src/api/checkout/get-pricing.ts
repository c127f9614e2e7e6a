import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Pricing {
  subtotal: number;
  discountAmount: number;
  shippingFee: number;
  vatAmount: number;
  vatRate: number;
  total: number;
  totalLbp: number;
  appliedCoupon: { code: string } | null;
  /** Cash on delivery's fee when it is in `total` (issue 41): 0 or absent otherwise. */
  cashOnDeliveryFee?: number;
  /** Whether this cart may be paid in cash, with its fee, and why not (issue 41). */
  cashOnDelivery?: CashOffer;
}

export interface CashOffer {
  offered: boolean;
  reason: 'refusals' | 'over_cap' | null;
  fee: number;
  totalWithFee: number;
  maxTotal: number | null;
  needsConfirmation: boolean;
  confirmHours: number;
}

/** The pricing as the buyer pays it with `method`: a cash order carries the fee on its own line (issue 41). */
export function pricingFor(pricing: Pricing, cash: boolean): Pricing {
  const offer = pricing.cashOnDelivery;
  if (!cash || !offer?.offered || offer.fee === 0) return pricing;
  return { ...pricing, cashOnDeliveryFee: offer.fee, total: offer.totalWithFee };
}

export async function getPricing(cartId: string, location: string): Promise<Pricing> {
  const query = location ? `?location=${encodeURIComponent(location)}` : '';
  const result = await api.get<{ pricing: Pricing }>(`checkout/${encodeURIComponent(cartId)}${query}`);
  if (!result.success) throw new Error(result.message);
  return result.data.pricing;
}

export const pricingQuery = (cartId: string, location: string) =>
  queryOptions({ queryKey: ['cart', 'pricing', cartId, location], queryFn: () => getPricing(cartId, location) });

export const usePricing = (cartId: string | undefined, location: string) =>
  useQuery({ ...pricingQuery(cartId ?? '', location), enabled: Boolean(cartId) });
