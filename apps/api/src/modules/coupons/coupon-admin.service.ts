import { count, desc, eq, notLike } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd, usdToCents } from '@souk/shared/money';
import { fixedCouponCoversMinimum, type CouponInput, type CouponPatch } from '@souk/shared/schemas/coupons';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { coupons } from './coupons.tables.ts';

type CouponRow = typeof coupons.$inferSelect;

/** A coupon as admins read it: money in USD, percentages as they are, the redemption count. */
const couponView = (row: CouponRow, names: { category: string | null; seller: string | null }) => ({
  _id: row.id,
  code: row.code,
  kind: row.kind as 'percent' | 'fixed',
  value: row.kind === 'fixed' ? centsToUsd(row.value) : row.value,
  minSubtotal: centsToUsd(row.minSubtotalCents),
  category: row.categoryId ? { _id: row.categoryId, name: names.category } : null,
  seller: row.sellerId ? { _id: row.sellerId, businessName: names.seller } : null,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  perUserLimit: row.perUserLimit,
  oncePerPhone: row.oncePerPhone,
  redemptionsCount: row.redemptionsCount,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Admins' coupons: not the single-use welcome codes the newsletter mints, one per subscriber (home.service). */
const ADMIN_COUPONS = notLike(coupons.code, 'NEWS-%');

export async function listCoupons(db: Db, query: { page: number; limit: number }) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ coupon: coupons, category: categories.nameEn, seller: sellerProfiles.businessName })
      .from(coupons)
      .leftJoin(categories, eq(categories.id, coupons.categoryId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, coupons.sellerId))
      .where(ADMIN_COUPONS)
      .orderBy(desc(coupons.createdAt), desc(coupons.code))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(coupons).where(ADMIN_COUPONS),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  return {
    coupons: rows.map((row) => couponView(row.coupon, row)),
    pagination: { page: query.page, limit: query.limit, total, totalPages },
  };
}

async function checkScope(
  db: Db,
  input: { categoryId?: string | null | undefined; sellerId?: string | null | undefined },
) {
  if (input.categoryId) {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
    if (!row) throw fieldError(400, 'categoryId', MESSAGES.categoryNotFound);
  }
  if (input.sellerId) {
    const [row] = await db
      .select({ id: sellerProfiles.userId })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, input.sellerId));
    if (!row) throw fieldError(400, 'sellerId', MESSAGES.sellerNotFound);
  }
}

/** The stored columns of an input or a patch: amounts in cents for a fixed coupon and the minimum. */
function columnsOf(input: CouponPatch, kind: string) {
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.value !== undefined ? { value: kind === 'fixed' ? usdToCents(input.value) : input.value } : {}),
    ...(input.minSubtotal !== undefined ? { minSubtotalCents: usdToCents(input.minSubtotal) } : {}),
    ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
    ...(input.sellerId !== undefined ? { sellerId: input.sellerId } : {}),
    ...(input.startsAt !== undefined ? { startsAt: input.startsAt ? new Date(input.startsAt) : null } : {}),
    ...(input.endsAt !== undefined ? { endsAt: input.endsAt ? new Date(input.endsAt) : null } : {}),
    ...(input.maxRedemptions !== undefined ? { maxRedemptions: input.maxRedemptions } : {}),
    ...(input.perUserLimit !== undefined ? { perUserLimit: input.perUserLimit } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
}

const UNIQUE_VIOLATION = '23505';
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const candidate = error as { code?: string; cause?: { code?: string } };
    if ((candidate.code ?? candidate.cause?.code) === UNIQUE_VIOLATION)
      throw fieldError(409, 'code', MESSAGES.couponCodeTaken);
    throw error;
  }
}

async function viewOf(db: Db, id: string) {
  const [row] = await db
    .select({ coupon: coupons, category: categories.nameEn, seller: sellerProfiles.businessName })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, coupons.sellerId))
    .where(eq(coupons.id, id));
  return couponView(row!.coupon, row!);
}

export async function createCoupon(db: Db, actorId: string, input: CouponInput) {
  const id = await uniqueCode(() =>
    db.transaction(async (tx) => {
      await checkScope(tx, input);
      const [row] = await tx
        .insert(coupons)
        .values({ code: input.code, kind: input.kind, value: 0, ...columnsOf(input, input.kind) })
        .returning();
      await recordAudit(tx, { actorId, action: 'create', entity: 'coupon', entityId: row!.id, after: row });
      return row!.id;
    }),
  );
  return viewOf(db, id);
}

/** An edit or a deactivation; a change of kind needs its value (a percentage is not an amount). */
export async function updateCoupon(db: Db, actorId: string, id: string, patch: CouponPatch) {
  await uniqueCode(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new HttpError(404, MESSAGES.couponNotFound);
      const kind = patch.kind ?? before.kind;
      if (kind !== before.kind && patch.value === undefined)
        throw fieldError(400, 'value', MESSAGES.couponValueInvalid);
      if (kind === 'percent' && patch.value !== undefined && (patch.value > 90 || !Number.isInteger(patch.value)))
        throw fieldError(400, 'value', MESSAGES.couponPercentInvalid);
      await checkScope(tx, patch);
      const [after] = await tx.update(coupons).set(columnsOf(patch, kind)).where(eq(coupons.id, id)).returning();
      if (after!.startsAt && after!.endsAt && after!.startsAt >= after!.endsAt)
        throw fieldError(400, 'endsAt', MESSAGES.couponDatesInvalid);
      // Cents on both sides: the fixed amount against the minimum order, whichever of them changed.
      if (!fixedCouponCoversMinimum({ kind: after!.kind, value: after!.value, minSubtotal: after!.minSubtotalCents }))
        throw fieldError(400, 'minSubtotal', MESSAGES.couponMinimumBelowAmount);
      await recordAudit(tx, {
        actorId,
        action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
        entity: 'coupon',
        entityId: id,
        before,
        after,
      });
    }),
  );
  return viewOf(db, id);
}
