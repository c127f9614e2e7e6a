import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import {
  SHOP_RATING_PAGE_SIZE,
  SHOP_RATING_POSITIVE_STARS,
  SHOP_RATING_SHARE_DAYS,
  SHOP_RATING_WINDOW_DAYS,
  type ShopRatingInput,
} from '@souk/shared/schemas/shop-ratings';
import { preparedRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderPart } from '../orders/orders.service.ts';
import { reviewerName } from '../reviews/reviews.service.ts';
import { findSellerProfile } from '../sellers/sellers.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { purgeStorefront } from '../ssr/storefront-purge.ts';
import { shopRatingDays, shopRatingRollups, shopRatings } from './shop-ratings.tables.ts';

type RatingRow = typeof shopRatings.$inferSelect;

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as the day rows keep it: "2026-11-28". */
export const ratingDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The first day of the positive share's window ending on `now`'s day: the last 90 days, today included. */
export const shareWindowStart = (now: Date) =>
  ratingDay(new Date(now.getTime() - (SHOP_RATING_SHARE_DAYS - 1) * DAY_MS));

const isPositive = (stars: number) => stars >= SHOP_RATING_POSITIVE_STARS;

/**
 * A rating enters (`+1`) or leaves (`-1`) the shop's figures: its rollup row and its day's row,
 * in the caller's transaction. Each is one atomic upsert or update of a single row, so concurrent
 * ratings of one shop never lose a count.
 */
async function countRating(tx: Db, rating: Pick<RatingRow, 'sellerId' | 'stars' | 'createdAt'>, sign: 1 | -1) {
  const positive = isPositive(rating.stars) ? 1 : 0;
  const day = ratingDay(rating.createdAt);
  if (sign === 1) {
    await tx
      .insert(shopRatingRollups)
      .values({ sellerId: rating.sellerId, ratingCount: 1, ratingSum: rating.stars })
      .onConflictDoUpdate({
        target: shopRatingRollups.sellerId,
        set: {
          ratingCount: sql`${shopRatingRollups.ratingCount} + 1`,
          ratingSum: sql`${shopRatingRollups.ratingSum} + ${rating.stars}`,
        },
      });
    await tx
      .insert(shopRatingDays)
      .values({ sellerId: rating.sellerId, day, ratingCount: 1, positiveCount: positive })
      .onConflictDoUpdate({
        target: [shopRatingDays.sellerId, shopRatingDays.day],
        set: {
          ratingCount: sql`${shopRatingDays.ratingCount} + 1`,
          positiveCount: sql`${shopRatingDays.positiveCount} + ${positive}`,
        },
      });
    return;
  }
  // A rating leaving was counted when it came (or was shown again): both rows exist.
  await tx
    .update(shopRatingRollups)
    .set({
      ratingCount: sql`${shopRatingRollups.ratingCount} - 1`,
      ratingSum: sql`${shopRatingRollups.ratingSum} - ${rating.stars}`,
    })
    .where(eq(shopRatingRollups.sellerId, rating.sellerId));
  await tx
    .update(shopRatingDays)
    .set({
      ratingCount: sql`${shopRatingDays.ratingCount} - 1`,
      positiveCount: sql`${shopRatingDays.positiveCount} - ${positive}`,
    })
    .where(and(eq(shopRatingDays.sellerId, rating.sellerId), eq(shopRatingDays.day, day)));
}

export interface ShopRatingSummary {
  /** Stars on average, to two decimals; null before the shop's first rating shown. */
  average: number | null;
  /** Ratings shown (hidden ones are not counted). */
  count: number;
  /** The share of the last 90 days' ratings that gave 4 or 5 stars, from 0 to 1; null when there were none. */
  positiveShare90d: number | null;
  /** How many ratings the share is of. */
  count90d: number;
}

/**
 * A shop's rating figures for its page (issue 40), from the kept rollup: the shop's row and at most
 * 90 day rows through their primary key, in one prepared statement, however many ratings the shop
 * has. `now` is the clock (tests move it).
 */
export async function shopRatingSummary(db: Db, sellerId: string, now = new Date()): Promise<ShopRatingSummary> {
  const [row] = await preparedRows<{ count: number; sum: number; count90d: number; positive90d: number }>(
    db,
    'shop_rating_summary',
    sql`select
        coalesce((select rating_count from shop_rating_rollups where seller_id = ${sellerId}), 0)::int as count,
        coalesce((select rating_sum from shop_rating_rollups where seller_id = ${sellerId}), 0)::int as sum,
        coalesce(sum(rating_count), 0)::int as "count90d",
        coalesce(sum(positive_count), 0)::int as "positive90d"
      from shop_rating_days
      where seller_id = ${sellerId} and day >= ${shareWindowStart(now)}::date and day <= ${ratingDay(now)}::date`,
  );
  const { count, sum, count90d, positive90d } = row!;
  return {
    average: count > 0 ? Math.round((sum / count) * 100) / 100 : null,
    count,
    positiveShare90d: count90d > 0 ? Math.round((positive90d / count90d) * 10_000) / 10_000 : null,
    count90d,
  };
}

/**
 * The buyer rates the shop for one delivered part of its own order, once, within 30 days of the
 * delivery; the shop's figures change in the same transaction. A second try at the same moment
 * meets the unique part and is refused like any second one.
 */
export async function rateShop(
  db: Db,
  input: { buyerId: string; orderId: string; partId: string } & ShopRatingInput,
  now = new Date(),
) {
  const rating = db.transaction(async (tx) => {
    const part = await orderPart(tx, input.partId);
    if (!part || part.orderId !== input.orderId || part.buyerId !== input.buyerId)
      throw new HttpError(404, MESSAGES.shopRatingNotYours);
    const [existing] = await tx
      .select({ id: shopRatings.id })
      .from(shopRatings)
      .where(eq(shopRatings.sellerOrderId, part.id));
    if (existing) throw new HttpError(409, MESSAGES.shopRatingDuplicate);
    if (!part.deliveredAt) throw new HttpError(409, MESSAGES.shopRatingNotDelivered);
    if (now.getTime() - part.deliveredAt.getTime() > SHOP_RATING_WINDOW_DAYS * DAY_MS)
      throw new HttpError(409, MESSAGES.shopRatingWindowClosed);
    const [rating] = await tx
      .insert(shopRatings)
      .values({
        sellerOrderId: part.id,
        sellerId: part.sellerId,
        buyerId: input.buyerId,
        stars: input.stars,
        comment: input.comment,
        createdAt: now,
      })
      .onConflictDoNothing({ target: shopRatings.sellerOrderId })
      .returning();
    if (!rating) throw new HttpError(409, MESSAGES.shopRatingDuplicate);
    await countRating(tx, rating, 1);
    return { rating: buyerView(rating), sellerId: rating.sellerId };
  });
  const { sellerId: _sellerId, ...result } = await purgeShopPage(db, rating);
  return result;
}

/**
 * The shop's page shows its rating: once the change is committed, that page alone is rendered
 * again (the home and listings show no shop's rating).
 */
async function purgeShopPage<T extends { sellerId: string }>(db: Db, work: Promise<T>): Promise<T> {
  const done = await work;
  const slug = (await findSellerProfile(db, done.sellerId))?.slug;
  if (slug) await purgeStorefront({ shopPages: [slug] });
  return done;
}

/** A rating as its buyer sees it in the order history. */
function buyerView(rating: RatingRow) {
  return {
    _id: rating.id,
    partId: rating.sellerOrderId,
    stars: rating.stars,
    comment: rating.comment,
    hidden: rating.hiddenAt !== null,
    createdAt: rating.createdAt.toISOString(),
  };
}

/** The buyer's own ratings (its latest 200 parts rated, more than the order history shows), by part. */
export async function buyerShopRatings(db: Db, buyerId: string) {
  const rows = await db
    .select()
    .from(shopRatings)
    .where(eq(shopRatings.buyerId, buyerId))
    .orderBy(desc(shopRatings.createdAt))
    .limit(200);
  return rows.map(buyerView);
}

const pagination = (page: number, limit: number, total: number) => {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
};

/**
 * A shop's ratings for everyone, newest first, a page at a time: the hidden ones left out, each
 * author named as product reviews name theirs (a first name and an initial, never a surname, an
 * e-mail or a phone). The total is the rollup's, not a count of the rows. An unknown shop is not
 * found, nor one not trading (pending, suspended, closed).
 */
export async function publicShopRatings(db: Db, sellerId: string, page: number, now = new Date()) {
  const profile = await findSellerProfile(db, sellerId);
  if (profile?.status !== 'active') throw new HttpError(404, MESSAGES.notFound);
  const limit = SHOP_RATING_PAGE_SIZE;
  const [summary, rows] = await Promise.all([
    shopRatingSummary(db, sellerId, now),
    db
      .select({
        id: shopRatings.id,
        stars: shopRatings.stars,
        comment: shopRatings.comment,
        createdAt: shopRatings.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(shopRatings)
      .innerJoin(users, eq(users.id, shopRatings.buyerId))
      .where(and(eq(shopRatings.sellerId, sellerId), isNull(shopRatings.hiddenAt)))
      .orderBy(desc(shopRatings.createdAt), desc(shopRatings.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return {
    ratings: rows.map((row) => ({
      _id: row.id,
      stars: row.stars,
      comment: row.comment,
      date: row.createdAt.toISOString(),
      author: { name: reviewerName(row.firstName, row.lastName) },
    })),
    summary,
    pagination: pagination(page, limit, summary.count),
  };
}

/** A rating as its shop and staff see it: hidden ones too, marked, with the reason. */
function markedView(row: RatingRow & { firstName: string; lastName: string }) {
  return {
    _id: row.id,
    partId: row.sellerOrderId,
    stars: row.stars,
    comment: row.comment,
    date: row.createdAt.toISOString(),
    author: { name: reviewerName(row.firstName, row.lastName) },
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}

/** The seller's own ratings, newest first, hidden ones marked, with its figures. */
export async function sellerShopRatings(db: Db, sellerId: string, page: number, now = new Date()) {
  const limit = SHOP_RATING_PAGE_SIZE;
  const where = eq(shopRatings.sellerId, sellerId);
  const [summary, rows, [total]] = await Promise.all([
    shopRatingSummary(db, sellerId, now),
    db
      .select({ rating: shopRatings, firstName: users.firstName, lastName: users.lastName })
      .from(shopRatings)
      .innerJoin(users, eq(users.id, shopRatings.buyerId))
      .where(where)
      .orderBy(desc(shopRatings.createdAt), desc(shopRatings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(shopRatings).where(where),
  ]);
  return {
    ratings: rows.map(({ rating, firstName, lastName }) => markedView({ ...rating, firstName, lastName })),
    summary,
    pagination: pagination(page, limit, total?.value ?? 0),
  };
}

/** Every shop's ratings for staff, newest first; only hidden ones, or only shown ones, or one shop's. */
export async function staffShopRatings(
  db: Db,
  query: { page: number; hidden?: 'true' | 'false' | undefined; sellerId?: string | undefined },
) {
  const limit = 20;
  const filters: SQL[] = [];
  if (query.hidden === 'true') filters.push(isNotNull(shopRatings.hiddenAt));
  if (query.hidden === 'false') filters.push(isNull(shopRatings.hiddenAt));
  if (query.sellerId) filters.push(eq(shopRatings.sellerId, query.sellerId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rating: shopRatings,
        firstName: users.firstName,
        lastName: users.lastName,
        shop: sql<string>`coalesce(${sellerProfiles.businessName}, 'Souk seller')`,
      })
      .from(shopRatings)
      .innerJoin(users, eq(users.id, shopRatings.buyerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, shopRatings.sellerId))
      .where(where)
      .orderBy(desc(shopRatings.createdAt), desc(shopRatings.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ value: count() }).from(shopRatings).where(where),
  ]);
  return {
    ratings: rows.map(({ rating, firstName, lastName, shop }) => ({
      ...markedView({ ...rating, firstName, lastName }),
      buyerId: rating.buyerId,
      seller: { _id: rating.sellerId, name: shop },
      hiddenBy: rating.hiddenBy,
    })),
    pagination: pagination(query.page, limit, total?.value ?? 0),
  };
}

/** Whether a rating is hidden, and why: what staff's hide and show answer. */
const stateView = (rating: RatingRow) => ({
  _id: rating.id,
  hidden: rating.hiddenAt !== null,
  hiddenAt: rating.hiddenAt?.toISOString() ?? null,
  hiddenReason: rating.hiddenReason,
});

const auditedFields = (rating: RatingRow) => ({
  sellerId: rating.sellerId,
  buyerId: rating.buyerId,
  stars: rating.stars,
  comment: rating.comment,
  hiddenAt: rating.hiddenAt,
  hiddenReason: rating.hiddenReason,
});

/**
 * Staff hide an abusive rating with a reason: it leaves the shop's figures and public list, the
 * change is audited and the buyer is told why, all in one transaction.
 */
export async function hideShopRating(db: Db, input: { ratingId: string; staffId: string; reason: string }) {
  const hidden = db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopRatings).where(eq(shopRatings.id, input.ratingId)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.shopRatingNotFound);
    if (before.hiddenAt) throw new HttpError(409, MESSAGES.shopRatingAlreadyHidden);
    const [after] = await tx
      .update(shopRatings)
      .set({ hiddenAt: new Date(), hiddenReason: input.reason, hiddenBy: input.staffId })
      .where(eq(shopRatings.id, input.ratingId))
      .returning();
    await countRating(tx, before, -1);
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'hide',
      entity: 'shop_rating',
      entityId: before.id,
      before: auditedFields(before),
      after: auditedFields(after!),
    });
    const part = await orderPart(tx, before.sellerOrderId);
    await notify(tx, {
      userId: before.buyerId,
      kind: 'shop_rating_hidden',
      params: { orderNumber: part?.orderNumber ?? '', seller: part?.seller, reason: input.reason },
      ...(part ? { orderId: part.orderId } : {}),
    });
    return { rating: stateView(after!), sellerId: before.sellerId };
  });
  const { sellerId: _sellerId, ...result } = await purgeShopPage(db, hidden);
  return result;
}

/** Staff show a hidden rating again (a mistake undone): back in the figures and the list, audited. */
export async function showShopRating(db: Db, input: { ratingId: string; staffId: string }) {
  const shown = db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopRatings).where(eq(shopRatings.id, input.ratingId)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.shopRatingNotFound);
    if (!before.hiddenAt) throw new HttpError(409, MESSAGES.shopRatingNotHidden);
    const [after] = await tx
      .update(shopRatings)
      .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
      .where(eq(shopRatings.id, input.ratingId))
      .returning();
    await countRating(tx, after!, 1);
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'show',
      entity: 'shop_rating',
      entityId: before.id,
      before: auditedFields(before),
      after: auditedFields(after!),
    });
    return { rating: stateView(after!), sellerId: before.sellerId };
  });
  const { sellerId: _sellerId, ...result } = await purgeShopPage(db, shown);
  return result;
}
