import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { STAFF_TYPES } from '../roles.ts';

/** Issue 14: a staff account as an admin creates it; its password is generated and shown once. */
export const staffCreateSchema = z
  .object({
    userName: z
      .string({ error: MESSAGES.staffUserNameInvalid })
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,30}$/, MESSAGES.staffUserNameInvalid),
    fullName: z.string({ error: MESSAGES.firstNameRequired }).trim().min(1, MESSAGES.firstNameRequired).max(80),
    email: z.email(MESSAGES.newsletterEmailInvalid).transform((value) => value.toLowerCase()),
    phone: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^\d{8}$/, MESSAGES.supportPhoneEightDigits)
        .optional(),
    ),
    userType: z.enum(STAFF_TYPES, MESSAGES.staffTypeInvalid),
    canViewDashboard: z.boolean().default(true),
  })
  .strict();
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

export const staffPatchSchema = z
  .object({
    fullName: staffCreateSchema.shape.fullName,
    userType: staffCreateSchema.shape.userType,
    isActive: z.boolean(),
    canViewDashboard: z.boolean(),
  })
  .partial()
  .strict();
export type StaffPatch = z.output<typeof staffPatchSchema>;

export const buyerSearchSchema = z.object({
  q: z.string({ error: MESSAGES.buyerSearchTooShort }).trim().min(3, MESSAGES.buyerSearchTooShort).max(100),
});
