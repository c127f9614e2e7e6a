import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '../../lib/api-client.ts';

/** A question on a product as staff see it (issue 40): the shop, the product, the asker by first name and initial. */
export interface StaffQuestion {
  _id: string;
  question: string;
  answer: string | null;
  askedAt: string;
  asker: { name: string };
  product: { _id: string; name: string; nameAr: string };
  seller: { _id: string; name: string };
  hidden: boolean;
  hiddenReason: string | null;
}

export type QuestionFilter = 'all' | 'shown' | 'hidden';

const STAFF_QUESTIONS_KEY = ['staff', 'questions'] as const;

export const staffQuestionsQuery = (filter: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: [...STAFF_QUESTIONS_KEY, filter, page],
    queryFn: () =>
      getData<{ questions: StaffQuestion[]; pagination: { totalPages: number; total: number } }>(
        `staff/questions?page=${page}${filter === 'all' ? '' : `&hidden=${filter === 'hidden'}`}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useStaffQuestions = (filter: QuestionFilter, page: number) => useQuery(staffQuestionsQuery(filter, page));

/** Hide a question with a reason (audited); it leaves the product's page. The list is read again after. */
export function useHideQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<unknown>(`staff/questions/${encodeURIComponent(id)}/hide`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_QUESTIONS_KEY }),
  });
}
