import { api } from '../../lib/api-client.ts';

/** `locale` is the language the gateway's hosted page should speak. */
export const startPaymentSession = (orderId: string, locale: 'en' | 'ar') =>
  api.post<{ checkoutUrl?: string; url?: string; redirectUrl?: string; transactionId?: string }>(
    'payment/bobsal/session',
    { orderId, locale },
  );
