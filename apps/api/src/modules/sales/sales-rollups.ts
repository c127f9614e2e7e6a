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
 * Refreshes every sales rollup, CONCURRENTLY so that dashboards keep reading the old rows
 * meanwhile. One instance at a time: the others find the advisory lock taken and skip the round.
 * Returns whether this call did the refresh.
 */
export async function refreshSalesRollups(db: Db): Promise<boolean> {
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
