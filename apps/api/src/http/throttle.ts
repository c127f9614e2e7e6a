import { and, isNull, lt, or } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../modules/auth/auth.tables.ts';
import type { CounterStore } from './counter-store.ts';
import { HttpError, fieldError } from './envelope.ts';

/**
 * A counter per key (an account, an address and what it does) over a fixed window that starts with
 * its first attempt. Past `challengeAfter` attempts the next one needs a solved proof-of-work
 * challenge, so a person behind a shared address still gets through while a script pays for every
 * try; past `refuseAfter` the key is refused until its window ends (ARCHITECTURE.md section 9).
 */
export interface ThrottleKey {
  key: string;
  windowSeconds: number;
  challengeAfter: number;
  refuseAfter: number;
}

/** The 429 every limit answers with: when to come back, in the header and in the message. */
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyRequests) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A 403 whose only field error sits on `altcha`: the client shows the widget and sends the request again. */
export const challengeRequired = () => fieldError(403, 'altcha', MESSAGES.challengeRequired);

/**
 * Counts the attempt against every key, then lets it through, asks for a solved challenge
 * (`redeemChallenge` spends the one the request carries) or refuses it with 429 and Retry-After.
 */
export async function admit(
  counters: CounterStore,
  keys: ThrottleKey[],
  redeemChallenge: () => Promise<boolean>,
): Promise<void> {
  let retryAfter = 0;
  let challenge = false;
  for (const key of keys) {
    const { earlier, secondsLeft } = await counters.count(key.key, key.windowSeconds);
    if (earlier >= key.refuseAfter) retryAfter = Math.max(retryAfter, secondsLeft);
    else if (earlier >= key.challengeAfter) challenge = true;
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
  if (challenge && !(await redeemChallenge())) throw challengeRequired();
}

/** Takes back one counted attempt (a login that succeeded is not held against its address). */
export const forgiveAttempt = (counters: CounterStore, { key }: ThrottleKey) => counters.forgive(key);

export const clearAttempts = (counters: CounterStore, { key }: ThrottleKey) => counters.clear(key);

/** A counter is forgotten a day after its window began; a spent challenge once it has expired. */
const FORGET_AFTER_MS = 24 * 3600_000;

/**
 * The background sweep's share of the database counters (Redis expires its own): without it every
 * address ever seen would keep a row for good.
 */
export async function forgetStaleAttempts(db: Db, now = new Date()): Promise<number> {
  const stale = or(
    and(
      isNull(loginThrottle.blockedUntil),
      lt(loginThrottle.windowStartedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
    ),
    lt(loginThrottle.blockedUntil, now),
  );
  const removed = await db.delete(loginThrottle).where(stale).returning({ key: loginThrottle.key });
  return removed.length;
}
