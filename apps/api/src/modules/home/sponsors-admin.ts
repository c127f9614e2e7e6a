import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { SponsorInput } from '@souk/shared/schemas/placements';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { imageUrls } from '../catalog/product-view.ts';
import { sponsors } from './home.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

/**
 * Issue 14: admins place sponsors on the home's partners strip for dates, as they place products
 * on the home lists; every change is audited in its transaction.
 */

type SponsorRow = typeof sponsors.$inferSelect;

/** Shown on the strip now: started and not yet ended. */
export const sponsorRunning = and(
  lte(sponsors.startsAt, sql`now()`),
  or(isNull(sponsors.endsAt), gt(sponsors.endsAt, sql`now()`)),
);

const sponsorView = (storage: ObjectStorage, row: SponsorRow) => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  logo: imageUrls(storage, row.logoKey).thumbnail,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  running: row.startsAt.getTime() <= Date.now() && (!row.endsAt || row.endsAt.getTime() > Date.now()),
});

/** Sponsors running now or later, in strip order; ended ones stay in the audit log. */
export async function manageSponsors(db: Db, storage: ObjectStorage) {
  const rows = await db
    .select()
    .from(sponsors)
    .where(or(isNull(sponsors.endsAt), gt(sponsors.endsAt, sql`now()`)))
    .orderBy(asc(sponsors.sortOrder), desc(sponsors.createdAt));
  return rows.map((row) => sponsorView(storage, row));
}

/** A new sponsor joins the end of the strip. */
export async function addSponsor(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  input: SponsorInput,
  logoKey: string,
) {
  const added = db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${sponsors.sortOrder}), -1)::int + 1` })
      .from(sponsors);
    const [row] = await tx
      .insert(sponsors)
      .values({
        name: input.name,
        url: input.url ?? null,
        logoKey,
        sortOrder: next,
        startsAt: input.startsAt ? new Date(input.startsAt) : new Date(),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
      })
      .returning();
    await recordAudit(tx, { actorId, action: 'create', entity: 'sponsor', entityId: row!.id, after: row });
    return sponsorView(storage, row!);
  });
  // The home shows the sponsors' strip.
  return thenPurge(added, 'lists');
}

/** Removing ends a sponsor now (or cancels one not yet started): what ran stays on record. */
export async function endSponsor(db: Db, actorId: string, id: string) {
  const ended = db.transaction(async (tx) => {
    const [before] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for('update');
    if (!before || (before.endsAt && before.endsAt <= new Date())) throw new HttpError(404, MESSAGES.sponsorNotFound);
    const now = new Date();
    const [after] = await tx
      .update(sponsors)
      .set({ endsAt: before.startsAt > now ? before.startsAt : now })
      .where(eq(sponsors.id, id))
      .returning();
    await recordAudit(tx, { actorId, action: 'end', entity: 'sponsor', entityId: id, before, after });
  });
  await thenPurge(ended, 'lists');
}
