import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { reviewEligibilityKey, reviewsKey } from './get-reviews.ts';

export const deleteReview = (productId: string, reviewId: string) =>
  api.delete<null>(`products/product/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`);

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(productId, reviewId),
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
