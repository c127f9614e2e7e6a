import { z } from 'zod';
import { LOCATION_LABELS } from '../locations.ts';
import { MESSAGES } from '../messages.ts';

export const PAYMENT_METHODS = ['cash_on_delivery', 'credit_card', 'whish_money', 'omt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_VAT_RATE = 0.11;

const required = (label: string, max = 120) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max);

/** Spec 2 section 5, checkout form; the country is always Lebanon. */
export const shippingAddressSchema = z.object({
  firstName: required('First name', 60),
  lastName: required('Last name', 60),
  email: required('Email', 254).pipe(z.email('Invalid email')).transform((email) => email.toLowerCase()),
  phone: required('Phone').regex(/^\d{8}$/, MESSAGES.phoneEightDigits),
  streetAddress: required('Street', 200),
  city: required('City', 80),
  location: z.enum(LOCATION_LABELS as [string, ...string[]], { error: 'Location is required' }),
  state: z.string().trim().max(80).optional().default(''),
  zipCode: z.string().trim().max(20).optional().default(''),
  country: z.literal('Lebanon').optional().default('Lebanon'),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const couponSchema = z.object({ couponCode: z.string({ error: MESSAGES.couponRequired }).trim().min(1, MESSAGES.couponRequired).max(40) });

export const proceedToPaymentSchema = z.object({
  shippingAddress: shippingAddressSchema,
  couponCode: z.string().trim().max(40).optional().default(''),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash_on_delivery'),
  /** The same key twice (double click, retry) gives the same order. */
  idempotencyKey: z.uuid().optional(),
});

/** Spec 2 section 5, support request from checkout. */
export const supportRequestSchema = z.object({
  name: required('Name', 100),
  phone: required('Phone').regex(/^\d{8}$/, 'Phone number must be exactly 8 digits.'),
  message: required('Message', 2000),
});
