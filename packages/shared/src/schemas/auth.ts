import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ACCOUNT_TYPES } from '../roles.ts';

/** A required text field: missing, null or blank all give the spec's "required" message. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

export const emailField = (invalidMessage: string = MESSAGES.emailInvalid) =>
  requiredText(MESSAGES.emailRequired, 254)
    .pipe(z.email(invalidMessage))
    .transform((email) => email.toLowerCase());

/** Lebanese number: exactly 8 digits after +961, typed without the prefix. */
export const phoneField = requiredText(MESSAGES.phoneRequired, 20).regex(/^\d{8}$/, MESSAGES.phoneEightDigits);

/** Sign-up password rule of spec 1 section 5: 8+ characters with an uppercase letter. */
export const signupPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(8, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, MESSAGES.passwordUppercase);

/** The stricter rule of the reset and change steps: also a lowercase letter and a digit. */
export const strongPasswordField = signupPasswordField
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/\d/, MESSAGES.passwordDigit);

export const registerSchema = z
  .object({
    userName: requiredText(MESSAGES.userNameRequired, 50),
    email: emailField(),
    phone: phoneField,
    password: signupPasswordField,
    confirmPassword: z.string({ error: MESSAGES.retypeRequired }).min(1, MESSAGES.retypeRequired),
    // The client always sends buyer; any value is accepted and ignored (signup creates a buyer).
    accountType: z.union([z.string(), z.array(z.string())], { error: MESSAGES.accountTypeRequired }).optional(),
    /** From POST /api/otp/verify: proves the phone; without it the phone stays unverified. */
    verificationToken: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField(MESSAGES.loginEmailInvalid),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const staffLoginSchema = z.object({
  username: requiredText(MESSAGES.staffUsernameRequired, 50),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

const optionalName = z.string().trim().max(50, MESSAGES.nameTooLong).optional();

/** What a user may change on their own profile; roles, flags and verification are never here. */
export const profileUpdateSchema = z.object({
  userName: requiredText(MESSAGES.userNameRequired, 50).optional(),
  firstName: optionalName,
  lastName: optionalName,
  email: emailField().optional(),
  phone: phoneField.optional(),
  /** Needed only to change the e-mail or phone: a session alone must not be able to take the account. */
  currentPassword: z.string().max(128).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const verifyPasswordSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(128),
    newPassword: strongPasswordField,
    confirmPassword: z.string({ error: MESSAGES.retypeRequired }).min(1, MESSAGES.retypeRequired),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The user as every endpoint returns it (spec 1 section 3). */
export const publicUserSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  accountType: z.array(z.enum(ACCOUNT_TYPES as [string, ...string[]])),
  isSeller: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  initials: z.string(),
  permissions: z.object({ canViewDashboard: z.boolean() }),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
