import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { ProductInput } from '@souk/shared/schemas/products';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { indexSearchTerms, searchTextOf } from './catalog.service.ts';
import {
  brands,
  categories,
  colors,
  productImages,
  productRevisions,
  products,
  productVariants,
} from './catalog.tables.ts';
import { keptPhotoKeys, photoCounts, type FormProduct } from './product-form.ts';

/**
 * A product as it is written: the checked form with its images already stored. It is also the
 * payload of a revision waiting for review, so it holds only plain JSON.
 */
export interface ProductDraft {
  name: string;
  description: string;
  manufacturingSource: string;
  gender: string;
  categoryId: string;
  subCategoryId: string;
  brandId: string | null;
  /** Staff only; a seller's flags are never read (placement comes from accepted promotions). */
  flags?: { isTodayDeal: boolean; isFeatured: boolean; isTrending: boolean };
  variants: {
    id?: string;
    colorId: string | null;
    size: string | null;
    sku: string | null;
    priceCents: number;
    originalPriceCents: number | null;
    quantity: number;
    isActive: boolean;
    /** Replaces this variant's images when given. */
    imageKeys?: string[];
  }[];
  /** The product's own images in order; undefined keeps the images it has. */
  imageKeys?: string[];
}

/** The form's fields and the stored image keys, as a draft. */
export function draftOf(
  input: ProductInput,
  images: { product?: string[]; variants: Map<number, string[]> },
  withFlags: boolean,
): ProductDraft {
  return {
    name: input.name,
    description: input.description,
    manufacturingSource: input.manufacturingSource,
    gender: input.gender,
    categoryId: input.productCategory,
    subCategoryId: input.subCategory,
    brandId: input.brand ?? null,
    ...(withFlags
      ? {
          flags: {
            isTodayDeal: input.isTodayDeal ?? false,
            isFeatured: input.isFeatured ?? false,
            isTrending: input.isTrending ?? false,
          },
        }
      : {}),
    variants: input.variants.map((variant, index) => ({
      ...(variant._id ? { id: variant._id } : {}),
      colorId: variant.color ?? null,
      size: variant.size ?? null,
      sku: variant.sku?.trim() || null,
      priceCents: variant.price,
      originalPriceCents: variant.originalPrice ?? null,
      quantity: variant.quantity,
      isActive: variant.isActive ?? true,
      ...(images.variants.has(index) ? { imageKeys: images.variants.get(index)! } : {}),
    })),
    ...(images.product ? { imageKeys: images.product } : {}),
  };
}

/**
 * The references a draft names must exist and fit: the sub-category under the category, known
 * colours and brand, SKUs no other product uses. Returns the names the search text is made of.
 * Also run on an edit that waits for review, so the reviewer never approves a draft that cannot apply.
 */
export async function checkReferences(db: Db, draft: ProductDraft, productId: string | null) {
  const [sub] = await db
    .select({ parentId: categories.parentId, en: categories.nameEn, ar: categories.nameAr })
    .from(categories)
    .where(eq(categories.id, draft.subCategoryId));
  if (!sub) throw fieldError(400, 'subCategory', MESSAGES.subCategoryRequired);
  if (sub.parentId !== draft.categoryId) throw fieldError(400, 'subCategory', MESSAGES.subCategoryNotInCategory);
  const [category] = await db
    .select({ en: categories.nameEn, ar: categories.nameAr })
    .from(categories)
    .where(eq(categories.id, draft.categoryId));
  let brandName: string | null = null;
  if (draft.brandId) {
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, draft.brandId));
    if (!brand) throw fieldError(400, 'brand', MESSAGES.brandNotFound);
    brandName = brand.name;
  }
  const colorIds = [...new Set(draft.variants.flatMap((variant) => (variant.colorId ? [variant.colorId] : [])))];
  if (colorIds.length) {
    const known = await db.select({ id: colors.id }).from(colors).where(inArray(colors.id, colorIds));
    const missing = draft.variants.findIndex(
      (variant) => variant.colorId && !known.some((row) => row.id === variant.colorId),
    );
    if (missing >= 0) throw fieldError(400, `variants.${missing}.color`, MESSAGES.colorNotFound);
  }
  const skus = draft.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
  const repeated = skus.findIndex((sku, index) => skus.indexOf(sku) !== index);
  if (repeated >= 0) throw fieldError(409, `variants.${repeated}.sku`, MESSAGES.skuTaken);
  if (skus.length) {
    const taken = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(inArray(productVariants.sku, skus), productId ? ne(productVariants.productId, productId) : undefined));
    if (taken.length)
      throw fieldError(
        409,
        `variants.${draft.variants.findIndex((variant) => variant.sku === taken[0]!.sku)}.sku`,
        MESSAGES.skuTaken,
      );
  }
  return { brandName, category: [category!.en, category!.ar], subCategory: [sub.en, sub.ar] };
}

/** A generated SKU for a variant sent without one: the product's id prefix and the variant's place. */
const generatedSku = (productId: string, index: number) =>
  `SK-${productId.slice(0, 8).toUpperCase()}-${index + 1}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/**
 * The listing columns kept on the product (price range, best discount, stock) from its active
 * variants, as the storefront filters and sorts on them. Also used when a promotion changes prices.
 */
export async function refreshListingColumns(db: Db, productId: string) {
  await db.execute(sql`
    update ${products} p set
      min_price_cents = coalesce(v.min_price, 0),
      max_price_cents = coalesce(v.max_price, 0),
      total_quantity = coalesce(v.quantity, 0),
      max_discount_percent = coalesce(v.discount, 0),
      updated_at = now()
    from (
      select min(price_cents) as min_price, max(price_cents) as max_price, sum(quantity)::int as quantity,
        max(case when original_price_cents > price_cents then round((original_price_cents - price_cents) * 100.0 / original_price_cents) else 0 end)::smallint as discount
      from ${productVariants} where product_id = ${productId} and is_active
    ) v
    where p.id = ${productId}`);
}

async function writeImages(db: Db, productId: string, keys: string[], variantId: string | null, altText: string) {
  if (keys.length === 0) return;
  await db.insert(productImages).values(
    keys.map((storageKey, sortOrder) => ({
      productId,
      variantId,
      storageKey,
      altText,
      sortOrder: variantId ? 100 + sortOrder : sortOrder,
    })),
  );
}

/** Writes the draft's variants: kept ids updated, new ones added, dropped ones deleted (or deactivated when ordered). */
async function writeVariants(db: Db, productId: string, draft: ProductDraft) {
  const existing = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const keptIds = draft.variants.flatMap((variant) =>
    variant.id && existing.some((row) => row.id === variant.id) ? [variant.id] : [],
  );
  const dropped = existing.filter((row) => !keptIds.includes(row.id)).map((row) => row.id);
  if (dropped.length) {
    // Order history points at variants: an ordered one is kept, switched off.
    const ordered = await db
      .selectDistinct({ id: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.variantId, dropped));
    const orderedIds = ordered.map((row) => row.id);
    if (orderedIds.length)
      await db
        .update(productVariants)
        .set({ isActive: false, sortOrder: 1000 })
        .where(inArray(productVariants.id, orderedIds));
    const unordered = dropped.filter((id) => !orderedIds.includes(id));
    if (unordered.length) await db.delete(productVariants).where(inArray(productVariants.id, unordered));
  }
  for (const [index, variant] of draft.variants.entries()) {
    const kept = variant.id !== undefined && keptIds.includes(variant.id);
    const values = {
      colorId: variant.colorId,
      size: variant.size,
      // A kept variant sent without a SKU keeps its own.
      ...(variant.sku || !kept ? { sku: variant.sku ?? generatedSku(productId, index) } : {}),
      priceCents: variant.priceCents,
      originalPriceCents: variant.originalPriceCents,
      quantity: variant.quantity,
      isActive: variant.isActive,
      sortOrder: index,
    };
    const [row] = kept
      ? await db
          .update(productVariants)
          .set(values)
          .where(eq(productVariants.id, variant.id!))
          .returning({ id: productVariants.id })
      : await db
          .insert(productVariants)
          .values({ productId, sku: generatedSku(productId, index), ...values })
          .returning({ id: productVariants.id });
    if (variant.imageKeys) {
      await db.delete(productImages).where(eq(productImages.variantId, row!.id));
      await writeImages(db, productId, variant.imageKeys, row!.id, draft.name);
    }
  }
}

async function productFields(db: Db, draft: ProductDraft, productId: string | null) {
  const names = await checkReferences(db, draft, productId);
  const searchText = searchTextOf({
    name: draft.name,
    nameAr: '',
    brand: names.brandName,
    category: names.category,
    subCategory: names.subCategory,
  });
  await indexSearchTerms(db, [searchText]);
  return {
    name: draft.name,
    description: draft.description,
    manufacturingSource: draft.manufacturingSource,
    gender: draft.gender,
    categoryId: draft.categoryId,
    subCategoryId: draft.subCategoryId,
    brandId: draft.brandId,
    searchText,
    ...(draft.flags ?? {}),
  };
}

/**
 * A new product of a seller, with its variants and images, in the caller's transaction. It is
 * listed only once published and while its seller's shop is active.
 */
export async function insertProduct(
  db: Db,
  input: { sellerId: string; draft: ProductDraft; status: 'published' | 'pending_review' },
) {
  const fields = await productFields(db, input.draft, null);
  const [shop] = await db
    .select({ status: sellerProfiles.status })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, input.sellerId));
  const [product] = await db
    .insert(products)
    .values({ ...fields, sellerId: input.sellerId, status: input.status, sellerActive: shop?.status === 'active' })
    .returning({ id: products.id });
  await writeVariants(db, product!.id, input.draft);
  await writeImages(db, product!.id, input.draft.imageKeys ?? [], null, input.draft.name);
  await refreshListingColumns(db, product!.id);
  return product!.id;
}

/** Applies a draft to an existing product: fields, variants, and the images when new ones came. */
export async function applyDraft(db: Db, productId: string, draft: ProductDraft) {
  const fields = await productFields(db, draft, productId);
  await db
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(products.id, productId));
  await writeVariants(db, productId, draft);
  if (draft.imageKeys) {
    await db
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), sql`${productImages.variantId} is null`));
    await writeImages(db, productId, draft.imageKeys, null, draft.name);
  }
  await refreshListingColumns(db, productId);
}

/**
 * An edit's photos, before anything is stored: each photo it keeps must be one of this product's
 * (live, or in its edit waiting for review), and the product keeps at least one photo.
 */
export async function checkEditPhotos(db: Db, productId: string, form: FormProduct) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, 'archived')));
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  const rows = await db
    .select({ key: productImages.storageKey, variantId: productImages.variantId })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [pending] = await db
    .select({ payload: productRevisions.payload })
    .from(productRevisions)
    .where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 'pending')));
  const proposed = pending?.payload as ProductDraft | undefined;
  const own = new Set([
    ...rows.map((row) => row.key),
    ...(proposed?.imageKeys ?? []),
    ...(proposed?.variants.flatMap((variant) => variant.imageKeys ?? []) ?? []),
  ]);
  if (keptPhotoKeys(form.images).some((key) => !own.has(key))) throw new HttpError(400, MESSAGES.photoNotOwn);
  const counts = photoCounts(form.images);
  const current = (variantId: string | null) => rows.filter((row) => row.variantId === variantId).length;
  const variantPhotos = form.input.variants.map(
    (variant, index) => counts.variants.get(index) ?? (variant._id ? current(variant._id) : 0),
  );
  if ((counts.product ?? current(null)) + variantPhotos.reduce((sum, count) => sum + count, 0) === 0) {
    throw new HttpError(400, MESSAGES.imagesRequired, [{ msg: MESSAGES.imagesRequired, path: 'images' }]);
  }
}

/** Deleting keeps the row (order history shows it) but takes it off the storefront and the tables. */
export async function archiveProduct(db: Db, productId: string) {
  await db.update(products).set({ status: 'archived', updatedAt: new Date() }).where(eq(products.id, productId));
}

const UNIQUE_VIOLATION = '23505';

/**
 * Runs a product write; two writes racing for one SKU pass the check above, and the loser gets the
 * unique index's error, answered as the same 409 instead of a 5xx.
 */
export async function guardSku<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const candidate = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pgError = candidate.code ? candidate : candidate.cause;
    if (pgError?.code === UNIQUE_VIOLATION && pgError.constraint === 'product_variants_sku_unique')
      throw new HttpError(409, MESSAGES.skuTaken);
    throw error;
  }
}
