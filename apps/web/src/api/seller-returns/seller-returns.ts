import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** A request from customer service to take back or refund an item (issue 15). */
export interface SellerReturn {
  _id: string;
  status: 'pending' | 'accepted' | 'rejected';
  returnType: 'standard_return' | 'refund';
  refundPercentage: number | null;
  refundAmount: number;
  /** What was finally given back once accepted (the seller may give less), and where it stands. */
  refund: { amount: number; status: 'pending' | 'succeeded' | 'recorded' | 'failed' } | null;
  quantity: number;
  title: string;
  /** Which of the desk's titles (NOTICE_TITLE_TYPES) the title is. */
  noticeType: string;
  message: string;
  returnReason: string | null;
  /** The reason's Arabic label where it is an issue type with one. */
  returnReasonAr?: string | null;
  decisionNote: string | null;
  createdAt: string;
  item: { name: string; nameAr?: string | null; sku: string | null };
  orderNumber: string;
  ticketNumber: number;
  customerName: string;
}

const KEY = ['seller', 'returns'] as const;

export const useSellerReturns = () =>
  useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: async () => {
      const result = await api.get<{ returns: SellerReturn[] }>('seller/returns');
      if (!result.success) throw new Error(result.message);
      return result.data.returns;
    },
  });

/** The menu's count of requests waiting for the seller. */
export const usePendingReturns = () =>
  useQuery({
    queryKey: [...KEY, 'pending'],
    queryFn: async () => {
      const result = await api.get<{ count: number }>('seller/returns/count/pending');
      return result.success ? result.data.count : 0;
    },
    refetchInterval: 120_000,
  });

export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'accept' | 'reject'; note: string; amount?: number }) =>
      api.post<{ status: string }>(`seller/returns/${input.id}/decision`, {
        decision: input.decision,
        note: input.note,
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}
