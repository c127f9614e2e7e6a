import { eq } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { LegacyProductInput } from '@souk/shared/schemas/products';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/envelope.ts';
import { categories } from './catalog.tables.ts';
import type { ProductDraft } from './product-writes.ts';

/**
 * The legacy single form (spec 3 section 3) as a product draft: its `productCategory` is the
 * sub-category (the category is its parent); one variant at the form's price, or one per colour
 * variant holding that colour's quantity, SKU and images.
 */
export async function legacyDraft(
  db: Db,
  input: LegacyProductInput,
  images: { product?: string[]; variants: Map<number, string[]> },
): Promise<ProductDraft> {
  const [sub] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, input.productCategory));
  if (!sub?.parentId) throw fieldError(400, 'productCategory', MESSAGES.subCategoryRequired);
  const shared = {
    size: input.size,
    priceCents: input.price,
    originalPriceCents: input.originalPrice ?? null,
    isActive: true,
  };
  const variants = input.hasColorVariants
    ? (input.colorVariants ?? []).map((variant, index) => ({
        ...shared,
        colorId: variant.color,
        sku: variant.inventory.sku,
        quantity: variant.inventory.quantity,
        ...(images.variants.has(index) ? { imageKeys: images.variants.get(index)! } : {}),
      }))
    : [{ ...shared, colorId: null, sku: null, quantity: input.inventory.totalQuantity }];
  return {
    name: input.name,
    description: input.description,
    manufacturingSource: input.manufacturingSource,
    gender: input.gender,
    categoryId: sub.parentId,
    subCategoryId: input.productCategory,
    brandId: input.brand ?? null,
    flags: {
      isTodayDeal: input.isTodayDeal ?? false,
      isFeatured: input.isFeatured ?? false,
      isTrending: input.isTrending ?? false,
    },
    variants,
    ...(images.product ? { imageKeys: images.product } : {}),
  };
}
