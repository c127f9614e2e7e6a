import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const askQuestion = (productId: string, question: string) =>
  api.post<{ question: { _id: string } }>(`products/product/${encodeURIComponent(productId)}/questions`, {
    question,
  });

/**
 * Asks the shop. The ask form's chunk holds this: it imports nothing the product page's chunk holds
 * (the build would fold the page into a shared chunk), so the page reads the asker's waiting
 * questions again itself once one is asked (questions-section.tsx).
 */
export const useAskQuestion = (productId: string) =>
  useMutation({ mutationFn: (question: string) => askQuestion(productId, question) });
