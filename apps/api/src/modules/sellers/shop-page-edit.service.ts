import { eq } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { IMAGE_MESSAGES, sniffImageType, storeImage } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';
import { requireSellerProfile } from './seller-account.service.ts';
import type { SellerProfileRow } from './sellers.service.ts';
import { shopPhotos } from './shop-page.service.ts';
import { sellerProfiles } from './sellers.tables.ts';

/** The folder of the media store the shops' logos and banners are kept in. */
const SHOP_PHOTO_FOLDER = 'shops';

/**
 * The shop page as its seller edits it (issue 40): its address, whether visitors see it (an active
 * shop only), its name and descriptions as they are now (their changes wait for staff, in the
 * profile-change review) and its photos.
 */
function editorView(storage: ObjectStorage, profile: SellerProfileRow) {
  return {
    slug: profile.slug,
    status: profile.status,
    /** Visitors see the page only while the shop is active (pending or suspended: 404). */
    visible: profile.status === 'active',
    name: profile.businessName,
    description: profile.businessDescription,
    descriptionAr: profile.businessDescriptionAr,
    ...shopPhotos(storage, profile),
  };
}

export type ShopPageEditorView = ReturnType<typeof editorView>;

export async function shopPageForSeller(db: Db, storage: ObjectStorage, sellerId: string) {
  return editorView(storage, await requireSellerProfile(db, sellerId));
}

export interface ShopPhotoChange {
  /** A new logo or banner, as uploaded (already cropped by the seller's browser); checked and stored here. */
  logo?: Buffer;
  banner?: Buffer;
  /** Back to the initials, or to the site's colours. */
  removeLogo?: boolean;
  removeBanner?: boolean;
}

/**
 * The shop's logo and banner (issue 40), through the product photos' pipeline (`storeImage`: the
 * bytes must be a JPEG, PNG or WebP and decode, at most 8 MB, re-encoded to WebP in every width
 * without their metadata). Both are checked before either is stored. They apply at once (decision
 * 0020, "Editing the page"): the profile-change review keeps text alone. Audited with the keys
 * before and after, so staff can find and judge a photo; the shop's page is purged once committed.
 */
export async function setShopPhotos(db: Db, storage: ObjectStorage, sellerId: string, change: ShopPhotoChange) {
  const files = [change.logo, change.banner].filter((file): file is Buffer => file !== undefined);
  if (files.length === 0 && !change.removeLogo && !change.removeBanner)
    throw new HttpError(400, MESSAGES.shopPhotoRequired, [{ msg: MESSAGES.shopPhotoRequired, path: 'logo' }]);
  await requireSellerProfile(db, sellerId);
  if (files.some((file) => !sniffImageType(file))) throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  const logoKey = change.logo ? await storeImage(storage, change.logo, SHOP_PHOTO_FOLDER) : undefined;
  const bannerKey = change.banner ? await storeImage(storage, change.banner, SHOP_PHOTO_FOLDER) : undefined;
  const work = db.transaction(async (tx) => {
    const [before] = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.sellerDetailsNotFound);
    const set = {
      ...(logoKey ? { logoKey } : change.removeLogo ? { logoKey: null } : {}),
      ...(bannerKey ? { bannerKey } : change.removeBanner ? { bannerKey: null } : {}),
    };
    const [after] = await tx
      .update(sellerProfiles)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sellerProfiles.userId, sellerId))
      .returning();
    await recordAudit(tx, {
      actorId: sellerId,
      action: 'change_shop_photos',
      entity: 'seller',
      entityId: sellerId,
      before: { logoKey: before.logoKey, bannerKey: before.bannerKey },
      after: { logoKey: after!.logoKey, bannerKey: after!.bannerKey },
    });
    return after!;
  });
  // The photos show on the shop's own page alone (its header and its JSON-LD), as its ratings do.
  const after = await thenPurge(work, (profile) => ({ shopPages: [profile.slug] }));
  return editorView(storage, after);
}
