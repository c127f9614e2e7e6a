import { api } from '../../lib/api-client.ts';

export const startPaymentSession = (orderId: string) =>
  api.post<{ checkoutUrl?: string; url?: string; redirectUrl?: string; transactionId?: string }>('payment/bobsal/session', { orderId });
