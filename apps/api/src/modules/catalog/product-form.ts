import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { MAX_PRODUCT_IMAGES, productInputSchema, type ProductInput } from '@souk/shared/schemas/products';
import { HttpError } from '../../http/envelope.ts';
import { IMAGE_MESSAGES, sniffImageType, storeImage } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';

/** The multipart limits of a product form: a few dozen fields per variant, images of 8 MB. */
export const PRODUCT_FORM_LIMITS = {
  fileSize: 8 * 1024 * 1024,
  files: 24,
  fields: 1000,
  fieldSize: 64 * 1024,
  parts: 1100,
};

export interface RawForm {
  fields: Record<string, unknown>;
  /** Files by field name (images, variant_0_images, product_1_images...), in the order sent. */
  files: Map<string, Buffer[]>;
}

/** `variants[0][price]` -> ['variants', '0', 'price']. */
const pathOf = (name: string) => name.replace(/\]/g, '').split('[');

/** Sets a bracketed field name in a nested object; numeric keys make arrays. */
function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const keys = pathOf(name);
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Reading the multipart body failed: a file over the limit says so; the rest is the client's 400. */
function uploadError(error: { code?: string; statusCode?: number; message?: string }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT')
    throw new HttpError(413, MESSAGES.imagesCount);
  if (error.statusCode && error.statusCode < 500)
    throw new HttpError(error.statusCode, error.message ?? IMAGE_MESSAGES.cutShort);
  throw new HttpError(400, IMAGE_MESSAGES.cutShort);
}

/**
 * A product form as spec 2 section 7 sends it (multipart: bracketed field names and image files),
 * or as JSON (no images). Files are only buffered here; nothing is stored before the fields pass.
 */
export async function readForm(request: FastifyRequest): Promise<RawForm> {
  const files = new Map<string, Buffer[]>();
  if (!request.isMultipart()) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, MESSAGES.malformedJson);
    return { fields: body as Record<string, unknown>, files };
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // An empty file input sends a part with no name and no bytes: nothing was chosen.
        if (buffer.length === 0) continue;
        files.set(part.fieldname, [...(files.get(part.fieldname) ?? []), buffer]);
      } else {
        setPath(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    uploadError(error as { code?: string; statusCode?: number });
  }
  // A JSON-encoded list is accepted where the bracketed fields are not used.
  for (const key of ['variants', 'products']) {
    if (typeof fields[key] === 'string') {
      try {
        fields[key] = JSON.parse(fields[key] as string);
      } catch {
        throw new HttpError(400, MESSAGES.malformedJson);
      }
    }
  }
  return { fields, files };
}

/** Zod's issues as the envelope's field errors, first one as the message. */
export function validationError(error: z.ZodError, prefix = ''): HttpError {
  const errors = error.issues.map((issue) => ({ msg: issue.message, path: `${prefix}${issue.path.join('.')}` }));
  return new HttpError(400, errors[0]?.msg ?? 'Invalid request', errors);
}

/** A form's fields through a schema; its issues are the 400's field errors. */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown, prefix = ''): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error, prefix);
  return parsed.data;
}

export const parseProductFields = (fields: unknown, prefix = ''): ProductInput =>
  parseFields(productInputSchema, fields, prefix);

/**
 * One list of photos (the product's own, or a variant's) as the edit form arranges it, in order:
 * each entry is the storage key of a photo the product has, or NEW_PHOTO for the list's next file.
 * Without an arrangement, files sent replace the list and no files keep it (the first API's way).
 */
export const NEW_PHOTO = 'new';

/** One list's new files and, when the form sent one, its arrangement. */
export interface PhotoList {
  files: Buffer[];
  order?: string[];
}

/** One product's photo lists: its own, and each variant's by the variant's place. */
export interface FormImages {
  product?: PhotoList;
  variants: Map<number, PhotoList>;
}

/** `imageOrder` as sent: a JSON list of strings, or nothing. */
function arrangementOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new HttpError(400, MESSAGES.malformedJson);
    }
  }
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string' || entry.length > 200))
    throw new HttpError(400, MESSAGES.photoOrderInvalid);
  return list as string[];
}

/** A list from its files and arrangement; none when the form says nothing of it. */
function photoList(files: Buffer[] | undefined, order: string[] | undefined): PhotoList | undefined {
  if (!files && !order) return undefined;
  const list = { files: files ?? [], ...(order ? { order } : {}) };
  // Each NEW_PHOTO takes one file, in the order the files came; a kept photo comes once.
  const kept = order?.filter((entry) => entry !== NEW_PHOTO) ?? [];
  if (order && (order.length - kept.length !== list.files.length || new Set(kept).size !== kept.length))
    throw new HttpError(400, MESSAGES.photoOrderInvalid);
  return list;
}

const photoCount = (list: PhotoList) => list.order?.length ?? list.files.length;

/** Picks one product's images out of a form and checks their count and kind; nothing is stored yet. */
export function checkFormImages(
  form: RawForm,
  fields: unknown,
  names: { product: string; variant: (index: number) => string },
  variantCount: number,
): FormImages {
  const raw = (fields ?? {}) as { imageOrder?: unknown; variants?: { imageOrder?: unknown }[] };
  const product = photoList(form.files.get(names.product), arrangementOf(raw.imageOrder));
  const variants = new Map<number, PhotoList>();
  for (let index = 0; index < variantCount; index++) {
    const own = photoList(form.files.get(names.variant(index)), arrangementOf(raw.variants?.[index]?.imageOrder));
    if (own) variants.set(index, own);
  }
  const lists = [...(product ? [product] : []), ...variants.values()];
  if (lists.some((list) => photoCount(list) > MAX_PRODUCT_IMAGES)) throw new HttpError(400, MESSAGES.imagesCount);
  if (lists.flatMap((list) => list.files).some((buffer) => !sniffImageType(buffer)))
    throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  return { product, variants };
}

export const hasFormImages = (images: FormImages) =>
  [images.product, ...images.variants.values()].some((list) => list && photoCount(list) > 0);

/** The photos an arrangement keeps, by storage key: each must be one the product has. */
export const keptPhotoKeys = (images: FormImages) =>
  [images.product, ...images.variants.values()].flatMap(
    (list) => list?.order?.filter((entry) => entry !== NEW_PHOTO) ?? [],
  );

/** How many photos each list will hold, where the form says; undefined where it keeps what is there. */
export const photoCounts = (images: FormImages) => ({
  product: images.product && photoCount(images.product),
  variants: new Map([...images.variants].map(([index, list]) => [index, photoCount(list)])),
});

/** Stores checked images (re-encoded WebP, metadata gone); each list's storage keys in its order. */
export async function storeFormImages(storage: ObjectStorage, images: FormImages) {
  const store = async (list: PhotoList) => {
    const stored = await Promise.all(list.files.map((buffer) => storeImage(storage, buffer, 'products')));
    return list.order ? list.order.map((entry) => (entry === NEW_PHOTO ? stored.shift()! : entry)) : stored;
  };
  const variants = new Map<number, string[]>();
  for (const [index, list] of images.variants) variants.set(index, await store(list));
  return { product: images.product ? await store(images.product) : undefined, variants };
}

export interface FormProduct {
  input: ProductInput;
  images: FormImages;
}

/**
 * One product of a form, its fields parsed and its images checked; nothing stored yet. A new
 * product needs at least one image (spec 3 section 5).
 */
export function productOfForm(
  form: RawForm,
  options: {
    fields: unknown;
    images: string;
    variantImages: (index: number) => string;
    prefix?: string;
    creating: boolean;
  },
): FormProduct {
  const prefix = options.prefix ?? '';
  const input = parseProductFields(options.fields, prefix);
  const images = checkFormImages(
    form,
    options.fields,
    { product: options.images, variant: options.variantImages },
    input.variants.length,
  );
  if (options.creating && !hasFormImages(images))
    throw new HttpError(400, MESSAGES.imagesRequired, [{ msg: MESSAGES.imagesRequired, path: `${prefix}images` }]);
  // A new product has no photos to keep.
  if (options.creating && keptPhotoKeys(images).length) throw new HttpError(400, MESSAGES.photoNotOwn);
  return { input, images };
}

/** The field names of one product's images: a single product's, or the n-th of a multi-create. */
export const FORM_IMAGE_NAMES = {
  single: { images: 'images', variantImages: (index: number) => `variant_${index}_images` },
  nth: (product: number) => ({
    images: `product_${product}_images`,
    variantImages: (variant: number) => `product_${product}_variant_${variant}_images`,
    prefix: `products.${product}.`,
  }),
};

/** A multi-create's product list: 1 to 20 products. */
export function formProductList(fields: Record<string, unknown>): unknown[] {
  const list = fields.products;
  if (!Array.isArray(list) || list.length === 0 || list.length > 20)
    throw new HttpError(400, 'Send between 1 and 20 products.');
  return list;
}
