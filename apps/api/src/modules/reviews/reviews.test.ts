import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, receiveProduct } from '../../../test/buyers.ts';
import { linesOfSellers } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { products, reviews } from '../catalog/catalog.tables.ts';
import { reviewerName } from './reviews.service.ts';

let t: TestApp;
let productId: string;
/** Buyers who received the product. */
let buyer: string;
let other: string;
let reviewers: string[];
/** A buyer who never bought it. */
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  const { lines, sellerCookies } = await linesOfSellers(t.db, 1);
  const line = lines[0]!;
  productId = line.productId;
  // The product starts with no review, so the averages below are exact.
  await t.db.delete(reviews).where(eq(reviews.productId, productId));
  await t.db.update(products).set({ reviewCount: 0, ratingAverage: 0 }).where(eq(products.id, productId));
  const accounts = await makeBuyers(t.db, 7, 'reviewbuyer');
  await t.db.update(users).set({ firstName: 'Rami', lastName: 'Haddad' }).where(eq(users.id, accounts[0]!.id));
  for (const account of accounts.slice(0, 6))
    await receiveProduct(t, account.cookie, line, sellerCookies.get(line.sellerId)!);
  [buyer, other, ...reviewers] = accounts.slice(0, 6).map((account) => account.cookie) as [string, string, ...string[]];
  stranger = accounts[6]!.cookie;
});
afterAll(() => t.close());

const base = () => `/api/products/product/${productId}/reviews`;
async function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('reviews', () => {
  it('only signed-in users write; rating 1 to 5 and a comment are required', async () => {
    expect((await call('POST', base(), undefined, { rating: 5, comment: 'Great' })).status).toBe(401);
    const noRating = await call('POST', base(), buyer, { comment: 'Great' });
    expect(noRating.body.errors).toContainEqual({ msg: MESSAGES.starRatingRequired, path: 'rating' });
    const outOfRange = await call('POST', base(), buyer, { rating: 6, comment: 'Great' });
    expect(outOfRange.body.errors).toContainEqual({ msg: MESSAGES.starRatingRequired, path: 'rating' });
    const noComment = await call('POST', base(), buyer, { rating: 4, comment: '  ' });
    expect(noComment.body.errors).toContainEqual({ msg: MESSAGES.reviewCommentRequired, path: 'comment' });
  });

  it('a review updates the rating summary at once; a second one by the same user is refused', async () => {
    const first = await call('POST', base(), buyer, { rating: 5, comment: 'Lovely quality' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const second = await call('POST', base(), other, { rating: 2, comment: 'Too small' });
    expect(second.body.data).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const duplicate = await call('POST', base(), buyer, { rating: 1, comment: 'Changed my mind' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(MESSAGES.reviewDuplicate);
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ reviewCount: 2, ratingAverage: 3.5 });
  });

  it('lists in the spec orders: asc is high to low, desc low to high', async () => {
    const asc = await call('GET', `${base()}?order=asc`);
    expect(asc.body.data.reviews.map((review: { rating: number }) => review.rating)).toEqual([5, 2]);
    const desc = await call('GET', `${base()}?order=desc`);
    expect(desc.body.data.reviews.map((review: { rating: number }) => review.rating)).toEqual([2, 5]);
    expect(asc.body.data).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });

  it('likes toggle and are counted once per user', async () => {
    const list = await call('GET', base());
    const reviewId = list.body.data.reviews[0].id as string;
    expect((await call('POST', `${base()}/${reviewId}/like`, undefined)).status).toBe(401);
    expect((await call('POST', `${base()}/${reviewId}/like`, buyer)).body.data).toEqual({
      isLiked: true,
      likesCount: 1,
    });
    expect((await call('POST', `${base()}/${reviewId}/like`, other)).body.data).toEqual({
      isLiked: true,
      likesCount: 2,
    });
    expect((await call('GET', `${base()}/likes`, buyer)).body.data.likedReviewIds).toEqual([reviewId]);
    expect((await call('GET', base(), buyer)).body.data.reviews[0].isLiked).toBe(true);
    expect((await call('POST', `${base()}/${reviewId}/like`, buyer)).body.data).toEqual({
      isLiked: false,
      likesCount: 1,
    });
  });

  it("nobody deletes someone else's review; the author can, and the summary follows", async () => {
    const [buyerReview] = await t.db.select().from(reviews).where(eq(reviews.comment, 'Lovely quality'));
    const refused = await call('DELETE', `${base()}/${buyerReview!.id}`, other);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.reviewNotYours);
    const deleted = await call('DELETE', `${base()}/${buyerReview!.id}`, buyer);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ averageRating: 2, reviewCount: 1 });
  });

  it('concurrent reviews by different buyers keep the count exact', async () => {
    await Promise.all(
      reviewers.map((cookie, index) => call('POST', base(), cookie, { rating: index + 2, comment: 'ok' })),
    );
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    const count = await t.db.$count(reviews, eq(reviews.productId, productId));
    expect(row!.reviewCount).toBe(count);
    // Left from above: the other buyer's 2; then 2, 3, 4 and 5.
    expect(row).toMatchObject({ reviewCount: 5, ratingAverage: 3.2 });
  });
});

describe('verified-purchase reviews (issue 40)', () => {
  it('a buyer who never received the product is refused, and told so before typing', async () => {
    const eligibility = await call('GET', `${base()}/eligibility`, stranger);
    expect(eligibility.body.data).toEqual({ canReview: false, reason: MESSAGES.reviewNeedsPurchase });
    const refused = await call('POST', base(), stranger, { rating: 1, comment: 'Never bought it' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.reviewNeedsPurchase);
    expect(await t.db.$count(reviews, eq(reviews.comment, 'Never bought it'))).toBe(0);
    expect((await call('GET', `${base()}/eligibility`)).status).toBe(401);
  });

  it('a buyer who reviewed already is told so; every accepted review is marked verified', async () => {
    expect((await call('GET', `${base()}/eligibility`, other)).body.data).toEqual({
      canReview: false,
      reason: MESSAGES.reviewDuplicate,
    });
    const listed = (await call('GET', base())).body.data.reviews as { verifiedPurchase: boolean }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((review) => review.verifiedPurchase)).toBe(true);
  });

  it('a review names its author by first name and initial, never the surname, user name or e-mail', async () => {
    expect((await call('GET', `${base()}/eligibility`, buyer)).body.data).toEqual({ canReview: true, reason: null });
    expect((await call('POST', base(), buyer, { rating: 4, comment: 'Named politely' })).status).toBe(201);
    const answer = await t.app.inject({ method: 'GET', url: base() });
    const named = answer.json().data.reviews.find((review: { comment: string }) => review.comment === 'Named politely');
    expect(named.user).toMatchObject({ name: 'Rami H.', avatar: 'RH' });
    expect(answer.body).not.toContain('Haddad');
    expect(answer.body).not.toContain('reviewbuyer');
    expect(reviewerName('', 'Haddad')).toBe('');
    expect(reviewerName('  Lina ', '')).toBe('Lina');
    expect(reviewerName('سارة', 'خوري')).toBe('سارة خ.');
  });
});
