import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { ADMIN_TYPES, DATA_ENTRY_TYPES, SELLER_TYPES, hasAnyRole, isSeller } from '@souk/shared/roles';
import { productTableQuerySchema } from '@souk/shared/schemas/products';
import type { Db } from '../../db/client.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { SELLERS_OWN } from '../../http/access.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { productTablePage } from '../catalog/product-admin-view.ts';
import {
  FORM_IMAGE_NAMES,
  PRODUCT_FORM_LIMITS,
  formProductList,
  productOfForm,
  readForm,
  storeFormImages,
  type FormProduct,
} from '../catalog/product-form.ts';
import { checkEditPhotos, draftOf } from '../catalog/product-writes.ts';
import {
  archiveSellerProduct,
  createSellerProducts,
  editSellerProduct,
  ownProduct,
} from './seller-products.service.ts';

const productParams = z.object({ id: z.uuid(MESSAGES.productNotFound) });
const SELF_MANAGED = ['seller_self_managed'] as const;

/** Stores a checked product's images and makes it a draft; a seller's flags are dropped. */
const draftOfForm = async (storage: ObjectStorage, product: FormProduct) =>
  draftOf(product.input, await storeFormImages(storage, product.images), false);

/**
 * Spec 2 section 7 and spec 3 section 2.5: a seller's own products. Every seller reads its own;
 * only self-managed sellers write (a managed seller's products are entered by Souk).
 */
export async function sellerProductRoutes(app: FastifyInstance, options: { db: Db; storage: ObjectStorage }) {
  const { db, storage } = options;
  await app.register(multipart, { limits: PRODUCT_FORM_LIMITS });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller products'];
  const sellerId = (request: FastifyRequest) => request.auth!.user.id;
  const readers = { access: SELLER_TYPES } as const;
  const writers = { access: SELF_MANAGED } as const;
  const form = { tags, consumes: ['multipart/form-data', 'application/json'] };

  api.get(
    '/api/seller/products',
    { config: readers, schema: { tags, querystring: productTableQuerySchema } },
    async (request) => ok(await productTablePage(db, storage, request.query, sellerId(request))),
  );

  api.get(
    '/api/seller/products/:id',
    { config: { ...readers, reach: SELLERS_OWN }, schema: { tags, params: productParams } },
    async (request) => ok({ product: await ownProduct(db, storage, sellerId(request), request.params.id) }),
  );

  api.post('/api/seller/products', { config: writers, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    const draft = await draftOfForm(
      storage,
      productOfForm(raw, { fields: raw.fields, ...FORM_IMAGE_NAMES.single, creating: true }),
    );
    const [product] = await createSellerProducts(db, storage, sellerId(request), [draft]);
    return reply.status(201).send(ok({ product }, MESSAGES.productCreated));
  });

  api.post('/api/seller/products/multi', { config: writers, schema: form }, async (request, reply) => {
    const raw = await readForm(request);
    // Every product is checked before any image is stored: all or nothing.
    const checked = formProductList(raw.fields).map((fields, index) =>
      productOfForm(raw, { fields, ...FORM_IMAGE_NAMES.nth(index), creating: true }),
    );
    const drafts = [];
    for (const product of checked) drafts.push(await draftOfForm(storage, product));
    return reply
      .status(201)
      .send(
        ok({ products: await createSellerProducts(db, storage, sellerId(request), drafts) }, MESSAGES.productCreated),
      );
  });

  api.put(
    '/api/seller/products/self-managed/:id',
    { config: { ...writers, reach: SELLERS_OWN }, schema: { ...form, params: productParams } },
    async (request) => {
      // Ownership first: nothing of a form for another seller's product is read or stored.
      await ownProduct(db, storage, sellerId(request), request.params.id);
      const raw = await readForm(request);
      const form = productOfForm(raw, { fields: raw.fields, ...FORM_IMAGE_NAMES.single, creating: false });
      await checkEditPhotos(db, request.params.id, form);
      const draft = await draftOfForm(storage, form);
      const { product, pendingEdit } = await editSellerProduct(db, storage, {
        sellerId: sellerId(request),
        productId: request.params.id,
        draft,
      });
      return ok({ product }, pendingEdit ? MESSAGES.productEditPending : MESSAGES.productUpdated);
    },
  );

  api.delete(
    '/api/seller/products/:id',
    { config: { ...writers, reach: SELLERS_OWN }, schema: { tags, params: productParams } },
    async (request) => {
      await archiveSellerProduct(db, sellerId(request), request.params.id);
      return ok(null, MESSAGES.productDeleted);
    },
  );

  // Spec 2 section 7: a seller's products by seller id; the seller itself, or staff.
  api.get(
    '/api/products/seller/:id/products',
    {
      config: {
        access: [...SELLER_TYPES, ...DATA_ENTRY_TYPES, ...ADMIN_TYPES],
        reach: { ...SELLERS_OWN, staff: [...DATA_ENTRY_TYPES, ...ADMIN_TYPES] },
      },
      schema: { tags, params: z.object({ id: z.uuid(MESSAGES.sellerNotFound) }), querystring: productTableQuerySchema },
    },
    async (request) => {
      const types = request.auth!.user.accountTypes;
      const staff = hasAnyRole(types, [...DATA_ENTRY_TYPES, ...ADMIN_TYPES]);
      if (!staff && (!isSeller(types) || request.params.id !== sellerId(request)))
        throw new HttpError(404, MESSAGES.sellerNotFound);
      return ok(await productTablePage(db, storage, request.query, request.params.id));
    },
  );
}
