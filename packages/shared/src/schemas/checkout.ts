import { z } from 'zod';
import { LOCATION_LABELS } from '../locations.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './auth.ts';

export const PAYMENT_METHODS = ['cash_on_delivery', 'credit_card', 'whish_money', 'omt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_VAT_RATE = 0.11;

/** Where an order, and each seller's part of it, stands. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec 2 section 5, checkout form; the country is always Lebanon. */
export const shippingAddressSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired, 60),
  lastName: requiredText(MESSAGES.lastNameRequired, 60),
  email: requiredText(MESSAGES.emailRequired, 254)
    .pipe(z.email(MESSAGES.shippingEmailInvalid))
    .transform((email) => email.toLowerCase()),
  phone: requiredText(MESSAGES.shippingPhoneRequired, 20).regex(/^\d{8}$/, MESSAGES.phoneEightDigits),
  streetAddress: requiredText(MESSAGES.streetRequired, 200),
  city: requiredText(MESSAGES.cityRequired, 80),
  location: z.enum(LOCATION_LABELS as [string, ...string[]], { error: MESSAGES.locationRequired }),
  state: z.string().trim().max(80, 'Must be at most 80 characters').optional().default(''),
  zipCode: z.string().trim().max(20, 'Must be at most 20 characters').optional().default(''),
  country: z.literal('Lebanon').optional().default('Lebanon'),
  /** Issue 41: what a courier needs in Lebanon besides the street; optional, kept in the order's copy. */
  building: z.string().trim().max(80, 'Must be at most 80 characters').optional().default(''),
  floor: z.string().trim().max(20, 'Must be at most 20 characters').optional().default(''),
  notes: z.string().trim().max(300, 'Must be at most 300 characters').optional().default(''),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const couponSchema = z.object({
  couponCode: z.string({ error: MESSAGES.couponRequired }).trim().min(1, MESSAGES.couponRequired).max(40),
});

export const proceedToPaymentSchema = z.object({
  shippingAddress: shippingAddressSchema,
  couponCode: z.string().trim().max(40).optional().default(''),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash_on_delivery'),
  /** The same key twice (double click, retry) gives the same order. */
  idempotencyKey: z.uuid().optional(),
  /** Issue 41: deliver to this address of the buyer's book (its fields replace the form's). */
  addressId: z.uuid(MESSAGES.addressNotFound).optional(),
  /** Issue 41: keep the typed address in the buyer's book. */
  saveAddress: z.boolean().optional().default(false),
});

/** Spec 2 section 5, support request from checkout. */
export const supportRequestSchema = z.object({
  name: requiredText(MESSAGES.supportNameRequired, 100),
  phone: requiredText(MESSAGES.shippingPhoneRequired, 20).regex(/^\d{8}$/, MESSAGES.supportPhoneEightDigits),
  message: requiredText(MESSAGES.supportMessageRequired, 2000),
});
