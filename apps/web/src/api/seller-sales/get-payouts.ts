import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Payout {
  _id: string;
  periodStart: string;
  periodEnd: string;
  payoutDate: string;
  gross: number;
  online: number;
  cash: number;
  refunds: number;
  commissionRate: number;
  commission: number;
  cashNetted: number;
  amount: number;
  status: 'scheduled' | 'paid' | 'nothing_due';
  paidAt: string | null;
}

/** The seller's payout ledger, newest week first. */
export const payoutsQuery = queryOptions({
  queryKey: ['seller', 'payouts'],
  queryFn: async () => {
    const result = await api.get<{ payouts: Payout[] }>('seller/payouts');
    if (!result.success) throw new Error(result.message);
    return result.data.payouts;
  },
});

export const usePayouts = () => useQuery(payoutsQuery);
