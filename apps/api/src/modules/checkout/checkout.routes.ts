import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { couponSchema, proceedToPaymentSchema } from '@souk/shared/schemas/checkout';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import { addressView, keepCheckoutAddress, ownAddress } from '../addresses/addresses.service.ts';
import { assertOwnCart } from '../cart/cart.service.ts';
import { orderView } from '../orders/orders.service.ts';
import type { OutboxNudge } from '../otp/otp.routes.ts';
import { cashOffer, cashStanding } from '../cash/cash.service.ts';
import {
  applyCoupon,
  cashOfferView,
  checkoutPricing,
  placeOrderWithItems,
  pricingView,
  removeCoupon,
} from './checkout.service.ts';
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
      // Issue 41: whether cash is offered for this cart, its fee, and why not (the order itself checks again).
      const cash = cashOffer(await cashStanding(db, user(request).id), pricing.totalCents, rules.cashOnDelivery);
      return ok({
        pricing: { ...pricingView(pricing, rules.lbpPerUsd), cashOnDelivery: cashOfferView(cash, pricing) },
      });
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
      const { addressId, saveAddress } = request.body;
      // A saved address (issue 41) delivers where the book says; the order keeps a copy of it.
      const saved = addressId ? addressView(await ownAddress(db, buyer.id, addressId)) : undefined;
      const typed = request.body.shippingAddress;
      const place = saved
        ? {
            location: saved.location,
            city: saved.city,
            streetAddress: saved.streetAddress,
            building: saved.building,
            floor: saved.floor,
            notes: saved.notes,
            phone: saved.phone,
          }
        : typed;
      // placeOrder checks that the cart is the buyer's own as it locks it.
      const { order, items, repeated } = await placeOrderWithItems(db, {
        cartId: request.params.cartId,
        userId: buyer.id,
        email: buyer.email,
        shippingAddress: { ...typed, ...place, phone: `+961${place.phone}` },
        couponCode: request.body.couponCode,
        paymentMethod: request.body.paymentMethod,
        idempotencyKey: idempotencyKey?.slice(0, 100),
        rules,
      });
      outbox.nudge();
      if (!repeated) app.metrics.orderPlaced(order.paymentMethod);
      const addressSaved =
        !saved && saveAddress && !repeated
          ? await keepCheckoutAddress(db, buyer.id, {
              label: '',
              location: typed.location,
              city: typed.city,
              streetAddress: typed.streetAddress,
              building: typed.building,
              floor: typed.floor,
              notes: typed.notes,
              phone: typed.phone,
            })
          : false;
      return reply.status(201).send(ok({ order: orderView(order, items), addressSaved }, MESSAGES.orderPlaced));
    },
  );
}
