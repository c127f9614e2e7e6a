import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seeds/seed.ts';
import { products, reviews } from '../catalog/catalog.tables.ts';

let t: TestApp;
let productId: string;
let buyer: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  const [product] = await t.db.select().from(products).where(eq(products.reviewCount, 0)).limit(1);
  productId = product!.id;
  const login = async (email: string, ip: string) =>
    sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: ip,
      }),
    );
  buyer = await login('buyer@souk.test', '10.6.0.1');
  seller = await login('seller.self@souk.test', '10.6.0.2');
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
    const second = await call('POST', base(), seller, { rating: 2, comment: 'Too small' });
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
    expect((await call('POST', `${base()}/${reviewId}/like`, seller)).body.data).toEqual({
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
    const refused = await call('DELETE', `${base()}/${buyerReview!.id}`, seller);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.reviewNotYours);
    const deleted = await call('DELETE', `${base()}/${buyerReview!.id}`, buyer);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ averageRating: 2, reviewCount: 1 });
  });

  it('concurrent reviews by different users keep the count exact', async () => {
    const [other] = await t.db.select().from(products).where(eq(products.reviewCount, 0)).limit(1);
    const cookies = await Promise.all(
      ['reviewer1', 'reviewer2', 'reviewer3', 'reviewer4'].map(async (name, index) =>
        sessionCookieOf(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `${name}@souk.test`, password: DEMO_PASSWORD },
            remoteAddress: `10.6.1.${index}`,
          }),
        ),
      ),
    );
    await Promise.all(
      cookies.map((cookie, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/products/product/${other!.id}/reviews`,
          headers: { cookie },
          payload: { rating: index + 2, comment: 'ok' },
        }),
      ),
    );
    const [row] = await t.db.select().from(products).where(eq(products.id, other!.id));
    expect(row).toMatchObject({ reviewCount: 4, ratingAverage: 3.5 });
  });
});
