import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import { pleaseWaitForCode } from '@souk/shared/messages';
import { OTP_RESEND_SECONDS } from '@souk/shared/schemas/otp';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../http/throttle.ts';
import { codeSends } from './otp.tables.ts';

/**
 * Caps on sending codes to one recipient (ASVS 6.5 / NIST 800-63B). The address's share is the
 * route's `addressGate` (address-gate.ts): a challenge there, not an hour without codes.
 */
export const SEND_LIMITS = {
  cooldownSeconds: OTP_RESEND_SECONDS,
  perTargetQuarterHour: 3,
  perTargetDay: 10,
} as const;

const tooMany = (retryAfterSeconds: number) => tooManyRequests(retryAfterSeconds, pleaseWaitForCode(retryAfterSeconds));

/**
 * Checks the caps and records the send. Call inside a transaction: the advisory lock makes
 * concurrent sends to one recipient queue up, so a burst cannot slip past the caps.
 */
export async function reserveCodeSend(tx: Db, target: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-send:${target}`}))`);
  const now = Date.now();
  const [last] = await tx
    .select({ createdAt: codeSends.createdAt })
    .from(codeSends)
    .where(eq(codeSends.target, target))
    .orderBy(desc(codeSends.createdAt))
    .limit(1);
  if (last) {
    const waited = (now - last.createdAt.getTime()) / 1000;
    if (waited < SEND_LIMITS.cooldownSeconds) throw tooMany(SEND_LIMITS.cooldownSeconds - waited);
  }
  // Over a cap, the wait is until the oldest send in its window drops out of it.
  const capWindow = async (seconds: number, cap: number) => {
    const [window] = await tx
      .select({ total: count(), oldest: min(codeSends.createdAt) })
      .from(codeSends)
      .where(and(eq(codeSends.target, target), gt(codeSends.createdAt, new Date(now - seconds * 1000))));
    if (window && window.total >= cap && window.oldest)
      throw tooMany((window.oldest.getTime() + seconds * 1000 - now) / 1000);
  };
  await capWindow(15 * 60, SEND_LIMITS.perTargetQuarterHour);
  await capWindow(24 * 3600, SEND_LIMITS.perTargetDay);
  await tx.insert(codeSends).values({ target, ip });
}
