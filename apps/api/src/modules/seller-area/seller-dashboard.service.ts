import { sql } from 'drizzle-orm';
import { centsToUsd } from '@souk/shared/money';
import { ORDER_STATUSES } from '@souk/shared/schemas/checkout';
import { LOW_STOCK_THRESHOLD } from '@souk/shared/schemas/products';
import { preparedRows, type Db } from '../../db/client.ts';
import { salesFigures } from '../payouts/payouts.service.ts';
import { listSellerOrders } from './seller-orders.service.ts';

const DAYS = 30;

/**
 * The seller area's home: parts by status, today's orders, the latest ones, products running low
 * and the last 30 days' delivered sales (every day present, 0 when nothing was delivered). Its
 * statements are prepared: each connection plans them once, not on every visit.
 */
export async function sellerDashboard(db: Db, sellerId: string) {
  const [statusRows, today, lowStock, series, latest, figures] = await Promise.all([
    preparedRows<{ status: string; count: number }>(
      db,
      'seller_home_statuses',
      sql`select status, count(*)::int as count from seller_orders where seller_id = ${sellerId} group by status`,
    ),
    preparedRows<{ count: number; amount: number }>(
      db,
      'seller_home_today',
      sql`select count(*)::int as count, coalesce(sum(subtotal_cents), 0)::int as amount from seller_orders
        where seller_id = ${sellerId} and status <> 'cancelled' and created_at >= date_trunc('day', now())`,
    ),
    preparedRows<{ id: string; name: string; quantity: number }>(
      db,
      'seller_home_low_stock',
      sql`select id, name, total_quantity as quantity from products
        where seller_id = ${sellerId} and status in ('published', 'pending_review') and total_quantity <= ${LOW_STOCK_THRESHOLD}
        order by total_quantity, name limit 8`,
    ),
    preparedRows<{ day: string; amount: number; orders: number }>(
      db,
      'seller_home_daily_sales',
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(so.subtotal_cents), 0)::int as amount, count(so.id)::int as orders
        from generate_series(date_trunc('day', now()) - interval '${sql.raw(String(DAYS - 1))} days', date_trunc('day', now()), interval '1 day') as d(day)
        left join seller_orders so on so.seller_id = ${sellerId} and so.status = 'delivered' and so.delivered_at >= d.day and so.delivered_at < d.day + interval '1 day'
        group by d.day order by d.day`,
    ),
    listSellerOrders(db, sellerId, { page: 1, limit: 5 }),
    salesFigures(db, sellerId),
  ]);
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, statusRows.find((row) => row.status === status)?.count ?? 0]),
  );
  return {
    ordersByStatus: byStatus,
    today: { orders: today[0]?.count ?? 0, amount: centsToUsd(today[0]?.amount ?? 0) },
    latestOrders: latest.orders,
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
