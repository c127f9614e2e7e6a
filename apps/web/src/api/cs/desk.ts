import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsNotificationCategory, OrderStage, TicketType } from '@souk/shared/schemas/cs';
import { api, getData, type ApiResult } from '../../lib/api-client.ts';

/** The customer-service desk's calls (spec 3 section 7, customer service). */

export interface CsPerson {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  accountType: string[];
  address: string | null;
  location: string | null;
}

export interface CsSeller {
  id: string;
  fullName: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  businessName: string;
  businessEmail: string | null;
  businessPhone: string | null;
  accountType: string[];
}

export interface CsOrderItem {
  _id: string;
  name: string;
  sku: string | null;
  quantity: number;
  product: { seller: string; businessName: string; sellerInfo: { fullName: string } };
}

export interface CsOrder {
  id: string;
  orderNumber: string;
  date: string;
  status: string;
  total: number;
  items?: CsOrderItem[];
}

export interface Ticket {
  _id: string;
  ticketNumber: number;
  ticketType: TicketType;
  status: 'pending' | 'escalated' | 'closed';
  priority: boolean;
  orderId: string | null;
  phoneNumber: string;
  item: string | null;
  sku: string | null;
  dateCreated: string;
  clientIssue: string;
  notes: string;
  ticketTypeCategory: string | null;
  seller: { id: string; fullName: string | null; name: string | null } | null;
  businessName: string | null;
  customerInfo: { name: string; phone: string };
  assignedTo: { id: string; name: string | null; isManager: boolean } | null;
  escalation: { escalatedTo: string; escalatedToName: string | null } | null;
  resolution: { closedByName: string | null; actionType: string | null; refundPercentage: number | null } | null;
}

export interface TicketFilters {
  search?: string;
  status?: string;
  issueType?: string;
  dateFrom?: string;
  dateTo?: string;
  priority?: string;
  sellerName?: string;
  agentId?: string;
}

export interface CsAgent {
  _id: string;
  userName: string;
  name: string;
  accountType: string[];
}

export interface CsNotification {
  _id: string;
  read: boolean;
  createdAt: string;
  notificationCategory: string;
  kind: string;
  decision: string | null;
  status: string | null;
  issueType: string | null;
  ticketNumber: number | null;
  ticketType: TicketType | null;
  notes: string;
  customerInfo: { name: string; phone: string } | null;
  orderNumber: string | null;
  items: { name: string; quantity: number }[];
}

export interface Faq {
  _id: string;
  question: string;
  answer: string;
  /** Empty where staff wrote no Arabic (Arabic readers then get the English). */
  questionAr: string;
  answerAr: string;
  category: string;
  type: 'buyer' | 'seller';
  displayOrder: number;
}

export interface IssueType {
  _id: string;
  userType: 'client' | 'seller' | 'manager';
  value: string;
  label: string;
  /** Empty where staff wrote no Arabic label. */
  labelAr: string;
}

/** One of a ticket form's issue choices. */
export interface IssueChoice {
  value: string;
  label: string;
  labelAr: string;
}

/** Lookups are asked on demand (the Search button), so they are plain calls, not queries. */
export const lookupBuyer = (phone: string) =>
  api.get<{ user: CsPerson }>(`cs/lookup-user/${encodeURIComponent(phone)}`);
export const lookupSeller = (phone: string) =>
  api.get<{ seller: CsSeller }>(`dashboard/seller-profile-management/search-by-phone/${encodeURIComponent(phone)}`);

export const useBuyerOrders = (userId: string | null) =>
  useQuery({
    queryKey: ['cs', 'user-orders', userId],
    queryFn: () => getData<{ orders: CsOrder[] }>(`cs/user/${userId}/orders`).then((data) => data.orders),
    enabled: Boolean(userId),
    retry: false,
  });
export const useSellerOrders = (sellerId: string | null) =>
  useQuery({
    queryKey: ['cs', 'seller-orders', sellerId],
    queryFn: () => getData<{ orders: CsOrder[] }>(`cs/seller/${sellerId}/orders`).then((data) => data.orders),
    enabled: Boolean(sellerId),
    retry: false,
  });

export const useIssueChoices = (side: 'client' | 'seller') =>
  useQuery({
    queryKey: ['cs', 'issue-choices', side],
    queryFn: () =>
      getData<IssueChoice[]>(side === 'client' ? 'cs/issue-types?userType=client' : 'cs/seller-issue-types'),
  });

export const ticketsQuery = (ticketType: TicketType, page: number, filters: TicketFilters) =>
  queryOptions({
    queryKey: ['cs', 'tickets', ticketType, page, filters],
    queryFn: () => {
      const params = new URLSearchParams({ ticketType, page: String(page), limit: '6' });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      return getData<{ tickets: Ticket[]; pagination: { pages: number; total: number } }>(`cs/tickets?${params}`);
    },
    placeholderData: keepPreviousData,
  });
export const useTickets = (ticketType: TicketType, page: number, filters: TicketFilters) =>
  useQuery(ticketsQuery(ticketType, page, filters));

export const useCsSellers = (enabled: boolean) =>
  useQuery({
    queryKey: ['cs', 'sellers'],
    queryFn: () =>
      getData<{ sellers: { _id: string; businessName: string }[] }>('cs/sellers/all').then((data) => data.sellers),
    enabled,
    staleTime: 60_000,
  });

export const useCsAgents = () =>
  useQuery({ queryKey: ['cs', 'agents'], queryFn: () => getData<CsAgent[]>('cs/agents/mention'), staleTime: 60_000 });

/**
 * Every desk write refreshes the lists and the drawer it may change. A list whose first read is
 * still under way (a search just typed) is cancelled first: invalidating it would only wait for that
 * read, made before the write, and the row kept its old state (an agent's close showed no closer).
 */
function useDeskMutation<I, R>(call: (input: I) => Promise<ApiResult<R>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      if (!result.success) return;
      await client.cancelQueries({ queryKey: ['cs'] });
      void client.invalidateQueries({ queryKey: ['cs'] });
    },
  });
}

export const useCreateTicket = () =>
  useDeskMutation((input: { side: TicketType; body: Record<string, unknown> }) =>
    api.post<{ ticketNumber: number; ticketId: string }>(
      input.side === 'buyer' ? 'cs/tickets' : 'cs/seller-tickets',
      input.body,
    ),
  );

export type TicketAction =
  | { kind: 'close'; id: string; body: { actionTaken: string; note?: string; refundPercentage?: number } }
  | { kind: 'reopen'; id: string }
  | { kind: 'escalate'; id: string; body: { escalationNote: string } }
  | { kind: 'mention'; id: string; body: { mentionNote: string; mentionedAgentId: string } };

export const useTicketAction = () =>
  useDeskMutation((action: TicketAction) => {
    const path = `cs/tickets/${action.id}`;
    if (action.kind === 'close') return api.put<null>(`${path}/close`, action.body);
    if (action.kind === 'reopen') return api.put<null>(`${path}/status`, { status: 'pending' });
    if (action.kind === 'escalate') return api.put<null>(`${path}/escalate`, action.body);
    return api.post<null>(`${path}/mention`, action.body);
  });

export const useFaqs = (type: 'buyer' | 'seller') =>
  useQuery({
    queryKey: ['cs', 'faqs', type],
    queryFn: () => getData<{ faqs: Faq[] }>(`cs/faqs?type=${type}`).then((data) => data.faqs),
  });

export const useSaveFaq = () =>
  useDeskMutation((input: { id?: string; body: Record<string, unknown> }) =>
    input.id ? api.put<{ faq: Faq }>(`cs/faqs/${input.id}`, input.body) : api.post<{ faq: Faq }>('cs/faqs', input.body),
  );
export const useDeleteFaq = () => useDeskMutation((id: string) => api.delete<null>(`cs/faqs/${id}`));
export const useReorderFaqs = () =>
  useDeskMutation((input: { type: 'buyer' | 'seller'; ids: string[] }) =>
    api.put<{ faqs: Faq[] }>('cs/faqs/reorder', input),
  );

export const useIssueTypes = () =>
  useQuery({
    queryKey: ['cs', 'issue-types'],
    queryFn: () =>
      getData<{ issueTypes: Record<'client' | 'seller' | 'manager', IssueType[]> }>('cs/manager/issue-types').then(
        (data) => data.issueTypes,
      ),
    retry: false,
  });
export const useSaveIssueType = () =>
  useDeskMutation((input: { id?: string; body: { userType?: string; value: string; labelAr: string } }) =>
    input.id
      ? api.put<{ issueType: IssueType }>(`cs/manager/issue-types/${input.id}`, input.body)
      : api.post<{ issueType: IssueType }>('cs/manager/issue-types', input.body),
  );
export const useDeleteIssueType = () =>
  useDeskMutation((id: string) => api.delete<null>(`cs/manager/issue-types/${id}`));

export const useCsUnread = () =>
  useQuery({
    queryKey: ['cs', 'unread'],
    queryFn: () =>
      getData<{ totalUnread: number; buyers: number; sellers: number; management: number }>(
        'cs/notifications/unread-count',
      ),
    refetchInterval: 60_000,
  });
export const useCsNotifications = (category: CsNotificationCategory) =>
  useQuery({
    queryKey: ['cs', 'notifications', category],
    queryFn: () =>
      getData<{ notifications: CsNotification[] }>(`cs/notifications?category=${category}`).then(
        (data) => data.notifications,
      ),
  });

/** Marks one read at once on screen, and puts it back if the server says no (section 4). */
export function useMarkCsRead(category: CsNotificationCategory) {
  const client = useQueryClient();
  const key = ['cs', 'notifications', category];
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await api.put<{ totalUnread: number }>(`cs/notifications/${id}/mark-read`, {});
      if (!result.success) throw new Error(result.message);
      return result;
    },
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CsNotification[]>(key);
      client.setQueryData<CsNotification[]>(key, (rows) =>
        rows?.map((row) => (row._id === id ? { ...row, read: true } : row)),
      );
      return { before };
    },
    onError: (_error, _id, context) => client.setQueryData(key, context?.before),
    onSettled: () => void client.invalidateQueries({ queryKey: ['cs', 'unread'] }),
  });
}
export const useMarkAllCsRead = () =>
  useDeskMutation((category: CsNotificationCategory) =>
    api.put<{ totalUnread: number }>('cs/notifications/mark-all-read', { category }),
  );

export interface ReturnDetails {
  _id: string;
  ticketNumber: number;
  issueType: string;
  seller: { id: string; businessName: string | null; fullName: string | null } | null;
  relatedOrder: { _id: string; orderNumber: string | null } | null;
  relatedItems: { _id: string; productId: string; name: string; sku: string | null; quantity: number; price: number }[];
  customerInfo: { name: string; phone: string };
  requests: { _id: string; status: string; returnType: string; refundAmount: number; title: string }[];
}

export const useReturnDetails = (ticketId: string | null) =>
  useQuery({
    queryKey: ['cs', 'return-details', ticketId],
    queryFn: () =>
      getData<{ ticket: ReturnDetails }>(`cs/tickets/${ticketId}/return-details`).then((data) => data.ticket),
    enabled: Boolean(ticketId),
    retry: false,
  });

/** What closing a ticket with a refund would do (decision 0012): asked when the manager picks Refund. */
export interface RefundPreview {
  outcome:
    'refund' | 'cancel_and_refund' | 'no_item' | 'nothing_paid' | 'in_transit' | 'awaits_seller' | 'already_refunded';
  /** Why a refund is refused, in the API's words. */
  message: string | null;
  paymentMethod: 'credit_card' | 'whish_money' | 'omt' | 'cash_on_delivery' | null;
  paid: number;
  refunded: number;
  left: number;
}
export const useRefundPreview = (ticketId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['cs', 'refund-preview', ticketId],
    queryFn: () => getData<RefundPreview>(`cs/tickets/${ticketId}/refund-preview`),
    enabled,
    staleTime: 0,
    retry: false,
  });

export const useSendToSeller = () =>
  useDeskMutation((body: Record<string, unknown>) =>
    api.post<{ returnRequest: { _id: string } }>('cs/returns/create-and-notify', body),
  );

export interface ProfileOrder {
  id: string;
  orderNumber: string;
  date: string;
  status: string;
  stage: OrderStage;
  total: number;
}

export interface CsSellerProfile extends CsSeller {
  communicationMethod: string | null;
  productCategory: { _id: string; name: string } | null;
  productSubCategory: { _id: string; name: string } | null;
  businessLocation: string | null;
  businessAddress: string | null;
  businessDescription: string;
}

export const lookupBuyerProfile = (phone: string) =>
  api.get<{ user: CsPerson }>(`dashboard/buyer-profile-management/search-by-phone/${encodeURIComponent(phone)}`);
export const lookupSellerProfile = (phone: string) =>
  api.get<{ seller: CsSellerProfile }>(
    `dashboard/seller-profile-management/search-by-phone/${encodeURIComponent(phone)}`,
  );
export const useProfileOrders = (userId: string | null) =>
  useQuery({
    queryKey: ['cs', 'profile-orders', userId],
    queryFn: () =>
      getData<{ orders: ProfileOrder[] }>(`dashboard/buyer-profile-management/user-orders/${userId}`).then(
        (data) => data.orders,
      ),
    enabled: Boolean(userId),
  });
export const useUpdateBuyer = () =>
  useDeskMutation((input: { id: string; body: { name: string; phone: string } }) =>
    api.put<{ user: CsPerson }>(`dashboard/buyer-profile-management/update-user/${input.id}`, input.body),
  );
export const useUpdateSeller = () =>
  useDeskMutation((input: { id: string; body: Record<string, string> }) =>
    api.put<{ seller: CsSellerProfile }>(`dashboard/seller-profile-management/update-seller/${input.id}`, input.body),
  );

export interface SupportMessage {
  _id: string;
  name: string;
  email: string | null;
  phone: string;
  message: string;
  source: 'support' | 'checkout' | 'contact';
  status: 'open' | 'answered' | 'ticketed';
  answer: string | null;
  createdAt: string;
}

export const useSupportInbox = (status: 'open' | 'handled') =>
  useQuery({
    queryKey: ['cs', 'inbox', status],
    queryFn: () =>
      getData<{ messages: SupportMessage[] }>(`cs/support-messages?status=${status}`).then((data) => data.messages),
  });
export const useHandleSupportMessage = () =>
  useDeskMutation((input: { id: string; body: { answer: string } | { ticketed: true } }) =>
    api.put<null>(`cs/support-messages/${input.id}`, input.body),
  );
