import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Issue 41: how a seller's part travels. The steps a part takes after it is placed, in order;
 * refused (at the door) and cancelled are off the path.
 */
export const PART_STEPS = ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'] as const;
/** What a seller (or staff, for a managed seller's part) may set. */
export const SELLER_SETTABLE_STEPS = ['processing', 'shipped', 'out_for_delivery', 'delivered', 'refused'] as const;
export type SellerSettableStep = (typeof SELLER_SETTABLE_STEPS)[number];
/** Every status a part may hold. */
export const PART_STATUSES = ['pending', ...PART_STEPS, 'refused', 'cancelled'] as const;

/** Where a courier's tracking address puts the parcel's tracking number. */
export const TRACKING_NUMBER_SLOT = '{number}';

/** An https address holding the slot once, and no other braces. */
export function isTrackingPattern(value: string): boolean {
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) return false;
  const rest = value.split(TRACKING_NUMBER_SLOT);
  return rest.length === 2 && !/[{}]/.test(rest.join(''));
}

/** The courier's tracking page of one parcel, or null when the courier has no tracking address. */
export function trackingLink(pattern: string | null | undefined, trackingNumber: string | null | undefined) {
  if (!pattern || !trackingNumber || !isTrackingPattern(pattern)) return null;
  return pattern.replace(TRACKING_NUMBER_SLOT, encodeURIComponent(trackingNumber));
}

/** What an admin sends for a courier: a name, a tracking address (or none), active or not. */
export const courierSchema = z.object({
  name: z
    .string({ error: MESSAGES.courierNameRequired })
    .trim()
    .min(2, MESSAGES.courierNameRequired)
    .max(60, MESSAGES.courierNameRequired),
  trackingUrl: z
    .string({ error: MESSAGES.courierTrackingUrlInvalid })
    .trim()
    .max(300, MESSAGES.courierTrackingUrlInvalid)
    .refine((value) => value === '' || isTrackingPattern(value), MESSAGES.courierTrackingUrlInvalid)
    .transform((value) => value || null)
    .nullable()
    .default(null),
  active: z.boolean().default(true),
});
export type CourierInput = z.output<typeof courierSchema>;

/**
 * A part's next step as the seller sends it. Marking it shipped names the courier and the tracking
 * number, or says the seller delivers it itself; the spec's body (the status alone) is taken as the
 * seller's own delivery, so its clients keep working (decision 0024). A courier without its number,
 * or a number without its courier, is refused.
 */
export const partStepSchema = z
  .object({
    status: z.enum(SELLER_SETTABLE_STEPS, MESSAGES.orderStatusNotAllowed),
    courierId: z.uuid(MESSAGES.courierNotFound).optional(),
    trackingNumber: z.string().trim().max(60, MESSAGES.trackingNumberRequired).optional(),
    ownDelivery: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.status !== 'shipped' || value.ownDelivery || (!value.courierId && !value.trackingNumber)) return;
    if (!value.courierId) context.addIssue({ code: 'custom', path: ['courierId'], message: MESSAGES.courierRequired });
    else if (!value.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: MESSAGES.trackingNumberRequired });
  });
export type PartStep = z.output<typeof partStepSchema>;

/**
 * The expected delivery window the buyer is shown (decision 0024): from 1 to 3 days after the
 * parcel leaves, today once it is out for delivery. Dates as ISO strings (UTC days).
 */
export function expectedDelivery(part: { status: string; shippedAt: string | null; outForDeliveryAt: string | null }) {
  const day = 24 * 60 * 60 * 1000;
  if (part.status === 'out_for_delivery' && part.outForDeliveryAt)
    return { from: part.outForDeliveryAt, to: part.outForDeliveryAt };
  if (part.status === 'shipped' && part.shippedAt) {
    const shipped = new Date(part.shippedAt).getTime();
    return { from: new Date(shipped + day).toISOString(), to: new Date(shipped + 3 * day).toISOString() };
  }
  return null;
}
