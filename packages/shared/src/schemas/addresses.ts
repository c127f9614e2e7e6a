import { z } from 'zod';
import { LOCATION_LABELS } from '../locations.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './auth.ts';

/** How many addresses a buyer keeps (MESSAGES.addressBookFull says 10). */
export const MAX_ADDRESSES = 10;

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/**
 * An address in a buyer's address book (issue 41): checkout's shipping fields and their words
 * (spec 2 section 5), with the building, floor and notes a courier needs in Lebanon. The phone is
 * typed as 8 digits; the API keeps it with +961.
 */
export const savedAddressSchema = z.object({
  label: optionalText(40),
  location: z.enum(LOCATION_LABELS as [string, ...string[]], { error: MESSAGES.locationRequired }),
  city: requiredText(MESSAGES.cityRequired, 80),
  streetAddress: requiredText(MESSAGES.streetRequired, 200),
  building: optionalText(80),
  floor: optionalText(20),
  notes: optionalText(300),
  phone: requiredText(MESSAGES.shippingPhoneRequired, 20).regex(/^\d{8}$/, MESSAGES.phoneEightDigits),
  /** Make it the one checkout offers first (the first address always is). */
  isDefault: z.boolean().optional().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/** The order steps a buyer may also be told of by WhatsApp or SMS (issue 41). */
export const UPDATE_STEPS = ['shipped', 'out_for_delivery', 'delivered', 'refund'] as const;
export type UpdateStep = (typeof UPDATE_STEPS)[number];
export const UPDATE_CHANNELS = ['none', 'whatsapp', 'sms'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

const channel = z.enum(UPDATE_CHANNELS).optional().default('none');
export const updatePreferencesSchema = z.object({
  shipped: channel,
  out_for_delivery: channel,
  delivered: channel,
  refund: channel,
} satisfies Record<UpdateStep, typeof channel>);
export type UpdatePreferences = Record<UpdateStep, UpdateChannel>;
