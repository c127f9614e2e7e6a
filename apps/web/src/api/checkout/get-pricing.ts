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
