import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { PlacementEdit, PlacementInput, PlacementList } from '@souk/shared/schemas/placements';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { products } from '../catalog/catalog.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { placements } from './promotions.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

/**
 * Issue 14: the one store of the home lists. Admins write here, accepted promotional requests
 * (promotions.service) and the sales overview (issue 16) too; a list shows what runs now, the
 * latest placement first, and every change is audited.
 */

/** The placements of a list running now or later, newest first. */
export async function listPlacements(db: Db, list: PlacementList) {
  const rows = await db
    .select({ placement: placements, productName: products.name, businessName: sellerProfiles.businessName })
    .from(placements)
    .innerJoin(products, eq(products.id, placements.productId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, products.sellerId))
    .where(and(eq(placements.list, list), or(isNull(placements.endsAt), gt(placements.endsAt, sql`now()`))))
    .orderBy(asc(placements.position), sql`${placements.createdAt} desc`)
    .limit(200);
  return rows.map(({ placement, productName, businessName }) => ({
    _id: placement.id,
    list: placement.list,
    productId: placement.productId,
    productName,
    businessName,
    position: placement.position,
    startsAt: placement.startsAt.toISOString(),
    endsAt: placement.endsAt?.toISOString() ?? null,
    source: placement.source,
    running: placement.startsAt.getTime() <= Date.now(),
  }));
}

/** `source` says who placed it: an admin, or the sales team from its overview (issue 16). */
export async function addPlacement(
  db: Db,
  actorId: string,
  input: PlacementInput,
  source: 'admin' | 'sales' = 'admin',
) {
  const added = db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.status, 'published'), eq(products.sellerActive, true)));
    if (!product) throw fieldError(400, 'productId', MESSAGES.placementProductNotLive);
    const [row] = await tx
      .insert(placements)
      .values({
        list: input.list,
        productId: input.productId,
        position: input.position,
        startsAt: input.startsAt ? new Date(input.startsAt) : new Date(),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        source,
        createdBy: actorId,
      })
      .returning();
    await recordAudit(tx, { actorId, action: 'create', entity: 'placement', entityId: row!.id, after: row });
    return row!;
  });
  // A home shelf (today's deals, featured...) changes: the home and the listings' order.
  return thenPurge(added, 'lists');
}

/** Removing ends a placement now: what ran stays on record. */
export async function endPlacement(db: Db, actorId: string, id: string) {
  const ended = db.transaction(async (tx) => {
    const [before] = await tx.select().from(placements).where(eq(placements.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.placementNotFound);
    const now = new Date();
    const [after] = await tx
      .update(placements)
      .set({ endsAt: before.startsAt > now ? before.startsAt : now })
      .where(eq(placements.id, id))
      .returning();
    await recordAudit(tx, { actorId, action: 'end', entity: 'placement', entityId: id, before, after });
  });
  await thenPurge(ended, 'lists');
}

/** The overview's edit dialog (issue 16): a placement's dates and its place in the list. */
export async function updatePlacement(db: Db, actorId: string, id: string, input: PlacementEdit) {
  const updated = db.transaction(async (tx) => {
    const [before] = await tx.select().from(placements).where(eq(placements.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.placementNotFound);
    const startsAt = input.startsAt ? new Date(input.startsAt) : before.startsAt;
    const endsAt = input.endsAt === undefined ? before.endsAt : input.endsAt === null ? null : new Date(input.endsAt);
    if (endsAt && endsAt <= startsAt) throw fieldError(400, 'endsAt', MESSAGES.couponDatesInvalid);
    const [after] = await tx
      .update(placements)
      .set({ startsAt, endsAt, position: input.position ?? before.position })
      .where(eq(placements.id, id))
      .returning();
    await recordAudit(tx, { actorId, action: 'update', entity: 'placement', entityId: id, before, after });
    return after!;
  });
  return thenPurge(updated, 'lists');
}
