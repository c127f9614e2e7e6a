import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { CourierInput } from '@souk/shared/schemas/delivery';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { couriers } from './delivery.tables.ts';

type CourierRow = typeof couriers.$inferSelect;

export const courierView = (row: CourierRow) => ({
  _id: row.id,
  name: row.name,
  trackingUrl: row.trackingUrl,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every courier, active first, by name: what the admin's page lists. */
export async function listCouriers(db: Db) {
  const rows = await db
    .select()
    .from(couriers)
    .orderBy(sql`${couriers.active} desc`, asc(couriers.name));
  return rows.map(courierView);
}

/** The couriers a seller may ship with. */
export async function activeCouriers(db: Db) {
  const rows = await db.select().from(couriers).where(eq(couriers.active, true)).orderBy(asc(couriers.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, tracks: row.trackingUrl !== null }));
}

export async function activeCourier(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(couriers)
    .where(and(eq(couriers.id, id), eq(couriers.active, true)));
  return row;
}

async function nameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(sql`lower(${couriers.name}) = lower(${name})`, exceptId ? ne(couriers.id, exceptId) : undefined));
  return row !== undefined;
}

/** A new courier, audited; a second one of the same name (any case) is refused. */
export async function createCourier(db: Db, actorId: string, input: CourierInput) {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, input.name)) throw new HttpError(409, MESSAGES.courierNameTaken);
    const [row] = await tx.insert(couriers).values(input).returning();
    await recordAudit(tx, { actorId, action: 'create', entity: 'courier', entityId: row!.id, after: input });
    return courierView(row!);
  });
}

/** A courier changed (name, tracking address, active); the parts already shipped with it keep it. */
export async function updateCourier(db: Db, actorId: string, id: string, input: CourierInput) {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, input.name, id)) throw new HttpError(409, MESSAGES.courierNameTaken);
    const [before] = await tx.select().from(couriers).where(eq(couriers.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.courierNotFound);
    const [row] = await tx
      .update(couriers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(couriers.id, id))
      .returning();
    if (!row) throw new HttpError(404, MESSAGES.courierNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'courier',
      entityId: id,
      before: courierView(before),
      after: input,
    });
    return courierView(row);
  });
}
