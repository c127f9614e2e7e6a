import { and, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { brands, categories, products } from '../catalog/catalog.tables.ts';
import { postgresSearch, searchWords } from '../catalog/catalog.service.ts';
import { imageUrls } from '../catalog/product-view.ts';
import { productImages } from '../catalog/catalog.tables.ts';
import { searchEngineOf } from './search-engine.ts';
import { searchQueries } from './search.tables.ts';

const normalize = (query: string) => searchWords(query).join(' ');

/** Remembers a search people ran (page 1 only), for popular and trending suggestions. */
export async function recordSearch(db: Db, query: string, resultCount: number, visitorId: string | undefined) {
  const normalized = normalize(query);
  if (normalized.length < 2) return;
  await db.insert(searchQueries).values({ normalized, resultCount, visitorId: visitorId ?? null });
}

/** How many different visitors must have run a search before it is suggested to everyone. */
export const POPULAR_MIN_VISITORS = 3;

/**
 * Searches at least POPULAR_MIN_VISITORS visitors ran since `days` ago that found products, most
 * visitors first; optionally those starting like `prefix`. Only text whose every word is a word of
 * a published product is shown, so junk typed by a few ("or 1 1") and typos never are.
 */
async function frequentSearches(db: Db, days: number, prefix: string | undefined, limit: number) {
  const visitors = sql<number>`count(distinct ${searchQueries.visitorId})::int`;
  const rows = await db
    .select({ text: searchQueries.normalized, relevance: visitors })
    .from(searchQueries)
    .where(
      and(
        gt(searchQueries.createdAt, sql`now() - make_interval(days => ${days})`),
        gt(searchQueries.resultCount, 0),
        prefix
          ? or(ilike(searchQueries.normalized, `${prefix}%`), sql`${prefix} <% ${searchQueries.normalized}`)
          : undefined,
      ),
    )
    .groupBy(searchQueries.normalized)
    .having(
      and(
        sql`${visitors} >= ${POPULAR_MIN_VISITORS}`,
        sql`exists (select 1 from ${products} p where p.status = 'published' and p.seller_active and p.search_vector @@ plainto_tsquery('simple', ${searchQueries.normalized}))`,
      ),
    )
    .orderBy(desc(visitors), searchQueries.normalized)
    .limit(limit);
  return rows;
}

/**
 * The header's predictive dropdown (spec 1 sections 3 and 7): matching categories and brands
 * (typo-tolerant), popular searches that start like the text, trending searches, and the top
 * matching products.
 */
export function predictive(db: Db, storage: ObjectStorage, query: string) {
  const text = normalize(query);
  return suggestions.get(text, () => loadPredictive(db, storage, text));
}

/** The same text gets the same suggestions for half a minute: typing bursts hit the cache. */
const suggestions = new TtlCache<Awaited<ReturnType<typeof loadPredictive>>>(30_000, 5000, 'search-suggestions');

/**
 * The dropdown's five products from the search engine (never every match of a two-letter prefix:
 * the catalogue's PostgreSQL ranks the first 120 matches in the featured order, or reads
 * RUM's order), then their names, prices and first photo.
 */
async function dropdownProducts(db: Db, text: string) {
  const ids = await searchEngineOf(db, postgresSearch).suggest(text, 5);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      _id: products.id,
      name: products.name,
      nameAr: products.nameAr,
      price: sql<number>`${products.minPriceCents}::float / 100`,
      // Qualified by hand: in a single-table select Drizzle leaves column names bare, and a bare "id" here would be the image's.
      imageKey: sql<
        string | null
      >`(select i.storage_key from ${productImages} i where i.product_id = ${sql.identifier('products')}.${sql.identifier('id')} order by i.sort_order limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row._id === id));
}

async function loadPredictive(db: Db, storage: ObjectStorage, text: string) {
  const similar = (column: typeof categories.nameEn | typeof brands.name) =>
    or(ilike(column, `%${text}%`), sql`${text} <% lower(${column})`);
  const [categoryRows, brandRows, popular, trending, productRows] = await Promise.all([
    db
      .select({
        _id: categories.id,
        name: categories.nameEn,
        nameAr: categories.nameAr,
        parentCategory: categories.parentId,
      })
      .from(categories)
      .where(and(eq(categories.isActive, true), or(similar(categories.nameEn), ilike(categories.nameAr, `%${text}%`))))
      .limit(5),
    db.select({ _id: brands.id, name: brands.name }).from(brands).where(similar(brands.name)).limit(5),
    frequentSearches(db, 30, text, 6),
    frequentSearches(db, 7, undefined, 6),
    dropdownProducts(db, text),
  ]);
  return {
    categories: categoryRows,
    brands: brandRows,
    popularSearches: popular.map((row) => ({ text: row.text, tags: [] as string[], relevance: row.relevance })),
    trendingSearches: trending.map((row) => ({ text: row.text, relevance: row.relevance })),
    products: productRows.map(({ imageKey, ...row }) => ({
      ...row,
      image: imageKey ? imageUrls(storage, imageKey).thumbnail : null,
    })),
  };
}
