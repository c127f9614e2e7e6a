import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { CAROUSEL_IMAGES, type bannerInputSchema, type bannerPatchSchema } from '@souk/shared/schemas/catalog-data';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { imageUrls } from '../catalog/product-view.ts';
import { banners } from './home.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

type BannerRow = typeof banners.$inferSelect;

const bannerView = (storage: ObjectStorage, row: BannerRow) => ({
  _id: row.id,
  title: row.title,
  titleAr: row.titleAr,
  description: row.description,
  descriptionAr: row.descriptionAr,
  linkUrl: row.linkUrl,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  // Spec 3 section 3: the first three images are the carousel's.
  images: row.imageKeys.map((key, index) => ({ ...imageUrls(storage, key), carousel: index < CAROUSEL_IMAGES })),
  createdAt: row.createdAt.toISOString(),
});

/** Every banner, shown or not, in carousel order. */
export async function manageBanners(db: Db, storage: ObjectStorage) {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.createdAt));
  return rows.map((row) => bannerView(storage, row));
}

/** A new banner goes last in the carousel. */
export async function createBanner(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  input: z.output<typeof bannerInputSchema>,
  imageKeys: string[],
) {
  const created = db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${banners.sortOrder}), -1)::int + 1` })
      .from(banners);
    const [row] = await tx
      .insert(banners)
      .values({ ...input, linkUrl: input.linkUrl ?? null, imageKeys, sortOrder: next })
      .returning();
    await recordAudit(tx, { actorId, action: 'create', entity: 'banner', entityId: row!.id, after: row });
    return bannerView(storage, row!);
  });
  // The home shows the banners.
  return thenPurge(created, 'lists');
}

/** New images, when sent, replace the banner's set. */
export async function updateBanner(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  id: string,
  patch: z.output<typeof bannerPatchSchema>,
  imageKeys: string[] | null,
) {
  const updated = db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.bannerNotFound);
    const [after] = await tx
      .update(banners)
      .set({ ...patch, ...(imageKeys ? { imageKeys } : {}) })
      .where(eq(banners.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
      entity: 'banner',
      entityId: id,
      before,
      after,
    });
    return bannerView(storage, after!);
  });
  return thenPurge(updated, 'lists');
}

export async function deleteBanner(db: Db, actorId: string, id: string) {
  const deleted = db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) throw new HttpError(404, MESSAGES.bannerNotFound);
    await recordAudit(tx, { actorId, action: 'delete', entity: 'banner', entityId: id, before });
  });
  await thenPurge(deleted, 'lists');
}
