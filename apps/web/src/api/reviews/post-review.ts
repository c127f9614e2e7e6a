import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { reviewEligibilityKey, reviewsKey } from './get-reviews.ts';

export interface ReviewInput {
  rating: number;
  comment: string;
}

export const postReview = (productId: string, body: ReviewInput) =>
  api.post<{ averageRating: number; reviewCount: number }>(
    `products/product/${encodeURIComponent(productId)}/reviews`,
    body,
  );

/** After a post the list, the product's rating summary and whether the reader may review are read again. */
export function usePostReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => postReview(productId, body),
    onSuccess: async (result) => {
      if (!result.success) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: reviewEligibilityKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'product', productId] }),
      ]);
    },
  });
}
