import { and, eq, gt, lt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { LOW_STOCK_THRESHOLD } from '@souk/shared/schemas/products';
import { makeBuyers } from '../../../test/buyers.ts';
import { demoSessions } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { placements, promotionalRequests } from '../promotions/promotions.tables.ts';
import { sellerNotifications, sellerProfiles } from '../sellers/sellers.tables.ts';
import { refreshSalesRollups } from './sales-rollups.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let shop: { id: string };
let buyerId: string;
let line: { productId: string; variantId: string; categoryId: string; sellerId: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const [seller, buyer] = await makeBuyers(t.db, 2, 'salesdash');
  shop = seller!;
  buyerId = buyer!.id;
  cookies.buyer = buyer!.cookie;
  await t.db
    .update(users)
    .set({ accountTypes: ['buyer', 'seller_managed'] })
    .where(eq(users.id, shop.id));
  await t.db.insert(sellerProfiles).values({
    userId: shop.id,
    fullName: 'Bekaa Seller',
    businessName: 'Zahle Goods',
    dataEntryChoice: 'product_managed',
    status: 'active',
    plan: 'premium',
  });
  const demo = await demoSessions(t.db, [
    'admin',
    'superadmin',
    'sales.manager',
    'seller.self',
    'seller.managed',
    'cs.agent',
    'cs.manager',
    'dataentry',
    'dataentry.admin',
  ]);
  Object.assign(cookies, demo.cookies);
  [line] = (await t.db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      categoryId: products.categoryId,
      sellerId: products.sellerId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.sellerId, demo.ids['seller.self']!),
        eq(products.status, 'published'),
        gt(productVariants.quantity, 0),
      ),
    )
    .orderBy(productVariants.sku)
    .limit(1)) as [typeof line];
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

let serial = 0;
/** An order to Zahle (Bekaa) with one part of this seller, of `lines` (unit cents × quantity). */
async function partOf(status: string, lines: [number, number][], paymentMethod = 'cash_on_delivery', at = new Date()) {
  const subtotalCents = lines.reduce((sum, [cents, quantity]) => sum + cents * quantity, 0);
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `SALES${++serial}-${Math.random().toString(36).slice(2, 8)}`,
      userId: buyerId,
      status,
      paymentMethod,
      paymentStatus: 'captured',
      subtotalCents,
      shippingCents: 0,
      vatCents: 0,
      totalCents: subtotalCents,
      vatRate: 0,
      lbpPerUsd: 89_500,
      shippingAddress: {
        firstName: 'Layla',
        lastName: 'Bekaa',
        email: 'l@example.com',
        phone: '+96171000000',
        streetAddress: 'Main',
        city: 'Zahle',
        state: '',
        zipCode: '',
        location: 'Bekaa - Zahle',
        country: 'Lebanon',
      },
      createdAt: at,
    })
    .returning();
  const [part] = await t.db
    .insert(sellerOrders)
    .values({
      orderId: order!.id,
      sellerId: shop.id,
      status,
      subtotalCents,
      deliveredAt: status === 'delivered' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const items = await t.db
    .insert(orderItems)
    .values(
      lines.map(([cents, quantity]) => ({
        orderId: order!.id,
        sellerOrderId: part!.id,
        productId: line.productId,
        variantId: line.variantId,
        name: 'Test line',
        sku: 'T-1',
        unitPriceCents: cents,
        quantity,
      })),
    )
    .returning();
  return { order: order!, part: part!, items };
}

describe('sales dashboards', () => {
  const ROUTES = [
    '/api/sales/overview',
    '/api/sales/performance',
    '/api/sales/orders',
    '/api/sales/return-refund-rates',
    '/api/sales/categories-brands',
    '/api/sales/order-statuses',
  ];

  it('only sales managers and admins read them', async () => {
    for (const url of ROUTES) {
      expect((await call('GET', url)).status, url).toBe(401);
      for (const who of [
        'buyer',
        'seller.self',
        'seller.managed',
        'cs.agent',
        'cs.manager',
        'dataentry',
        'dataentry.admin',
      ]) {
        const response = await call('GET', url, cookies[who]);
        expect(response.status, `${who} ${url}`).toBe(403);
        expect(response.message).toBe(MESSAGES.forbidden);
      }
      for (const who of ['sales.manager', 'admin', 'superadmin'])
        expect((await call('GET', url, cookies[who])).status, `${who} ${url}`).toBe(200);
    }
  });

  it('figures come from delivered lines, to the cent, once the rollups are refreshed', async () => {
    await refreshSalesRollups(t.db);
    const before = await call('GET', `/api/sales/performance?location=Bekaa`, cookies['sales.manager']);
    expect(before.data.totals).toMatchObject({ revenue: 0, revenueLbp: 0, commission: 0, profit: 0 });

    // Premium plan, 12%: $55.00 (2 × $12.50 + $30.00) and $45.00 delivered; $9.99 still shipped does not count.
    const cash = await partOf('delivered', [
      [1250, 2],
      [3000, 1],
    ]);
    const card = await partOf('delivered', [[4500, 1]], 'card');
    await partOf('shipped', [[999, 1]]);
    // Souk paid back $5.00 through the gateway; a $4.00 cash refund was given by the seller.
    await t.db.insert(refunds).values([
      {
        orderId: card.order.id,
        sellerOrderId: card.part.id,
        orderItemId: card.items[0]!.id,
        amountCents: 500,
        reason: 'damaged',
        method: 'gateway',
        status: 'succeeded',
        settledAt: new Date(),
      },
      {
        orderId: cash.order.id,
        sellerOrderId: cash.part.id,
        orderItemId: cash.items[1]!.id,
        amountCents: 400,
        reason: 'late',
        method: 'cash',
        status: 'recorded',
        settledAt: new Date(),
      },
    ]);

    // Rollups: nothing moves until the refresh.
    const stale = await call('GET', `/api/sales/performance?location=Bekaa`, cookies['sales.manager']);
    expect(stale.data.totals.revenue).toBe(0);
    expect(await refreshSalesRollups(t.db)).toBe(true);

    const month = new Date().toISOString().slice(0, 7);
    const after = await call('GET', `/api/sales/performance?location=Bekaa&month=${month}`, cookies['sales.manager']);
    expect(after.status).toBe(200);
    expect(after.data.totals).toEqual({
      revenue: 100,
      revenueLbp: 8_950_000,
      units: 4,
      commission: 12,
      refundsPaid: 5,
      profit: 7,
    });
    expect(after.data.closed).toEqual({ deliveredItems: 3, returns: 0, refunds: 2 });
    expect(after.data.monthly.at(-1)).toEqual({ month, revenue: 100, revenueLbp: 8_950_000, units: 4 });
    // Twelve months up to the chosen one, those without sales at zero.
    expect(after.data.monthly).toHaveLength(12);
    expect(after.data.monthly.slice(0, 11).every((point: { revenue: number }) => point.revenue === 0)).toBe(true);
    expect(after.data.refreshedAt).not.toBeNull();
    // The category filter keeps them; another governorate does not.
    expect(
      (await call('GET', `/api/sales/performance?location=Bekaa&categoryId=${line.categoryId}`, cookies.admin)).data
        .totals.revenue,
    ).toBe(100);
    const beirut = await call('GET', `/api/sales/performance?location=Baabda`, cookies.admin);
    expect(beirut.data.totals.revenue).toBe(0);

    const overview = await call('GET', '/api/sales/overview?months=1', cookies['sales.manager']);
    expect(overview.data.topSellers).toContainEqual({
      sellerId: shop.id,
      businessName: 'Zahle Goods',
      revenue: 100,
      units: 4,
    });

    const rates = await call(
      'GET',
      '/api/sales/return-refund-rates?kind=refund&months=1&limit=100',
      cookies['sales.manager'],
    );
    expect(rates.data.sellers.find((row: { sellerId: string }) => row.sellerId === shop.id)).toEqual({
      sellerId: shop.id,
      businessName: 'Zahle Goods',
      revenue: 100,
      deliveredItems: 3,
      returns: 0,
      returnRate: 0,
      refunds: 2,
      refundRate: 66.67,
      refunded: 9,
    });
    // Worst refund rate first.
    const refundRates = rates.data.sellers.map((row: { refundRate: number }) => row.refundRate);
    expect(refundRates).toEqual([...refundRates].sort((a, b) => b - a));

    const categories = await call('GET', '/api/sales/categories-brands?months=1', cookies['sales.manager']);
    const category = categories.data.categories.find((row: { id: string }) => row.id === line.categoryId);
    expect(category.revenue).toBeGreaterThanOrEqual(100);

    const table = await call('GET', '/api/sales/orders?location=Bekaa&limit=2', cookies['sales.manager']);
    expect(table.data.pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(table.data.orders[0]).toMatchObject({
      buyer: 'Layla Bekaa',
      location: 'Bekaa - Zahle',
      status: 'shipped',
      total: 9.99,
      sellers: 1,
    });
  });

  it('Order Statuses counts parts per day and lists parts stuck in a status too long', async () => {
    const { order } = await partOf('shipped', [[2000, 1]], 'cash_on_delivery', new Date(Date.now() - 10 * DAY));
    await partOf('processing', [[2000, 1]], 'cash_on_delivery', new Date(Date.now() - 1 * DAY));
    await refreshSalesRollups(t.db);
    const answer = await call('GET', '/api/sales/order-statuses?days=30', cookies['sales.manager']);
    expect(answer.data.stuck).toContainEqual(
      expect.objectContaining({
        orderNumber: order.orderNumber,
        businessName: 'Zahle Goods',
        status: 'shipped',
        days: 10,
      }),
    );
    // The count is every part past its status's limit, as the database has them.
    const stuckInDb = await t.db.$count(
      sellerOrders,
      or(
        and(eq(sellerOrders.status, 'confirmed'), lt(sellerOrders.updatedAt, new Date(Date.now() - 2 * DAY))),
        and(eq(sellerOrders.status, 'processing'), lt(sellerOrders.updatedAt, new Date(Date.now() - 3 * DAY))),
        and(eq(sellerOrders.status, 'shipped'), lt(sellerOrders.updatedAt, new Date(Date.now() - 7 * DAY))),
      ),
    );
    expect(stuckInDb).toBeGreaterThanOrEqual(1);
    expect(answer.data.stuckTotal).toBe(stuckInDb);
    // Processing for a day is within its three days.
    expect(
      answer.data.stuck.filter(
        (row: { businessName: string; status: string }) =>
          row.businessName === 'Zahle Goods' && row.status === 'processing',
      ),
    ).toEqual([]);
    const tenDaysAgo = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    expect(
      answer.data.series.find((point: { day: string }) => point.day === tenDaysAgo)?.shipped,
    ).toBeGreaterThanOrEqual(1);
  });

  it('each period counts its months up to this one, as of the last refresh', async () => {
    const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);
    const figures = async () => {
      const read = (url: string) => call('GET', url, cookies['sales.manager']).then((answer) => answer.data);
      const of = async (months: number) => {
        const [overview, rates, categories] = await Promise.all([
          read(`/api/sales/overview?months=${months}`),
          read(`/api/sales/return-refund-rates?kind=return&months=${months}&limit=100`),
          read(`/api/sales/categories-brands?months=${months}`),
        ]);
        return {
          // In cents: the dollars are summed here.
          seller: cents(overview.topSellers.find((row: { sellerId: string }) => row.sellerId === shop.id)?.revenue),
          items: rates.sellers.find((row: { sellerId: string }) => row.sellerId === shop.id)?.deliveredItems ?? 0,
          category: cents(categories.categories.find((row: { id: string }) => row.id === line.categoryId)?.revenue),
        };
      };
      return Object.fromEntries(await Promise.all([1, 3, 6, 12].map(async (months) => [months, await of(months)])));
    };
    await refreshSalesRollups(t.db);
    const before = await figures();
    // Delivered in the month just before the last 3 ($70) and in the first of the last 6 ($30):
    // both inside 6 and 12 months, outside 1 and 3.
    const now = new Date();
    const monthsBack = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
    await partOf('delivered', [[7000, 1]], 'cash_on_delivery', monthsBack(3));
    await partOf('delivered', [[3000, 1]], 'cash_on_delivery', monthsBack(5));
    expect(await figures()).toEqual(before);
    await refreshSalesRollups(t.db);
    const after = await figures();
    for (const months of [1, 3]) expect(after[months]).toEqual(before[months]);
    for (const months of [6, 12]) {
      expect(after[months]).toEqual({
        seller: before[months].seller + 10_000,
        items: before[months].items + 2,
        category: before[months].category + 10_000,
      });
    }
  });

  it('stock by category counts the live products at each level, as of the last refresh', async () => {
    const stockOf = async () =>
      (await call('GET', `/api/sales/performance?categoryId=${line.categoryId}`, cookies['sales.manager'])).data
        .stock as { id: string; inStock: number; lowStock: number; outOfStock: number }[];
    const counted = async () => {
      const rows = await t.db
        .select({ sub: products.subCategoryId, quantity: products.totalQuantity })
        .from(products)
        .where(and(eq(products.categoryId, line.categoryId), eq(products.status, 'published')));
      const levels = new Map<string, { inStock: number; lowStock: number; outOfStock: number }>();
      for (const { sub, quantity } of rows) {
        const level = levels.get(sub) ?? { inStock: 0, lowStock: 0, outOfStock: 0 };
        if (quantity > LOW_STOCK_THRESHOLD) level.inStock++;
        else if (quantity >= 1) level.lowStock++;
        else level.outOfStock++;
        levels.set(sub, level);
      }
      return levels;
    };
    const [product] = await t.db
      .select({ sub: products.subCategoryId, quantity: products.totalQuantity })
      .from(products)
      .where(eq(products.id, line.productId));
    // The product goes through every level, each at its boundary.
    for (const quantity of [LOW_STOCK_THRESHOLD + 1, LOW_STOCK_THRESHOLD, 1, 0]) {
      await t.db.update(products).set({ totalQuantity: quantity }).where(eq(products.id, line.productId));
      await refreshSalesRollups(t.db);
      const stock = await stockOf();
      expect(stock.length).toBeGreaterThan(0);
      const expected = await counted();
      for (const row of stock) expect({ quantity, ...row }).toMatchObject({ quantity, ...expected.get(row.id) });
      expect(stock.find((row) => row.id === product!.sub)).toBeDefined();
    }
    await t.db.update(products).set({ totalQuantity: product!.quantity }).where(eq(products.id, line.productId));
    await refreshSalesRollups(t.db);
  });

  it('filters outside the rules are a 400 with the reason', async () => {
    for (const url of [
      '/api/sales/overview?months=5',
      '/api/sales/performance?month=2026-13',
      '/api/sales/performance?location=Mars',
      '/api/sales/orders?limit=1000',
      '/api/sales/order-statuses?days=1e308',
      '/api/sales/return-refund-rates?kind=both',
    ]) {
      const response = await call('GET', url, cookies['sales.manager']);
      expect(response.status, url).toBe(400);
    }
    expect((await call('GET', '/api/sales/performance?month=2026-13', cookies['sales.manager'])).message).toBe(
      'Choose a month as YYYY-MM.',
    );
  });
});

describe('discount offers to a seller', () => {
  it('reach the seller, who accepts (the discount runs) or declines; whoever offered hears back', async () => {
    const startsAt = new Date().toISOString();
    const endsAt = new Date(Date.now() + 7 * DAY).toISOString();
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, line.variantId));
    expect(
      (
        await call('POST', '/api/sales/discount-offers', cookies['seller.self'], {
          productId: line.productId,
          discountPercent: 20,
          startsAt,
          endsAt,
        })
      ).status,
    ).toBe(403);
    const bad = await call('POST', '/api/sales/discount-offers', cookies['sales.manager'], {
      productId: line.productId,
      discountPercent: 95,
      startsAt,
      endsAt,
    });
    expect(bad).toMatchObject({ status: 400, message: MESSAGES.discountPercentRange });

    const offered = await call('POST', '/api/sales/discount-offers', cookies['sales.manager'], {
      productId: line.productId,
      discountPercent: 20,
      startsAt,
      endsAt,
      note: 'Winter push',
    });
    expect(offered).toMatchObject({
      status: 201,
      message: MESSAGES.discountOffered,
      data: { request: { status: 'offered', offered: true, discountPercent: 20 } },
    });
    const id = offered.data.request._id as string;
    const [notice] = await t.db
      .select()
      .from(sellerNotifications)
      .where(and(eq(sellerNotifications.sellerId, line.sellerId), eq(sellerNotifications.kind, 'discount_offered')));
    expect(notice!.message).toContain('20% off');
    const list = await call('GET', '/api/promotional-requests', cookies['seller.self']);
    expect(list.data.requests).toContainEqual(expect.objectContaining({ _id: id, status: 'offered', offered: true }));
    // Not a staff decision, and not another seller's to answer.
    expect(
      (await call('PUT', `/api/promotional-requests/${id}`, cookies['seller.managed'], { decision: 'accept' })).status,
    ).toBe(404);

    const accepted = await call('PUT', `/api/promotional-requests/${id}`, cookies['seller.self'], {
      decision: 'accept',
    });
    expect(accepted).toMatchObject({ status: 200, data: { request: { status: 'accepted', running: true } } });
    const [discounted] = await t.db.select().from(productVariants).where(eq(productVariants.id, line.variantId));
    expect(discounted!.priceCents).toBe(Math.max(1, Math.round((variant!.priceCents * 80) / 100)));
    expect(
      (await call('PUT', `/api/promotional-requests/${id}`, cookies['seller.self'], { decision: 'decline' })).status,
    ).toBe(409);

    const bell = await call('GET', '/api/seller/notifications', cookies['sales.manager']);
    expect(bell.status).toBe(200);
    expect(JSON.stringify(bell.data)).toContain('discount_offer_accepted');

    // A second offer on overlapping dates is declined by the seller; the staff member is told.
    const second = await call('POST', '/api/sales/discount-offers', cookies['sales.manager'], {
      productId: line.productId,
      discountPercent: 10,
      startsAt,
      endsAt,
    });
    const declined = await call('PUT', `/api/promotional-requests/${second.data.request._id}`, cookies['seller.self'], {
      decision: 'decline',
    });
    expect(declined.data.request.status).toBe('declined');
    const [row] = await t.db
      .select()
      .from(promotionalRequests)
      .where(eq(promotionalRequests.id, second.data.request._id));
    expect(row!.appliedAt).toBeNull();
    expect(JSON.stringify((await call('GET', '/api/seller/notifications', cookies['sales.manager'])).data)).toContain(
      'discount_offer_declined',
    );

    // An offer left unanswered until its dates are over can no longer be accepted.
    const late = await call('POST', '/api/sales/discount-offers', cookies['sales.manager'], {
      productId: line.productId,
      discountPercent: 15,
      startsAt,
      endsAt,
    });
    await t.db
      .update(promotionalRequests)
      .set({ startsAt: new Date(Date.now() - 9 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(promotionalRequests.id, late.data.request._id));
    expect(
      await call('PUT', `/api/promotional-requests/${late.data.request._id}`, cookies['seller.self'], {
        decision: 'accept',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.offerEnded });
    const [stillOffered] = await t.db
      .select()
      .from(promotionalRequests)
      .where(eq(promotionalRequests.id, late.data.request._id));
    expect(stillOffered!.status).toBe('offered');
  });
});

describe('the overview list cards', () => {
  it('sales managers add, edit and remove placements on the home lists; buyers cannot', async () => {
    const added = await call('POST', '/api/admin/placements', cookies['sales.manager'], {
      list: 'best_sellers',
      productId: line.productId,
      position: 3,
    });
    expect(added.status).toBe(201);
    const id = added.data.placement._id as string;
    const [placed] = await t.db.select().from(placements).where(eq(placements.id, id));
    expect(placed).toMatchObject({ source: 'sales', position: 3 });

    const endsAt = new Date(Date.now() + 3 * DAY).toISOString();
    const edited = await call('PUT', `/api/admin/placements/${id}`, cookies['sales.manager'], { position: 1, endsAt });
    expect(edited).toMatchObject({ status: 200, message: MESSAGES.placementUpdated });
    const [after] = await t.db.select().from(placements).where(eq(placements.id, id));
    expect(after!.position).toBe(1);
    expect(after!.endsAt!.toISOString()).toBe(endsAt);
    const backwards = await call('PUT', `/api/admin/placements/${id}`, cookies['sales.manager'], {
      endsAt: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    expect(backwards.status).toBe(400);

    expect((await call('PUT', `/api/admin/placements/${id}`, cookies.buyer, { position: 2 })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/placements/${id}`, cookies['sales.manager'])).status).toBe(200);
    const list = await call('GET', '/api/admin/placements?list=best_sellers', cookies['sales.manager']);
    expect(list.data.placements.find((row: { _id: string }) => row._id === id)).toBeUndefined();
  });
});
