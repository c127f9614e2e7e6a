import { and, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { brands, categories, products } from '../catalog/catalog.tables.ts';
import { postgresSearch, searchWords } from '../catalog/catalog.service.ts';
import { imageUrls } from '../catalog/product-view.ts';
import { productImages } from '../catalog/catalog.tables.ts';
import { searchEngineOf } from './search-engine.ts';
import { popularSearches, searchQueries } from './search.tables.ts';

const normalize = (query: string) => searchWords(query).join(' ');

/** Remembers a search people ran (page 1 only), for popular and trending suggestions. */
export async function recordSearch(db: Db, query: string, resultCount: number, visitorId: string | undefined) {
  const normalized = normalize(query);
  if (normalized.length < 2) return;
  await db.insert(searchQueries).values({ normalized, resultCount, visitorId: visitorId ?? null });
}

/** How many different visitors must have run a search before it is suggested to everyone. */
export const POPULAR_MIN_VISITORS = 3;

/** How long a search is remembered: popular suggestions count this window, trending the last week. */
const SEARCH_MEMORY_DAYS = 30;
const TRENDING_DAYS = 7;

/**
 * Counts the searches worth suggesting again into `popular_searches` (the sweep's minute): those
 * at least POPULAR_MIN_VISITORS visitors ran in the window that found products, and whose every
 * word is a word of a published product, so junk typed by a few ("or 1 1") and typos never are.
 * Searches older than the window are forgotten, so the log and this count stay bounded.
 */
export async function refreshPopularSearches(db: Db) {
  await db.transaction(async (tx) => {
    // One count at a time: a second one (a test's, beside the sweep's round) would insert the same
    // texts as the first and fail on their key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('popular_searches'))`);
    await tx.execute(
      sql`delete from ${searchQueries} where ${searchQueries.createdAt} < now() - make_interval(days => ${SEARCH_MEMORY_DAYS})`,
    );
    await tx.execute(sql`delete from ${popularSearches}`);
    await tx.execute(sql`
      insert into ${popularSearches} (normalized, visitors_30d, visitors_7d)
      select q.normalized, count(distinct q.visitor_id)::int,
        (count(distinct q.visitor_id) filter (where q.created_at > now() - make_interval(days => ${TRENDING_DAYS})))::int
      from ${searchQueries} q
      where q.result_count > 0
      group by q.normalized
      having count(distinct q.visitor_id) >= ${POPULAR_MIN_VISITORS}
        and exists (select 1 from ${products} p where p.status = 'published' and p.seller_active
          and p.search_vector @@ plainto_tsquery('simple', q.normalized))`);
  });
}

/** Popular searches starting like `prefix` (or close to it), most visitors first. */
const popularLike = (db: Db, prefix: string, limit: number) =>
  db
    .select({ text: popularSearches.normalized, relevance: popularSearches.visitors30d })
    .from(popularSearches)
    .where(or(ilike(popularSearches.normalized, `${prefix}%`), sql`${prefix} <% ${popularSearches.normalized}`))
    .orderBy(desc(popularSearches.visitors30d), popularSearches.normalized)
    .limit(limit);

/** This week's searches most visitors ran, off the index in that order. */
const trendingSearches = (db: Db, limit: number) =>
  db
    .select({ text: popularSearches.normalized, relevance: popularSearches.visitors7d })
    .from(popularSearches)
    .where(gte(popularSearches.visitors7d, POPULAR_MIN_VISITORS))
    .orderBy(desc(popularSearches.visitors7d), popularSearches.normalized)
    .limit(limit);

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
    popularLike(db, text, 6),
    trendingSearches(db, 6),
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
