import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailField, strongPasswordField } from './auth.ts';
import { codeField } from './otp.ts';

/** Spec 1 sections 4, 5 and 7: forgot password, code check, new password. */
export const RESET_CODE_SECONDS = 300;

export const forgotPasswordSchema = z.object({ email: emailField(MESSAGES.loginEmailInvalid) });

export const recoveryVerifySchema = z.object({
  email: emailField(MESSAGES.loginEmailInvalid),
  verificationCode: codeField,
  /** The token forgot-password handed out; binds the code to that request when sent. */
  token: z.string().max(200).optional(),
});

export const resetPasswordSchema = z
  .object({
    password: strongPasswordField,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: MESSAGES.resetPasswordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
