import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { myQuestionsKey } from './get-my-questions.ts';

export const askQuestion = (productId: string, question: string) =>
  api.post<{ question: { _id: string } }>(`products/product/${encodeURIComponent(productId)}/questions`, {
    question,
  });

/** Once asked, the reader's waiting questions are read again: the new one shows as waiting for the shop. */
export function useAskQuestion(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askQuestion(productId, question),
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: myQuestionsKey(productId) });
    },
  });
}
