import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** One of the reader's own questions still waiting for the shop. */
export interface WaitingQuestion {
  _id: string;
  question: string;
  askedAt: string;
}

export const myQuestionsKey = (productId: string) => ['my-questions', productId] as const;

export async function getMyQuestions(productId: string): Promise<WaitingQuestion[]> {
  const result = await api.get<{ questions: WaitingQuestion[] }>(
    `products/product/${encodeURIComponent(productId)}/questions/mine`,
  );
  if (!result.success) throw new Error(result.message);
  return result.data.questions;
}

/** Asked only for a signed-in reader, after hydration: the cached page, the same for everyone, never holds it. */
export const useMyQuestions = (productId: string, signedIn: boolean) =>
  useQuery({ queryKey: myQuestionsKey(productId), queryFn: () => getMyQuestions(productId), enabled: signedIn });
