import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { moveToCartSchema, wishlistItemSchema } from '@souk/shared/schemas/cart';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { ownerOf, readerOf } from '../cart/owner.ts';
import { addToWishlist, isInWishlist, moveToCart, removeFromWishlist, wishlistView } from './wishlist.service.ts';

const guestQuery = z.object({ guestId: z.string().optional() });

export async function wishlistRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  const tags = ['wish list'];

  api.get('/api/wishlist', { config: open, schema: { tags, querystring: guestQuery } }, async (request) =>
    ok(await wishlistView(db, storage, readerOf(request))),
  );

  api.post(
    '/api/wishlist/add',
    { config: { ...open, reach: 'any' }, schema: { tags, querystring: guestQuery, body: wishlistItemSchema } },
    async (request) => {
      const owner = ownerOf(request);
      await addToWishlist(db, owner, request.body.productId, request.body.variantId);
      return ok(await wishlistView(db, storage, owner), MESSAGES.wishlistAdded);
    },
  );

  api.post(
    '/api/wishlist/check',
    { config: { ...open, reach: 'any' }, schema: { tags, querystring: guestQuery, body: wishlistItemSchema } },
    async (request) =>
      ok({ inWishlist: await isInWishlist(db, ownerOf(request), request.body.productId, request.body.variantId) }),
  );

  api.post(
    '/api/wishlist/move-to-cart',
    { config: { ...open, reach: 'any' }, schema: { tags, querystring: guestQuery, body: moveToCartSchema } },
    async (request) => {
      const owner = ownerOf(request);
      await moveToCart(db, owner, request.body.productId, request.body.variantId);
      return ok(await wishlistView(db, storage, owner), MESSAGES.movedToCart);
    },
  );

  // The spec's path always names a variant; "none" removes a product saved without one.
  api.delete(
    '/api/wishlist/remove/:productId/:variantId',
    {
      config: { ...open, reach: 'any' },
      schema: {
        tags,
        querystring: guestQuery,
        params: z.object({
          productId: z.uuid(MESSAGES.missingProductId),
          variantId: z.union([z.uuid(), z.literal('none')]),
        }),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { productId, variantId } = request.params;
      await removeFromWishlist(db, owner, productId, variantId === 'none' ? null : variantId);
      return ok(await wishlistView(db, storage, owner), MESSAGES.wishlistRemoved);
    },
  );
}
