import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '../../lib/api-client.ts';

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

const KEY = ['seller', 'issue-requests'] as const;

export const useSellerIssueRequests = () =>
  useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: () => getData<{ requests: SellerIssueRequest[] }>('seller/issue-requests').then((data) => data.requests),
  });
export const useIssueOrders = () =>
  useQuery({
    queryKey: [...KEY, 'orders'],
    queryFn: () =>
      getData<{ orders: { id: string; orderNumber: string; date: string }[] }>('seller/issue-requests/orders').then(
        (data) => data.orders,
      ),
  });
export const useIssueOrderItems = (orderId: string | null) =>
  useQuery({
    queryKey: [...KEY, 'items', orderId],
    queryFn: () =>
      getData<{ items: { _id: string; name: string; quantity: number }[] }>(
        `seller/issue-requests/orders/${orderId}/items`,
      ).then((data) => data.items),
    enabled: Boolean(orderId),
  });
export const useSellerIssueTypes = () =>
  useQuery({
    queryKey: [...KEY, 'types'],
    queryFn: () => getData<{ value: string; label: string; labelAr: string }[]>('seller/issue-requests/issue-types'),
  });

export function useSendIssueRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: string; itemId?: string; issueType: string; description: string }) =>
      api.post<{ ticketNumber: number }>('seller/issue-requests', body),
    onSuccess: (result) => {
      if (result.success) void client.invalidateQueries({ queryKey: KEY });
    },
  });
}
