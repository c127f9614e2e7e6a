import { OTP_RESEND_SECONDS, OTP_VALIDITY_MINUTES, type CodeSentReply } from '@souk/shared/schemas/otp';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** How long a sent code stays usable: validityMinutes x 60 (spec 1 section 4, default 5 minutes). */
export const validitySeconds = (reply: Partial<CodeSentReply>): number =>
  Math.round((positive(reply.validityMinutes) ? reply.validityMinutes : OTP_VALIDITY_MINUTES) * 60);

/**
 * Spec 1 section 4: the wait before another code may be asked for is resendAfterSeconds, then
 * cooldownSeconds, then the time left to expiresAt (never more than the validity), else 60 s.
 */
export function resendCooldownSeconds(reply: Partial<CodeSentReply>, now: number = Date.now()): number {
  if (positive(reply.resendAfterSeconds)) return Math.ceil(reply.resendAfterSeconds);
  if (positive(reply.cooldownSeconds)) return Math.ceil(reply.cooldownSeconds);
  const expiresAt = reply.expiresAt ? Date.parse(reply.expiresAt) : Number.NaN;
  if (Number.isFinite(expiresAt) && expiresAt > now)
    return Math.min(Math.ceil((expiresAt - now) / 1000), validitySeconds(reply));
  return OTP_RESEND_SECONDS;
}

export { formatClock } from '@souk/shared/messages';
