import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../modules/payments/payments.tables.ts';
import { RefundRefused, signPayload, type ChargeStatus, type PaymentEvent, type PaymentGateway } from './gateway.ts';

/** Test instruments of the sandbox, as a real provider documents them. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  retry: '4000000000009995',
  /** Paid, but the bank declines its refunds for good (a closed card account), as on Stripe's 4000000000005126. */
  refundDeclined: '4000000000005126',
} as const;
export const SANDBOX_WALLETS = { success: '70000000', decline: '70000002' } as const;

export type SandboxOutcome = 'succeeded' | 'failed' | 'retry' | 'invalid';

/** Luhn check: a mistyped card number is caught before it is "sent". */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function sandboxOutcome(method: string, instrument: string): SandboxOutcome {
  const cleaned = instrument.replace(/\s+/g, '');
  if (method === 'credit_card') {
    if (!luhnValid(cleaned)) return 'invalid';
    if (cleaned === SANDBOX_CARDS.decline) return 'failed';
    if (cleaned === SANDBOX_CARDS.retry) return 'retry';
    return 'succeeded';
  }
  if (!/^\d{8}$/.test(cleaned)) return 'invalid';
  return cleaned === SANDBOX_WALLETS.decline ? 'failed' : 'succeeded';
}

export type DeliverWebhook = (body: string, signature: string) => Promise<number>;

/**
 * The built-in sandbox: hosted checkout pages, charges, and signed webhooks delivered to our own
 * endpoint (retried a few times when it does not answer 2xx), just as an outside gateway would.
 */
export function sandboxGateway(
  db: Db,
  secret: string,
  deliver: DeliverWebhook,
): PaymentGateway & {
  settle(chargeId: string, outcome: 'succeeded' | 'failed', instrument?: string): Promise<string | null>;
} {
  async function sendEvent(event: PaymentEvent) {
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt < 4; attempt++) {
      const status = await deliver(body, signPayload(secret, body)).catch(() => 0);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
  const eventFor = (charge: typeof sandboxCharges.$inferSelect, type: PaymentEvent['type']): PaymentEvent => ({
    id: `evt_${randomUUID()}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { ref: charge.id, reference: charge.reference, amountCents: charge.amountCents, currency: charge.currency },
  });
  return {
    name: 'sandbox',
    async createCheckout(input) {
      const [charge] = await db
        .insert(sandboxCharges)
        .values({
          reference: input.reference,
          description: input.description,
          method: input.method,
          amountCents: input.amountCents,
          returnUrl: input.returnUrl,
        })
        .returning();
      return {
        ref: charge!.id,
        checkoutUrl: `/api/payment/sandbox/checkout/${charge!.id}${input.locale === 'ar' ? '?lang=ar' : ''}`,
      };
    },
    async chargeStatus(ref) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, ref));
      return (charge?.status as ChargeStatus | undefined) ?? 'failed';
    },
    async refund(ref, amountCents, refundId) {
      const [given] = await db
        .update(sandboxCharges)
        .set({
          refundedCents: sql`${sandboxCharges.refundedCents} + ${amountCents}`,
          refundIds: sql`array_append(${sandboxCharges.refundIds}, ${refundId})`,
          // Given back whole, the charge reads refunded, as a provider's does.
          status: sql`case when ${sandboxCharges.refundedCents} + ${amountCents} = ${sandboxCharges.amountCents} then 'refunded' else ${sandboxCharges.status} end`,
        })
        .where(
          and(
            eq(sandboxCharges.id, ref),
            eq(sandboxCharges.status, 'succeeded'),
            eq(sandboxCharges.refundsDeclined, false),
            sql`${amountCents} > 0`,
            sql`not (${refundId} = any(${sandboxCharges.refundIds}))`,
            sql`${sandboxCharges.refundedCents} + ${amountCents} <= ${sandboxCharges.amountCents}`,
          ),
        )
        .returning();
      const [charge] = given ? [given] : await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, ref));
      // Asked again for a refund already given: its event is sent again, nothing is given twice.
      // Asked for more than is left of the charge (or of one never captured): refused, for good.
      if (charge?.refundsDeclined && !charge.refundIds.includes(refundId))
        throw new RefundRefused('refund_declined', `Sandbox charge ${ref}: the bank declined the refund.`);
      if (!charge || (!given && !charge.refundIds.includes(refundId)))
        throw new RefundRefused(
          charge?.status === 'succeeded' || charge?.status === 'refunded' ? 'amount_too_large' : 'charge_not_captured',
          `Sandbox charge ${ref} cannot give back ${amountCents} cents: only ${charge ? charge.amountCents - charge.refundedCents : 0} are left.`,
        );
      await sendEvent({
        ...eventFor(charge, 'refund.succeeded'),
        data: { ref: charge.id, reference: charge.reference, amountCents, currency: charge.currency, refundId },
      });
    },
    /**
     * Records the outcome (and whether the instrument's refunds will be declined), sends the signed
     * event, and returns where to send the browser (null: already settled).
     */
    async settle(chargeId, outcome, instrument = '') {
      // Only an open charge settles, once: a double-clicked Pay must not charge twice.
      const [charge] = await db
        .update(sandboxCharges)
        .set({ status: outcome, refundsDeclined: instrument.replace(/\s+/g, '') === SANDBOX_CARDS.refundDeclined })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'open')))
        .returning();
      if (!charge) return null;
      await sendEvent(eventFor(charge, outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed'));
      const separator = charge.returnUrl.includes('?') ? '&' : '?';
      return `${charge.returnUrl}${separator}payment=${outcome === 'succeeded' ? 'success' : 'failed'}`;
    },
  };
}
