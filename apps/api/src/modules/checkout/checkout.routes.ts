import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { couponSchema, proceedToPaymentSchema } from '@souk/shared/schemas/checkout';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import { assertOwnCart } from '../cart/cart.service.ts';
import { orderView } from '../orders/orders.service.ts';
import type { OutboxNudge } from '../otp/otp.routes.ts';
import { applyCoupon, checkoutPricing, placeOrderWithItems, pricingView, removeCoupon } from './checkout.service.ts';
import { liveConfig } from '../settings/settings.service.ts';

const cartParams = z.object({ cartId: z.uuid(MESSAGES.cartNotFound) });

/** Spec 2 section 7, checkout: signed-in buyers only, on their own cart. */
export async function checkoutRoutes(app: FastifyInstance, options: { db: Db; config: Config; outbox: OutboxNudge }) {
  const { db, config, outbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'user' } as const;
  const tags = ['checkout'];
  const user = (request: FastifyRequest) => request.auth!.user;
  // Rates and fees as admins last set them (issue 14).
  const live = () => liveConfig(db, config);

  api.get(
    '/api/checkout/:cartId',
    {
      config: { ...access, reach: BUYERS_OWN },
      schema: { tags, params: cartParams, querystring: z.object({ location: z.string().max(80).optional() }) },
    },
    async (request) => {
      await assertOwnCart(db, { userId: user(request).id }, request.params.cartId);
      const rules = await live();
      const pricing = await checkoutPricing(db, request.params.cartId, user(request).id, request.query.location, rules);
      return ok({ pricing: pricingView(pricing, rules.lbpPerUsd) });
    },
  );

  api.post(
    '/api/checkout/:cartId/apply-coupon',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: cartParams, body: couponSchema } },
    async (request) => {
      await assertOwnCart(db, { userId: user(request).id }, request.params.cartId);
      const rules = await live();
      const pricing = await applyCoupon(db, request.params.cartId, user(request).id, request.body.couponCode, rules);
      return ok({ couponApplied: true, pricing: pricingView(pricing, rules.lbpPerUsd) }, MESSAGES.couponApplied);
    },
  );

  api.delete(
    '/api/checkout/:cartId/remove-coupon',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: cartParams } },
    async (request) => {
      await assertOwnCart(db, { userId: user(request).id }, request.params.cartId);
      const rules = await live();
      const pricing = await removeCoupon(db, request.params.cartId, user(request).id, rules);
      return ok({ couponApplied: false, pricing: pricingView(pricing, rules.lbpPerUsd) }, MESSAGES.couponRemoved);
    },
  );

  api.post(
    '/api/checkout/:cartId/proceed-to-payment',
    { config: { ...access, reach: BUYERS_OWN }, schema: { tags, params: cartParams, body: proceedToPaymentSchema } },
    async (request, reply) => {
      const buyer = user(request);
      const rules = await live();
      const idempotencyKey = request.body.idempotencyKey ?? (request.headers['idempotency-key'] as string | undefined);
      // placeOrder checks that the cart is the buyer's own as it locks it.
      const { order, items, repeated } = await placeOrderWithItems(db, {
        cartId: request.params.cartId,
        userId: buyer.id,
        email: buyer.email,
        shippingAddress: { ...request.body.shippingAddress, phone: `+961${request.body.shippingAddress.phone}` },
        couponCode: request.body.couponCode,
        paymentMethod: request.body.paymentMethod,
        idempotencyKey: idempotencyKey?.slice(0, 100),
        rules,
      });
      outbox.nudge();
      if (!repeated) app.metrics.orderPlaced(order.paymentMethod);
      return reply.status(201).send(ok({ order: orderView(order, items) }, MESSAGES.orderPlaced));
    },
  );
}
