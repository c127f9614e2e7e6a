import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers, SHIPPING_ADDRESS } from '../../../test/buyers.ts';
import { demoSessions, linesOfSellers, type SellerLine } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { HttpError } from '../../http/envelope.ts';
import { generationOf } from '../../http/ttl-cache.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { scopesOfPage, shopScope } from '../ssr/storefront-purge.ts';
import { hideShopRating, rateShop, shopRatingSummary, showShopRating } from './shop-ratings.service.ts';
import { shopRatings } from './shop-ratings.tables.ts';

/**
 * Issue 40: a buyer rates a shop once per delivered part of its order, within 30 days; the shop's
 * figures come from a kept rollup, which always equals a recount of the ratings shown.
 */

const DAY = 86_400_000;
let t: TestApp;
let lines: SellerLine[];
let sellerCookies: Map<string, string>;
let staff: Awaited<ReturnType<typeof demoSessions>>;
/** Rami Haddad, who rates; a stranger to his orders. */
let buyer: { id: string; cookie: string };
/** The two sellers' lines' indexes. */
const [first, second] = [0, 1];
let stranger: { id: string; cookie: string };

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  const body = response.json();
  return { status: response.statusCode, message: body.message as string, data: body.data, text: response.body };
}

/** The buyer orders one unit of each line (cash on delivery): one part per seller. */
async function placeOrder(cookie: string, of: SellerLine[]) {
  for (const line of of)
    await call('POST', '/api/cart/add', cookie, { productId: line.productId, variantId: line.variantId, quantity: 1 });
  const cartId = (await call('GET', '/api/cart', cookie)).data.cart._id as string;
  const placed = await call('POST', `/api/checkout/${cartId}/proceed-to-payment`, cookie, {
    shippingAddress: SHIPPING_ADDRESS,
    paymentMethod: 'cash_on_delivery',
  });
  const orderId = placed.data.order._id as string;
  const parts = await t.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  const partOf = (sellerId: string) => parts.find((part) => part.sellerId === sellerId)!.id;
  return { orderId, partOf };
}

async function deliver(partId: string, sellerId: string) {
  for (const status of ['processing', 'shipped', 'delivered'])
    await call('PATCH', `/api/seller/orders/${partId}/status`, sellerCookies.get(sellerId), { status });
}

const rateUrl = (orderId: string, partId: string) => `/api/orders/${orderId}/parts/${partId}/rating`;

beforeAll(async () => {
  t = await createTestApp();
  ({ lines, sellerCookies } = await linesOfSellers(t.db, 2));
  staff = await demoSessions(t.db, ['cs.agent', 'admin']);
  [buyer, stranger] = (await makeBuyers(t.db, 2, `shoprater${Date.now()}`)) as [
    { id: string; cookie: string },
    { id: string; cookie: string },
  ];
  await t.db.update(users).set({ firstName: 'Rami', lastName: 'Haddad' }).where(eq(users.id, buyer.id));
});
afterAll(() => t.close());

describe('rating a shop', () => {
  let orderId: string;
  let deliveredPart: string;
  let pendingPart: string;
  beforeAll(async () => {
    const placed = await placeOrder(buyer.cookie, lines);
    orderId = placed.orderId;
    deliveredPart = placed.partOf(lines[first]!.sellerId);
    pendingPart = placed.partOf(lines[second]!.sellerId);
    await deliver(deliveredPart, lines[first]!.sellerId);
  });

  it('is refused before the part is delivered', async () => {
    const early = await call('POST', rateUrl(orderId, pendingPart), buyer.cookie, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.message).toBe(MESSAGES.shopRatingNotDelivered);
    expect(await t.db.select().from(shopRatings).where(eq(shopRatings.sellerOrderId, pendingPart))).toEqual([]);
  });

  it("is refused to anyone but the order's buyer, and to a part named under another order", async () => {
    expect((await call('POST', rateUrl(orderId, deliveredPart), undefined, { stars: 1 })).status).toBe(401);
    const other = await call('POST', rateUrl(orderId, deliveredPart), stranger.cookie, { stars: 1 });
    expect(other.status).toBe(404);
    expect(other.message).toBe(MESSAGES.shopRatingNotYours);
    const strangersOrder = await placeOrder(stranger.cookie, [lines[first]!]);
    const mixed = await call('POST', rateUrl(strangersOrder.orderId, deliveredPart), stranger.cookie, { stars: 1 });
    expect(mixed.status).toBe(404);
    expect(await t.db.select().from(shopRatings).where(eq(shopRatings.sellerOrderId, deliveredPart))).toEqual([]);
  });

  it('takes 1 to 5 stars and at most 1,000 characters of comment', async () => {
    const none = await call('POST', rateUrl(orderId, deliveredPart), buyer.cookie, {});
    expect(none.status).toBe(400);
    expect(none.text).toContain(MESSAGES.starRatingRequired);
    const six = await call('POST', rateUrl(orderId, deliveredPart), buyer.cookie, { stars: 6 });
    expect(six.text).toContain(MESSAGES.starRatingRequired);
    const long = await call('POST', rateUrl(orderId, deliveredPart), buyer.cookie, {
      stars: 4,
      comment: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain('Must be at most 1000 characters');
  });

  it('is taken once per delivered part, and the shop and the buyer see it', async () => {
    const sellerId = lines[first]!.sellerId;
    const before = await shopRatingSummary(t.db, sellerId);
    // The shop's page, which shows its figures, is rendered again; it alone.
    const [{ slug }] = (await t.db
      .select({ slug: sellerProfiles.slug })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, sellerId))) as [{ slug: string }];
    expect(scopesOfPage(`/shops/${slug}`)).toContain(shopScope(slug));
    const [pageBefore, homeBefore] = [await generationOf([shopScope(slug)]), await generationOf(scopesOfPage('/'))];
    const rated = await call('POST', rateUrl(orderId, deliveredPart), buyer.cookie, {
      stars: 4,
      comment: '  Well packed, on time.  ',
    });
    expect(rated.status).toBe(201);
    expect(rated.message).toBe(MESSAGES.shopRatingPosted);
    expect(rated.data.rating).toMatchObject({ partId: deliveredPart, stars: 4, comment: 'Well packed, on time.' });
    expect(await generationOf([shopScope(slug)])).not.toBe(pageBefore);
    expect(await generationOf(scopesOfPage('/'))).toBe(homeBefore);
    const again = await call('POST', rateUrl(orderId, deliveredPart), buyer.cookie, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.message).toBe(MESSAGES.shopRatingDuplicate);
    const after = await shopRatingSummary(t.db, sellerId);
    expect(after.count).toBe(before.count + 1);
    expect(after.count90d).toBe(before.count90d + 1);

    const mine = await call('GET', '/api/orders/shop-ratings', buyer.cookie);
    expect(mine.data.ratings).toEqual([expect.objectContaining({ partId: deliveredPart, stars: 4, hidden: false })]);
    expect((await call('GET', '/api/orders/shop-ratings', stranger.cookie)).data.ratings).toEqual([]);

    const own = await call('GET', '/api/seller/ratings', sellerCookies.get(sellerId));
    expect(own.data.ratings[0]).toMatchObject({ stars: 4, hidden: false, author: { name: 'Rami H.' } });
    expect(own.data.summary).toEqual(after);
  });

  it('is refused more than 30 days after the delivery, and taken up to then', async () => {
    const sellerId = lines[first]!.sellerId;
    const { orderId: later, partOf } = await placeOrder(buyer.cookie, [lines[first]!]);
    const part = partOf(sellerId);
    await deliver(part, sellerId);
    await t.db
      .update(sellerOrders)
      .set({ deliveredAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(sellerOrders.id, part));
    const late = await call('POST', rateUrl(later, part), buyer.cookie, { stars: 2 });
    expect(late.status).toBe(409);
    expect(late.message).toBe(MESSAGES.shopRatingWindowClosed);
    await t.db
      .update(sellerOrders)
      .set({ deliveredAt: new Date(Date.now() - 29 * DAY) })
      .where(eq(sellerOrders.id, part));
    expect((await call('POST', rateUrl(later, part), buyer.cookie, { stars: 2 })).status).toBe(201);
  });

  it('is taken once when the buyer sends it twice at the same moment', async () => {
    const sellerId = lines[first]!.sellerId;
    const { orderId: twice, partOf } = await placeOrder(buyer.cookie, [lines[first]!]);
    const part = partOf(sellerId);
    await deliver(part, sellerId);
    const before = await shopRatingSummary(t.db, sellerId);
    const answers = await Promise.all(
      [5, 1].map((stars) => call('POST', rateUrl(twice, part), buyer.cookie, { stars })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(shopRatings).where(eq(shopRatings.sellerOrderId, part))).toHaveLength(1);
    expect((await shopRatingSummary(t.db, sellerId)).count).toBe(before.count + 1);
  });

  it('lists publicly newest first, by first name and initial only, never a surname or an e-mail', async () => {
    const sellerId = lines[first]!.sellerId;
    const list = await call('GET', `/api/shops/${sellerId}/ratings`);
    expect(list.status).toBe(200);
    const dates = list.data.ratings.map((rating: { date: string }) => rating.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.data.ratings).toContainEqual(
      expect.objectContaining({ stars: 4, comment: 'Well packed, on time.', author: { name: 'Rami H.' } }),
    );
    expect(list.text).not.toContain('Haddad');
    expect(list.text).not.toContain('@example.com');
    expect(list.text).not.toContain(buyer.id);
    expect(list.data.summary).toEqual(await shopRatingSummary(t.db, sellerId));
    expect(list.data.pagination).toMatchObject({ page: 1, total: list.data.summary.count });
    expect((await call('GET', `/api/shops/${buyer.id}/ratings`)).status).toBe(404);
    // The shop's page reads the same figures (its id answers with a redirect to its slug).
    const moved = await t.app.inject({ method: 'GET', url: `/api/shops/${sellerId}` });
    const page = await call('GET', moved.headers.location as string);
    expect(page.data.shop.rating).toEqual(list.data.summary);
  });
});

describe('staff hiding a rating', () => {
  it('is for admins and the desk only, needs a reason, is audited, tells the buyer and leaves the figures', async () => {
    const sellerId = lines[second]!.sellerId;
    const { orderId, partOf } = await placeOrder(buyer.cookie, [lines[second]!]);
    const part = partOf(sellerId);
    await deliver(part, sellerId);
    const rated = await call('POST', rateUrl(orderId, part), buyer.cookie, {
      stars: 1,
      comment: 'Thieves, all of them',
    });
    const id = rated.data.rating._id as string;
    const before = await shopRatingSummary(t.db, sellerId);
    const hide = `/api/staff/shop-ratings/${id}/hide`;

    expect((await call('POST', hide, buyer.cookie, { reason: 'Abusive' })).status).toBe(403);
    expect((await call('POST', hide, sellerCookies.get(sellerId), { reason: 'Abusive' })).status).toBe(403);
    const noReason = await call('POST', hide, staff.cookies['cs.agent'], { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain(MESSAGES.shopRatingHideReasonRequired);

    const hidden = await call('POST', hide, staff.cookies['cs.agent'], { reason: 'Insults, not a rating' });
    expect(hidden.status).toBe(200);
    expect(hidden.message).toBe(MESSAGES.shopRatingHidden);
    expect(hidden.data.rating).toMatchObject({ hidden: true, hiddenReason: 'Insults, not a rating' });
    expect((await call('POST', hide, staff.cookies.admin, { reason: 'Again' })).message).toBe(
      MESSAGES.shopRatingAlreadyHidden,
    );

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_rating'), eq(auditLog.entityId, id), eq(auditLog.action, 'hide')));
    expect(entry).toMatchObject({
      actorId: staff.ids['cs.agent'],
      before: { hiddenAt: null, stars: 1 },
      after: { hiddenReason: 'Insults, not a rating' },
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'shop_rating_hidden')));
    expect(notice).toMatchObject({ orderId, params: { reason: 'Insults, not a rating' } });
    expect(notice!.message).toContain('Insults, not a rating');

    expect(await shopRatingSummary(t.db, sellerId)).toMatchObject({
      count: before.count - 1,
      count90d: before.count90d - 1,
    });
    const list = await call('GET', `/api/shops/${sellerId}/ratings`);
    expect(list.data.ratings.map((rating: { _id: string }) => rating._id)).not.toContain(id);
    expect(list.text).not.toContain('Thieves');
    const own = await call('GET', '/api/seller/ratings', sellerCookies.get(sellerId));
    expect(own.data.ratings.find((rating: { _id: string }) => rating._id === id)).toMatchObject({
      hidden: true,
      hiddenReason: 'Insults, not a rating',
    });
    const desk = await call('GET', '/api/staff/shop-ratings?hidden=true', staff.cookies.admin);
    expect(desk.data.ratings.map((rating: { _id: string }) => rating._id)).toContain(id);
    const mine = await call('GET', '/api/orders/shop-ratings', buyer.cookie);
    expect(mine.data.ratings.find((rating: { partId: string }) => rating.partId === part)).toMatchObject({
      hidden: true,
    });

    const shown = await call('POST', `/api/staff/shop-ratings/${id}/show`, staff.cookies.admin);
    expect(shown.status).toBe(200);
    expect(await shopRatingSummary(t.db, sellerId)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'show'))),
    ).toHaveLength(1);
  });
});

describe("a shop's figures", () => {
  type Step = { kind: 'rate'; stars: number; ageHours: number } | { kind: 'hide' | 'show'; pick: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('rate' as const),
        stars: fc.integer({ min: 1, max: 5 }),
        ageHours: fc.integer({ min: 0, max: 24 * 130 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('hide' as const, 'show' as const), pick: fc.nat() }) },
  );
  let run = 0;

  /** A shop of its own and one order of the buyer with `count` parts of it, each delivered when asked. */
  async function shopWithParts(count: number) {
    const [shop] = await t.db
      .insert(users)
      .values({
        userName: `ratedshop${Date.now()}x${++run}`,
        email: `ratedshop${Date.now()}x${run}@example.com`,
        passwordHash: 'unused',
      })
      .returning({ id: users.id });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `RATE${Date.now()}X${run}`,
        userId: buyer.id,
        status: 'delivered',
        paymentMethod: 'cash_on_delivery',
        subtotalCents: 1000,
        shippingCents: 0,
        vatCents: 0,
        totalCents: 1000,
        vatRate: 0,
        shippingAddress: { ...SHIPPING_ADDRESS, state: '', zipCode: '', country: 'Lebanon' },
      })
      .returning({ id: orders.id });
    const parts = await t.db
      .insert(sellerOrders)
      .values(
        Array.from({ length: count }, () => ({
          orderId: order!.id,
          sellerId: shop!.id,
          status: 'delivered',
          subtotalCents: 1000,
        })),
      )
      .returning({ id: sellerOrders.id });
    return { sellerId: shop!.id, orderId: order!.id, parts: parts.map((part) => part.id) };
  }

  /** The figures counted again from every rating of the shop, on the day of `now`. */
  async function recount(sellerId: string, now: Date) {
    const rows = await t.db.select().from(shopRatings).where(eq(shopRatings.sellerId, sellerId));
    const shown = rows.filter((row) => row.hiddenAt === null);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const recent = shown.filter(
      (row) => row.createdAt.getTime() >= today - 89 * DAY && row.createdAt.getTime() < today + DAY,
    );
    const sum = shown.reduce((total, row) => total + row.stars, 0);
    const positive = recent.filter((row) => row.stars >= 4).length;
    return {
      average: shown.length ? Math.round((sum / shown.length) * 100) / 100 : null,
      count: shown.length,
      positiveShare90d: recent.length ? Math.round((positive / recent.length) * 10_000) / 10_000 : null,
      count90d: recent.length,
    };
  }

  it('equal a recount after any sequence of ratings, hides and shows, on any later day', async () => {
    const staffId = staff.ids.admin!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 0, max: 60 }),
        async (steps, laterDays) => {
          const now = new Date('2026-11-28T15:00:00Z');
          const { sellerId, orderId, parts } = await shopWithParts(steps.length);
          const rated: string[] = [];
          for (const [index, next] of steps.entries()) {
            if (next.kind === 'rate') {
              const at = new Date(now.getTime() - next.ageHours * 3_600_000);
              const partId = parts[index]!;
              // Delivered the day before it is rated: inside the 30 days.
              await t.db
                .update(sellerOrders)
                .set({ deliveredAt: new Date(at.getTime() - DAY) })
                .where(eq(sellerOrders.id, partId));
              const { rating } = await rateShop(
                t.db,
                { buyerId: buyer.id, orderId, partId, stars: next.stars, comment: '' },
                at,
              );
              rated.push(rating._id);
              continue;
            }
            if (rated.length === 0) continue;
            const ratingId = rated[next.pick % rated.length]!;
            try {
              if (next.kind === 'hide') await hideShopRating(t.db, { ratingId, staffId, reason: 'Generated' });
              else await showShopRating(t.db, { ratingId, staffId });
            } catch (error) {
              // Hiding a hidden one or showing a shown one is refused and changes nothing.
              if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
            }
          }
          expect(await shopRatingSummary(t.db, sellerId, now)).toEqual(await recount(sellerId, now));
          const later = new Date(now.getTime() + laterDays * DAY);
          expect(await shopRatingSummary(t.db, sellerId, later)).toEqual(await recount(sellerId, later));
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
