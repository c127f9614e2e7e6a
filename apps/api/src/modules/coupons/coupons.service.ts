import { and, count, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A cart line as coupons see it: who sells it, its category, what it costs. */
export interface CouponLine {
  sellerId: string;
  categoryId: string;
  lineCents: number;
}

const refuse = (message: string) => new HttpError(400, message, [{ msg: message, path: 'couponCode' }]);

export async function findCoupon(db: Db, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return coupon;
}

/**
 * Checks a coupon against a cart and a user and returns the discount in cents. The same rules
 * run when applying and, inside the order transaction, when redeeming.
 */
export async function couponDiscount(db: Db, code: string, lines: CouponLine[], userId: string | undefined, now = new Date()): Promise<{ coupon: CouponRow; discountCents: number }> {
  const coupon = await findCoupon(db, code);
  if (!coupon || !coupon.isActive) throw refuse(MESSAGES.couponInvalid);
  if ((coupon.startsAt && coupon.startsAt > now) || (coupon.endsAt && coupon.endsAt < now)) throw refuse(MESSAGES.couponExpired);
  if (coupon.maxRedemptions !== null && coupon.redemptionsCount >= coupon.maxRedemptions) throw refuse(MESSAGES.couponUsedUp);
  if (userId) {
    const [used] = await db.select({ total: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
    if ((used?.total ?? 0) >= coupon.perUserLimit) throw refuse(MESSAGES.couponAlreadyUsed);
  }
  const eligible = lines.filter((line) => (!coupon.categoryId || line.categoryId === coupon.categoryId) && (!coupon.sellerId || line.sellerId === coupon.sellerId));
  const eligibleCents = eligible.reduce((sum, line) => sum + line.lineCents, 0);
  if (eligibleCents === 0) throw refuse(MESSAGES.couponNotApplicable);
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  if (subtotal < coupon.minSubtotalCents) throw refuse(`This coupon needs a subtotal of at least $${(coupon.minSubtotalCents / 100).toFixed(2)}.`);
  const discountCents = coupon.kind === 'percent' ? Math.round((eligibleCents * coupon.value) / 100) : Math.min(coupon.value, eligibleCents);
  return { coupon, discountCents };
}

/**
 * Takes one use of the coupon for an order. The conditional update is atomic: however many
 * orders race for the last use, exactly one gets it; the row lock also orders per-user checks.
 */
export async function redeemCoupon(tx: Db, coupon: CouponRow, userId: string, orderId: string) {
  const [taken] = await tx
    .update(coupons)
    .set({ redemptionsCount: sql`${coupons.redemptionsCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), sql`(${coupons.maxRedemptions} is null or ${coupons.redemptionsCount} < ${coupons.maxRedemptions})`))
    .returning({ id: coupons.id });
  if (!taken) throw refuse(MESSAGES.couponUsedUp);
  const [used] = await tx.select({ total: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
  if ((used?.total ?? 0) >= coupon.perUserLimit) throw refuse(MESSAGES.couponAlreadyUsed);
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId });
}

/** A cancelled order gives its coupon use back. */
export async function releaseCoupon(tx: Db, orderId: string) {
  const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) await tx.update(coupons).set({ redemptionsCount: sql`greatest(${coupons.redemptionsCount} - 1, 0)` }).where(eq(coupons.id, couponId));
}
