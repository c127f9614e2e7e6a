import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SELLER_QUESTIONS_KEY } from './get-seller-questions.ts';

export const answerQuestion = (id: string, answer: string) =>
  api.post<{ question: { _id: string } }>(`seller/questions/${encodeURIComponent(id)}/answer`, { answer });

/** The shop answers a question (issue 40); its list is read again, the answered one moving below the waiting ones. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerQuestion(id, answer),
    onSuccess: async (result) => {
      if (result.success) await queryClient.invalidateQueries({ queryKey: SELLER_QUESTIONS_KEY });
    },
  });
}
