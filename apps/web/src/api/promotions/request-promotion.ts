import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { PromotionRequest } from './get-promotions.ts';

export interface PromotionInput {
  productId: string;
  kind: PromotionRequest['kind'];
  discountPercent?: number;
  startsAt: string;
  endsAt: string;
  note?: string;
}

/** POST promotional-requests: staff accept or decline; an accepted one runs on its dates. */
export function useRequestPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PromotionInput) => api.post<{ request: PromotionRequest }>('promotional-requests', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['seller', 'promotions'] }),
  });
}

/** PUT promotional-requests/{id}: the seller accepts or declines a discount the sales team offered (issue 16). */
export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
      api.put<{ request: PromotionRequest }>(`promotional-requests/${id}`, { decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['seller', 'promotions'] }),
  });
}
