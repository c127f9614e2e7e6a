import { asc, eq } from 'drizzle-orm';
import { isSitePath } from '@souk/shared/site-path';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { imageUrls } from '../catalog/product-view.ts';
import { mintSingleUseCoupon } from '../coupons/coupons.service.ts';
import { banners, newsletterSubscribers, sponsors } from './home.tables.ts';
import { sponsorRunning } from './sponsors-admin.ts';
import type { LanguageCode } from '@souk/shared/languages';
import { newsletterEmail } from '../emails/messages.ts';
import { enqueueEmail } from '../emails/emails.service.ts';

export async function listBanners(db: Db, storage: ObjectStorage) {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.sortOrder));
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    translations: {
      en: { title: row.title, description: row.description },
      ar: { title: row.titleAr || row.title, description: row.descriptionAr || row.description },
    },
    images: row.imageKeys.map((key) => imageUrls(storage, key)),
    // A link stored before the rule held is not shown: the carousel never leaves the site.
    linkUrl: row.linkUrl && isSitePath(row.linkUrl) ? row.linkUrl : null,
  }));
}

export async function listSponsors(db: Db, storage: ObjectStorage) {
  const rows = await db.select().from(sponsors).where(sponsorRunning).orderBy(asc(sponsors.sortOrder));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    logo: imageUrls(storage, row.logoKey).thumbnail,
    url: row.url,
  }));
}

/** The footer promises 10% off: the welcome code's percent and how long it lasts. */
const WELCOME_PERCENT = 10;
const WELCOME_DAYS = 90;

/**
 * A new subscriber is e-mailed a single-use welcome code, in the same transaction as the row.
 * Subscribing twice is fine: the reply is the same, one row remains and no second code is made.
 */
export async function subscribe(db: Db, email: string, language: LanguageCode = 'en') {
  await db.transaction(async (tx) => {
    const added = await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning();
    if (added.length === 0) return;
    const code = await mintSingleUseCoupon(tx, 'NEWS', WELCOME_PERCENT, WELCOME_DAYS);
    await enqueueEmail(tx, email, newsletterEmail(language, { code, percent: WELCOME_PERCENT, days: WELCOME_DAYS }));
  });
}

/** Stored for customer service and e-mailed to support, in one transaction. */
