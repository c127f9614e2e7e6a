import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { queryRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { couponRedemptions, coupons } from './coupons.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A cart line as coupons see it: who sells it, its category, what it costs. */
export interface CouponLine {
  sellerId: string;
  categoryId: string;
  lineCents: number;
}

/** The user's phone when a code proved it, else null: what once-per-phone coupons count by. */
const verifiedPhoneOf = (userId: string) =>
  sql`select u.phone from users u where u.id = ${userId} and u.phone_verified`;

const refuse = (message: string) => new HttpError(400, message, [{ msg: message, path: 'couponCode' }]);

/**
 * Checks a coupon against a cart and a user and returns the discount in cents. The same rules
 * run when applying and, inside the order transaction, when redeeming.
 */
export async function couponDiscount(
  db: Db,
  code: string,
  lines: CouponLine[],
  userId: string | undefined,
  now = new Date(),
): Promise<{ coupon: CouponRow; discountCents: number; appliesTo: boolean[] }> {
  // The coupon and the user's uses of it in one query. Columns are spelled out with their tables:
  // drizzle leaves them bare in a select of one table, and a bare "id" in the subquery meant the
  // redemption's own id, so a used coupon counted as never used until the order was placed.
  const [found] = await db
    .select({
      coupon: coupons,
      used: userId
        ? sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = coupons.id and r.user_id = ${userId})`
        : sql<number>`0`,
      verifiedPhone: userId ? sql<string | null>`(${verifiedPhoneOf(userId)})` : sql<null>`null`,
      usedByPhone: userId
        ? sql<boolean>`exists (select 1 from coupon_redemptions r where r.coupon_id = coupons.id and r.phone = (${verifiedPhoneOf(userId)}))`
        : sql<boolean>`false`,
    })
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()));
  const coupon = found?.coupon;
  if (!coupon || !coupon.isActive) throw refuse(MESSAGES.couponInvalid);
  if ((coupon.startsAt && coupon.startsAt > now) || (coupon.endsAt && coupon.endsAt < now))
    throw refuse(MESSAGES.couponExpired);
  if (coupon.maxRedemptions !== null && coupon.redemptionsCount >= coupon.maxRedemptions)
    throw refuse(MESSAGES.couponUsedUp);
  if (userId && found.used >= coupon.perUserLimit) throw refuse(MESSAGES.couponAlreadyUsed);
  if (userId && coupon.oncePerPhone) {
    if (!found.verifiedPhone) throw refuse(MESSAGES.couponNeedsVerifiedPhone);
    if (found.usedByPhone) throw refuse(MESSAGES.couponAlreadyUsed);
  }
  const { appliesTo, eligibleCents, subtotalCents, discountCents } = couponShare(coupon, lines);
  if (eligibleCents === 0) throw refuse(MESSAGES.couponNotApplicable);
  if (subtotalCents < coupon.minSubtotalCents)
    throw refuse(`This coupon needs a subtotal of at least $${(coupon.minSubtotalCents / 100).toFixed(2)}.`);
  return { coupon, discountCents, appliesTo };
}

/** Which lines a coupon applies to (its category or seller scope) and the discount it gives them. */
export function couponShare(
  coupon: Pick<CouponRow, 'kind' | 'value' | 'categoryId' | 'sellerId'>,
  lines: CouponLine[],
) {
  const appliesTo = lines.map(
    (line) =>
      (!coupon.categoryId || line.categoryId === coupon.categoryId) &&
      (!coupon.sellerId || line.sellerId === coupon.sellerId),
  );
  const eligibleCents = lines.reduce((sum, line, index) => sum + (appliesTo[index] ? line.lineCents : 0), 0);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const discountCents =
    coupon.kind === 'percent'
      ? Math.round((eligibleCents * coupon.value) / 100)
      : Math.min(coupon.value, eligibleCents);
  return { appliesTo, eligibleCents, subtotalCents, discountCents };
}

/**
 * Takes one use of the coupon for an order. The conditional update is atomic: however many
 * orders race for the last use, exactly one gets it; the row lock also orders per-user checks.
 */
export async function redeemCoupon(tx: Db, coupon: CouponRow, userId: string, orderId: string) {
  const [taken] = await tx
    .update(coupons)
    .set({ redemptionsCount: sql`${coupons.redemptionsCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        sql`(${coupons.maxRedemptions} is null or ${coupons.redemptionsCount} < ${coupons.maxRedemptions})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) throw refuse(MESSAGES.couponUsedUp);
  // A statement after the update, so it sees every use committed before this one got the row.
  const recorded = await queryRows<{ id: string }>(
    tx,
    sql`insert into coupon_redemptions (coupon_id, user_id, order_id, phone)
      select ${coupon.id}::uuid, ${userId}::uuid, ${orderId}::uuid, buyer.phone
      from (select (${verifiedPhoneOf(userId)}) as phone) buyer
      where (select count(*) from coupon_redemptions where coupon_id = ${coupon.id} and user_id = ${userId}) < ${coupon.perUserLimit}
        and (not ${coupon.oncePerPhone}::boolean
          or (buyer.phone is not null
            and not exists (select 1 from coupon_redemptions where coupon_id = ${coupon.id} and phone = buyer.phone)))
      returning id`,
  );
  if (recorded.length === 0) throw refuse(MESSAGES.couponAlreadyUsed);
}

/** A cancelled order gives its coupon use back. */
export async function releaseCoupon(tx: Db, orderId: string) {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released)
    await tx
      .update(coupons)
      .set({ redemptionsCount: sql`greatest(${coupons.redemptionsCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
}

/** Unambiguous letters and digits (no 0/O, 1/I/L) so a code read from an e-mail is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A percent-off code one buyer uses once (the newsletter's welcome gift); random, so it cannot be guessed. */
export async function mintSingleUseCoupon(tx: Db, prefix: string, percent: number, validDays: number) {
  const suffix = [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  const endsAt = new Date(Date.now() + validDays * 86_400_000);
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: `${prefix}-${suffix}`,
      kind: 'percent',
      value: percent,
      endsAt,
      maxRedemptions: 1,
      perUserLimit: 1,
    })
    .returning({ code: coupons.code });
  return coupon!.code;
}
