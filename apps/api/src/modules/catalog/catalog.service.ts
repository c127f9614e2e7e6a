import { and, asc, desc, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { brands, categories, colors, products, productViews } from './catalog.tables.ts';
import { loadProductViews } from './product-view.ts';

/** What full-text and typo search look through: both names, the brand, both category levels. */
export function searchTextOf(parts: { name: string; nameAr: string; brand?: string | null; category: string[]; subCategory: string[] }): string {
  return [parts.name, parts.nameAr, parts.brand ?? '', ...parts.category, ...parts.subCategory].join(' ').toLowerCase();
}

/** Words of a search, safe for to_tsquery: letters and digits in any script. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A product matches when each word either starts a word of its text (full text, GIN index) or is
 * close to one (pg_trgm word similarity, trigram index): "lether walet" finds leather wallets.
 */
export function searchCondition(query: string): { where: SQL; rank: SQL } | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => sql`(${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`}) OR ${word} <% ${products.searchText})`);
  const text = words.join(' ');
  return {
    where: and(...perWord)!,
    rank: sql`(ts_rank(${products.searchVector}, to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' | ')})) + word_similarity(${text}, ${products.searchText}))`,
  };
}

const published = eq(products.status, 'published');

export async function listProducts(db: Db, storage: ObjectStorage, query: ProductListQuery) {
  const conditions: (SQL | undefined)[] = [published];
  const search = query.query ? searchCondition(query.query) : undefined;
  if (search) conditions.push(search.where);
  if (query.category) conditions.push(eq(products.categoryId, query.category));
  if (query.subCategory) conditions.push(eq(products.subCategoryId, query.subCategory));
  if (query.minPrice !== undefined) conditions.push(gte(products.minPriceCents, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.minPriceCents, Math.round(query.maxPrice * 100)));
  if (query.minRating !== undefined) conditions.push(gte(products.ratingAverage, query.minRating));
  if (query.gender?.length) conditions.push(inArray(products.gender, query.gender));
  if (query.discountRanges?.length) {
    conditions.push(
      or(
        ...query.discountRanges.map((range) => {
          const [low, high] = range.split('-').map(Number) as [number, number];
          return and(gte(products.maxDiscountPercent, low), lte(products.maxDiscountPercent, high));
        }),
      ),
    );
  }
  const where = and(...conditions);
  const order: SQL[] = {
    featured: search ? [desc(search.rank), desc(products.salesCount)] : [desc(products.isFeatured), desc(products.salesCount), desc(products.createdAt)],
    newest: [desc(products.createdAt)],
    'price-asc': [asc(products.minPriceCents)],
    'price-desc': [desc(products.minPriceCents)],
    popularity: [desc(products.salesCount)],
  }[query.sort];

  const [page, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order, asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { products: await loadProductViews(db, storage, page.map((row) => row.id)), total: counted?.total ?? 0 };
}

export async function productDetail(db: Db, storage: ObjectStorage, id: string) {
  const [view] = await loadProductViews(db, storage, [id]);
  return view && view.status === 'published' ? view : undefined;
}

/** Products chosen by a condition and an order, as cards. */
async function productsWhere(db: Db, storage: ObjectStorage, condition: SQL | undefined, order: SQL[], limit: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(published, condition))
    .orderBy(...order, asc(products.id))
    .limit(limit);
  return loadProductViews(db, storage, rows.map((row) => row.id));
}

/** The home blocks and product shelves of spec 1 section 7, each one query. */
export const SHELVES = {
  deals: (db: Db, storage: ObjectStorage, limit = 16) => productsWhere(db, storage, eq(products.isTodayDeal, true), [desc(products.maxDiscountPercent)], limit),
  featured: (db: Db, storage: ObjectStorage, limit = 16) => productsWhere(db, storage, eq(products.isFeatured, true), [desc(products.salesCount)], limit),
  trending: (db: Db, storage: ObjectStorage, limit = 16) => productsWhere(db, storage, eq(products.isTrending, true), [desc(products.salesCount)], limit),
  newest: (db: Db, storage: ObjectStorage, limit = 16) => productsWhere(db, storage, undefined, [desc(products.createdAt)], limit),
  bestSellers: (db: Db, storage: ObjectStorage, limit = 15) => productsWhere(db, storage, undefined, [desc(products.salesCount)], limit),
  moreToLove: (db: Db, storage: ObjectStorage, limit = 16) => productsWhere(db, storage, gte(products.reviewCount, 1), [desc(products.ratingAverage), desc(products.reviewCount)], limit),
};

/** Same sub-category first, best sellers first; never the product itself. */
export async function relatedProducts(db: Db, storage: ObjectStorage, productId: string, limit = 20) {
  const [product] = await db.select({ subCategoryId: products.subCategoryId, categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  if (!product) return undefined;
  return productsWhere(
    db,
    storage,
    and(ne(products.id, productId), eq(products.categoryId, product.categoryId)),
    [desc(sql`(${products.subCategoryId} = ${product.subCategoryId})`), desc(products.salesCount)],
    limit,
  );
}

/** Remembers what a browser looked at; the newest view wins. */
export async function recordView(db: Db, visitorId: string, productId: string) {
  await db
    .insert(productViews)
    .values({ visitorId, productId })
    .onConflictDoUpdate({ target: [productViews.visitorId, productViews.productId], set: { viewedAt: new Date() } });
}

/** "You may also like": best sellers of the sub-categories this browser viewed lately, not the viewed ones. */
export async function mayAlsoLike(db: Db, storage: ObjectStorage, visitorId: string | undefined, limit = 8) {
  if (visitorId) {
    const viewed = await db
      .select({ productId: productViews.productId, subCategoryId: products.subCategoryId })
      .from(productViews)
      .innerJoin(products, eq(products.id, productViews.productId))
      .where(eq(productViews.visitorId, visitorId))
      .orderBy(desc(productViews.viewedAt))
      .limit(20);
    if (viewed.length > 0) {
      const picks = await productsWhere(
        db,
        storage,
        and(inArray(products.subCategoryId, [...new Set(viewed.map((row) => row.subCategoryId))]), notInArray(products.id, viewed.map((row) => row.productId))),
        [desc(products.salesCount)],
        limit,
      );
      if (picks.length > 0) return picks;
    }
  }
  return SHELVES.trending(db, storage, limit);
}

export async function listCategories(db: Db) {
  const rows = await db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  const shape = (row: (typeof rows)[number]) => ({
    _id: row.id,
    name: row.nameEn,
    nameAr: row.nameAr,
    translations: { en: row.nameEn, ar: row.nameAr },
    categoryIcon: row.icon,
    hasSizes: row.hasSizes,
    parentCategory: row.parentId,
  });
  const top = rows.filter((row) => !row.parentId);
  return {
    categories: top.map((row) => ({ ...shape(row), subCategories: rows.filter((child) => child.parentId === row.id).map(shape) })),
    subCategories: rows.filter((row) => row.parentId).map(shape),
  };
}

export const listBrands = (db: Db) => db.select({ _id: brands.id, name: brands.name, description: brands.description }).from(brands).orderBy(asc(brands.name));
export const listColors = (db: Db) =>
  db.select({ _id: colors.id, name: colors.name, nameAr: colors.nameAr, colorFamily: colors.colorFamily, hexCode: colors.hexCode, displayType: colors.displayType }).from(colors).orderBy(asc(colors.name));
