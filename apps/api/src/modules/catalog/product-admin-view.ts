import { and, count, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { centsToUsd } from '@souk/shared/money';
import { LOW_STOCK_THRESHOLD, type ProductTableQuery } from '@souk/shared/schemas/products';
import { preparedRows, queryRows, statementName, type Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { brands, categories, colors, productRevisions, products } from './catalog.tables.ts';
import { imageUrls, productViewRows, type ProductViewRow } from './product-view.ts';
import type { ProductDraft } from './product-writes.ts';

/** The stock badge of spec 3 section 2.5. */
export function stockOf(quantity: number) {
  const isOutOfStock = quantity <= 0;
  const isLowStock = !isOutOfStock && quantity <= LOW_STOCK_THRESHOLD;
  return {
    inventory: { quantity, isOutOfStock, isLowStock },
    stockStatus: { message: isOutOfStock ? 'Out of Stock' : isLowStock ? 'Low Stock' : 'In Stock' },
  };
}

/** An image of the Product shape; its id names the stored file and its place. */
/** `key` is what an edit sends back to keep the photo (product-form.ts, imageOrder). */
const imageOf = (storage: ObjectStorage) => (key: string, index: number) => ({
  _id: `${key}#${index}`,
  key,
  url: imageUrls(storage, key).url,
});

/** A product as the product table and the review page show it (spec 3 section 3, "Product (list)"). */
export function toAdminProduct(storage: ObjectStorage, row: ProductViewRow, hasPendingEdit = false) {
  const { product } = row;
  const image = imageOf(storage);
  const productImages = row.images.filter((entry) => entry.variantId === null);
  const active = row.variants.filter((variant) => variant.isActive);
  return {
    _id: product.id,
    productId: product.id,
    name: product.name,
    description: product.description,
    manufacturingSource: product.manufacturingSource,
    gender: product.gender,
    // With their Arabic names: the tables of Arabic pages show them (issue 24).
    category: { _id: row.category.id, name: row.category.nameEn, nameAr: row.category.nameAr },
    subCategory: { _id: row.subCategory.id, name: row.subCategory.nameEn, nameAr: row.subCategory.nameAr },
    brand: row.brand ? { _id: row.brand.id, name: row.brand.name } : null,
    seller: { _id: product.sellerId, fullName: row.businessName ?? '', businessName: row.businessName ?? '' },
    status: product.status,
    reviewNote: product.reviewNote,
    hasPendingEdit,
    isTodayDeal: product.isTodayDeal,
    isFeatured: product.isFeatured,
    isTrending: product.isTrending,
    ...stockOf(active.reduce((sum, variant) => sum + variant.quantity, 0)),
    priceRange: { min: centsToUsd(product.minPriceCents), max: centsToUsd(product.maxPriceCents) },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    primaryImage: row.images[0] ? imageUrls(storage, row.images[0].key).url : null,
    images: productImages.map((entry, index) => image(entry.key, index)),
    variants: row.variants.map((variant) => ({
      _id: variant.id,
      variantId: variant.id,
      size: variant.size,
      color: variant.colorId
        ? {
            _id: variant.colorId,
            name: variant.colorName ?? '',
            nameAr: variant.colorNameAr ?? '',
            hexCode: variant.hexCode ?? '',
          }
        : null,
      sku: variant.sku,
      price: centsToUsd(variant.priceCents),
      originalPrice: variant.originalPriceCents === null ? null : centsToUsd(variant.originalPriceCents),
      quantity: variant.quantity,
      isActive: variant.isActive,
      images: row.images
        .filter((entry) => entry.variantId === variant.id)
        .map((entry, index) => image(entry.key, index)),
    })),
  };
}
export type AdminProduct = ReturnType<typeof toAdminProduct>;

/** The names a set of drafts refers to (categories, brands, colours), read once for a page of them. */
export async function draftNames(db: Db, drafts: ProductDraft[]) {
  const categoryIds = [...new Set(drafts.flatMap((draft) => [draft.categoryId, draft.subCategoryId]))];
  const brandIds = [...new Set(drafts.flatMap((draft) => (draft.brandId ? [draft.brandId] : [])))];
  const colorIds = [
    ...new Set(
      drafts.flatMap((draft) => draft.variants.flatMap((variant) => (variant.colorId ? [variant.colorId] : []))),
    ),
  ];
  const [categoryRows, brandRows, colorRows] = await Promise.all([
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.nameEn, nameAr: categories.nameAr })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
    colorIds.length
      ? db
          .select({ id: colors.id, name: colors.name, nameAr: colors.nameAr, hexCode: colors.hexCode })
          .from(colors)
          .where(inArray(colors.id, colorIds))
      : [],
  ]);
  return {
    category: new Map(categoryRows.map((row) => [row.id, row])),
    brand: new Map(brandRows.map((row) => [row.id, row.name])),
    color: new Map(colorRows.map((row) => [row.id, row])),
  };
}

const namedCategory = (names: Awaited<ReturnType<typeof draftNames>>, id: string) => {
  const named = names.category.get(id);
  return { _id: id, name: named?.name ?? '', nameAr: named?.nameAr ?? '' };
};

/**
 * An edit waiting for review, in the Product shape: the live product with the edit's fields,
 * variants and images over it (a variant sent without images keeps its own). Also says how many
 * new product images came, and the ids it names.
 */
export function toProposedProduct(
  storage: ObjectStorage,
  live: AdminProduct,
  draft: ProductDraft,
  names: Awaited<ReturnType<typeof draftNames>>,
  submittedAt: Date,
) {
  const image = imageOf(storage);
  const images = draft.imageKeys ? draft.imageKeys.map(image) : live.images;
  const variants = draft.variants.map((variant) => {
    const color = variant.colorId ? names.color.get(variant.colorId) : undefined;
    const own = live.variants.find((entry) => entry._id === variant.id);
    return {
      _id: variant.id ?? null,
      variantId: variant.id ?? null,
      size: variant.size,
      color: color ? { _id: color.id, name: color.name, nameAr: color.nameAr, hexCode: color.hexCode } : null,
      colorId: variant.colorId,
      sku: variant.sku ?? own?.sku ?? null,
      price: centsToUsd(variant.priceCents),
      originalPrice: variant.originalPriceCents === null ? null : centsToUsd(variant.originalPriceCents),
      quantity: variant.quantity,
      isActive: variant.isActive,
      images: variant.imageKeys ? variant.imageKeys.map(image) : (own?.images ?? []),
    };
  });
  const active = variants.filter((variant) => variant.isActive);
  const prices = active.map((variant) => variant.price);
  return {
    ...live,
    name: draft.name,
    description: draft.description,
    manufacturingSource: draft.manufacturingSource,
    gender: draft.gender,
    category: namedCategory(names, draft.categoryId),
    subCategory: namedCategory(names, draft.subCategoryId),
    brand: draft.brandId ? { _id: draft.brandId, name: names.brand.get(draft.brandId) ?? '' } : null,
    categoryId: draft.categoryId,
    subCategoryId: draft.subCategoryId,
    brandId: draft.brandId,
    status: 'pending_review',
    hasPendingEdit: true,
    ...stockOf(active.reduce((sum, variant) => sum + variant.quantity, 0)),
    priceRange: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    updatedAt: submittedAt.toISOString(),
    primaryImage: images[0]?.url ?? variants.find((variant) => variant.images.length)?.images[0]?.url ?? null,
    images,
    newImages: draft.imageKeys?.length ?? 0,
    variants,
  };
}

/** Products in the order of `ids`, as the table shows them, each saying whether an edit waits. */
export async function loadAdminProducts(db: Db, storage: ObjectStorage, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, pending] = await Promise.all([
    productViewRows(db, ids),
    preparedRows<{ id: string }>(
      db,
      'products_with_pending_edits',
      sql`select distinct product_id as id from ${productRevisions}
        where product_id = any(${sql.param(ids)}::uuid[]) and status = 'pending'`,
    ),
  ]);
  const waiting = new Set(pending.map((row) => row.id));
  return rows.map((row) => toAdminProduct(storage, row, waiting.has(row.product.id)));
}

/** A search's count stops here: 100 pages of 10. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Up to this many a staff search's total is counted on every page (a product just added is found and
 * counted at once); past it, the count up to SEARCH_COUNT_CAP is kept a few seconds, as large
 * totals are: it looks for the text in every row up to the thousandth match (18 ms for "classic").
 */
const SEARCH_EXACT_UP_TO = 100;

/**
 * Up to this many a table's total is counted on every page; past it (staff looking at the whole
 * catalogue), the total is kept for a few seconds: counting 100,000 products was most of a page's cost.
 */
const EXACT_TOTAL_UP_TO = 1000;
const largeTotals = new TtlCache<number>(5_000, 1000, 'product-table-totals');

/**
 * A page's ids, newest first, and how many match up to `cap`, in one statement. Prepared under
 * `name` when given: each shape of filters is then planned once a connection, not on every visit.
 */
async function pageAndCount(
  db: Db,
  name: string | undefined,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  cap: number,
) {
  const statement = sql`select
      (select count(*)::int from (select 1 from products where ${where} limit ${cap}) capped) as counted,
      coalesce((select json_agg(id order by created_at desc, id desc) from (select id, created_at from products
        where ${where} order by created_at desc, id desc limit ${page.limit} offset ${page.offset}) shown), '[]') as ids`;
  type Row = { counted: number; ids: string[] };
  const [row] = name ? await preparedRows<Row>(db, name, statement) : await queryRows<Row>(db, statement);
  return row!;
}

/** Past the exact bound, the count of the filters (up to `cap`, if given), kept a few seconds. */
function largeTotal(db: Db, where: SQL | undefined, key: string, cap?: number) {
  return largeTotals.get(key, async () => {
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where);
    const [row] = await db.select({ total: count() }).from((cap ? matches.limit(cap) : matches).as('matches'));
    return row?.total ?? 0;
  });
}

/** `%text%` for LIKE, the text's own % and _ matched as themselves. */
const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The product table's keyword: the product's words (names, brand, categories) or a SKU of one of its
 * variants, as typed (no wildcards).
 */
function keywordCondition(keyword: string, sellerId: string | null): SQL {
  const text = keyword.toLowerCase();
  // A seller's own products are read through its index and each looked at: with `like`, the planner
  // would intersect the trigram index's matches in the whole catalogue (8 ms for a common word such
  // as "classic", to keep a shop's handful). Both look in the product's kept staff search text (its words and every SKU, lower case, kept
  // by triggers: migration 0049), so a part of every SKU ("SK-") walks the table's order and stops
  // after a page instead of listing every variant's product first (issue 42).
  if (sellerId) return sql`strpos(${products.staffSearchText}, ${text}) > 0`;
  // The whole catalogue: its trigram index.
  return sql`${products.staffSearchText} like ${likeAny(text)}`;
}

/**
 * The product table's page: one seller's products (or everyone's, for staff), archived ones
 * left out, newest first. The page's ids come from the (seller_id, created_at) index; the rows are
 * then built for those ten ids only.
 */
export async function productTablePage(
  db: Db,
  storage: ObjectStorage,
  query: ProductTableQuery,
  sellerId: string | null,
) {
  const conditions: (SQL | undefined)[] = [
    sellerId ? eq(products.sellerId, sellerId) : undefined,
    query.status ? eq(products.status, query.status) : ne(products.status, 'archived'),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    query.subCategoryId ? eq(products.subCategoryId, query.subCategoryId) : undefined,
    query.brandId ? eq(products.brandId, query.brandId) : undefined,
    query.gender ? eq(products.gender, query.gender) : undefined,
    query.manufacturingSource ? eq(products.manufacturingSource, query.manufacturingSource) : undefined,
    query.stock === 'out' ? lte(products.totalQuantity, 0) : undefined,
    query.stock === 'low'
      ? and(gt(products.totalQuantity, 0), lte(products.totalQuantity, LOW_STOCK_THRESHOLD))
      : undefined,
    query.stock === 'in' ? gt(products.totalQuantity, LOW_STOCK_THRESHOLD) : undefined,
    query.keyword ? keywordCondition(query.keyword, sellerId) : undefined,
  ];
  const where = and(...conditions);
  const { page: _page, limit: _limit, ...filters } = query;
  // Which filters are set (and the stock level, each a condition of its own), not their values.
  const shape = [sellerId ? 'seller' : 'all', query.stock ?? '']
    .concat(Object.keys(filters).filter((key) => filters[key as keyof typeof filters] !== undefined))
    .join(' ');
  // A staff search is planned each time: its best plan depends on how rare the text is (a generic
  // plan could walk the whole catalogue by date for a rare word). A seller's reads its own products.
  const name = sellerId || !query.keyword ? statementName('product_table', shape) : undefined;
  // A shop's search reads only its own products: counted (up to the cap) on every page.
  const shopSearch = Boolean(query.keyword && sellerId);
  const exactUpTo = !query.keyword ? EXACT_TOTAL_UP_TO : shopSearch ? SEARCH_COUNT_CAP : SEARCH_EXACT_UP_TO;
  const { ids, counted } = await pageAndCount(
    db,
    name,
    where,
    { limit: query.limit, offset: (query.page - 1) * query.limit },
    exactUpTo + 1,
  );
  // A search may match much of the catalogue: its count stops at SEARCH_COUNT_CAP (the pager then
  // offers that many), instead of reading every match.
  const total =
    counted <= exactUpTo
      ? counted
      : shopSearch
        ? SEARCH_COUNT_CAP
        : await largeTotal(
            db,
            where,
            JSON.stringify({ sellerId, ...filters }),
            query.keyword ? SEARCH_COUNT_CAP : undefined,
          );
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  return {
    products: await loadAdminProducts(db, storage, ids),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
      hasNextPage: query.page < totalPages,
      hasPrevPage: query.page > 1,
    },
  };
}
