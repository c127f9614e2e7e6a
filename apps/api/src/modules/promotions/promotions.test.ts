import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { sellerNotifications } from '../sellers/sellers.tables.ts';
import { runDiscounts } from './promotions.service.ts';
import { promotionalRequests } from './promotions.tables.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['seller.self', 'seller.managed', 'admin', 'sales.manager', 'dataentry']) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
    ids[name] = user!.id;
    cookies[name] = `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`;
  }
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

/** A published product of Cedar Crafts that is not already a deal or featured. */
async function plainProduct(offset: number) {
  const rows = await t.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.sellerId, ids['seller.self']!),
        eq(products.status, 'published'),
        eq(products.isTodayDeal, false),
        eq(products.isFeatured, false),
        gt(products.totalQuantity, 0),
      ),
    )
    .orderBy(products.name)
    .limit(offset + 1);
  return rows[offset]!;
}

const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('promotional requests', () => {
  it("a placement in today's deals, accepted, puts the product on the home shelf; the seller is told", async () => {
    const product = await plainProduct(0);
    // Shelves are cached a few seconds per query: each look asks a query of its own.
    let look = 40;
    const shelf = async () =>
      ((await call('GET', `/api/hero/today-deals?limit=${look++}`)).data.products as { _id: string }[]).map(
        (item) => item._id,
      );
    expect(await shelf()).not.toContain(product.id);
    const sent = await call('POST', '/api/promotional-requests', cookies['seller.self'], {
      productId: product.id,
      kind: 'todays_deal',
      startsAt: new Date().toISOString(),
      endsAt: soon(7),
    });
    expect(sent).toMatchObject({
      status: 201,
      message: MESSAGES.promotionSent,
      data: { request: { status: 'pending' } },
    });
    const mine = await call('GET', '/api/promotional-requests', cookies['seller.self']);
    expect(mine.data.requests[0]).toMatchObject({ productName: product.name, kind: 'todays_deal', status: 'pending' });
    expect((await call('GET', '/api/promotional-requests', cookies['seller.managed'])).data.requests).toHaveLength(0);

    expect(
      (
        await call('PUT', `/api/admin/promotional-requests/${sent.data.request._id}`, cookies['seller.self'], {
          decision: 'accept',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/admin/promotional-requests/${sent.data.request._id}`, cookies.dataentry, {
          decision: 'accept',
        })
      ).status,
    ).toBe(403);
    const accepted = await call(
      'PUT',
      `/api/admin/promotional-requests/${sent.data.request._id}`,
      cookies['sales.manager'],
      { decision: 'accept' },
    );
    expect(accepted.data.request.status).toBe('accepted');
    expect(
      (
        await call('PUT', `/api/admin/promotional-requests/${sent.data.request._id}`, cookies.admin, {
          decision: 'decline',
        })
      ).status,
    ).toBe(409);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, sent.data.request._id));
    expect(trail.map((entry) => [entry.entity, entry.action])).toEqual([['promotional_request', 'accept']]);
    expect(await shelf()).toContain(product.id);
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.productId, product.id), eq(sellerNotifications.kind, 'promotion_accepted')));
    expect(notice?.title).toBe('Promotion accepted');
  });

  it('a discount takes effect on its dates: prices drop with the old price shown, and come back after', async () => {
    const product = await plainProduct(1);
    const prices = async () =>
      (
        await t.db
          .select({ price: productVariants.priceCents, original: productVariants.originalPriceCents })
          .from(productVariants)
          .where(eq(productVariants.productId, product.id))
          .orderBy(productVariants.sortOrder)
      )[0]!;
    const before = await prices();
    const startsAt = soon(2);
    const sent = await call('POST', '/api/promotional-requests', cookies['seller.self'], {
      productId: product.id,
      kind: 'discount',
      discountPercent: 20,
      startsAt,
      endsAt: soon(5),
    });
    await call('PUT', `/api/admin/promotional-requests/${sent.data.request._id}`, cookies.admin, {
      decision: 'accept',
    });
    // Accepted before its start: nothing changes yet.
    expect(await prices()).toEqual(before);
    await runDiscounts(t.db, new Date(Date.now() + 2 * DAY + 60_000));
    const during = await prices();
    expect(during.price).toBe(Math.round((before.price * 80) / 100));
    expect(during.original).toBe(Math.max(before.original ?? 0, before.price));
    // An overlapping discount is refused.
    const overlap = await call('POST', '/api/promotional-requests', cookies['seller.self'], {
      productId: product.id,
      kind: 'discount',
      discountPercent: 10,
      startsAt: soon(3),
      endsAt: soon(4),
    });
    expect(
      (
        await call('PUT', `/api/admin/promotional-requests/${overlap.data.request._id}`, cookies.admin, {
          decision: 'accept',
        })
      ).message,
    ).toBe(MESSAGES.promotionOverlaps);
    await runDiscounts(t.db, new Date(Date.now() + 5 * DAY + 60_000));
    expect(await prices()).toEqual(before);
    const [row] = await t.db
      .select()
      .from(promotionalRequests)
      .where(eq(promotionalRequests.id, sent.data.request._id));
    expect(row?.endedAt).not.toBeNull();
  });

  it("bad requests: another seller's product, dates, percentages; decline tells the seller why", async () => {
    const product = await plainProduct(2);
    expect(
      (
        await call('POST', '/api/promotional-requests', cookies['seller.managed'], {
          productId: product.id,
          kind: 'featured',
          startsAt: soon(1),
          endsAt: soon(2),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/promotional-requests', cookies['seller.self'], {
          productId: product.id,
          kind: 'featured',
          startsAt: soon(3),
          endsAt: soon(2),
        })
      ).message,
    ).toBe(MESSAGES.promotionDates);
    expect(
      (
        await call('POST', '/api/promotional-requests', cookies['seller.self'], {
          productId: product.id,
          kind: 'discount',
          discountPercent: 95,
          startsAt: soon(1),
          endsAt: soon(2),
        })
      ).message,
    ).toBe(MESSAGES.discountPercentRange);
    expect(
      (
        await call('POST', '/api/promotional-requests', cookies['seller.self'], {
          productId: product.id,
          kind: 'discount',
          startsAt: soon(1),
          endsAt: soon(2),
        })
      ).message,
    ).toBe(MESSAGES.discountPercentRange);
    expect(
      (
        await call('POST', '/api/promotional-requests', undefined, {
          productId: product.id,
          kind: 'featured',
          startsAt: soon(1),
          endsAt: soon(2),
        })
      ).status,
    ).toBe(401);
    const sent = await call('POST', '/api/promotional-requests', cookies['seller.self'], {
      productId: product.id,
      kind: 'featured',
      startsAt: soon(1),
      endsAt: soon(2),
    });
    await call('PUT', `/api/admin/promotional-requests/${sent.data.request._id}`, cookies.admin, {
      decision: 'decline',
      note: 'Featured is full this week',
    });
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.productId, product.id), eq(sellerNotifications.kind, 'promotion_declined')));
    expect(notice?.message).toBe(
      `Your promotion request for ${product.name} was declined. Reason: Featured is full this week`,
    );
    const pending = await call('GET', '/api/admin/promotional-requests?status=declined', cookies.admin);
    expect(pending.data.requests.some((request: { _id: string }) => request._id === sent.data.request._id)).toBe(true);
  });
});
