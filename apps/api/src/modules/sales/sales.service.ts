import { sql, type SQL } from 'drizzle-orm';
import { centsToUsd } from '@souk/shared/money';
import {
  STUCK_AFTER_DAYS,
  type PerformanceQuery,
  type RateQuery,
  type SalesOrdersQuery,
} from '@souk/shared/schemas/sales';
import { preparedRows, queryRows, type Db } from '../../db/client.ts';
import { commissionRates } from '../settings/settings.service.ts';
import { cachedFigures, rollupsRefreshedAt } from './sales-rollups.ts';

/**
 * Issue 16: the sales dashboards' figures. They read the rollups of migrations 0020 and 0027
 * (refreshed in the background), never the order history: the periods' totals per seller, product,
 * category and brand are read as they are, the rest sums at most a few thousand rows. Revenue
 * is the value of delivered order lines; profit is the commission on them (at each seller's plan
 * rate of the moment) less the refunds Souk paid back through the gateway.
 */

const num = (value: unknown) => Number(value ?? 0);
const usd = (cents: unknown) => centsToUsd(num(cents));
const rate = (part: unknown, whole: unknown) =>
  num(whole) > 0 ? Math.round((num(part) / num(whole)) * 10_000) / 100 : 0;
/** The rows of `sales_windows` for one period (months up to this one, as of the last refresh) and kind. */
const windowOf = (months: number, kind: 'seller' | 'product' | 'category' | 'brand') =>
  sql`w.months = ${months} and w.kind = ${kind}`;
const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/** The figures and when their rollups were refreshed (read once per answer lifetime, like the figures). */
async function withFreshness<T extends object>(db: Db, figures: T) {
  return { ...figures, refreshedAt: await cachedFigures('refreshed-at', () => rollupsRefreshedAt(db)) };
}

/** Overview: the ten best sellers and products by delivered sales in the window. */
export function overview(db: Db, months: number) {
  return cachedFigures(`overview:${months}`, async () => {
    const [sellers, products] = await Promise.all([
      queryRows<{ seller_id: string; business_name: string | null; revenue: string; units: string }>(
        db,
        sql`select w.key_id as seller_id, sp.business_name, w.revenue_cents as revenue, w.units
          from sales_windows w left join seller_profiles sp on sp.user_id = w.key_id
          where ${windowOf(months, 'seller')} and w.sold order by w.revenue_cents desc, w.key_id limit 10`,
      ),
      queryRows<{ product_id: string; name: string; name_ar: string; revenue: string; units: string }>(
        db,
        sql`select w.key_id as product_id, p.name, p.name_ar, w.revenue_cents as revenue, w.units
          from sales_windows w join products p on p.id = w.key_id
          where ${windowOf(months, 'product')} order by w.revenue_cents desc, w.key_id limit 10`,
      ),
    ]);
    return withFreshness(db, {
      topSellers: sellers.map((row) => ({
        sellerId: row.seller_id,
        businessName: row.business_name ?? '',
        revenue: usd(row.revenue),
        units: num(row.units),
      })),
      topProducts: products.map((row) => ({
        productId: row.product_id,
        name: row.name,
        nameAr: row.name_ar || row.name,
        revenue: usd(row.revenue),
        units: num(row.units),
      })),
    });
  });
}

/** The twelve months up to `last` (YYYY-MM), oldest first. */
function twelveMonthsTo(last: string) {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(year, month - 12 + index, 1)).toISOString().slice(0, 7),
  );
}

/**
 * The `sales_performance` rows summed over what the filters leave open: its `level` has a bit for
 * each of the governorate (4), the category (2) and the sub-category (1) when summed over. Rows are
 * chosen by it and the filters' values, never by the zero uuid that stands for "all" in the key.
 */
const performanceLevel = (query: {
  location?: string | undefined;
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
}) => (query.location ? 0 : 4) + (query.categoryId || query.subCategoryId ? 0 : 2) + (query.subCategoryId ? 0 : 1);

/** Overall sales: 12 months of delivered sales, the chosen month's (or the year's) totals, the donut, top categories, stock. */
export function performance(db: Db, query: PerformanceQuery) {
  return cachedFigures(`performance:${JSON.stringify(query)}`, async () => {
    const end = query.month
      ? sql`${`${query.month}-01`}::date`
      : sql`date_trunc('month', now() at time zone 'UTC')::date`;
    const start = sql`(${end} - interval '11 months')::date`;
    // The cards count the chosen month, or the whole 12 months when none is chosen.
    const cardsFrom = query.month ? end : start;
    // '*' is the governorate of the rows summed over all (a chosen one is a name from the list).
    const governorate = sql`governorate = ${query.location ?? '*'}`;
    const chosen = where([
      sql`level = ${performanceLevel(query)}`,
      governorate,
      query.categoryId ? sql`category_id = ${query.categoryId}` : undefined,
      query.subCategoryId ? sql`sub_category_id = ${query.subCategoryId}` : undefined,
    ]);
    // Prepared once a connection for each shape of the filters (their values are parameters).
    const period = query.month ? 'month' : 'year';
    const shape = `${period}${query.categoryId ? '_category' : ''}${query.subCategoryId ? '_sub' : ''}`;
    const [series, categories, stock, rates] = await Promise.all([
      // Sales and returns by month, summed for these filters at the rollups' refresh: a row a month (a
      // sub-category filed under two categories would have two, hence the sum).
      preparedRows<Record<string, string>>(
        db,
        `sales_performance_${shape}`,
        sql`select to_char(month, 'YYYY-MM') as month, sum(revenue_cents) as revenue, sum(revenue_lbp) as revenue_lbp, sum(units) as units,
            sum(lines) as lines, sum(regular_cents) as regular, sum(premium_cents) as premium, sum(gold_cents) as gold,
            sum(returns) as returns, sum(refunds) as refunds, sum(platform_refunded_cents) as platform
          from sales_performance ${chosen} and month between ${start} and ${end} group by month order by month`,
      ),
      // The categories that sold in the governorate (or anywhere) over the cards' months.
      preparedRows<{ category_id: string; name_en: string; name_ar: string; revenue: string }>(
        db,
        `sales_top_categories_${period}`,
        sql`select category_id, c.name_en, c.name_ar, sum(revenue_cents) as revenue from sales_performance join categories c on c.id = category_id
          ${where([sql`level = ${performanceLevel({ location: query.location, categoryId: 'each' })}`, governorate])}
            and month between ${cardsFrom} and ${end}
          group by 1, 2, 3 having sum(lines) > 0 order by 4 desc, 1 limit 5`,
      ),
      stockByCategory(db, query.categoryId),
      cachedFigures('commission-rates', () => commissionRates(db)),
    ]);
    const inCards = series.filter((row) => !query.month || row.month === query.month);
    const total = (key: string) => inCards.reduce((sum, row) => sum + num(row[key]), 0);
    const commissionCents = Math.round(
      total('regular') * rates.regular + total('premium') * rates.premium + total('gold') * rates.gold,
    );
    const platformRefundsCents = total('platform');
    return withFreshness(db, {
      // Every month of the twelve, a month without sales as zero, so the line shows the trend.
      monthly: twelveMonthsTo(query.month ?? new Date().toISOString().slice(0, 7)).map((month) => {
        const row = series.find((entry) => entry.month === month);
        return { month, revenue: usd(row?.revenue), revenueLbp: num(row?.revenue_lbp), units: num(row?.units) };
      }),
      totals: {
        revenue: usd(total('revenue')),
        revenueLbp: total('revenue_lbp'),
        units: total('units'),
        commission: usd(commissionCents),
        refundsPaid: usd(platformRefundsCents),
        profit: usd(commissionCents - platformRefundsCents),
      },
      closed: { deliveredItems: total('lines'), returns: total('returns'), refunds: total('refunds') },
      topCategories: categories.map((row) => ({
        categoryId: row.category_id,
        name: row.name_en,
        nameAr: row.name_ar,
        revenue: usd(row.revenue),
      })),
      stock,
    });
  });
}

/**
 * Live products by stock level, per category (or per sub-category of the one chosen), from the
 * rollup of the catalogue (counting the products took 50 ms an answer at 100,000). It depends on
 * the category alone, so it is kept apart from the answers for each governorate and month.
 */
function stockByCategory(db: Db, categoryId: string | undefined) {
  return cachedFigures(`stock:${categoryId ?? ''}`, () => loadStock(db, categoryId));
}

async function loadStock(db: Db, categoryId: string | undefined) {
  const group = categoryId ? sql`s.sub_category_id` : sql`s.category_id`;
  const rows = await queryRows<{
    id: string;
    name_en: string;
    name_ar: string;
    in_stock: string;
    low: string;
    out: string;
  }>(
    db,
    sql`select c.id, c.name_en, c.name_ar, sum(s.in_stock) as in_stock, sum(s.low) as low, sum(s.out) as out
      from catalog_stock_levels s join categories c on c.id = ${group}
      ${categoryId ? sql`where s.category_id = ${categoryId}` : sql``}
      group by 1, 2, 3 order by sum(s.in_stock + s.low + s.out) desc, c.id limit 8`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name_en,
    nameAr: row.name_ar,
    inStock: num(row.in_stock),
    lowStock: num(row.low),
    outOfStock: num(row.out),
  }));
}

/**
 * The orders table: newest first (ties by id, so pages never overlap), by governorate and status,
 * pages of `limit`. The page's orders are picked first, then read and their parts counted: counting
 * in the outer list counted the parts of every order the offset skipped too. The total comes from
 * `order_counts` and `order_count_changes`, kept by the orders' triggers.
 */
export async function salesOrders(db: Db, query: SalesOrdersQuery) {
  // Columns of both `orders` and `order_counts`.
  const filters = where([
    query.location ? sql`governorate = ${query.location}` : undefined,
    query.status ? sql`status = ${query.status}` : undefined,
  ]);
  const shape = `${query.location ? '_location' : ''}${query.status ? '_status' : ''}`;
  const [rows, total] = await Promise.all([
    preparedRows<{
      id: string;
      order_number: string;
      created_at: string;
      first_name: string;
      last_name: string;
      location: string;
      status: string;
      payment_method: string;
      total_cents: number;
      lbp_per_usd: number;
      parts: string;
    }>(
      db,
      `sales_orders_page${shape}`,
      sql`select o.id, o.order_number, o.created_at, o.shipping_address->>'firstName' as first_name, o.shipping_address->>'lastName' as last_name,
          o.shipping_address->>'location' as location, o.status, o.payment_method, o.total_cents, o.lbp_per_usd,
          (select count(*) from seller_orders so where so.order_id = o.id) as parts
        from (select o.id from orders o ${filters} order by o.created_at desc, o.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}) page
        join orders o on o.id = page.id order by o.created_at desc, o.id desc`,
    ),
    // How many: the kept counts and the changes not folded into them yet, as of the last commit.
    preparedRows<{ total: string }>(
      db,
      `sales_orders_count${shape}`,
      sql`select coalesce(sum(orders), 0) as total
        from (select orders from order_counts ${filters} union all select change from order_count_changes ${filters}) counted`,
    ).then(([row]) => num(row?.total)),
  ]);
  return {
    orders: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.order_number,
      createdAt: new Date(row.created_at).toISOString(),
      buyer: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      location: row.location,
      status: row.status,
      paymentMethod: row.payment_method,
      total: usd(row.total_cents),
      lbpPerUsd: row.lbp_per_usd,
      sellers: num(row.parts),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

/** Return & refund rates per seller: returns (or refunds) per 100 delivered items, worst first; and the top 5 by revenue. */
export function sellerRates(db: Db, query: RateQuery) {
  return cachedFigures(`rates:${JSON.stringify(query)}`, async () => {
    const chosen = query.kind === 'return' ? sql`returns` : sql`refunds`;
    type Row = {
      seller_id: string;
      business_name: string | null;
      revenue: string;
      lines: string;
      returns: string;
      refunds: string;
      refunded: string;
      total: string;
    };
    // The period's sellers are ordered and cut to the page first; only the page's shops are then looked up.
    const inOrder = (name: string, page: SQL, order: SQL) =>
      preparedRows<Row>(
        db,
        name,
        sql`select w.key_id as seller_id, sp.business_name, w.revenue_cents as revenue, w.lines, w.returns, w.refunds, w.refunded_cents as refunded, w.total
          from (${page}) w left join seller_profiles sp on sp.user_id = w.key_id order by ${order}`,
      );
    const worstFirst = sql`case when w.lines > 0 then w.${chosen}::numeric / w.lines else w.${chosen} end desc, w.revenue_cents desc, w.key_id`;
    const byRevenue = sql`w.revenue_cents desc, w.key_id`;
    const sellers = sql`sales_windows w where ${windowOf(query.months, 'seller')}`;
    const [rows, top] = await Promise.all([
      inOrder(
        `sales_rates_${query.kind}`,
        sql`select w.*, count(*) over () as total from ${sellers} order by ${worstFirst} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
        worstFirst,
      ),
      // The same five for every page and kind of the period.
      cachedFigures(`rates-top:${query.months}`, () =>
        inOrder(
          'sales_rates_top',
          sql`select w.*, 0 as total from ${sellers} order by ${byRevenue} limit 5`,
          byRevenue,
        ),
      ),
    ]);
    const view = (row: Row) => ({
      sellerId: row.seller_id,
      businessName: row.business_name ?? '',
      revenue: usd(row.revenue),
      deliveredItems: num(row.lines),
      returns: num(row.returns),
      returnRate: rate(row.returns, row.lines),
      refunds: num(row.refunds),
      refundRate: rate(row.refunds, row.lines),
      refunded: usd(row.refunded),
    });
    const total = num(rows[0]?.total);
    return withFreshness(db, {
      sellers: rows.map(view),
      topByRevenue: top.map(view),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      },
    });
  });
}

/** Categories & Brands: delivered sales, units and return rate by category and by brand. */
export function categoriesAndBrands(db: Db, months: number) {
  return cachedFigures(`categories:${months}`, async () => {
    type Row = {
      id: string;
      name: string;
      name_ar: string;
      revenue: string;
      units: string;
      lines: string;
      returns: string;
    };
    const [categories, brands] = await Promise.all([
      queryRows<Row>(
        db,
        sql`select c.id, c.name_en as name, c.name_ar, w.revenue_cents as revenue, w.units, w.lines, w.returns
          from sales_windows w join categories c on c.id = w.key_id where ${windowOf(months, 'category')}
          order by 4 desc, 2`,
      ),
      queryRows<Row>(
        db,
        sql`select b.id, b.name, b.name as name_ar, w.revenue_cents as revenue, w.units, w.lines, w.returns
          from sales_windows w join brands b on b.id = w.key_id where ${windowOf(months, 'brand')}
          order by 4 desc, 2 limit 50`,
      ),
    ]);
    const view = (row: Row) => ({
      id: row.id,
      name: row.name,
      nameAr: row.name_ar || row.name,
      revenue: usd(row.revenue),
      units: num(row.units),
      returns: num(row.returns),
      returnRate: rate(row.returns, row.lines),
    });
    return withFreshness(db, { categories: categories.map(view), brands: brands.map(view) });
  });
}

const OPEN_STATUSES = Object.keys(STUCK_AFTER_DAYS) as (keyof typeof STUCK_AFTER_DAYS)[];

/** Order Statuses: order parts placed each day by where they stand now, and the open ones waiting too long. */
export function orderStatuses(db: Db, days: number) {
  return cachedFigures(`statuses:${days}`, async () => {
    // Each open status on its own: the oldest 50 and the count read from the partial index on
    // (status, updated_at), instead of joining every stuck part to its order to number them.
    const stuckOf = (status: (typeof OPEN_STATUSES)[number]) =>
      sql`so.status = ${status} and so.updated_at < now() - make_interval(days => ${STUCK_AFTER_DAYS[status]})`;
    const oldest = sql.join(
      OPEN_STATUSES.map(
        (status) =>
          sql`(select so.id, so.order_id, so.seller_id, so.status, so.updated_at from seller_orders so where ${stuckOf(status)} order by so.updated_at limit 50)`,
      ),
      sql` union all `,
    );
    const [daily, stuck, [counted]] = await Promise.all([
      queryRows<{ day: string; status: string; parts: string }>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, status, parts from seller_orders_daily where day > (now() at time zone 'UTC')::date - ${days}::int order by day`,
      ),
      queryRows<{ id: string; order_number: string; business_name: string | null; status: string; updated_at: string }>(
        db,
        sql`select so.id, o.order_number, sp.business_name, so.status, so.updated_at
          from (${oldest} order by updated_at limit 50) so
          join orders o on o.id = so.order_id left join seller_profiles sp on sp.user_id = so.seller_id
          order by so.updated_at`,
      ),
      queryRows<{ total: string }>(
        db,
        sql`select ${sql.join(
          OPEN_STATUSES.map((status) => sql`(select count(*) from seller_orders so where ${stuckOf(status)})`),
          sql` + `,
        )} as total`,
      ),
    ]);
    const byDay = new Map<string, Record<string, number>>();
    for (const row of daily) {
      const counts = byDay.get(row.day) ?? {};
      counts[row.status] = num(row.parts);
      byDay.set(row.day, counts);
    }
    const now = Date.now();
    return withFreshness(db, {
      series: [...byDay].map(([day, counts]) => ({ day, ...counts })),
      stuck: stuck.map((row) => ({
        _id: row.id,
        orderNumber: row.order_number,
        businessName: row.business_name ?? '',
        status: row.status,
        since: new Date(row.updated_at).toISOString(),
        days: Math.floor((now - new Date(row.updated_at).getTime()) / 86_400_000),
      })),
      stuckTotal: num(counted?.total),
    });
  });
}
