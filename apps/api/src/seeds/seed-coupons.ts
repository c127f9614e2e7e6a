import { eq } from 'drizzle-orm';
import { categories } from '../modules/catalog/catalog.tables.ts';
import { coupons } from '../modules/coupons/coupons.tables.ts';
import type { Db } from '../db/client.ts';

/** The demo coupons the README lists. */
export async function seedCoupons(db: Db) {
  const [home] = await db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, 'Home & Kitchen'));
  const inAYear = new Date(Date.now() + 365 * 86_400_000);
  await db.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      minSubtotalCents: 2000,
      endsAt: inAYear,
      perUserLimit: 1,
      oncePerPhone: true,
    },
    { code: 'SOUK5', kind: 'fixed', value: 500, minSubtotalCents: 3000, endsAt: inAYear, perUserLimit: 3 },
    {
      code: 'CEDAR20',
      kind: 'percent',
      value: 20,
      categoryId: home?.id ?? null,
      endsAt: inAYear,
      maxRedemptions: 500,
      perUserLimit: 1,
    },
  ]);
}
