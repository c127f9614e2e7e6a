import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import { rollupRefreshes } from './sales.tables.ts';

/**
 * The materialised views the sales dashboards read (migrations 0020, 0024, 0027, 0034), refreshed in this
 * order: the periods' totals are summed from the monthly rollups before them.
 */
const SALES_ROLLUPS = [
  'sales_area_monthly',
  'sales_seller_monthly',
  'sales_product_monthly',
  'sales_brand_monthly',
  'returns_monthly',
  'sales_performance',
  'seller_orders_daily',
  'sales_windows',
  'catalog_stock_levels',
] as const;

/** How often the background sweep refreshes them: the dashboards' figures are at most this old. */
export const SALES_ROLLUP_REFRESH_MS = 2 * 60_000;

/** The dashboards' answers are shared for half a minute, and forgotten when the rollups change. */
const answers = new TtlCache<unknown>(30_000, 500);
export const cachedFigures = <T>(key: string, load: () => Promise<T>) => answers.get(key, load) as Promise<T>;

/**
 * Adds the orders' count changes appended since the last fold to `order_counts` and removes them,
 * in one statement: a change appended meanwhile stays for the next fold, and two folds at once
 * each add only the rows they removed.
 */
export async function foldOrderCounts(db: Db) {
  await db.execute(sql`with folded as (delete from order_count_changes returning governorate, status, change)
    insert into order_counts as kept (governorate, status, orders)
    select governorate, status, sum(change) from folded group by 1, 2 order by 1, 2
    on conflict (governorate, status) do update set orders = kept.orders + excluded.orders`);
}

/**
 * Refreshes every sales rollup, CONCURRENTLY so that dashboards keep reading the old rows
 * meanwhile, after folding the orders' count changes. One instance at a time: the others find the
 * advisory lock taken and skip the round.
 * Returns whether this call did the refresh.
 */
export async function refreshSalesRollups(db: Db): Promise<boolean> {
  await foldOrderCounts(db);
  return db
    .transaction(async (tx) => {
      const [lock] = await queryRows<{ taken: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext('sales_rollups')) as taken`,
      );
      if (!lock?.taken) return false;
      for (const view of SALES_ROLLUPS) await tx.execute(sql.raw(`refresh materialized view concurrently ${view}`));
      const refreshedAt = new Date();
      await tx
        .insert(rollupRefreshes)
        .values({ name: 'sales', refreshedAt })
        .onConflictDoUpdate({ target: rollupRefreshes.name, set: { refreshedAt } });
      return true;
    })
    .then((refreshed) => {
      if (refreshed) answers.clear();
      return refreshed;
    });
}

/** When the figures were last refreshed (null before the first refresh). */
export async function rollupsRefreshedAt(db: Db): Promise<string | null> {
  const [row] = await db.select({ at: rollupRefreshes.refreshedAt }).from(rollupRefreshes);
  return row?.at.toISOString() ?? null;
}
