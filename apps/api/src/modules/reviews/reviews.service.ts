import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { products, reviewLikes, reviews } from '../catalog/catalog.tables.ts';
import { receivedProduct } from '../orders/orders.service.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

export type ReviewOrder = 'none' | 'asc' | 'desc';

async function assertProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published'), eq(products.sellerActive, true)));
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
}

/** Recounts the product's rating in the caller's transaction, after locking the product row. */
async function refreshRating(tx: Db, productId: string) {
  const [summary] = await tx
    .update(products)
    .set({
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
      ratingAverage: sql`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning({ averageRating: products.ratingAverage, reviewCount: products.reviewCount });
  return { averageRating: Number(summary!.averageRating), reviewCount: summary!.reviewCount };
}

/** Serialises writers per product, so concurrent reviews never miscount the summary. */
const lockProduct = (tx: Db, productId: string) =>
  tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);

/** Spec 1 section 4: asc is high to low rating, desc low to high, none newest first. */
export async function listReviews(db: Db, productId: string, order: ReviewOrder, viewerId: string | undefined) {
  await assertProduct(db, productId);
  const ordering =
    order === 'asc'
      ? [desc(reviews.rating), desc(reviews.createdAt)]
      : order === 'desc'
        ? [asc(reviews.rating), desc(reviews.createdAt)]
        : [desc(reviews.createdAt)];
  const rows = await db
    .select({
      review: reviews,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(...ordering)
    .limit(200);
  const liked =
    viewerId && rows.length
      ? await likedBy(
          db,
          viewerId,
          rows.map((row) => row.review.id),
        )
      : new Set<string>();
  const [summary] = await db
    .select({ averageRating: products.ratingAverage, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return {
    reviews: rows.map(({ review, author }) => {
      const name = reviewerName(author.firstName, author.lastName);
      return {
        id: review.id,
        _id: review.id,
        rating: review.rating,
        comment: review.comment,
        date: review.createdAt.toISOString(),
        likesCount: review.likesCount,
        isLiked: liked.has(review.id),
        verifiedPurchase: review.verifiedPurchase,
        user: {
          id: author.id,
          name,
          avatar: name
            .split(/\s+/)
            .filter(Boolean)
            .slice(0, 2)
            .map((part) => part[0]!.toUpperCase())
            .join(''),
        },
      };
    }),
    averageRating: Number(summary!.averageRating),
    reviewCount: summary!.reviewCount,
  };
}

/**
 * How a review names its author on the product page, which every visitor and the page cache read:
 * the first name and the surname's initial ("Rami H."), never the whole surname, the user name
 * (often an e-mail's first half), the e-mail or the phone. Empty when the account has no first
 * name: the page then says "Souk buyer" in its own language.
 */
export function reviewerName(firstName: string, lastName: string) {
  const first = firstName.trim();
  if (!first) return '';
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * Whether the signed-in reader may review the product, and if not, the message saying why: the
 * review box says it before anyone types (issue 40).
 */
export async function reviewEligibility(db: Db, productId: string, userId: string) {
  await assertProduct(db, productId);
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  if (existing) return { canReview: false, reason: MESSAGES.reviewDuplicate };
  if (!(await receivedProduct(db, userId, productId)))
    return { canReview: false, reason: MESSAGES.reviewNeedsPurchase };
  return { canReview: true, reason: null };
}

async function likedBy(db: Db, userId: string, reviewIds: string[]) {
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, userId), inArray(reviewLikes.reviewId, reviewIds)));
  return new Set(rows.map((row) => row.reviewId));
}

export async function likedReviewIds(db: Db, productId: string, userId: string) {
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .innerJoin(reviews, eq(reviews.id, reviewLikes.reviewId))
    .where(and(eq(reviews.productId, productId), eq(reviewLikes.userId, userId)));
  return rows.map((row) => row.reviewId);
}

/**
 * One review per buyer and product, from a buyer who received it (issue 40); the rating summary
 * changes in the same transaction.
 */
export async function postReview(
  db: Db,
  productId: string,
  userId: string,
  input: { rating: number; comment: string },
) {
  await assertProduct(db, productId);
  // The product's rating and reviews are on its page and its cards.
  const posted = db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    if (existing) throw new HttpError(409, MESSAGES.reviewDuplicate);
    if (!(await receivedProduct(tx, userId, productId))) throw new HttpError(403, MESSAGES.reviewNeedsPurchase);
    const [review] = await tx
      .insert(reviews)
      .values({ productId, userId, rating: input.rating, comment: input.comment, verifiedPurchase: true })
      .returning();
    return {
      review: {
        id: review!.id,
        rating: review!.rating,
        comment: review!.comment,
        date: review!.createdAt.toISOString(),
        verifiedPurchase: review!.verifiedPurchase,
      },
      ...(await refreshRating(tx, productId)),
    };
  });
  return thenPurge(posted, { products: [productId] });
}

/** Authors delete their own review only. */
export async function deleteReview(db: Db, productId: string, reviewId: string, userId: string) {
  const deleted = db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)));
    if (!review) throw new HttpError(404, MESSAGES.reviewNotFound);
    if (review.userId !== userId) throw new HttpError(403, MESSAGES.reviewNotYours);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    return refreshRating(tx, productId);
  });
  return thenPurge(deleted, { products: [productId] });
}

/** Like or unlike; the count follows the likes table exactly. */
export async function toggleLike(db: Db, productId: string, reviewId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
      .for('update');
    if (!review) throw new HttpError(404, MESSAGES.reviewNotFound);
    const removed = await tx
      .delete(reviewLikes)
      .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)))
      .returning();
    if (removed.length === 0) await tx.insert(reviewLikes).values({ reviewId, userId });
    const [updated] = await tx
      .update(reviews)
      .set({ likesCount: sql`(select count(*)::int from ${reviewLikes} where ${reviewLikes.reviewId} = ${reviewId})` })
      .where(eq(reviews.id, reviewId))
      .returning({ likesCount: reviews.likesCount });
    return { isLiked: removed.length === 0, likesCount: updated!.likesCount };
  });
}
