import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** A seller's issue requests to customer service (spec 2 section 7). */
export interface SellerIssueRequest {
  _id: string;
  ticketNumber: number;
  status: 'pending' | 'escalated' | 'closed';
  issueType: string;
  description: string;
  orderNumber: string | null;
  item: string | null;
  answer: string | null;
  createdAt: string;
}

async function read<T>(path: string): Promise<T> {
  const result = await api.get<T>(path);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

const KEY = ['seller', 'issue-requests'] as const;

export const useSellerIssueRequests = () => useQuery({ queryKey: [...KEY, 'list'], queryFn: () => read<{ requests: SellerIssueRequest[] }>('seller/issue-requests').then((data) => data.requests) });
export const useIssueOrders = () => useQuery({ queryKey: [...KEY, 'orders'], queryFn: () => read<{ orders: { id: string; orderNumber: string; date: string }[] }>('seller/issue-requests/orders').then((data) => data.orders) });
export const useIssueOrderItems = (orderId: string | null) =>
  useQuery({ queryKey: [...KEY, 'items', orderId], queryFn: () => read<{ items: { _id: string; name: string; quantity: number }[] }>(`seller/issue-requests/orders/${orderId}/items`).then((data) => data.items), enabled: Boolean(orderId) });
export const useSellerIssueTypes = () => useQuery({ queryKey: [...KEY, 'types'], queryFn: () => read<{ value: string; label: string }[]>('seller/issue-requests/issue-types') });

export function useSendIssueRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; itemId?: string; issueType: string; description: string }) => api.post<{ ticketNumber: number }>('seller/issue-requests', body),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: KEY });
    },
  });
}
