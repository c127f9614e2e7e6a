import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Issue 41: a first cash order waiting for its buyer's code (decision 0025). */
export interface CashConfirmation {
  orderNumber: string;
  /** The order's phone with its middle hidden. */
  sentTo: string;
  channel: 'whatsapp' | 'sms';
  sentAt: string;
  expiresAt: string;
}

const path = (orderId: string) => `orders/${encodeURIComponent(orderId)}`;

export const cashConfirmationQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'cash-confirmation', orderId],
    queryFn: async () => {
      const result = await api.get<CashConfirmation>(`${path(orderId)}/cash-confirmation`);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
  });

export const useCashConfirmation = (orderId: string | null) =>
  useQuery({ ...cashConfirmationQuery(orderId ?? ''), enabled: Boolean(orderId) });

export const confirmCash = (orderId: string, code: string) =>
  api.post<{ order: { status: string } }>(`${path(orderId)}/confirm-cash`, { code });

export const resendCashCode = (orderId: string, via: 'whatsapp' | 'sms') =>
  api.post<{ via: string }>(`${path(orderId)}/confirm-cash/resend`, { via });

/** The one-tap link's page: confirms with the link's token, signed in or not. */
export const confirmCashLink = (token: string) =>
  api.post<{ orderNumber: string }>('orders/confirm-cash-link', { token });
