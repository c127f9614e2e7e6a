import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { reviewEligibilityKey } from './get-reviews.ts';

/** Whether the signed-in reader may review the product, and the server's message saying why not (issue 40). */
export interface ReviewEligibility {
  canReview: boolean;
  reason: string | null;
}

export async function getReviewEligibility(productId: string): Promise<ReviewEligibility> {
  const result = await api.get<ReviewEligibility>(
    `products/product/${encodeURIComponent(productId)}/reviews/eligibility`,
  );
  if (!result.success) throw new Error(result.message);
  return result.data;
}

/** Asked only for a signed-in reader, after hydration: a guest's page (and the cached one) never holds it. */
export const useReviewEligibility = (productId: string, signedIn: boolean) =>
  useQuery({
    queryKey: reviewEligibilityKey(productId),
    queryFn: () => getReviewEligibility(productId),
    enabled: signedIn,
  });
