import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface PromotionRequest {
  _id: string;
  productId: string;
  productName: string | null;
  kind: 'discount' | 'todays_deal' | 'featured';
  discountPercent: number | null;
  startsAt: string;
  endsAt: string;
  note: string;
  status: 'pending' | 'offered' | 'accepted' | 'declined' | 'cancelled';
  /** Suggested by the sales team: the seller answers it. */
  offered: boolean;
  running: boolean;
  decisionNote: string | null;
  createdAt: string;
}

export const promotionsQuery = queryOptions({
  queryKey: ['seller', 'promotions'],
  queryFn: async () => {
    const result = await api.get<{ requests: PromotionRequest[] }>('promotional-requests');
    if (!result.success) throw new Error(result.message);
    return result.data.requests;
  },
});

export const usePromotions = () => useQuery(promotionsQuery);
