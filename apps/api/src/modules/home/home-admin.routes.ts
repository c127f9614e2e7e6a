import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { MAX_BANNER_IMAGES, bannerInputSchema, bannerPatchSchema } from '@souk/shared/schemas/catalog-data';
import { sponsorInputSchema } from '@souk/shared/schemas/placements';
import { ADMIN_TYPES } from '@souk/shared/roles';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { IMAGE_MESSAGES, sniffImageType, storeImage } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { CATALOGUE_STAFF } from '../catalog/catalog-data.routes.ts';
import { readForm, validationError } from '../catalog/product-form.ts';
import { createBanner, deleteBanner, manageBanners, updateBanner } from './banners.service.ts';
import { addSponsor, endSponsor, manageSponsors } from './sponsors-admin.ts';

const idParams = z.object({ id: z.uuid(MESSAGES.bannerNotFound) });
const sponsorParams = z.object({ id: z.uuid(MESSAGES.sponsorNotFound) });

/** The form's banner images, all checked before any is stored; none sent is null. */
async function storedImages(storage: ObjectStorage, files: Map<string, Buffer[]>): Promise<string[] | null> {
  const images = [...files.values()].flat();
  if (images.length === 0) return null;
  if (images.length > MAX_BANNER_IMAGES) throw new HttpError(400, MESSAGES.bannerImagesCount);
  if (images.some((buffer) => !sniffImageType(buffer))) throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  const keys: string[] = [];
  for (const buffer of images) keys.push(await storeImage(storage, buffer, 'banners'));
  return keys;
}

/**
 * The home's own content: banners (spec 3 section 7: `hero/banner` and `hero/`, multipart with
 * title, description, images) for data entry, and the sponsors strip for admins (issue 14).
 */
export async function homeAdminRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: MAX_BANNER_IMAGES + 1, fields: 20, fieldSize: 4096, parts: 30 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CATALOGUE_STAFF };
  const tags = ['banners'];
  const form = { tags, consumes: ['multipart/form-data', 'application/json'] };
  const actor = (request: FastifyRequest) => request.auth!.user.id;

  api.get('/api/dashboard/data-entry/banners', { config, schema: { tags } }, async () =>
    ok({ banners: await manageBanners(db, storage) }),
  );

  for (const path of ['/api/hero/banner', '/api/hero/']) {
    api.post(path, { config, schema: form }, async (request, reply) => {
      const raw = await readForm(request);
      const parsed = bannerInputSchema.safeParse(raw.fields);
      if (!parsed.success) throw validationError(parsed.error);
      const images = await storedImages(storage, raw.files);
      if (!images)
        throw new HttpError(400, MESSAGES.bannerImagesCount, [{ msg: MESSAGES.bannerImagesCount, path: 'images' }]);
      return reply
        .status(201)
        .send(
          ok({ banner: await createBanner(db, storage, actor(request), parsed.data, images) }, MESSAGES.bannerCreated),
        );
    });
  }

  api.put('/api/hero/banner/:id', { config, schema: { ...form, params: idParams } }, async (request) => {
    const raw = await readForm(request);
    const parsed = bannerPatchSchema.safeParse(raw.fields);
    if (!parsed.success) throw validationError(parsed.error);
    return ok(
      {
        banner: await updateBanner(
          db,
          storage,
          actor(request),
          request.params.id,
          parsed.data,
          await storedImages(storage, raw.files),
        ),
      },
      MESSAGES.changesSaved,
    );
  });

  api.delete('/api/hero/banner/:id', { config, schema: { tags, params: idParams } }, async (request) => {
    await deleteBanner(db, actor(request), request.params.id);
    return ok(null, MESSAGES.entryDeleted);
  });

  const admins = { access: ADMIN_TYPES };
  api.get('/api/admin/sponsors', { config: admins, schema: { tags } }, async () =>
    ok({ sponsors: await manageSponsors(db, storage) }),
  );
  api.post('/api/admin/sponsors', { config: admins, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    const parsed = sponsorInputSchema.safeParse(raw.fields);
    if (!parsed.success) throw validationError(parsed.error);
    const logos = [...raw.files.values()].flat();
    if (logos.length !== 1)
      throw new HttpError(400, MESSAGES.sponsorLogoRequired, [{ msg: MESSAGES.sponsorLogoRequired, path: 'logo' }]);
    const logoKey = await storeImage(storage, logos[0]!, 'sponsors');
    return reply
      .status(201)
      .send(
        ok({ sponsor: await addSponsor(db, storage, actor(request), parsed.data, logoKey) }, MESSAGES.sponsorAdded),
      );
  });
  api.delete(
    '/api/admin/sponsors/:id',
    { config: admins, schema: { tags, params: sponsorParams } },
    async (request) => {
      await endSponsor(db, actor(request), request.params.id);
      return ok(null, MESSAGES.sponsorEnded);
    },
  );
}
