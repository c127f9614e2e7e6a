import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from './settings.tables.ts';

/** Each seller plan's commission on its delivered sales, unless staff set another (issue 13: 15%, 12%, 10%). */
export const DEFAULT_COMMISSION_RATES = { regular: 0.15, premium: 0.12, gold: 0.1 } as const;
export type SellerPlan = keyof typeof DEFAULT_COMMISSION_RATES;
export const commissionKey = (plan: SellerPlan) => `commission.${plan}`;

/** Read on each use (one indexed lookup), so a change applies at once without a restart. */
export async function commissionRates(db: Db): Promise<Record<SellerPlan, number>> {
  const plans = Object.keys(DEFAULT_COMMISSION_RATES) as SellerPlan[];
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, plans.map(commissionKey)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(plans.map((plan) => [plan, typeof stored.get(commissionKey(plan)) === 'number' ? (stored.get(commissionKey(plan)) as number) : DEFAULT_COMMISSION_RATES[plan]])) as Record<SellerPlan, number>;
}

export async function setSetting(db: Db, key: string, value: unknown, updatedBy: string) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}
