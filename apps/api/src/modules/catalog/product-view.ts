import { getTableColumns, sql } from 'drizzle-orm';
import { centsToUsd } from '@souk/shared/money';
import type { CardView } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { imageFile } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { brands, categories, colors, productImages, products, productVariants } from './catalog.tables.ts';

/** Stock at or under this shows 'Low Stock' (spec 3 section 2.5). */
export const LOW_STOCK = 5;

const discountPercent = (price: number, original: number | null) =>
  original && original > price ? Math.round(((original - price) / original) * 100) : 0;

export function imageUrls(storage: ObjectStorage, key: string) {
  return {
    url: storage.url(imageFile(key, 640)),
    thumbnail: storage.url(imageFile(key, 256)),
    large: storage.url(imageFile(key, 1200)),
  };
}

interface VariantJson {
  id: string;
  colorId: string | null;
  colorName: string | null;
  colorNameAr: string | null;
  hexCode: string | null;
  size: string | null;
  sku: string;
  priceCents: number;
  originalPriceCents: number | null;
  quantity: number;
  isActive: boolean;
}
type CardVariantJson = Pick<VariantJson, 'id' | 'priceCents' | 'originalPriceCents' | 'quantity' | 'isActive'>;
interface ImageJson {
  key: string;
  alt: string;
  variantId: string | null;
}

// A card never shows the search document (the text and its tsvector are most of a row's bytes).
const {
  searchText: _searchText,
  searchVector: _searchVector,
  staffSearchText: _staffSearchText,
  ...viewColumns
} = getTableColumns(products);

/** A column of the product row, named with its table: inside a sub-query a bare "id" is the sub-query's own. */
const outer = (column: { name: string }) => sql.raw(`"products"."${column.name}"`);

const brandOfProduct = sql<{ id: string; name: string } | null>`(
  select json_build_object('id', b.id, 'name', b.name) from ${brands} b where b.id = ${outer(products.brandId)})`;
const shopNameOfProduct = sql<string | null>`(
  select sp.business_name from ${sellerProfiles} sp where sp.user_id = ${outer(products.sellerId)})`;
/** The shop page's address, for "Sold by" on a product page (cards do without it). */
const shopSlugOfProduct = sql<string | null>`(
  select sp.slug from ${sellerProfiles} sp where sp.user_id = ${outer(products.sellerId)})`;

/**
 * One query for whole products: the product with its brand, categories and shop name, and its
 * variants and images, each from a sub-query by key rather than a join: planning joins of five
 * tables cost PostgreSQL as much as running the query (0.63 against 0.26 ms a page of cards).
 * Read through `productViewRows`.
 */
function productViewQuery(db: Db) {
  return db
    .select({
      product: viewColumns,
      brand: brandOfProduct,
      category: sql<{ id: string; nameEn: string; nameAr: string }>`(
        select json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar)
        from ${categories} c where c.id = ${outer(products.categoryId)})`,
      subCategory: sql<{ id: string; nameEn: string; nameAr: string; hasSizes: boolean }>`(
        select json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar, 'hasSizes', c.has_sizes)
        from ${categories} c where c.id = ${outer(products.subCategoryId)})`,
      businessName: shopNameOfProduct,
      shopSlug: shopSlugOfProduct,
      variants: sql<VariantJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'colorId', v.color_id, 'colorName', c.name, 'colorNameAr', c.name_ar, 'hexCode', c.hex_code, 'size', v.size, 'sku', v.sku,
          'priceCents', v.price_cents, 'originalPriceCents', v.original_price_cents, 'quantity', v.quantity, 'isActive', v.is_active
        ) order by v.sort_order)
        from ${productVariants} v left join ${colors} c on c.id = v.color_id where v.product_id = ${outer(products.id)}), '[]'::json)`,
      images: sql<ImageJson[]>`coalesce((
        select json_agg(json_build_object('key', i.storage_key, 'alt', i.alt_text, 'variantId', i.variant_id) order by i.sort_order)
        from ${productImages} i where i.product_id = ${outer(products.id)}), '[]'::json)`,
    })
    .from(products)
    .$dynamic();
}

/**
 * What a card shows and no more: no descriptions, colours, sizes or categories, the first photo
 * only. A page of whole products was 30 KB of JSON, most of it never shown on a card, and writing
 * it out was a third of a computed listing's CPU.
 */
function productCardQuery(db: Db) {
  return db
    .select({
      product: {
        id: products.id,
        name: products.name,
        nameAr: products.nameAr,
        minPriceCents: products.minPriceCents,
        maxPriceCents: products.maxPriceCents,
        ratingAverage: products.ratingAverage,
        reviewCount: products.reviewCount,
        salesCount: products.salesCount,
        gender: products.gender,
        allowBackorders: products.allowBackorders,
        isTodayDeal: products.isTodayDeal,
        isFeatured: products.isFeatured,
        isTrending: products.isTrending,
        sellerId: products.sellerId,
      },
      brand: brandOfProduct,
      businessName: shopNameOfProduct,
      variants: sql<CardVariantJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'priceCents', v.price_cents, 'originalPriceCents', v.original_price_cents, 'quantity', v.quantity, 'isActive', v.is_active
        ) order by v.sort_order)
        from ${productVariants} v where v.product_id = ${outer(products.id)}), '[]'::json)`,
      image: sql<Omit<ImageJson, 'variantId'> | null>`(
        select json_build_object('key', i.storage_key, 'alt', i.alt_text) from ${productImages} i
        where i.product_id = ${outer(products.id)} order by i.sort_order limit 1)`,
    })
    .from(products)
    .$dynamic();
}

export type ProductViewRow = Awaited<ReturnType<typeof productViewQuery>>[number];

export type ProductCardRow = Awaited<ReturnType<typeof productCardQuery>>[number];

/**
 * The two queries by ids, prepared once a database: their plans are the same whatever the ids, so
 * each connection plans them once. Planning the whole-product query afresh (its joins and two
 * sub-queries) cost PostgreSQL four times what running it for a page of cards did.
 */
const idsAmong = sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`;
const prepareByIds = (db: Db) => ({
  views: productViewQuery(db).where(idsAmong).prepare('product_cards_by_ids'),
  cards: productCardQuery(db).where(idsAmong).prepare('product_card_summaries_by_ids'),
});
const statementsByDb = new WeakMap<Db, ReturnType<typeof prepareByIds>>();
function byIdsStatements(db: Db) {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = prepareByIds(db)));
  return statements;
}

/** `rows` in the order of `ids` (an id not found is left out). */
function inOrderOf<Row extends { product: { id: string } }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The whole-product rows of `ids`, in that order. */
export async function productViewRows(db: Db, ids: string[]): Promise<ProductViewRow[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await byIdsStatements(db).views.execute({ ids }));
}

/** The card rows of `ids`, in that order. */
export async function productCardRows(db: Db, ids: string[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await byIdsStatements(db).cards.execute({ ids }));
}

/** Products in the order of `ids`, as the spec's client reads them. */
export async function loadProductViews(db: Db, storage: ObjectStorage, ids: string[]) {
  return (await productViewRows(db, ids)).map((row) => toProductView(storage, row));
}

/** A variant's price as cards and the product page show it, in USD decimals. */
function variantPricing(variant: CardVariantJson) {
  const price = centsToUsd(variant.priceCents);
  const percent = discountPercent(variant.priceCents, variant.originalPriceCents);
  return {
    price,
    originalPrice: variant.originalPriceCents ? centsToUsd(variant.originalPriceCents) : null,
    discountedPrice: price,
    hasDiscount: percent > 0,
    discountPercentage: percent,
    quantity: variant.quantity,
    isActive: variant.isActive,
  };
}

type PricedVariant = ReturnType<typeof variantPricing>;

/**
 * The variant a card and the product page show first (the first in stock, among the variants a
 * discount filter matched when there is one), the stock of the active variants and what it reads.
 */
function saleState<Variant extends PricedVariant>(
  variants: Variant[],
  allowBackorders: boolean,
  preferDiscount?: (percent: number) => boolean,
) {
  const active = variants.filter((variant) => variant.isActive);
  const preferred = preferDiscount ? active.filter((variant) => preferDiscount(variant.discountPercentage)) : [];
  const candidates = preferred.length ? preferred : active;
  const defaultVariant = candidates.find((variant) => variant.quantity > 0) ?? candidates[0] ?? null;
  const quantity = active.reduce((sum, variant) => sum + variant.quantity, 0);
  return { active, defaultVariant, quantity, stockStatus: { message: stockMessage(quantity, allowBackorders) } };
}

/** What a card and the product page say of a product's stock: its active variants' units in all. */
export const stockMessage = (quantity: number, allowBackorders: boolean) =>
  quantity <= 0 && !allowBackorders ? 'Out of Stock' : quantity <= LOW_STOCK ? 'Low Stock' : 'In Stock';

/** What a card and the product page both show of a product: its prices, rating, sales and brand. */
function shownFigures(row: ProductCardRow | ProductViewRow, defaultVariant: PricedVariant | null) {
  const { product } = row;
  return {
    priceRange: { min: centsToUsd(product.minPriceCents), max: centsToUsd(product.maxPriceCents) },
    price: defaultVariant?.price ?? centsToUsd(product.minPriceCents),
    originalPrice: defaultVariant?.originalPrice ?? null,
    discount: defaultVariant?.discountPercentage ?? 0,
    averageRating: Number(product.ratingAverage),
    reviewCount: product.reviewCount,
    salesCount: product.salesCount,
    currency: 'USD',
    brand: row.brand?.id ? { _id: row.brand.id, name: row.brand.name } : null,
  };
}

/**
 * A product as a card shows it (`view=card` on listings and shelves): the whole product's fields
 * of the same names, less what only the product page reads.
 */
export function toProductCard(
  storage: ObjectStorage,
  row: ProductCardRow,
  preferDiscount?: (percent: number) => boolean,
) {
  const { product } = row;
  const images = row.image ? [{ ...imageUrls(storage, row.image.key), alt_text: row.image.alt }] : [];
  const variants = row.variants.map((variant) => ({
    _id: variant.id,
    variantId: variant.id,
    ...variantPricing(variant),
  }));
  const { defaultVariant, stockStatus } = saleState(variants, product.allowBackorders, preferDiscount);
  return {
    _id: product.id,
    productId: product.id,
    name: product.name,
    translations: { en: { name: product.name }, ar: { name: product.nameAr || product.name } },
    image: images[0]?.url ?? null,
    images,
    variants,
    ...shownFigures(row, defaultVariant),
    gender: product.gender,
    stockStatus,
    isTodayDeal: product.isTodayDeal,
    isFeatured: product.isFeatured,
    isTrending: product.isTrending,
    seller: { _id: product.sellerId, businessName: row.businessName ?? null },
  };
}

export type ProductCard = ReturnType<typeof toProductCard>;

/**
 * A product as spec 1 section 3 describes it: prices in USD decimals, variants with colours and
 * images, the default variant, price range, stock status.
 */
export function toProductView(
  storage: ObjectStorage,
  row: ProductViewRow,
  preferDiscount?: (percent: number) => boolean,
) {
  const { product } = row;
  const images = row.images.map((image) => ({
    ...imageUrls(storage, image.key),
    alt_text: image.alt,
    variantId: image.variantId,
  }));
  const colorOfVariant = new Map(row.variants.map((variant) => [variant.id, variant.colorId]));
  const variants = row.variants.map((variant) => {
    // A colour's photos belong to whichever variant of that colour carries them.
    const colorImages = images.filter(
      (image) => image.variantId && colorOfVariant.get(image.variantId) === variant.colorId,
    );
    return {
      _id: variant.id,
      variantId: variant.id,
      sku: variant.sku,
      color: variant.colorId
        ? { _id: variant.colorId, name: variant.colorName!, nameAr: variant.colorNameAr!, hexCode: variant.hexCode! }
        : null,
      size: variant.size,
      ...variantPricing(variant),
      images: (colorImages.length ? colorImages : images).map((image) => ({
        url: image.url,
        thumbnail: image.thumbnail,
        large: image.large,
        alt_text: image.alt_text,
      })),
    };
  });
  const { active, defaultVariant, quantity, stockStatus } = saleState(
    variants,
    product.allowBackorders,
    preferDiscount,
  );
  const colorsSeen = new Map<string, { name: string; nameAr: string; hexCode: string }>();
  for (const variant of active) if (variant.color) colorsSeen.set(variant.color._id, variant.color);
  const sizes = [...new Set(active.map((variant) => variant.size).filter((size): size is string => Boolean(size)))];
  const category = { _id: row.category.id, name: row.category.nameEn, nameAr: row.category.nameAr };
  const subCategory = {
    _id: row.subCategory.id,
    name: row.subCategory.nameEn,
    nameAr: row.subCategory.nameAr,
    hasSizes: row.subCategory.hasSizes,
  };
  return {
    _id: product.id,
    productId: product.id,
    name: product.name,
    description: product.description,
    translations: {
      en: { name: product.name, description: product.description },
      ar: { name: product.nameAr || product.name, description: product.descriptionAr || product.description },
    },
    status: product.status,
    /** On the storefront: published by an active shop. */
    listed: product.status === 'published' && product.sellerActive,
    image: images[0]?.url ?? null,
    images,
    variants,
    defaultVariant,
    ...shownFigures(row, defaultVariant),
    manufacturingSource: product.manufacturingSource,
    gender: product.gender,
    productCategory: subCategory,
    category,
    subCategory,
    attributes: { colors: [...colorsSeen.values()], sizes },
    inventory: { allowBackorders: product.allowBackorders, quantity },
    stockStatus,
    isTodayDeal: product.isTodayDeal,
    isFeatured: product.isFeatured,
    isTrending: product.isTrending,
    seller: { _id: product.sellerId, businessName: row.businessName ?? null, slug: row.shopSlug ?? null },
    createdAt: product.createdAt.toISOString(),
  };
}

export type ProductView = ReturnType<typeof toProductView>;

/** Products in the order of `ids`, whole or as cards. */
export async function productsAs(
  db: Db,
  storage: ObjectStorage,
  ids: string[],
  view: CardView,
  preferDiscount?: (percent: number) => boolean,
): Promise<(ProductView | ProductCard)[]> {
  return view === 'card'
    ? (await productCardRows(db, ids)).map((row) => toProductCard(storage, row, preferDiscount))
    : (await productViewRows(db, ids)).map((row) => toProductView(storage, row, preferDiscount));
}
