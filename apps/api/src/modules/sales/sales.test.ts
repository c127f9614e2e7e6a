import { and, eq, gt, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
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
import { foldOrderCounts, refreshSalesRollups } from './sales-rollups.ts';

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

/**
 * A refresh that starts now: the app's own round (at start-up, then every two minutes) may hold the
 * lock, and a round begun before the test's writes would not have them.
 */
async function refreshNow() {
  while (!(await refreshSalesRollups(t.db))) await new Promise((resolve) => setTimeout(resolve, 20));
}

let serial = 0;
/** An order (to Zahle, Bekaa, unless said) with one part of this seller, of `lines` (unit cents × quantity) of `product`. */
async function partOf(
  status: string,
  lines: [number, number][],
  paymentMethod = 'cash_on_delivery',
  at = new Date(),
  { location = 'Bekaa - Zahle', product = line }: { location?: string; product?: typeof line } = {},
) {
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
        location,
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
        productId: product.productId,
        variantId: product.variantId,
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
    await refreshNow();
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
    await refreshNow();

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

  it("the orders table's totals follow every order placed, moved, sent elsewhere or removed (generated sequences)", async () => {
    const places = ['Beirut', 'South Lebanon', 'Keserwan-Jbeil'];
    const statuses = ['pending', 'confirmed', 'delivered', 'cancelled'];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        place: fc.constantFrom(...places),
        status: fc.constantFrom(...statuses),
      }),
      fc.record({ kind: fc.constant('move' as const), which: fc.nat(), status: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant('send' as const), which: fc.nat(), place: fc.constantFrom(...places) }),
      fc.record({ kind: fc.constant('remove' as const), which: fc.nat() }),
    );
    const placed: string[] = [];
    const addressTo = (place: string) => ({
      firstName: 'Count',
      lastName: 'Me',
      email: 'c@example.com',
      phone: '+96171000000',
      streetAddress: 'Main',
      city: 'Town',
      state: '',
      zipCode: '',
      location: `${place} - Town`,
      country: 'Lebanon',
    });
    const totalOf = async (filter: Record<string, string>) =>
      (
        await call(
          'GET',
          `/api/sales/orders?${new URLSearchParams({ ...filter, limit: '1' })}`,
          cookies['sales.manager'],
        )
      ).data.pagination.total as number;
    const countedOf = async (filter: { location?: string; status?: string }) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(
            and(
              filter.location ? eq(orders.governorate, filter.location) : undefined,
              filter.status ? eq(orders.status, filter.status) : undefined,
            ),
          )
      )[0]!.n;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ steps: fc.array(step, { minLength: 1, maxLength: 4 }), fold: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (batches) => {
          // Each batch in one transaction: the counts move at its commit. The sales sweep folds the
          // changes into the counts now and then (a count adds what is not folded yet).
          for (const batch of batches) {
            await t.db.transaction(async (tx) => {
              for (const change of batch.steps) {
                if (change.kind === 'place') {
                  const [order] = await tx
                    .insert(orders)
                    .values({
                      orderNumber: `COUNT${++serial}-${Math.random().toString(36).slice(2, 8)}`,
                      userId: buyerId,
                      status: change.status,
                      paymentMethod: 'cash_on_delivery',
                      subtotalCents: 100,
                      shippingCents: 0,
                      vatCents: 0,
                      totalCents: 100,
                      vatRate: 0,
                      shippingAddress: addressTo(change.place),
                    })
                    .returning({ id: orders.id });
                  placed.push(order!.id);
                  continue;
                }
                if (placed.length === 0) continue;
                const id = placed[change.which % placed.length]!;
                if (change.kind === 'move')
                  await tx.update(orders).set({ status: change.status }).where(eq(orders.id, id));
                if (change.kind === 'send')
                  await tx
                    .update(orders)
                    .set({ shippingAddress: addressTo(change.place) })
                    .where(eq(orders.id, id));
                if (change.kind === 'remove') {
                  await tx.delete(orders).where(eq(orders.id, id));
                  placed.splice(placed.indexOf(id), 1);
                }
              }
            });
            if (batch.fold) await foldOrderCounts(t.db);
          }
          const filters = [
            {},
            ...places.map((location) => ({ location })),
            ...statuses.map((status) => ({ status })),
            ...places.flatMap((location) => statuses.map((status) => ({ location, status }))),
          ];
          for (const filter of filters)
            expect(await totalOf(filter), JSON.stringify(filter)).toBe(await countedOf(filter));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('Order Statuses counts parts per day and lists parts stuck in a status too long', async () => {
    const { order } = await partOf('shipped', [[2000, 1]], 'cash_on_delivery', new Date(Date.now() - 10 * DAY));
    await partOf('processing', [[2000, 1]], 'cash_on_delivery', new Date(Date.now() - 1 * DAY));
    await refreshNow();
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
    await refreshNow();
    const before = await figures();
    // Delivered in the month just before the last 3 ($70) and in the first of the last 6 ($30):
    // both inside 6 and 12 months, outside 1 and 3.
    const now = new Date();
    const monthsBack = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
    await partOf('delivered', [[7000, 1]], 'cash_on_delivery', monthsBack(3));
    await partOf('delivered', [[3000, 1]], 'cash_on_delivery', monthsBack(5));
    expect(await figures()).toEqual(before);
    await refreshNow();
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

  it('performance sums each filter the dashboard offers: all, a governorate, a category, a sub-category, a month', async () => {
    type Sold = typeof line & { subCategoryId: string | null };
    const [firstSub] = await t.db
      .select({ subCategoryId: products.subCategoryId })
      .from(products)
      .where(eq(products.id, line.productId));
    const first: Sold = { ...line, subCategoryId: firstSub!.subCategoryId };
    // A product of another category, with a sub-category.
    const [second] = (await t.db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        categoryId: products.categoryId,
        subCategoryId: products.subCategoryId,
        sellerId: products.sellerId,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.status, 'published'),
          isNotNull(products.subCategoryId),
          ne(products.categoryId, line.categoryId),
        ),
      )
      .orderBy(productVariants.sku)
      .limit(1)) as [Sold];
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const lastMonthDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const lastMonth = lastMonthDay.toISOString().slice(0, 7);
    // What is delivered and refunded below, to sum for each filter.
    const sales = (
      [
        { governorate: 'Bekaa', product: first, month: thisMonth, items: [[1000, 2]] },
        {
          governorate: 'North Lebanon',
          product: second,
          month: thisMonth,
          items: [
            [700, 1],
            [300, 3],
          ],
        },
        { governorate: 'North Lebanon', product: first, month: lastMonth, items: [[2500, 1]] },
      ] as { governorate: string; product: Sold; month: string; items: [number, number][] }[]
    ).map((sale) => ({
      ...sale,
      revenue: sale.items.reduce((sum, [cents, quantity]) => sum + cents * quantity, 0),
      units: sale.items.reduce((sum, [, quantity]) => sum + quantity, 0),
      lines: sale.items.length,
    }));
    const refunded = [
      { sale: 1, amountCents: 200, method: 'gateway', status: 'succeeded', platform: 200 },
      { sale: 0, amountCents: 100, method: 'cash', status: 'recorded', platform: 0 },
    ].map((refund) => ({ ...sales[refund.sale]!, ...refund }));
    type Filter = { location?: string; categoryId?: string; subCategoryId?: string; month?: string };
    const filters: Filter[] = (
      [
        {},
        { location: 'Bekaa' },
        { location: 'North Lebanon' },
        { categoryId: first.categoryId },
        { categoryId: second.categoryId },
        { subCategoryId: first.subCategoryId! },
        { location: 'North Lebanon', categoryId: second.categoryId },
        { location: 'North Lebanon', subCategoryId: first.subCategoryId! },
        { categoryId: first.categoryId, subCategoryId: first.subCategoryId! },
        // A sub-category of another category, and the zero uuid (which stands for "all" inside the rollup): nothing.
        { categoryId: second.categoryId, subCategoryId: first.subCategoryId! },
        { categoryId: '00000000-0000-0000-0000-000000000000' },
        { subCategoryId: '00000000-0000-0000-0000-000000000000' },
      ] as Filter[]
    ).flatMap((filter) => [filter, { ...filter, month: thisMonth }, { ...filter, month: lastMonth }]);
    const figuresOf = async (filter: Filter) => {
      const { data } = await call(
        'GET',
        `/api/sales/performance?${new URLSearchParams(filter as Record<string, string>)}`,
        cookies['sales.manager'],
      );
      return {
        revenue: Math.round(data.totals.revenue * 100),
        units: data.totals.units as number,
        lines: data.closed.deliveredItems as number,
        refunds: data.closed.refunds as number,
        platform: Math.round(data.totals.refundsPaid * 100),
        months: data.monthly.map((point: { revenue: number }) => Math.round(point.revenue * 100)) as number[],
        categories: data.topCategories as { categoryId: string; revenue: number }[],
      };
    };
    await refreshNow();
    const before = await Promise.all(filters.map(figuresOf));

    const parts: Awaited<ReturnType<typeof partOf>>[] = [];
    for (const sale of sales)
      parts.push(
        await partOf('delivered', sale.items, 'card', sale.month === thisMonth ? now : lastMonthDay, {
          location: `${sale.governorate} - Town`,
          product: sale.product,
        }),
      );
    await t.db.insert(refunds).values(
      refunded.map((refund) => ({
        orderId: parts[refund.sale]!.order.id,
        sellerOrderId: parts[refund.sale]!.part.id,
        orderItemId: parts[refund.sale]!.items[0]!.id,
        amountCents: refund.amountCents,
        reason: 'damaged',
        method: refund.method,
        status: refund.status,
        settledAt: now,
      })),
    );
    await refreshNow();
    const after = await Promise.all(filters.map(figuresOf));

    filters.forEach((filter, index) => {
      const matches = (row: { governorate: string; product: Sold; month: string }) =>
        (!filter.location || row.governorate === filter.location) &&
        (!filter.categoryId || row.product.categoryId === filter.categoryId) &&
        (!filter.subCategoryId || row.product.subCategoryId === filter.subCategoryId) &&
        (!filter.month || row.month === filter.month);
      const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
      const counted = sales.filter(matches);
      const grew = (key: 'revenue' | 'units' | 'lines' | 'refunds' | 'platform') =>
        after[index]![key] - before[index]![key];
      const label = JSON.stringify(filter);
      expect(grew('revenue'), label).toBe(sum(counted, (row) => row.revenue));
      expect(grew('units'), label).toBe(sum(counted, (row) => row.units));
      expect(grew('lines'), label).toBe(sum(counted, (row) => row.lines));
      expect(grew('refunds'), label).toBe(refunded.filter(matches).length);
      expect(grew('platform'), label).toBe(sum(refunded.filter(matches), (row) => row.platform));
      // The line ends at the chosen month (or this one).
      const lastPoint = filter.month ?? thisMonth;
      expect(after[index]!.months.at(-1)! - before[index]!.months.at(-1)!, label).toBe(
        sum(
          counted.filter((row) => row.month === lastPoint),
          (row) => row.revenue,
        ),
      );
    });
    // Only this test sells in North Lebanon: its top categories are these sales, the larger first.
    const northOf = (month?: string) =>
      after[
        filters.findIndex(
          (filter) =>
            JSON.stringify(filter) === JSON.stringify({ location: 'North Lebanon', ...(month ? { month } : {}) }),
        )
      ]!.categories;
    expect(northOf()).toEqual([
      expect.objectContaining({ categoryId: first.categoryId, revenue: 25 }),
      expect.objectContaining({ categoryId: second.categoryId, revenue: 16 }),
    ]);
    expect(northOf(thisMonth)).toEqual([expect.objectContaining({ categoryId: second.categoryId, revenue: 16 })]);
    expect(northOf(lastMonth)).toEqual([expect.objectContaining({ categoryId: first.categoryId, revenue: 25 })]);
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
      await refreshNow();
      const stock = await stockOf();
      expect(stock.length).toBeGreaterThan(0);
      const expected = await counted();
      for (const row of stock) expect({ quantity, ...row }).toMatchObject({ quantity, ...expected.get(row.id) });
      expect(stock.find((row) => row.id === product!.sub)).toBeDefined();
    }
    await t.db.update(products).set({ totalQuantity: product!.quantity }).where(eq(products.id, line.productId));
    await refreshNow();
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
