import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, DATA_ENTRY_TYPES } from '@souk/shared/roles';
import {
  brandInputSchema,
  brandPatchSchema,
  categoryInputSchema,
  categoryPatchSchema,
  colorInputSchema,
  colorPatchSchema,
} from '@souk/shared/schemas/catalog-data';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { IMAGE_MESSAGES, storeImage } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import {
  createBrand,
  createCategory,
  createColor,
  deleteBrand,
  deleteCategory,
  deleteColor,
  manageBrands,
  manageCategories,
  manageColors,
  updateBrand,
  updateCategory,
  updateColor,
} from './catalog-data.service.ts';
import { readForm, validationError } from './product-form.ts';

/** Staff who keep the catalogue's data: data entry and admins (spec 3 section 6). */
export const CATALOGUE_STAFF = [...DATA_ENTRY_TYPES, ...ADMIN_TYPES] as const;

const idParams = (message: string) => z.object({ id: z.uuid(message) });

function parse<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The category form's one optional icon file, stored re-encoded (type by magic bytes, metadata gone). */
async function storedIcon(storage: ObjectStorage, files: Map<string, Buffer[]>) {
  const icon = files.get('categoryIcon');
  if (!icon?.length) return null;
  if (icon.length > 1 || files.size > 1) throw new HttpError(400, IMAGE_MESSAGES.cutShort);
  return storeImage(storage, icon[0]!, 'categories');
}

/**
 * Spec 3 section 7: `dashboard/data-entry/manage/categories|colors|brands` add (the spec's POSTs),
 * and the lists, edits, deactivations and deletions the blocks of section 2.4 need.
 */
export async function catalogDataRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: 2, fields: 20, fieldSize: 4096, parts: 25 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CATALOGUE_STAFF };
  const tags = ['catalogue data'];
  const actor = (request: FastifyRequest) => request.auth!.user.id;
  const form = { tags, consumes: ['multipart/form-data', 'application/json'] };
  const base = '/api/dashboard/data-entry/manage';

  api.get(`${base}/categories`, { config, schema: { tags } }, async () =>
    ok({ categories: await manageCategories(db, storage) }),
  );
  api.post(`${base}/categories`, { config, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    const input = parse(categoryInputSchema, raw.fields);
    const category = await createCategory(db, storage, actor(request), input, await storedIcon(storage, raw.files));
    return reply.status(201).send(ok({ category }, MESSAGES.categoryCreated));
  });
  api.put(
    `${base}/categories/:id`,
    { config, schema: { ...form, params: idParams(MESSAGES.categoryNotFound) } },
    async (request) => {
      const raw = await readForm(request);
      const patch = parse(categoryPatchSchema, raw.fields);
      return ok(
        {
          category: await updateCategory(
            db,
            storage,
            actor(request),
            request.params.id,
            patch,
            await storedIcon(storage, raw.files),
          ),
        },
        MESSAGES.changesSaved,
      );
    },
  );
  api.delete(
    `${base}/categories/:id`,
    { config, schema: { tags, params: idParams(MESSAGES.categoryNotFound) } },
    async (request) => {
      await deleteCategory(db, actor(request), request.params.id);
      return ok(null, MESSAGES.entryDeleted);
    },
  );

  api.get(`${base}/colors`, { config, schema: { tags } }, async () => ok({ colors: await manageColors(db) }));
  api.post(`${base}/colors`, { config, schema: { tags, body: colorInputSchema } }, async (request, reply) =>
    reply.status(201).send(ok({ color: await createColor(db, actor(request), request.body) }, MESSAGES.colorAdded)),
  );
  api.put(
    `${base}/colors/:id`,
    { config, schema: { tags, params: idParams(MESSAGES.colorMissing), body: colorPatchSchema } },
    async (request) =>
      ok({ color: await updateColor(db, actor(request), request.params.id, request.body) }, MESSAGES.changesSaved),
  );
  api.delete(
    `${base}/colors/:id`,
    { config, schema: { tags, params: idParams(MESSAGES.colorMissing) } },
    async (request) => {
      await deleteColor(db, actor(request), request.params.id);
      return ok(null, MESSAGES.entryDeleted);
    },
  );

  api.get(`${base}/brands`, { config, schema: { tags } }, async () => ok({ brands: await manageBrands(db) }));
  api.post(`${base}/brands`, { config, schema: { tags, body: brandInputSchema } }, async (request, reply) =>
    reply.status(201).send(ok({ brand: await createBrand(db, actor(request), request.body) }, MESSAGES.brandAdded)),
  );
  api.put(
    `${base}/brands/:id`,
    { config, schema: { tags, params: idParams(MESSAGES.brandMissing), body: brandPatchSchema } },
    async (request) =>
      ok({ brand: await updateBrand(db, actor(request), request.params.id, request.body) }, MESSAGES.changesSaved),
  );
  api.delete(
    `${base}/brands/:id`,
    { config, schema: { tags, params: idParams(MESSAGES.brandMissing) } },
    async (request) => {
      await deleteBrand(db, actor(request), request.params.id);
      return ok(null, MESSAGES.entryDeleted);
    },
  );
}
