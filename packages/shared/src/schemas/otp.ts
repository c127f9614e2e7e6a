import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailField, phoneField } from './auth.ts';

/** Spec 1 sections 3 to 5: one-time codes to a Lebanese phone (or the e-mail), 6 digits. */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MINUTES = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_PURPOSES = ['signup'] as const;
export const DELIVERY_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const codeField = z
  .string({ error: MESSAGES.fullCodeRequired })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.fullCodeRequired);

export const sendCodeSchema = z
  .object({
    phone: phoneField,
    email: emailField().optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: MESSAGES.chooseSmsOrWhatsapp }),
    purpose: z.enum(OTP_PURPOSES).default('signup'),
  })
  .refine((body) => body.deliveryMethod !== 'email' || body.email, {
    message: MESSAGES.emailRequiredForEmailCode,
    path: ['email'],
  });
export type SendCodeInput = z.input<typeof sendCodeSchema>;

export const verifyCodeSchema = z.object({
  phone: phoneField,
  otp: codeField,
  purpose: z.enum(OTP_PURPOSES).default('signup'),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** What every send and resend answers (spec 1 section 3, send-code response). */
export interface CodeSentReply {
  deliveryMethod: DeliveryMethod;
  validityMinutes: number;
  resendAfterSeconds: number;
  cooldownSeconds: number;
  expiresAt: string;
}
