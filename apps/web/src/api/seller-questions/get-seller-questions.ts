import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** A question on one of the seller's products: waiting (answer null) or answered. */
export interface SellerQuestion {
  _id: string;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  asker: { name: string };
  product: { _id: string; name: string; nameAr: string };
}

export interface SellerQuestionPage {
  questions: SellerQuestion[];
  unansweredCount: number;
  pagination: { page: number; total: number; totalPages: number };
}

export const SELLER_QUESTIONS_KEY = ['seller-questions'] as const;

export async function getSellerQuestions(page: number): Promise<SellerQuestionPage> {
  const result = await api.get<SellerQuestionPage>(`seller/questions?page=${page}`);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

export const useSellerQuestions = (page: number) =>
  useQuery({
    queryKey: [...SELLER_QUESTIONS_KEY, page],
    queryFn: () => getSellerQuestions(page),
    placeholderData: keepPreviousData,
  });
