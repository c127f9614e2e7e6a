import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** An answered question as every visitor reads it: the asker by first name and initial, or empty. */
export interface AnsweredQuestion {
  _id: string;
  question: string;
  answer: string;
  askedAt: string;
  answeredAt: string;
  asker: { name: string };
}

export interface QuestionPage {
  questions: AnsweredQuestion[];
  pagination: { page: number; total: number; totalPages: number; hasNextPage: boolean };
}

export const questionsKey = (productId: string) => ['questions', productId] as const;

export async function getQuestions(productId: string, page: number): Promise<QuestionPage> {
  const result = await api.get<QuestionPage>(
    `products/product/${encodeURIComponent(productId)}/questions?page=${page}`,
  );
  if (!result.success) throw new Error('Could not load the questions. Please try again.');
  return result.data;
}

/** A product's answered questions (issue 40): its page's loader reads the first page, rendered on the server. */
export const questionsQuery = (productId: string, page = 1) =>
  queryOptions({
    queryKey: [...questionsKey(productId), page],
    queryFn: () => getQuestions(productId, page),
    staleTime: 30_000,
  });

export const useQuestions = (productId: string, page = 1) => useQuery(questionsQuery(productId, page));
