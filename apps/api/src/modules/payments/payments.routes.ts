import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { PAYMENT_METHODS } from '@souk/shared/schemas/checkout';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cashRules } from '../settings/settings.service.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import { settleRefund } from './refund-ledger.ts';
import { SIGNATURE_HEADER, verifySignature, type PaymentGateway } from '../../integrations/payments/gateway.ts';
import { orderView } from '../orders/orders.service.ts';
import {
  applyPaymentResult,
  attachMethod,
  confirmPayment,
  requestRefund,
  startCheckout,
  type GatewayOutcome,
} from './payments.service.ts';

const EVENT_OUTCOMES: Partial<Record<string, GatewayOutcome>> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'refund.succeeded': 'refunded',
};

/** The part of a signed event we act on; a signed but malformed one is refused, not a crash. */
const paymentEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ ref: z.string(), amountCents: z.number().int(), refundId: z.uuid().optional() }),
});

const orderBody = z.object({ orderId: z.uuid(MESSAGES.orderNotFound) });

/** Spec 2 section 7, payment calls; the webhook is the gateway's, signed. */
export async function paymentRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    gateway: PaymentGateway;
    webhookSecret: string;
    config: Pick<Config, 'cashConfirmBelowDelivered' | 'codeHashKey' | 'publicUrl'>;
  },
) {
  const { db, gateway, webhookSecret, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const access = { access: 'user' } as const;
  const userId = (request: FastifyRequest) => request.auth!.user.id;
  /** A payment outcome reaches Souk by the webhook or by a confirm that asked the gateway: counted where it lands. */
  const countOutcome = (applied: Awaited<ReturnType<typeof applyPaymentResult>>) => {
    if (applied.payment) app.metrics.payment(applied.payment, applied.paymentMethod ?? 'unknown');
    if (applied.refundDue) app.metrics.refunds('late_or_second_payment');
  };

  api.post(
    '/api/payment/bobsal/session',
    {
      config: { ...access, reach: BUYERS_OWN },
      schema: { tags, body: orderBody.extend({ locale: z.enum(['en', 'ar']).catch('en').default('en') }) },
    },
    async (request) => {
      const session = await startCheckout(db, gateway, userId(request), request.body.orderId, request.body.locale);
      return ok({ ...session, url: session.checkoutUrl, redirectUrl: session.checkoutUrl });
    },
  );

  api.post(
    '/api/payment/confirm',
    {
      config: { ...access, reach: BUYERS_OWN },
      schema: {
        tags,
        body: orderBody.extend({
          transactionId: z.string().max(200).optional(),
          status: z.string().max(40).optional(),
          result: z.string().max(40).optional(),
        }),
      },
    },
    async (request) => {
      const confirmed = await confirmPayment(db, gateway, userId(request), request.body);
      if (confirmed.applied) countOutcome(confirmed.applied);
      return ok(
        { status: confirmed.status, result: confirmed.result, order: orderView(confirmed.order, []) },
        confirmed.status === 'CAPTURED' ? MESSAGES.paymentConfirmed : 'Payment pending.',
      );
    },
  );

  api.post(
    '/api/payment/attach-method',
    {
      config: { ...access, reach: BUYERS_OWN },
      schema: {
        tags,
        body: orderBody.extend({
          paymentMethod: z.enum(PAYMENT_METHODS),
          paymentProvider: z.string().max(40).optional(),
          paymentMethodId: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => {
      const cash = { rules: await cashRules(db, config), sender: config };
      const { order, transactionId } = await attachMethod(db, userId(request), request.body, cash);
      return ok({ transactionId, order: orderView(order, []) });
    },
  );

  // The webhook reads its body as the exact bytes that were signed.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/api/payment/bobsal/webhook',
      { config: { access: 'public' }, schema: { tags, hide: false } },
      async (request) => {
        const raw = request.body as string;
        if (!verifySignature(webhookSecret, raw, request.headers[SIGNATURE_HEADER] as string | undefined))
          throw new HttpError(400, MESSAGES.invalidSignature);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new HttpError(400, MESSAGES.malformedJson);
        }
        const checked = paymentEvent.safeParse(parsed);
        if (!checked.success) throw new HttpError(400, MESSAGES.invalidPaymentEvent);
        const event = checked.data;
        // A refund of the ledger (decision 0012) is settled there; any other is a whole second charge given back.
        const settled =
          event.type === 'refund.succeeded' && event.data.refundId
            ? await settleRefund(db, { refundId: event.data.refundId, eventId: event.id })
            : null;
        if (settled) return ok({ received: true, outcome: settled });
        const outcome = EVENT_OUTCOMES[event.type];
        if (!outcome) return ok({ received: true, outcome: 'ignored' });
        const applied = await applyPaymentResult(db, {
          ref: event.data.ref,
          outcome,
          amountCents: event.data.amountCents,
          eventId: event.id,
          eventType: event.type,
        });
        countOutcome(applied);
        // Money given back that Souk did not ask for (a refund made at the provider): staff must hear of it.
        if (outcome === 'refunded' && applied.result === 'ignored')
          request.log.warn(
            { ref: event.data.ref, amountCents: event.data.amountCents },
            'the gateway reported a refund the ledger did not ask for; nothing was recorded',
          );
        if (applied.refundDue && applied.orderId) await requestRefund(db, gateway, applied.orderId, request.log);
        return ok({ received: true, outcome: applied.result });
      },
    );
  });
}
