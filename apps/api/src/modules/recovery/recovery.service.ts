import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { OTP_MAX_WRONG_TRIES } from '@souk/shared/schemas/otp';
import { RESET_CODE_SECONDS } from '@souk/shared/schemas/recovery';
import type { Db } from '../../db/client.ts';
import { HttpError, fieldError } from '../../http/envelope.ts';
import { findActiveUserByEmail, setPassword } from '../auth/auth.service.ts';
import { reserveCodeSend } from '../otp/code-sends.ts';
import { codeMatches, hashCode, hashOpaqueToken, newCode, newToken } from '../otp/codes.ts';
import { codeEmail } from '../emails/emails.tsx';
import { enqueueEmail, readerLanguage } from '../emails/emails.service.ts';
import { recoveryRequests } from './recovery.tables.ts';

/** After the code checks out, the new password must be chosen within this time. */
const RESET_TOKEN_MINUTES = 15;

const expired = () => new HttpError(400, MESSAGES.expiredToken);

/**
 * Starts a recovery: the same work, reply and caps whether or not the e-mail has an account;
 * only a real account gets the e-mail (`sent`, which the reply does not show).
 */
export async function forgotPassword(
  db: Db,
  codeKey: string,
  email: string,
  ip: string,
): Promise<{ token: string; sent: boolean }> {
  const user = await findActiveUserByEmail(db, email);
  const code = newCode();
  const request = newToken();
  await db.transaction(async (tx) => {
    await reserveCodeSend(tx, email, ip);
    const codeHash = hashCode(codeKey, code);
    await tx
      .update(recoveryRequests)
      .set({ consumedAt: new Date() })
      .where(and(eq(recoveryRequests.email, email), isNull(recoveryRequests.consumedAt)));
    await tx.insert(recoveryRequests).values({
      email,
      userId: user?.id ?? null,
      requestTokenHash: request.hash,
      codeHash,
      expiresAt: new Date(Date.now() + RESET_CODE_SECONDS * 1000),
    });
    if (user) {
      const language = await readerLanguage(tx, user.id);
      await enqueueEmail(
        tx,
        email,
        codeEmail({ language, purpose: 'password_reset', code, minutes: RESET_CODE_SECONDS / 60 }),
      );
    }
  });
  return { token: request.token, sent: Boolean(user) };
}

/** Checks the e-mailed code (5 tries, counted atomically) and hands out a single-use reset token. */
export async function verifyRecoveryCode(
  db: Db,
  codeKey: string,
  input: { email: string; verificationCode: string; token?: string | undefined },
) {
  const [request] = await db
    .select()
    .from(recoveryRequests)
    .where(
      and(
        eq(recoveryRequests.email, input.email),
        isNull(recoveryRequests.consumedAt),
        isNull(recoveryRequests.codeVerifiedAt),
        input.token ? eq(recoveryRequests.requestTokenHash, hashOpaqueToken(input.token)) : undefined,
      ),
    )
    .orderBy(desc(recoveryRequests.createdAt))
    .limit(1);
  if (!request) throw fieldError(400, 'verificationCode', MESSAGES.invalidCode);
  if (request.expiresAt.getTime() <= Date.now()) throw fieldError(400, 'verificationCode', MESSAGES.codeExpired);
  const [counted] = await db
    .update(recoveryRequests)
    .set({ attempts: sql`${recoveryRequests.attempts} + 1` })
    .where(and(eq(recoveryRequests.id, request.id), lt(recoveryRequests.attempts, OTP_MAX_WRONG_TRIES)))
    .returning({ attempts: recoveryRequests.attempts });
  if (!counted) throw fieldError(400, 'verificationCode', MESSAGES.codeExhausted);
  const matches = codeMatches(codeKey, input.verificationCode, request.codeHash);
  // An unknown e-mail has no code anyone could know; it fails like a wrong code.
  if (!matches || !request.userId) {
    throw fieldError(
      400,
      'verificationCode',
      counted.attempts >= OTP_MAX_WRONG_TRIES ? MESSAGES.codeExhausted : MESSAGES.invalidCode,
    );
  }
  const reset = newToken();
  const [verified] = await db
    .update(recoveryRequests)
    .set({
      codeVerifiedAt: new Date(),
      resetTokenHash: reset.hash,
      resetExpiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    })
    .where(and(eq(recoveryRequests.id, request.id), isNull(recoveryRequests.codeVerifiedAt)))
    .returning({ id: recoveryRequests.id });
  if (!verified) throw fieldError(400, 'verificationCode', MESSAGES.invalidCode);
  return { token: reset.token, resetToken: reset.token };
}

const liveResetToken = (token: string) =>
  and(
    eq(recoveryRequests.resetTokenHash, hashOpaqueToken(token)),
    isNull(recoveryRequests.consumedAt),
    gt(recoveryRequests.resetExpiresAt, sql`now()`),
  );

export async function checkResetToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ id: recoveryRequests.id })
    .from(recoveryRequests)
    .where(liveResetToken(token))
    .limit(1);
  if (!row) throw expired();
}

/** Sets the new password, spends the token and ends every session of the account, at once. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(recoveryRequests)
      .set({ consumedAt: new Date() })
      .where(liveResetToken(token))
      .returning({ userId: recoveryRequests.userId });
    if (!request?.userId) throw expired();
    await setPassword(tx, request.userId, password);
  });
}
