import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const optionalId = (message: string) => z.preprocess(emptyAsNull, z.uuid(message).nullable().optional());
const optionalCount = z.preprocess(
  emptyAsNull,
  z
    .number({ error: MESSAGES.couponLimitInvalid })
    .int(MESSAGES.couponLimitInvalid)
    .min(1, MESSAGES.couponLimitInvalid)
    .max(1_000_000, MESSAGES.couponLimitInvalid)
    .nullable()
    .optional(),
);
const optionalDate = z.preprocess(
  emptyAsNull,
  z.iso.datetime({ offset: true, error: MESSAGES.couponDatesInvalid }).nullable().optional(),
);

/**
 * Issue 14: a coupon as admins write it. A percentage of 1 to 90, or a fixed amount in USD; the
 * minimum order in USD; an optional category or seller scope; dates; limits per coupon and per buyer.
 */
const couponFields = {
  code: z
    .string({ error: MESSAGES.couponCodeInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,30}$/, MESSAGES.couponCodeInvalid),
  kind: z.enum(['percent', 'fixed'], MESSAGES.couponKindInvalid),
  value: z
    .number({ error: MESSAGES.couponValueInvalid })
    .positive(MESSAGES.couponValueInvalid)
    .max(10_000, MESSAGES.couponValueInvalid),
  minSubtotal: z
    .number({ error: MESSAGES.couponValueInvalid })
    .min(0, MESSAGES.couponValueInvalid)
    .max(100_000, MESSAGES.couponValueInvalid),
  categoryId: optionalId(MESSAGES.categoryNotFound),
  sellerId: optionalId(MESSAGES.sellerNotFound),
  startsAt: optionalDate,
  endsAt: optionalDate,
  maxRedemptions: optionalCount,
  perUserLimit: z
    .number({ error: MESSAGES.couponLimitInvalid })
    .int(MESSAGES.couponLimitInvalid)
    .min(1, MESSAGES.couponLimitInvalid)
    .max(100, MESSAGES.couponLimitInvalid),
  isActive: z.boolean(),
};

/**
 * A fixed amount off is never more than the order it comes off: its minimum order is at least the
 * amount (a $9,999 coupon with no minimum would make small orders free). An edit naming only one of
 * the two is checked against the stored other by the service.
 */
export const fixedCouponCoversMinimum = (coupon: { kind: string; value: number; minSubtotal: number }) =>
  coupon.kind !== 'fixed' || coupon.minSubtotal >= coupon.value;

const checkRules = (
  coupon: {
    kind?: 'percent' | 'fixed' | undefined;
    value?: number | undefined;
    minSubtotal?: number | undefined;
    startsAt?: string | null | undefined;
    endsAt?: string | null | undefined;
  },
  context: z.RefinementCtx,
) => {
  if (coupon.kind === 'percent' && coupon.value !== undefined && (coupon.value > 90 || !Number.isInteger(coupon.value)))
    context.addIssue({ code: 'custom', message: MESSAGES.couponPercentInvalid, path: ['value'] });
  if (coupon.startsAt && coupon.endsAt && coupon.startsAt >= coupon.endsAt)
    context.addIssue({ code: 'custom', message: MESSAGES.couponDatesInvalid, path: ['endsAt'] });
  if (
    coupon.kind !== undefined &&
    coupon.value !== undefined &&
    coupon.minSubtotal !== undefined &&
    !fixedCouponCoversMinimum({ kind: coupon.kind, value: coupon.value, minSubtotal: coupon.minSubtotal })
  )
    context.addIssue({ code: 'custom', message: MESSAGES.couponMinimumBelowAmount, path: ['minSubtotal'] });
};

export const couponInputSchema = z
  .object({
    ...couponFields,
    minSubtotal: couponFields.minSubtotal.default(0),
    perUserLimit: couponFields.perUserLimit.default(1),
    isActive: couponFields.isActive.default(true),
  })
  .strict()
  .superRefine(checkRules);
export type CouponInput = z.output<typeof couponInputSchema>;

/** An edit: any of the fields; the kind and value are checked together with what is stored. */
export const couponPatchSchema = z.object(couponFields).partial().strict().superRefine(checkRules);
export type CouponPatch = z.output<typeof couponPatchSchema>;
