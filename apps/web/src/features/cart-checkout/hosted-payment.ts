import { startPaymentSession } from '../../api/payment/start-session.ts';

/** Which order the browser left to pay, so the return to /order-history can ask the server about it. */
export const PENDING_PAYMENT_KEY = 'souk.pendingPayment';

/**
 * Opens the gateway's hosted page for an unpaid online order, in the shopper's language. On
 * success the browser leaves the app; otherwise the failed answer comes back for a message.
 */
export async function goToHostedPayment(orderId: string, locale: 'en' | 'ar') {
  const session = await startPaymentSession(orderId, locale);
  const url = session.success ? (session.data.checkoutUrl ?? session.data.url ?? session.data.redirectUrl) : undefined;
  if (session.success && url) {
    sessionStorage.setItem(
      PENDING_PAYMENT_KEY,
      JSON.stringify({ orderId, transactionId: session.data.transactionId ?? null }),
    );
    window.location.assign(url);
    return { left: true as const };
  }
  return { left: false as const, failure: session.success ? undefined : session };
}

/** The order the browser left for the payment page and never came back from (issue 41: closed, or Back). */
export function orderLeftUnpaid(): string | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null') as { orderId: string } | null)?.orderId;
  } catch {
    return undefined;
  }
}

export function pendingPayment(orderId: string): string | undefined {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null') as {
      orderId: string;
      transactionId: string | null;
    } | null;
    return pending?.orderId === orderId ? (pending.transactionId ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
