import { sql } from 'drizzle-orm';
import { centsToUsd } from '@souk/shared/money';
import { PART_STATUSES } from '@souk/shared/schemas/delivery';
import { LOW_STOCK_THRESHOLD } from '@souk/shared/schemas/products';
import { preparedRows, type Db } from '../../db/client.ts';
import { salesFigures } from '../payouts/payouts.service.ts';
import { latestPartsJson, latestPartViews } from './seller-orders.service.ts';

const DAYS = 30;
/** The newest parts the home lists. */
const LATEST = 5;

/**
 * The seller area's home: parts by status, today's orders, the latest ones, products running low
 * and the last 30 days' delivered sales (every day present, 0 when nothing was delivered), read in
 * one prepared statement (each part of it a JSON column), beside the sales figures' own. Prepared:
 * each connection plans it once, not on every visit; one statement, not four: each round trip is
 * work for both the API and the database.
 */
export async function sellerDashboard(db: Db, sellerId: string) {
  type Home = {
    statuses: { status: string; count: number; today: number; todayAmount: number }[];
    lowStock: { id: string; name: string; quantity: number }[];
    series: { day: string; amount: number; orders: number }[];
    latest: unknown;
  };
  const past = sql.raw(`interval '${DAYS - 1} days'`);
  const [[home], figures] = await Promise.all([
    preparedRows<Home>(
      db,
      'seller_home',
      sql`select
        -- Parts by status, and today's of each, in one read of the seller's parts.
        (select coalesce(json_agg(by_status), '[]') from (
          select status, count(*)::int as count,
            count(*) filter (where created_at >= date_trunc('day', now()))::int as today,
            coalesce(sum(subtotal_cents) filter (where created_at >= date_trunc('day', now())), 0)::int as "todayAmount"
          from seller_orders where seller_id = ${sellerId} group by status) by_status) as statuses,
        (select coalesce(json_agg(low order by low.quantity, low.name), '[]') from (
          select id, name, total_quantity as quantity from products
          where seller_id = ${sellerId} and status in ('published', 'pending_review') and total_quantity <= ${LOW_STOCK_THRESHOLD}
          order by total_quantity, name limit 8) low) as "lowStock",
        -- One walk of the seller's deliveries of the 30 days, summed by day, then every day listed.
        (select json_agg(daily order by daily.day) from (
          select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sold.amount, 0)::int as amount, coalesce(sold.orders, 0)::int as orders
          from generate_series(date_trunc('day', now()) - ${past}, date_trunc('day', now()), interval '1 day') as days (day)
          left join (
            select date_trunc('day', delivered_at) as day, sum(subtotal_cents) as amount, count(*) as orders from seller_orders
            where seller_id = ${sellerId} and status = 'delivered'
              and delivered_at >= date_trunc('day', now()) - ${past} and delivered_at < date_trunc('day', now()) + interval '1 day'
            group by 1
          ) sold on sold.day = days.day) daily) as series,
        ${latestPartsJson(sellerId, LATEST)} as latest`,
    ),
    salesFigures(db, sellerId),
  ]);
  const { statuses: statusRows, lowStock, series } = home!;
  const latest = latestPartViews(home!.latest);
  const byStatus = Object.fromEntries(
    PART_STATUSES.map((status) => [status, statusRows.find((row) => row.status === status)?.count ?? 0]),
  );
  // Refused at the door is no sale either (issue 41).
  const notCancelled = statusRows.filter((row) => row.status !== 'cancelled' && row.status !== 'refused');
  return {
    ordersByStatus: byStatus,
    today: {
      orders: notCancelled.reduce((sum, row) => sum + row.today, 0),
      amount: centsToUsd(notCancelled.reduce((sum, row) => sum + row.todayAmount, 0)),
    },
    latestOrders: latest,
    lowStock: lowStock.map((row) => ({
      _id: row.id,
      name: row.name,
      quantity: row.quantity,
      outOfStock: row.quantity <= 0,
    })),
    outOfStock: lowStock.filter((row) => row.quantity <= 0).length,
    salesLast30Days: series.map((row) => ({ date: row.day, amount: centsToUsd(row.amount), orders: row.orders })),
    figures,
  };
}
