import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@souk/shared/schemas/otp';

/** A uniformly random 6-digit code from the CSPRNG. */
export const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * A code lives minutes and has a million values, so a password hash protects nothing a leaked table
 * would not give away by brute force, and burns CPU on every send. A keyed hash, with the key kept
 * out of the database (CODE_HASH_KEY), is cheap and cannot be reversed without the key.
 */
export const hashCode = (key: string, code: string) => createHmac('sha256', key).update(code).digest('hex');

export function codeMatches(key: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(key, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A 256-bit single-use token; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The text people receive, in both languages of the site. */
export const codeMessage = (code: string, minutes: number) =>
  `Souk: ${code} is your verification code. It expires in ${minutes} minutes.\nسوق: ${code} هو رمز التحقق. ينتهي خلال ${minutes} دقائق.`;
