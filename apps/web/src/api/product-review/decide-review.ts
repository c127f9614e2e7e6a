import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Approve publishes (or applies an edit); reject needs a reason the seller reads. */
export const decideReview = ({
  productId,
  revisionId,
  approve,
  reason,
}: {
  productId: string;
  revisionId: string | null;
  approve: boolean;
  reason?: string;
}) =>
  api.post<null>(`dashboard/review/products/${productId}/${approve ? 'approve' : 'reject'}`, {
    ...(revisionId ? { revisionId } : {}),
    ...(approve ? {} : { reason }),
  });

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideReview, onSuccess: () => client.invalidateQueries({ queryKey: ['review'] }) });
}
