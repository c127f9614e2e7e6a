import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { SELLER_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { MAX_UPLOAD_BYTES } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { parseFields, readForm } from '../catalog/product-form.ts';
import { setShopPhotos, shopPageForSeller } from './shop-page-edit.service.ts';

/** A form's yes: `true` in JSON, 'true' in a multipart field. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => value === true || value === 'true');
const photoFields = z.object({ removeLogo: flag, removeBanner: flag });
const PHOTO_FIELDS = ['logo', 'banner'] as const;

/** One file per photo, under its name; any other file is not a shop photo. */
function photosOf(files: Map<string, Buffer[]>) {
  const photos: Partial<Record<(typeof PHOTO_FIELDS)[number], Buffer>> = {};
  for (const [name, list] of files) {
    const field = PHOTO_FIELDS.find((candidate) => candidate === name);
    if (!field || list.length !== 1)
      throw new HttpError(400, MESSAGES.shopPhotoRequired, [{ msg: MESSAGES.shopPhotoRequired, path: name }]);
    photos[field] = list[0];
  }
  return photos;
}

/**
 * Issue 40: the shop edits its page from the seller area. Its logo and banner here (they apply at
 * once); its name and descriptions through the profile-change review (`/api/seller-update/*`).
 */
export async function shopPageEditRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  // Two photos of the product photos' size at most, and the two removal flags.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, fieldSize: 64, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sellers'];
  const me = (request: FastifyRequest) => request.auth!.user.id;
  // The caller's own shop: the routes name no object, so no one else's is in reach.
  const config = { access: SELLER_TYPES, reach: 'any' } as const;

  api.get('/api/seller/shop-page', { config, schema: { tags } }, async (request) =>
    ok({ shopPage: await shopPageForSeller(db, storage, me(request)) }),
  );

  api.put(
    '/api/seller/shop-page',
    { config, schema: { tags, consumes: ['multipart/form-data', 'application/json'] } },
    async (request) => {
      const raw = await readForm(request);
      const fields = parseFields(photoFields, raw.fields);
      const shopPage = await setShopPhotos(db, storage, me(request), { ...photosOf(raw.files), ...fields });
      return ok({ shopPage }, MESSAGES.shopPhotosSaved);
    },
  );
}
