import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToUsd } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { imageFile } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { brands, categories, colors, productImages, products, productVariants } from './catalog.tables.ts';

/** Stock at or under this shows 'Low Stock' (spec 3 section 2.5). */
export const LOW_STOCK = 5;

const discountPercent = (price: number, original: number | null) => (original && original > price ? Math.round(((original - price) / original) * 100) : 0);

export function imageUrls(storage: ObjectStorage, key: string) {
  return { url: storage.url(imageFile(key, 640)), thumbnail: storage.url(imageFile(key, 256)), large: storage.url(imageFile(key, 1200)) };
}

const subCategories = alias(categories, 'sub_categories');

/**
 * Products as the spec's client reads them (spec 1 section 3): prices in USD decimals, variants
 * with colours and images, the default variant, price range, stock status. Four queries for any
 * number of products, returned in the order of `ids`.
 */
export async function loadProductViews(db: Db, storage: ObjectStorage, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, variantRows, imageRows] = await Promise.all([
    db
      .select({ product: products, brand: brands, category: categories, subCategory: subCategories, seller: sellerProfiles })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, products.sellerId))
      .where(inArray(products.id, ids)),
    db
      .select({ variant: productVariants, color: colors })
      .from(productVariants)
      .leftJoin(colors, eq(colors.id, productVariants.colorId))
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.sortOrder)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sortOrder)),
  ]);
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { product } = row;
    const images = imageRows.filter((image) => image.productId === id).map((image) => ({ ...imageUrls(storage, image.storageKey), alt_text: image.altText, variantId: image.variantId }));
    const variants = variantRows
      .filter(({ variant }) => variant.productId === id)
      .map(({ variant, color }) => {
        const price = centsToUsd(variant.priceCents);
        const percent = discountPercent(variant.priceCents, variant.originalPriceCents);
        // A colour's photos belong to whichever variant of that colour carries them.
        const colorImages = images.filter((image) => variantRows.some((other) => other.variant.id === image.variantId && other.variant.colorId === variant.colorId));
        return {
          _id: variant.id,
          variantId: variant.id,
          sku: variant.sku,
          color: color ? { _id: color.id, name: color.name, nameAr: color.nameAr, hexCode: color.hexCode } : null,
          size: variant.size,
          price,
          originalPrice: variant.originalPriceCents ? centsToUsd(variant.originalPriceCents) : null,
          discountedPrice: price,
          hasDiscount: percent > 0,
          discountPercentage: percent,
          quantity: variant.quantity,
          isActive: variant.isActive,
          images: (colorImages.length ? colorImages : images).map((image) => ({ url: image.url, thumbnail: image.thumbnail, large: image.large, alt_text: image.alt_text })),
        };
      });
    const active = variants.filter((variant) => variant.isActive);
    const defaultVariant = active.find((variant) => variant.quantity > 0) ?? active[0] ?? null;
    const colorsSeen = new Map<string, { name: string; nameAr: string; hexCode: string }>();
    for (const variant of active) if (variant.color) colorsSeen.set(variant.color._id, variant.color);
    const sizes = [...new Set(active.map((variant) => variant.size).filter((size): size is string => Boolean(size)))];
    const quantity = active.reduce((sum, variant) => sum + variant.quantity, 0);
    const category = { _id: row.category.id, name: row.category.nameEn, nameAr: row.category.nameAr };
    const subCategory = { _id: row.subCategory.id, name: row.subCategory.nameEn, nameAr: row.subCategory.nameAr, hasSizes: row.subCategory.hasSizes };
    return [
      {
        _id: product.id,
        productId: product.id,
        name: product.name,
        description: product.description,
        translations: { en: { name: product.name, description: product.description }, ar: { name: product.nameAr || product.name, description: product.descriptionAr || product.description } },
        status: product.status,
        image: images[0]?.url ?? null,
        images,
        variants,
        defaultVariant,
        priceRange: { min: centsToUsd(product.minPriceCents), max: centsToUsd(product.maxPriceCents) },
        price: defaultVariant?.price ?? centsToUsd(product.minPriceCents),
        originalPrice: defaultVariant?.originalPrice ?? null,
        discount: defaultVariant?.discountPercentage ?? 0,
        averageRating: Number(product.ratingAverage),
        reviewCount: product.reviewCount,
        salesCount: product.salesCount,
        currency: 'USD',
        brand: row.brand ? { _id: row.brand.id, name: row.brand.name } : null,
        manufacturingSource: product.manufacturingSource,
        gender: product.gender,
        productCategory: subCategory,
        category,
        subCategory,
        attributes: { colors: [...colorsSeen.values()], sizes },
        inventory: { allowBackorders: product.allowBackorders, quantity },
        stockStatus: { message: quantity <= 0 && !product.allowBackorders ? 'Out of Stock' : quantity <= LOW_STOCK ? 'Low Stock' : 'In Stock' },
        isTodayDeal: product.isTodayDeal,
        isFeatured: product.isFeatured,
        isTrending: product.isTrending,
        seller: { _id: product.sellerId, businessName: row.seller?.businessName ?? null },
        createdAt: product.createdAt.toISOString(),
      },
    ];
  });
}

export type ProductView = Awaited<ReturnType<typeof loadProductViews>>[number];
