import { and, asc, eq, exists, ne, or, sql } from 'drizzle-orm';
import { localDigits } from '@souk/shared/phone';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { sellerProfiles } from './sellers.tables.ts';

export type SellerProfileRow = typeof sellerProfiles.$inferSelect;

export async function findSellerProfile(db: Db, userId: string): Promise<SellerProfileRow | undefined> {
  const [profile] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)).limit(1);
  return profile;
}

/** Every seller route asks this (http/access.ts), so the query is built once and prepared by name on each connection. */
function prepareShopStatus(db: Db) {
  return db
    .select({ status: sellerProfiles.status })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sql.placeholder('sellerId')))
    .prepare('shop_status');
}
const shopStatusQueries = new WeakMap<Db, ReturnType<typeof prepareShopStatus>>();

export async function isShopSuspended(db: Db, sellerId: string): Promise<boolean> {
  let query = shopStatusQueries.get(db);
  if (!query) shopStatusQueries.set(db, (query = prepareShopStatus(db)));
  const [row] = await query.execute({ sellerId });
  return row?.status === 'suspended';
}

export function toSellerDetails(profile: SellerProfileRow) {
  return {
    _id: profile.userId,
    fullName: profile.fullName,
    businessName: profile.businessName,
    businessEmail: profile.businessEmail,
    businessPhone: localDigits(profile.businessPhone),
    businessDescription: profile.businessDescription,
    communicationMethod: profile.communicationMethod,
    dataEntryChoice: profile.dataEntryChoice,
    businessLocation: profile.businessLocation,
    businessAddress: profile.businessAddress,
    status: profile.status,
  };
}

/**
 * Spec 3 section 7, `sellers/by-subcategory`: the sellers a staff member may file a product under,
 * those whose shop is in the sub-category (chosen at onboarding, or already selling there).
 */
export async function sellersOfSubCategory(db: Db, subCategoryId: string, status: string) {
  const rows = await db
    .select({ profile: sellerProfiles, userName: users.userName, email: users.email })
    .from(sellerProfiles)
    .innerJoin(users, eq(users.id, sellerProfiles.userId))
    .where(
      and(
        eq(sellerProfiles.status, status),
        or(
          eq(sellerProfiles.productSubCategoryId, subCategoryId),
          exists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(
                and(
                  eq(products.sellerId, sellerProfiles.userId),
                  eq(products.subCategoryId, subCategoryId),
                  ne(products.status, 'archived'),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(sellerProfiles.businessName));
  return rows.map(({ profile, userName, email }) => ({
    _id: profile.userId,
    businessName: profile.businessName,
    fullName: profile.fullName,
    email: profile.businessEmail ?? email,
    businessPhone: localDigits(profile.businessPhone),
    status: profile.status,
    sellerId: { _id: profile.userId, userName },
  }));
}
