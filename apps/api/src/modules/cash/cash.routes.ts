import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashConfirmCodeSchema, cashConfirmLinkSchema, cashResendSchema } from '@souk/shared/cash-on-delivery';
import { MESSAGES } from '@souk/shared/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import type { OutboxNudge } from '../otp/otp.routes.ts';
import { orderView, ownOrder } from '../orders/orders.service.ts';
import { confirmByCode, confirmByLink, confirmationOf, resendConfirmation } from './cash.service.ts';

const orderParams = z.object({ id: z.uuid(MESSAGES.orderNotFound) });

/** The order's phone as the buyer knows it, its middle hidden: +961 71 ••• 345. */
const maskedPhone = (phone: string) => phone.replace(/^(\+961)(\d{2})\d+(\d{3})$/, '$1 $2 ••• $3');

/** Issue 41: the buyer confirms a first cash order by its code (signed in) or by the link sent to its phone. */
export async function cashRoutes(app: FastifyInstance, options: { db: Db; config: Config; outbox: OutboxNudge }) {
  const { db, config, outbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const own = { access: 'user', reach: BUYERS_OWN } as const;
  const tags = ['orders'];
  const userId = (request: FastifyRequest) => request.auth!.user.id;

  api.get(
    '/api/orders/:id/cash-confirmation',
    { config: own, schema: { tags, params: orderParams } },
    async (request) => {
      const { order } = await ownOrder(db, userId(request), request.params.id);
      const waiting = order.status === 'awaiting_confirmation' ? await confirmationOf(db, order.id) : undefined;
      if (!waiting) throw new HttpError(409, MESSAGES.cashOrderNotWaiting);
      return ok({
        orderNumber: order.orderNumber,
        sentTo: maskedPhone(order.shippingAddress.phone),
        channel: waiting.channel,
        sentAt: waiting.sentAt.toISOString(),
        expiresAt: waiting.expiresAt.toISOString(),
      });
    },
  );

  api.post(
    '/api/orders/:id/confirm-cash',
    { config: own, schema: { tags, params: orderParams, body: cashConfirmCodeSchema } },
    async (request) => {
      const order = await confirmByCode(db, config.codeHashKey, {
        userId: userId(request),
        orderId: request.params.id,
        code: request.body.code,
      });
      outbox.nudge();
      return ok({ order: orderView(order, []) }, MESSAGES.cashOrderConfirmed);
    },
  );

  api.post(
    '/api/orders/:id/confirm-cash/resend',
    { config: own, schema: { tags, params: orderParams, body: cashResendSchema } },
    async (request) => {
      await resendConfirmation(db, config, {
        userId: userId(request),
        orderId: request.params.id,
        via: request.body.via,
      });
      outbox.nudge();
      return ok({ via: request.body.via }, MESSAGES.cashCodeResent);
    },
  );

  // The link's token is the proof: it went to the order's phone, and whoever opens it may not be signed in.
  api.post(
    '/api/orders/confirm-cash-link',
    { config: { access: 'public', reach: 'any' }, schema: { tags, body: cashConfirmLinkSchema } },
    async (request) => {
      const order = await confirmByLink(db, request.body.token);
      outbox.nudge();
      return ok({ orderNumber: order.orderNumber }, MESSAGES.cashOrderConfirmed);
    },
  );
}
