import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, perVariantLimitMessage } from '@souk/shared/messages';
import { addToCartSchema, updateQuantitySchema } from '@souk/shared/schemas/cart';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { BUYERS_OWN } from '../../http/access.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { addToCart, cartView, clearCart, removeItem, updateQuantity } from './cart.service.ts';
import { ownerOf, readerOf } from './owner.ts';
import { liveConfig } from '../settings/settings.service.ts';

const guestQuery = z.object({ guestId: z.string().optional() });
const cartParams = z.object({ cartId: z.uuid(MESSAGES.cartNotFound) });

/** Spec 2 section 7: the cart of the account, or of the guest named by its guest id. */
export async function cartRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage; config: Config }) {
  const { db, storage, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  const tags = ['cart'];

  api.get('/api/cart', { config: open, schema: { tags, querystring: guestQuery } }, async (request) =>
    ok({ cart: await cartView(db, storage, readerOf(request), await liveConfig(db, config)) }),
  );

  api.post(
    '/api/cart/add',
    { config: { ...open, reach: 'any' }, schema: { tags, querystring: guestQuery, body: addToCartSchema } },
    async (request) => {
      // A light answer: the client adds the line optimistically and refetches the cart when it needs it.
      const added = await addToCart(db, ownerOf(request), request.body, config.maxUnitsPerVariant);
      const item = { productId: request.body.productId, variantId: request.body.variantId, quantity: added.quantity };
      // Asked for more than one order may hold: added as many as it may, and told why.
      const message = added.capped ? perVariantLimitMessage(config.maxUnitsPerVariant) : MESSAGES.addedToCart;
      return ok({ cart: { _id: added.cartId, totalQuantity: added.totalQuantity }, item }, message);
    },
  );

  api.put(
    '/api/cart/:cartId/update-quantity',
    {
      config: { ...open, reach: BUYERS_OWN },
      schema: { tags, params: cartParams, querystring: guestQuery, body: updateQuantitySchema },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { capped } = await updateQuantity(
        db,
        owner,
        request.params.cartId,
        request.body,
        config.maxUnitsPerVariant,
      );
      const message = capped ? perVariantLimitMessage(config.maxUnitsPerVariant) : MESSAGES.cartUpdated;
      return ok({ cart: await cartView(db, storage, owner, await liveConfig(db, config)) }, message);
    },
  );

  api.delete(
    '/api/cart/:cartId/items/:variantId',
    {
      config: { ...open, reach: BUYERS_OWN },
      schema: { tags, params: cartParams.extend({ variantId: z.uuid(MESSAGES.noVariants) }), querystring: guestQuery },
    },
    async (request) => {
      const owner = ownerOf(request);
      await removeItem(db, owner, request.params.cartId, request.params.variantId);
      return ok({ cart: await cartView(db, storage, owner, await liveConfig(db, config)) }, MESSAGES.cartItemRemoved);
    },
  );

  api.delete(
    '/api/cart/:cartId/clear',
    { config: { ...open, reach: BUYERS_OWN }, schema: { tags, params: cartParams, querystring: guestQuery } },
    async (request) => {
      const owner = ownerOf(request);
      await clearCart(db, owner, request.params.cartId);
      return ok({ cart: await cartView(db, storage, owner, await liveConfig(db, config)) }, MESSAGES.cartCleared);
    },
  );
}
