import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type ReviewOrder = 'none' | 'asc' | 'desc';

export interface Review {
  id: string;
  rating: number;
  comment: string;
  date: string;
  likesCount: number;
  isLiked: boolean;
  /** Written by a buyer who received the product (issue 40). */
  verifiedPurchase: boolean;
  /** `name` is the first name and the surname's initial, or empty when the account has no first name. */
  user: { id: string; name: string; avatar: string | null };
}

export interface ReviewList {
  reviews: Review[];
  averageRating: number;
  reviewCount: number;
}

export const reviewsKey = (productId: string) => ['reviews', productId] as const;
/**
 * Whether the reader may review (get-review-eligibility.ts): apart from the reviews' keys, which the
 * like's update walks as lists. Here, beside them, for the review form's chunk, which must not
 * import a module only the product page's chunk holds (the page's route entry would lose its name).
 */
export const reviewEligibilityKey = (productId: string) => ['review-eligibility', productId] as const;

export async function getReviews(productId: string, order: ReviewOrder): Promise<ReviewList> {
  const result = await api.get<ReviewList>(`products/product/${encodeURIComponent(productId)}/reviews?order=${order}`);
  if (!result.success) throw new Error('Could not load reviews. Please try again.');
  return result.data;
}

export const reviewsQuery = (productId: string, order: ReviewOrder) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), order],
    queryFn: () => getReviews(productId, order),
    // Read by the product page's loader just before the page mounts: fresh then, not fetched twice.
    staleTime: 30_000,
  });

export const useReviews = (productId: string, order: ReviewOrder) => useQuery(reviewsQuery(productId, order));
