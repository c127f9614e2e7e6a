import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  subject: string | null;
  body: string;
  /** E-mails: the HTML part (body is its plain-text alternative). */
  html?: string | null;
  status: string;
  createdAt: string;
}

/** GET /api/dev/outbox: what the server would have sent, newest first (development only). */
export async function getOutbox(to: string): Promise<OutboxMessage[]> {
  const query = to.trim() ? `?to=${encodeURIComponent(to.trim())}` : '';
  const result = await api.get<{ messages: OutboxMessage[] }>(`dev/outbox${query}`);
  if (!result.success) throw new Error(result.message);
  return result.data.messages;
}

export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ['dev', 'outbox', to.trim()],
    queryFn: () => getOutbox(to),
    placeholderData: keepPreviousData,
  });

/** Codes arrive through a background worker, so the list refreshes itself every few seconds. */
export const useOutbox = (to: string) => useQuery({ ...outboxQuery(to), refetchInterval: 4000 });
