import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { CardView, ProductListQuery } from '@souk/shared/schemas/catalog';
import type { PlacementList } from '@souk/shared/schemas/placements';
import { queryRows, statementName, type Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { runningPlacement } from '../promotions/placements.ts';
import type { CardStockMove } from '../ssr/storefront-purge.ts';
import { brands, categories, colors, products, productVariants, productViews, searchTerms } from './catalog.tables.ts';
import { searchEngineOf, type SearchEngine, type SearchPage } from '../search/search-engine.ts';
import { imageUrls, loadProductViews, productsAs, stockMessage } from './product-view.ts';

/** What full-text and typo search look through: both names, the brand, both category levels. */
export function searchTextOf(parts: {
  name: string;
  nameAr: string;
  brand?: string | null;
  category: string[];
  subCategory: string[];
}): string {
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

/** Adds the words of product texts to the spelling vocabulary (numbers need no correcting). */
export async function indexSearchTerms(db: Db, texts: string[]) {
  const terms = [...new Set(texts.flatMap(searchWords))].filter((term) => term.length >= 3 && !/^\d+$/.test(term));
  for (let start = 0; start < terms.length; start += 1000) {
    await db
      .insert(searchTerms)
      .values(terms.slice(start, start + 1000).map((term) => ({ term })))
      .onConflictDoNothing();
  }
}

/**
 * For each typed word, the catalogue words it may mean: itself as a prefix and, only when no
 * catalogue word starts with it (so the words as typed would find nothing), the closest vocabulary
 * words by trigram similarity ("lether" -> "leather"; "shoe" stays "shoe", never "short"). Numbers
 * and words under three letters are never corrected. One query for all words.
 */
export async function correctWords(db: Db, words: string[]): Promise<string[][]> {
  const found = await queryRows<{ word: string; term: string }>(
    db,
    sql`select w.word, t.term from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)
        cross join lateral (select exists (select 1 from ${searchTerms} known where known.term like w.word || '%') as known) k
        cross join lateral (
          select ${searchTerms.term} as term from ${searchTerms}
          where not k.known and length(w.word) >= 3 and w.word !~ '^[0-9]+$' and ${searchTerms.term} % w.word
          order by similarity(${searchTerms.term}, w.word) desc limit 3
        ) t`,
  );
  return words.map((word) => [word, ...found.filter((row) => row.word === word).map((row) => row.term)]);
}

/** A tsquery: every typed word (as a prefix) or one of its corrections must appear. */
function tsqueryOf(alternatives: string[][]): SQL {
  const text = alternatives
    .map((options) => `(${options.map((option, index) => (index === 0 ? `${option}:*` : option)).join(' | ')})`)
    .join(' & ');
  return sql`to_tsquery('simple', ${text})`;
}

const productColumn = (name: string) => sql`${sql.identifier('products')}.${sql.identifier(name)}`;

/**
 * The word (any of its spellings) is one of the product's own words, not only in its brand's name:
 * "zaatar" is not a word of the journals Zaatar House sells. Cheap on the rows the full-text index
 * found: a product whose brand lacks the word passes at once (hashed look-ups in the few brands and
 * categories); only those of such a brand are read word by word. Brands the search names whole
 * ("hamra tech") lend their words to their products.
 */
function notOnlyInBrand(word: SQL, namedBrandIds: string[]): SQL {
  const named = namedBrandIds.length
    ? sql`and b.id not in (${sql.join(
        namedBrandIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const categoriesWithWord = sql`(select c.id from ${categories} c where to_tsvector('simple', c.name_en || ' ' || c.name_ar) @@ ${word})`;
  return sql`(${productColumn('brand_id')} is null
    or ${productColumn('brand_id')} not in (select b.id from ${brands} b where to_tsvector('simple', b.name) @@ ${word} ${named})
    or to_tsvector('simple', ${productColumn('name')} || ' ' || ${productColumn('name_ar')}) @@ ${word}
    or ${productColumn('sub_category_id')} in ${categoriesWithWord} or ${productColumn('category_id')} in ${categoriesWithWord})`;
}

/**
 * A product matches when each typed word, or a spelling correction of it, is in its names or
 * categories (its brand's words count only when the search names the whole brand), through the
 * full-text GIN index. Ranked by text relevance (rankedSearch).
 */
export async function searchCondition(db: Db, query: string): Promise<{ where: SQL; tsquery: SQL } | undefined> {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const [alternatives, namedBrands] = await Promise.all([
    correctWords(db, words),
    db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`tsvector_to_array(to_tsvector('simple', ${brands.name})) <@ string_to_array(${words.join(' ')}, ' ')`),
  ]);
  const everything = tsqueryOf(alternatives);
  const namedIds = namedBrands.map((brand) => brand.id);
  return {
    where: and(
      sql`${products.searchVector} @@ ${everything}`,
      ...alternatives.map((options) => notOnlyInBrand(tsqueryOf([options]), namedIds)),
    )!,
    tsquery: everything,
  };
}

/**
 * How many matching products a search ranks for its first ten pages of 24 (issue 42): up to here
 * every match is ranked and the order is the one ranking them all gives; past it only these are
 * read and ranked, so a common word costs a bounded read however large the catalogue. A deeper page
 * ranks the next multiple of it that holds the page (`candidatesFor`). Measured: ranking 2,000
 * candidates of "leather" cost 40-90 ms a search on 100,000 products, 240 cost 2-10 ms.
 */
export const SEARCH_CANDIDATES = 240;

/** The candidates a page needs: SEARCH_CANDIDATES, or the first multiple of it past the page's end. */
export const candidatesFor = (offset: number, limit: number) =>
  Math.ceil((offset + limit) / SEARCH_CANDIDATES) * SEARCH_CANDIDATES;

/**
 * Whether this database has the RUM index that ranks inside itself (migration 0047, where the
 * server has the extension): one look per database, at its first search.
 */
const rumIndexes = new WeakMap<Db, Promise<boolean>>();
export function hasRumIndex(db: Db): Promise<boolean> {
  let known = rumIndexes.get(db);
  if (!known) {
    known = queryRows<{ present: boolean }>(
      db,
      sql`select exists (select 1 from pg_indexes where indexname = 'products_search_rum_idx') as present`,
    ).then((rows) => rows[0]?.present === true);
    rumIndexes.set(db, known);
  }
  return known;
}

/**
 * The ids of matching products best first, without ranking every match: the first `candidates`
 * matches are ranked by ts_rank (ties: best-selling, then id, as when every match was ranked). With
 * the RUM index they are the most relevant ones, read in the index's own order (`<=>`, its distance
 * from the query, 1 / ts_rank for these vectors), so only they are read; without it (PGlite, a
 * PostgreSQL server without the extension) they are the first in the featured order, walked off
 * products_search_walk_idx alone. Up to `candidates` matches, every match is ranked and the order is
 * the one ranking them all gives.
 */
export function rankedSearch(
  db: Db,
  search: { tsquery: SQL },
  where: SQL | undefined,
  rum: boolean,
  page: { limit: Placeholder | number; offset: Placeholder | number; candidates: number },
) {
  const candidates = db
    .select({ id: products.id, vector: products.searchVector, sales: products.salesCount })
    .from(products)
    .where(where)
    .orderBy(
      ...(rum
        ? [sql`${products.searchVector} <=> ${search.tsquery}`]
        : [desc(products.isFeatured), desc(products.salesCount), desc(products.createdAt), asc(products.id)]),
    )
    .limit(page.candidates)
    .as('candidates');
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(sql`ts_rank(${candidates.vector}, ${search.tsquery}) desc`, desc(candidates.sales), asc(candidates.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * About how many products match past the exact bound: the planner's estimate of the words' matches
 * among published products (from the full-text statistics ANALYZE keeps), never less than the
 * bound. One plan, no rows read: "about 67,000 results", as search engines say.
 */
export async function estimateMatches(db: Db, tsquery: SQL, atLeast: number): Promise<number> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from ${products} where ${published} and ${products.searchVector} @@ ${tsquery}`,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.max(atLeast, Math.round(plan[0]?.Plan['Plan Rows'] ?? 0));
  // Two significant figures: an estimate said as one.
  const unit = 10 ** Math.max(0, String(estimate).length - 2);
  return Math.round(estimate / unit) * unit;
}

/** On the storefront: published, and its seller's shop is active (not pending or suspended). */
const published = and(eq(products.status, 'published'), eq(products.sellerActive, true));

/**
 * A listing as the API reads it, and, for a shop's page (issue 40), the shop whose products it lists:
 * the same filters, sort and pages, one condition more.
 */
export type ListingAsk = ProductListQuery & { seller?: string };

/** Totals are exact up to here; beyond, the listing says "2000+" rather than count every row. */
export const COUNT_CAP = 2000;

/**
 * A listing's filters with their values apart, as named placeholders: the statements then depend
 * only on which filters are set and on the sort (the listing's "shape"), and are prepared once a shape.
 */
function listingFilters(query: ListingAsk, search: { where: SQL } | undefined) {
  const values: Record<string, unknown> = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const value = (name: string, given: unknown) => {
    values[name] = given;
    return sql.placeholder(name);
  };
  const conditions: (SQL | undefined)[] = [published, search?.where];
  if (query.seller) conditions.push(eq(products.sellerId, value('seller', query.seller)));
  if (query.category) conditions.push(eq(products.categoryId, value('category', query.category)));
  if (query.subCategory) conditions.push(eq(products.subCategoryId, value('subCategory', query.subCategory)));
  if (query.minPrice !== undefined)
    conditions.push(gte(products.minPriceCents, value('minPrice', Math.round(query.minPrice * 100))));
  if (query.maxPrice !== undefined)
    conditions.push(lte(products.minPriceCents, value('maxPrice', Math.round(query.maxPrice * 100))));
  if (query.minRating !== undefined)
    conditions.push(gte(products.ratingAverage, value('minRating', String(query.minRating))));
  // Lists travel as one array each, so a listing's shape does not depend on how many were picked.
  if (query.gender?.length) conditions.push(sql`${products.gender} = any(${value('genders', query.gender)}::text[])`);
  if (query.discountRanges?.length) {
    // A product's percent off is its best variant's (kept on the product); its card shows that variant.
    const bounds = discountBounds(query.discountRanges);
    const lows = value(
      'discountLows',
      bounds.map(([low]) => low),
    );
    const highs = value(
      'discountHighs',
      bounds.map(([, high]) => high),
    );
    conditions.push(
      sql`exists (select 1 from unnest(${lows}::int[], ${highs}::int[]) as range(low, high) where ${products.maxDiscountPercent} between range.low and range.high)`,
    );
  }
  return { where: and(...conditions), values };
}

/**
 * The listing's page (the ids of its cards, in order) and count queries, unexecuted (the bench
 * EXPLAINs them), and their values. The cards are read by id afterwards: a page query that also
 * built the cards cost PostgreSQL more to plan, on every answer, than to run.
 */
export async function listingQueries(db: Db, query: ListingAsk, rum = false) {
  const search = query.query ? await searchCondition(db, query.query) : undefined;
  const { where, values } = listingFilters(query, search);
  const order: SQL[] = {
    // A search's own order is its relevance (rankedSearch).
    featured: [desc(products.isFeatured), desc(products.salesCount), desc(products.createdAt)],
    newest: [desc(products.createdAt)],
    'price-asc': [asc(products.minPriceCents)],
    'price-desc': [desc(products.minPriceCents)],
    popularity: [desc(products.salesCount)],
  }[query.sort];
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  return {
    page:
      search && query.sort === 'featured'
        ? rankedSearch(db, search, where, rum, {
            limit,
            offset,
            candidates: candidatesFor((query.page - 1) * query.limit, query.limit),
          })
        : db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(...order, asc(products.id))
            .limit(limit)
            .offset(offset),
    count: db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
    values,
    search,
  };
}

/** Which filters are set, and the sort: listings of one shape share their statements. */
const shapeOf = (query: ListingAsk) =>
  [
    query.seller && 'seller',
    query.category && 'category',
    query.subCategory && 'sub',
    query.minPrice !== undefined && 'min',
    query.maxPrice !== undefined && 'max',
    query.minRating !== undefined && 'rating',
    query.gender?.length && 'gender',
    query.discountRanges?.length && 'discount',
    query.sort,
  ]
    .filter(Boolean)
    .join('_');

const prepare = (queries: Awaited<ReturnType<typeof listingQueries>>, name: string) => ({
  page: queries.page.prepare(name),
  count: queries.count.prepare(name && `${name}_count`),
});
type ListingStatements = ReturnType<typeof prepare>;

/**
 * Each database's prepared listings, by shape. Building the statement was a seventh of a computed
 * listing's CPU, and a named statement is parsed and planned once a connection, not once an answer.
 * A search is never kept: its statement carries the words and their spellings.
 */
const preparedListings = new WeakMap<Db, Map<string, ListingStatements>>();

async function listingStatements(
  db: Db,
  query: ListingAsk,
): Promise<{ statements: ListingStatements; values: Record<string, unknown>; tsquery?: SQL }> {
  if (query.query) {
    const queries = await listingQueries(db, query, await hasRumIndex(db));
    return { statements: prepare(queries, ''), values: queries.values, tsquery: queries.search?.tsquery };
  }
  const shape = shapeOf(query);
  const byShape = preparedListings.get(db) ?? new Map<string, ListingStatements>();
  preparedListings.set(db, byShape);
  let statements = byShape.get(shape);
  if (!statements) {
    statements = prepare(await listingQueries(db, query), statementName('listing', shape));
    byShape.set(shape, statements);
  }
  return { statements, values: listingFilters(query, undefined).values };
}

const discountBounds = (ranges: string[]) => ranges.map((range) => range.split('-').map(Number) as [number, number]);

/**
 * Totals of the same filters are shared for a minute: exact enough for page numbers, and cheap. A
 * search's total past COUNT_CAP is stored as its estimate.
 */
const totals = new TtlCache<number>(60_000, 5000, 'catalog-totals');

/**
 * One listing page's ids and its total, from PostgreSQL: every listing's, and the catalogue's own
 * search engine's. A search's total past COUNT_CAP is its estimate.
 */
async function listingPage(db: Db, query: ListingAsk): Promise<SearchPage> {
  const { statements, values, tsquery } = await listingStatements(db, query);
  const { page: _page, limit: _limit, sort: _sort, view: _view, ...filters } = query;
  const [rows, counted] = await Promise.all([
    statements.page.execute(values),
    totals.get(JSON.stringify(filters), async () => {
      const total = (await statements.count.execute(values))[0]?.total ?? 0;
      return tsquery && total > COUNT_CAP ? estimateMatches(db, tsquery, total) : total;
    }),
  ]);
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(counted, COUNT_CAP),
    totalIsCapped: counted > COUNT_CAP,
    // A search past the bound: about how many products match ("about 67,000 results").
    ...(tsquery && counted > COUNT_CAP ? { totalEstimate: counted } : {}),
  };
}

/** How many matches the predictive dropdown ranks (in the featured order) for its few products. */
export const DROPDOWN_CANDIDATES = 120;

/**
 * The catalogue's PostgreSQL as the search engine (search/search-engine.ts): the listing's own
 * statements, ranked by RUM where its index exists and among a bounded set of candidates elsewhere.
 */
export function postgresSearch(db: Db): SearchEngine {
  return {
    name: 'postgres',
    search: (ask) => listingPage(db, ask),
    async suggest(text, limit) {
      const match = await searchCondition(db, text);
      if (!match) return [];
      const rows = await rankedSearch(db, match, and(published, match.where), await hasRumIndex(db), {
        limit,
        offset: 0,
        candidates: DROPDOWN_CANDIDATES,
      });
      return rows.map((row) => row.id);
    },
  };
}

/** A listing page as cards or whole products; a search's from the search engine. */
export async function listProducts(db: Db, storage: ObjectStorage, query: ListingAsk) {
  const found = query.query
    ? await searchEngineOf(db, postgresSearch).search({ ...query, query: query.query })
    : await listingPage(db, query);
  // Filtered by percent off, a card shows the variant that matched, so its "% off" is in the range.
  const bounds = query.discountRanges?.length ? discountBounds(query.discountRanges) : undefined;
  const matched = bounds && ((percent: number) => bounds.some(([low, high]) => percent >= low && percent <= high));
  const { ids, ...total } = found;
  return { products: await productsAs(db, storage, ids, query.view, matched), ...total };
}

export async function productDetail(db: Db, storage: ObjectStorage, id: string) {
  const [view] = await loadProductViews(db, storage, [id]);
  return view && view.listed ? view : undefined;
}

/** How many products a shelf shows (each shelf has its own default), whole or as cards. */
export interface ShelfAsk {
  limit?: number;
  view?: CardView;
}

/** Products chosen by a condition and an order: their ids first, then the products by id (as listings). */
async function productsWhere(
  db: Db,
  storage: ObjectStorage,
  condition: SQL | undefined,
  order: SQL[],
  { limit, view = 'full' }: Required<Pick<ShelfAsk, 'limit'>> & ShelfAsk,
) {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(and(published, condition))
    .orderBy(...order, asc(products.id))
    .limit(limit);
  return productsAs(
    db,
    storage,
    ids.map((row) => row.id),
    view,
  );
}

/**
 * A shelf whose products with a placement of `list` running now come first, then the others with
 * `flag` (every product when there is none), each part in `order`. Sorting by "has a running
 * placement" would read and sort every product, so the shelf is chosen among a few candidates: the
 * first `limit` placed products and the first `limit` flagged ones, each read off an index in
 * `order`. These hold the shelf whatever the data: its placed products are the best placed ones,
 * and the rest are the best unplaced flagged ones, which are among the first `limit` flagged.
 * The candidates are then sorted exactly as the whole catalogue was.
 */
function placedFirst(
  db: Db,
  storage: ObjectStorage,
  list: PlacementList,
  flag: SQL | undefined,
  order: SQL[],
  ask: Required<Pick<ShelfAsk, 'limit'>> & ShelfAsk,
) {
  const running = runningPlacement(list);
  const firstOf = (condition: SQL | undefined) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(published, condition))
      .orderBy(...order, asc(products.id))
      .limit(ask.limit);
  const candidates = sql`${products.id} in (${firstOf(running)} union all ${firstOf(flag)})`;
  return productsWhere(db, storage, and(flag && or(flag, running), candidates), [desc(running), ...order], ask);
}

/** The home blocks and product shelves of spec 1 section 7, each one query. */
export const SHELVES = {
  // Placements (accepted promotions, staff choices) running now come first, then the flagged products.
  deals: (db: Db, storage: ObjectStorage, { limit = 16, view }: ShelfAsk = {}) =>
    placedFirst(db, storage, 'todays_deals', eq(products.isTodayDeal, true), [desc(products.maxDiscountPercent)], {
      limit,
      view,
    }),
  featured: (db: Db, storage: ObjectStorage, { limit = 16, view }: ShelfAsk = {}) =>
    placedFirst(db, storage, 'featured', eq(products.isFeatured, true), [desc(products.salesCount)], { limit, view }),
  trending: (db: Db, storage: ObjectStorage, { limit = 16, view }: ShelfAsk = {}) =>
    placedFirst(db, storage, 'trending', eq(products.isTrending, true), [desc(products.salesCount)], { limit, view }),
  newest: (db: Db, storage: ObjectStorage, { limit = 16, view }: ShelfAsk = {}) =>
    productsWhere(db, storage, undefined, [desc(products.createdAt)], { limit, view }),
  // Admins may pin products at the head of the best sellers (issue 14); the rest follow by sales.
  bestSellers: (db: Db, storage: ObjectStorage, { limit = 15, view }: ShelfAsk = {}) =>
    placedFirst(db, storage, 'best_sellers', undefined, [desc(products.salesCount)], { limit, view }),
  moreToLove: (db: Db, storage: ObjectStorage, { limit = 16, view }: ShelfAsk = {}) =>
    productsWhere(
      db,
      storage,
      gte(products.reviewCount, 1),
      [desc(products.ratingAverage), desc(products.reviewCount)],
      {
        limit,
        view,
      },
    ),
};

/** Same sub-category first, best sellers first; never the product itself. */
export async function relatedProducts(
  db: Db,
  storage: ObjectStorage,
  productId: string,
  { limit = 20, view }: ShelfAsk = {},
) {
  const [product] = await db
    .select({ subCategoryId: products.subCategoryId, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  // Its sub-category's best sellers first, then the rest of its category's: two walks of an index
  // each, where one ORDER BY "same sub-category first" sorted the whole category (36-46 ms on 100,000).
  const bySales = [desc(products.salesCount)];
  const same = await productsWhere(
    db,
    storage,
    and(eq(products.subCategoryId, product.subCategoryId), ne(products.id, productId)),
    bySales,
    { limit, view },
  );
  if (same.length === limit) return same;
  const others = and(eq(products.categoryId, product.categoryId), ne(products.subCategoryId, product.subCategoryId));
  return [...same, ...(await productsWhere(db, storage, others, bySales, { limit: limit - same.length, view }))];
}

/**
 * "More from this shop" on a product page (issue 40): the best sellers of the product's shop on
 * sale, the product itself left out (`products_shop_idx`). Undefined for a product not on sale.
 */
export async function productsOfShop(
  db: Db,
  storage: ObjectStorage,
  productId: string,
  { limit = 8, view }: ShelfAsk = {},
) {
  const [product] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.id, productId), published));
  if (!product) return undefined;
  return productsWhere(
    db,
    storage,
    and(eq(products.sellerId, product.sellerId), ne(products.id, productId)),
    [desc(products.salesCount)],
    { limit, view },
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
export async function mayAlsoLike(
  db: Db,
  storage: ObjectStorage,
  visitorId: string | undefined,
  { limit = 8, view }: ShelfAsk = {},
) {
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
        and(
          inArray(products.subCategoryId, [...new Set(viewed.map((row) => row.subCategoryId))]),
          notInArray(
            products.id,
            viewed.map((row) => row.productId),
          ),
        ),
        [desc(products.salesCount)],
        { limit, view },
      );
      if (picks.length > 0) return picks;
    }
  }
  return SHELVES.trending(db, storage, { limit, view });
}

export async function listCategories(db: Db, storage: ObjectStorage) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  const shape = (row: (typeof rows)[number]) => ({
    _id: row.id,
    name: row.nameEn,
    nameAr: row.nameAr,
    translations: { en: row.nameEn, ar: row.nameAr },
    categoryIcon: row.icon,
    categoryIconUrl: row.iconImageKey ? imageUrls(storage, row.iconImageKey).thumbnail : null,
    hasSizes: row.hasSizes,
    parentCategory: row.parentId,
  });
  const top = rows.filter((row) => !row.parentId);
  return {
    categories: top.map((row) => ({
      ...shape(row),
      subCategories: rows.filter((child) => child.parentId === row.id).map(shape),
    })),
    subCategories: rows.filter((row) => row.parentId).map(shape),
  };
}

/** The active brands and colours: what filters and product forms offer (a deactivated one stays on its products). */
export const listBrands = (db: Db) =>
  db
    .select({ _id: brands.id, name: brands.name, description: brands.description })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
export const listColors = (db: Db) =>
  db
    .select({
      _id: colors.id,
      name: colors.name,
      nameAr: colors.nameAr,
      colorFamily: colors.colorFamily,
      hexCode: colors.hexCode,
      displayType: colors.displayType,
    })
    .from(colors)
    .where(eq(colors.isActive, true))
    .orderBy(asc(colors.name));

/** What a cart needs to know about variants: price, stock and whether they can be bought now. */
export async function purchasableVariants(db: Db, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, PurchasableVariant>();
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      priceCents: productVariants.priceCents,
      stock: productVariants.quantity,
      isActive: productVariants.isActive,
      allowBackorders: products.allowBackorders,
      published: sql<boolean>`${products.status} = 'published' and ${products.sellerActive}`,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      name: products.name,
      sku: productVariants.sku,
      size: productVariants.size,
      color: colors.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variantId, row]));
}

export interface PurchasableVariant {
  variantId: string;
  productId: string;
  priceCents: number;
  stock: number;
  isActive: boolean;
  allowBackorders: boolean;
  published: boolean;
  sellerId: string;
  categoryId: string;
  name: string;
  sku: string;
  size: string | null;
  color: string | null;
}

/**
 * Common table expressions that move stock for every line of an order, atomically: taking it
 * (an order) or giving it back (a cancellation). A variant is taken from only if enough is left
 * (or its product takes backorders), so concurrent orders can never push stock below zero; a row
 * changed by another order meanwhile is re-checked on its newest version. Variant rows, then
 * product rows, are locked in id order, in both directions, so orders and cancellations sharing
 * items queue instead of deadlocking. `stock_moved` holds the variants changed: a line missing
 * from it when taking means the caller must roll back (the others were taken in the same
 * transaction).
 */
export function moveStockCtes(lines: { variantId: string; quantity: number }[], direction: 'take' | 'return'): SQL {
  const wanted = JSON.stringify(lines.map((line) => ({ id: line.variantId, quantity: line.quantity })));
  const take = direction === 'take';
  const sign = sql.raw(take ? '-' : '+');
  return sql`stock_wanted as (select id, sum(quantity)::int as quantity from jsonb_to_recordset(${wanted}::jsonb) as w(id uuid, quantity int) group by id),
    stock_locked as materialized (
      select v.id from product_variants v where v.id in (select id from stock_wanted) order by v.id for no key update
    ),
    stock_moved as (
      update product_variants v set quantity = v.quantity ${sign} w.quantity
      from stock_wanted w, stock_locked l, products p
      where v.id = w.id and l.id = v.id and p.id = v.product_id ${take ? sql`and (v.quantity >= w.quantity or p.allow_backorders)` : sql``}
      returning v.id, v.product_id, w.quantity
    ),
    stock_per_product as (select product_id, sum(quantity)::int as quantity from stock_moved group by product_id),
    stock_products_locked as materialized (
      select p.id from products p where p.id in (select product_id from stock_per_product) order by p.id for no key update
    ),
    stock_counted as (
      update products p set total_quantity = p.total_quantity ${sign} s.quantity,
        sales_count = ${take ? sql`p.sales_count + s.quantity` : sql`greatest(p.sales_count - s.quantity, 0)`}
      from stock_per_product s, stock_products_locked l
      where p.id = s.product_id and l.id = p.id
    )`;
}

/**
 * Puts a cancelled order's stock back, in one statement locking rows as orders do; returns how the
 * products' cards changed (`cardStockMoves`), for the purge after the commit.
 */
export async function returnStock(tx: Db, lines: { variantId: string; quantity: number }[]): Promise<CardStockMove[]> {
  if (lines.length === 0) return [];
  await tx.execute(sql`with ${moveStockCtes(lines, 'return')} select count(*) from stock_moved`);
  return cardStockMoves(tx, lines, 'return');
}

/**
 * How stock just moved by `moveStockCtes` (in this transaction) changed each product's card: a card
 * shows the stock message and the price of the first active variant in stock, so its stock state is
 * that message and which active variants are in stock. The storefront's lists are purged only when
 * one changed (ssr/storefront-purge.ts). Read in a statement after the move: it sees every move
 * committed before, and none can commit until this transaction does (they lock the product rows,
 * as this one did), so "before" is exactly what the last purge left: now, less this move.
 */
export async function cardStockMoves(
  tx: Db,
  lines: { variantId: string; quantity: number }[],
  direction: 'take' | 'return',
): Promise<CardStockMove[]> {
  const moved = new Map<string, number>();
  for (const line of lines) moved.set(line.variantId, (moved.get(line.variantId) ?? 0) + line.quantity);
  if (moved.size === 0) return [];
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      quantity: productVariants.quantity,
      isActive: productVariants.isActive,
      allowBackorders: products.allowBackorders,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.productId,
        tx
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, [...moved.keys()])),
      ),
    );
  const undo = direction === 'take' ? 1 : -1;
  const stateOf = (variants: typeof rows, quantityOf: (variant: (typeof rows)[number]) => number) => {
    const active = variants.filter((variant) => variant.isActive);
    const units = active.reduce((sum, variant) => sum + quantityOf(variant), 0);
    const inStock = active.filter((variant) => quantityOf(variant) > 0).map((variant) => variant.id);
    return `${stockMessage(units, variants[0]!.allowBackorders)} ${inStock.sort().join(',')}`;
  };
  const byProduct = new Map<string, typeof rows>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return [...byProduct].map(([productId, variants]) => ({
    productId,
    before: stateOf(variants, (variant) => variant.quantity + undo * (moved.get(variant.id) ?? 0)),
    after: stateOf(variants, (variant) => variant.quantity),
  }));
}

export async function isPublished(db: Db, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), published));
  return Boolean(row);
}
