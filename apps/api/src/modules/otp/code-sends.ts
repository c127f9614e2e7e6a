import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { OTP_RESEND_SECONDS } from '@souk/shared/schemas/otp';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { codeSends } from './otp.tables.ts';

/** Caps on sending codes (ASVS 6.5 / NIST 800-63B): per recipient and per address. */
export const SEND_LIMITS = {
  cooldownSeconds: OTP_RESEND_SECONDS,
  perTargetQuarterHour: 3,
  perTargetDay: 10,
  perAddressHour: 30,
} as const;

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * Checks the caps and records the send. Call inside a transaction: the advisory lock makes
 * concurrent sends to one recipient queue up, so a burst cannot slip past the caps.
 */
export async function reserveCodeSend(tx: Db, target: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-send:${target}`}))`);
  const now = Date.now();
  const [last] = await tx.select({ createdAt: codeSends.createdAt }).from(codeSends).where(eq(codeSends.target, target)).orderBy(desc(codeSends.createdAt)).limit(1);
  if (last) {
    const waited = (now - last.createdAt.getTime()) / 1000;
    if (waited < SEND_LIMITS.cooldownSeconds) throw tooMany(SEND_LIMITS.cooldownSeconds - waited);
  }
  const since = (seconds: number) => new Date(now - seconds * 1000);
  const countWhere = async (condition: ReturnType<typeof and>) => (await tx.select({ total: count() }).from(codeSends).where(condition))[0]?.total ?? 0;
  if ((await countWhere(and(eq(codeSends.target, target), gt(codeSends.createdAt, since(15 * 60))))) >= SEND_LIMITS.perTargetQuarterHour) throw tooMany(15 * 60);
  if ((await countWhere(and(eq(codeSends.target, target), gt(codeSends.createdAt, since(24 * 3600))))) >= SEND_LIMITS.perTargetDay) throw tooMany(3600);
  if ((await countWhere(and(eq(codeSends.ip, ip), gt(codeSends.createdAt, since(3600))))) >= SEND_LIMITS.perAddressHour) throw tooMany(3600);
  await tx.insert(codeSends).values({ target, ip });
}
