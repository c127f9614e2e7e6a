import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { reviewsKey, type ReviewList } from './get-reviews.ts';

export const likeReview = (productId: string, reviewId: string) =>
  api.post<{ isLiked: boolean; likesCount: number }>(
    `products/product/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/like`,
  );

/** Spec 1 section 4: the like shows only after the server agrees; the cached lists take its answer. */
export function useLikeReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => likeReview(productId, reviewId),
    onSuccess: (result, reviewId) => {
      if (!result.success) return;
      queryClient.setQueriesData<ReviewList>({ queryKey: reviewsKey(productId) }, (list) =>
        list
          ? {
              ...list,
              reviews: list.reviews.map((review) => (review.id === reviewId ? { ...review, ...result.data } : review)),
            }
          : list,
      );
    },
  });
}
