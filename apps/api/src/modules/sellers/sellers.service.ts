import { eq } from 'drizzle-orm';
import { localDigits } from '@souk/shared/phone';
import type { Db } from '../../db/client.ts';
import { sellerProfiles } from './sellers.tables.ts';

export type SellerProfileRow = typeof sellerProfiles.$inferSelect;

export async function findSellerProfile(db: Db, userId: string): Promise<SellerProfileRow | undefined> {
  const [profile] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)).limit(1);
  return profile;
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
