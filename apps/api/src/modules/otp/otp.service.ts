import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALIDITY_MINUTES,
  type CodeSentReply,
  type DeliveryMethod,
} from '@souk/shared/schemas/otp';
import type { Db } from '../../db/client.ts';
import { HttpError, fieldError } from '../../http/envelope.ts';
import { toE164 } from '@souk/shared/phone';
import type { LanguageCode } from '@souk/shared/languages';
import { codeEmail } from '../emails/emails.tsx';
import { enqueueEmail } from '../emails/emails.service.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { reserveCodeSend } from './code-sends.ts';
import { codeMatches, codeMessage, hashCode, hashOpaqueToken, newCode, newToken } from './codes.ts';
import { otpCodes, phoneVerifications } from './otp.tables.ts';

/** A verified phone stays redeemable by sign-up for this long. */
const VERIFICATION_TOKEN_MINUTES = 30;

export interface SendCodeRequest {
  phone: string;
  email?: string | undefined;
  deliveryMethod: DeliveryMethod;
  purpose: string;
}

/** Is the phone someone's? `provenOnly` counts only numbers their holder proved with a code. */
export type PhoneTakenCheck = (phoneE164: string, provenOnly: boolean) => Promise<boolean>;

/**
 * Sends a fresh code (earlier live codes for the phone die with it). Caps, the new code and the
 * outgoing message are one transaction: a refused send leaves nothing behind. A code by SMS or
 * WhatsApp proves the phone, so only a proven holder blocks it; one by e-mail proves the e-mail alone.
 */
export async function sendCode(
  db: Db,
  codeKey: string,
  input: SendCodeRequest,
  ip: string,
  isPhoneTaken: PhoneTakenCheck,
  /** The reader's language, for a code sent by e-mail. */
  language: LanguageCode = 'en',
): Promise<CodeSentReply> {
  const phone = toE164(input.phone);
  if (input.purpose === 'signup' && (await isPhoneTaken(phone, input.deliveryMethod !== 'email'))) {
    throw fieldError(409, 'phone', MESSAGES.phoneTaken);
  }
  const code = newCode();
  const expiresAt = new Date(Date.now() + OTP_VALIDITY_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await reserveCodeSend(tx, phone, ip);
    const codeHash = hashCode(codeKey, code);
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      phone,
      email: input.email ?? null,
      purpose: input.purpose,
      deliveryMethod: input.deliveryMethod,
      codeHash,
      expiresAt,
    });
    if (input.deliveryMethod === 'email')
      await enqueueEmail(
        tx,
        input.email!,
        codeEmail({ language, purpose: 'verification', code, minutes: OTP_VALIDITY_MINUTES }),
      );
    else
      await enqueueMessage(tx, {
        channel: input.deliveryMethod,
        to: phone,
        subject: 'Your Souk verification code',
        body: codeMessage(code, OTP_VALIDITY_MINUTES),
      });
  });
  return {
    deliveryMethod: input.deliveryMethod,
    validityMinutes: OTP_VALIDITY_MINUTES,
    resendAfterSeconds: OTP_RESEND_SECONDS,
    cooldownSeconds: OTP_RESEND_SECONDS,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Checks a code. Each try is counted before the comparison, atomically, so parallel guesses
 * cannot exceed the limit; a right code is consumed once, and yields a verification token that
 * remembers where the code went (the phone, or only the e-mail it was sent to).
 */
export async function verifyCode(db: Db, codeKey: string, input: { phone: string; otp: string; purpose: string }) {
  const phone = toE164(input.phone);
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!code) throw fieldError(400, 'otp', MESSAGES.invalidCode);
  if (code.expiresAt.getTime() <= Date.now()) throw fieldError(400, 'otp', MESSAGES.codeExpired);
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, code.id), lt(otpCodes.attempts, OTP_MAX_WRONG_TRIES), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw fieldError(400, 'otp', MESSAGES.codeExhausted);
  if (!codeMatches(codeKey, input.otp, code.codeHash)) {
    throw fieldError(
      400,
      'otp',
      counted.attempts >= OTP_MAX_WRONG_TRIES ? MESSAGES.codeExhausted : MESSAGES.invalidCode,
    );
  }
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + VERIFICATION_TOKEN_MINUTES * 60_000);
  const consumed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (row) {
      await tx.insert(phoneVerifications).values({
        tokenHash: hash,
        phone,
        purpose: input.purpose,
        channel: code.deliveryMethod,
        email: code.email,
        expiresAt,
      });
    }
    return Boolean(row);
  });
  if (!consumed) throw fieldError(400, 'otp', MESSAGES.invalidCode);
  return { verificationToken: token, expiresAt: expiresAt.toISOString() };
}

/** What a redeemed code check proved: the phone itself, or only the e-mail the code was sent to. */
export type VerifiedContact = { phoneProven: true } | { phoneProven: false; email: string | null };

/** Redeems a verification token for this phone, once; a 400 when unknown, used or expired. */
export async function consumePhoneVerification(
  db: Db,
  token: string,
  phoneE164: string,
  purpose: string,
): Promise<VerifiedContact> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.tokenHash, hashOpaqueToken(token)),
        eq(phoneVerifications.phone, phoneE164),
        eq(phoneVerifications.purpose, purpose),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.expiresAt, new Date()),
      ),
    )
    .returning({ channel: phoneVerifications.channel, email: phoneVerifications.email });
  if (!row)
    throw new HttpError(400, MESSAGES.verificationExpired, [
      { msg: MESSAGES.verificationExpired, path: 'verificationToken' },
    ]);
  return row.channel === 'email' ? { phoneProven: false, email: row.email } : { phoneProven: true };
}
