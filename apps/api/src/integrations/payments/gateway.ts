import { createHmac, timingSafeEqual } from 'node:crypto';

/** What any payment provider offers us: a hosted checkout, and the truth about a charge. */
export interface PaymentGateway {
  readonly name: string;
  /** `locale` is the language the hosted page speaks to the shopper. */
  createCheckout(input: {
    reference: string;
    /** What the shopper is told it pays for on the hosted page: the order number it knows (SK...). */
    description: string;
    amountCents: number;
    method: string;
    returnUrl: string;
    locale: 'en' | 'ar';
  }): Promise<{ ref: string; checkoutUrl: string }>;
  /** Asked server to server: never trust a browser's word that a payment went through. */
  chargeStatus(ref: string): Promise<ChargeStatus>;
  /**
   * Gives back `amountCents` of a captured charge, never more than is left of it: a request above
   * that is refused. `refundId` is ours, echoed in the `refund.succeeded` event. Safe to repeat:
   * one refund id is given back once. Throws `RefundRefused` when the provider says no for good;
   * any other error (a timeout, a 5xx) is passing, and the refund may be asked for again.
   */
  refund(ref: string, amountCents: number, refundId: string): Promise<void>;
}

/**
 * A provider's lasting "no" to a refund, its 4xx answer (declined by the bank, nothing left of the
 * charge, a charge never captured): asking again gives the same answer. `code` is the provider's.
 */
export class RefundRefused extends Error {
  constructor(
    readonly code: 'refund_declined' | 'amount_too_large' | 'charge_not_captured',
    message: string,
  ) {
    super(message);
    this.name = 'RefundRefused';
  }
}

export type ChargeStatus = 'open' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded';
  created: number;
  data: { ref: string; reference: string; amountCents: number; currency: string; refundId?: string };
}

export const SIGNATURE_HEADER = 'x-bobsal-signature';
/** Older signed events are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme payment providers use. */
export function signPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS || !parts.v1)
    return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
