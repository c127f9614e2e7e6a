import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { sellersBySubCategoryQuerySchema } from '@souk/shared/schemas/catalog-data';
import { MAX_PRODUCT_IMAGES, legacyProductSchema, productTableQuerySchema } from '@souk/shared/schemas/products';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { sellersOfSubCategory } from '../sellers/sellers.service.ts';
import { CATALOGUE_STAFF } from './catalog-data.routes.ts';
import { legacyDraft } from './legacy-product.ts';
import { productTablePage } from './product-admin-view.ts';
import {
  FORM_IMAGE_NAMES,
  PRODUCT_FORM_LIMITS,
  checkFormImages,
  formProductList,
  parseFields,
  productOfForm,
  readForm,
  storeFormImages,
  type FormProduct,
} from './product-form.ts';
import { checkEditPhotos, draftOf } from './product-writes.ts';
import { archiveStaffProduct, createStaffProducts, editStaffProduct } from './staff-products.service.ts';

const productParams = z.object({ productId: z.uuid(MESSAGES.productNotFound) });
const sellerField = z.object(
  { sellerId: z.uuid(MESSAGES.productSellerRequired) },
  { error: MESSAGES.productSellerRequired },
);
const optionalSellerField = z.object({
  sellerId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid(MESSAGES.productSellerRequired).optional(),
  ),
});
/** `products/search` (spec 3 section 7): searchTerm, page, limit. */
const searchQuerySchema = productTableQuerySchema
  .omit({ keyword: true })
  .extend({ searchTerm: z.string({ error: MESSAGES.searchMinChars }).trim().min(3, MESSAGES.searchMinChars).max(100) });

/** Staff products keep their placement flags (a seller's are ignored). */
const staffDraft = async (storage: ObjectStorage, product: FormProduct) =>
  draftOf(product.input, await storeFormImages(storage, product.images), true);

/**
 * Spec 3 sections 2.5 and 7: the staff product table's calls under `dashboard/data-entry/products`.
 * Every product belongs to an active seller of its sub-category, picked in the form.
 */
export async function staffProductRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  await app.register(multipart, { limits: PRODUCT_FORM_LIMITS });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CATALOGUE_STAFF };
  const tags = ['data entry products'];
  const form = { tags, consumes: ['multipart/form-data', 'application/json'] };
  const actor = (request: FastifyRequest) => request.auth!.user.id;
  const base = '/api/dashboard/data-entry/products';

  api.get(base, { config, schema: { tags, querystring: productTableQuerySchema } }, async (request) =>
    ok(await productTablePage(db, storage, request.query, null)),
  );
  api.get(`${base}/search`, { config, schema: { tags, querystring: searchQuerySchema } }, async (request) => {
    const { searchTerm, ...rest } = request.query;
    return ok(await productTablePage(db, storage, { ...rest, keyword: searchTerm }, null));
  });

  api.post(base, { config, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    const { sellerId } = parseFields(sellerField, raw.fields);
    const draft = await staffDraft(
      storage,
      productOfForm(raw, { fields: raw.fields, ...FORM_IMAGE_NAMES.single, creating: true }),
    );
    const [product] = await createStaffProducts(db, storage, actor(request), [{ sellerId, draft }]);
    return reply.status(201).send(ok({ product }, MESSAGES.productCreated));
  });

  api.post(`${base}/multi`, { config, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    // Every product is checked before any image is stored: all or nothing.
    const checked = formProductList(raw.fields).map((fields, index) => ({
      sellerId: parseFields(sellerField, fields, `products.${index}.`).sellerId,
      product: productOfForm(raw, { fields, ...FORM_IMAGE_NAMES.nth(index), creating: true }),
    }));
    const items = [];
    for (const item of checked) items.push({ sellerId: item.sellerId, draft: await staffDraft(storage, item.product) });
    return reply
      .status(201)
      .send(ok({ products: await createStaffProducts(db, storage, actor(request), items) }, MESSAGES.productCreated));
  });

  api.put(`${base}/:productId`, { config, schema: { ...form, params: productParams } }, async (request) => {
    const raw = await readForm(request);
    const { sellerId } = parseFields(optionalSellerField, raw.fields);
    const form = productOfForm(raw, { fields: raw.fields, ...FORM_IMAGE_NAMES.single, creating: false });
    await checkEditPhotos(db, request.params.productId, form);
    const draft = await staffDraft(storage, form);
    return ok(
      {
        product: await editStaffProduct(db, storage, {
          actorId: actor(request),
          productId: request.params.productId,
          draft,
          sellerId,
        }),
      },
      MESSAGES.productUpdated,
    );
  });

  api.delete(`${base}/:productId`, { config, schema: { tags, params: productParams } }, async (request) => {
    await archiveStaffProduct(db, actor(request), request.params.productId);
    return ok(null, MESSAGES.productDeleted);
  });

  // The legacy single-form post: an API only, mapped onto the same product service.
  api.post(`${base}/legacy`, { config, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    const input = parseFields(legacyProductSchema, raw.fields);
    const { sellerId } = parseFields(sellerField, raw.fields);
    const variantCount = input.hasColorVariants ? (input.colorVariants ?? []).length : 0;
    const images = checkFormImages(
      raw,
      {},
      { product: 'images', variant: (index) => `colorVariants[${index}][images]` },
      variantCount,
    );
    const productImages = images.product?.files.length ?? 0;
    if (productImages < 1 || productImages > MAX_PRODUCT_IMAGES)
      throw new HttpError(400, MESSAGES.imagesCount, [{ msg: MESSAGES.imagesCount, path: 'images' }]);
    for (let index = 0; index < variantCount; index++) {
      if (!images.variants.get(index)?.files.length)
        throw new HttpError(400, MESSAGES.colorVariantImageRequired, [
          { msg: MESSAGES.colorVariantImageRequired, path: `colorVariants.${index}.images` },
        ]);
    }
    const draft = await legacyDraft(db, input, await storeFormImages(storage, images));
    const [product] = await createStaffProducts(db, storage, actor(request), [{ sellerId, draft }]);
    return reply.status(201).send(ok({ product }, MESSAGES.productCreated));
  });

  api.get(
    '/api/dashboard/data-entry/sellers/by-subcategory',
    { config, schema: { tags, querystring: sellersBySubCategoryQuerySchema } },
    async (request) =>
      ok({ sellers: await sellersOfSubCategory(db, request.query.subCategoryId, request.query.status) }),
  );
}
