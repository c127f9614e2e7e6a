import { z } from 'zod';
import { codeField } from './schemas/otp.ts';

/**
 * Issue 41, cash on delivery that holds: the rules staff set in the admin settings, and their
 * defaults (decision 0025). Money in cents.
 */
export interface CashRules {
  /** A buyer with fewer delivered orders than this confirms each cash order by a code first. */
  confirmBelowDelivered: number;
  /** Hours an order waits for that confirmation before it is cancelled and its stock released. */
  confirmHours: number;
  /** At this many parcels refused at the door, cash on delivery is no longer offered. */
  refusalLimit: number;
  /** Added to a cash order's total, on its own line; 0 for none. */
  feeCents: number;
  /** Cash is not offered for an order whose total (fee included) is above this; null for no cap. */
  maxTotalCents: number | null;
}

export const DEFAULT_CASH_RULES: CashRules = {
  confirmBelowDelivered: 1,
  confirmHours: 24,
  refusalLimit: 2,
  feeCents: 0,
  maxTotalCents: null,
};

/** Why cash on delivery is not offered for a cart: parcels refused, or a total over the cap. */
export const CASH_UNAVAILABLE_REASONS = ['refusals', 'over_cap'] as const;
export type CashUnavailableReason = (typeof CASH_UNAVAILABLE_REASONS)[number];

/** Wrong codes an order's confirmation takes before a new code is needed. */
export const CASH_CONFIRM_MAX_TRIES = 5;
/** Seconds between two sends of a confirmation code. */
export const CASH_CONFIRM_RESEND_SECONDS = 60;

export const cashConfirmCodeSchema = z.object({ code: codeField });
export const cashConfirmLinkSchema = z.object({ token: z.string().trim().min(20).max(100) });
export const cashResendSchema = z.object({ via: z.enum(['whatsapp', 'sms']).default('whatsapp') });
