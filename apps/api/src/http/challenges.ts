import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CounterStore } from './counter-store.ts';

/** Header carrying a solved challenge (the widget's base64 payload) with the request it unlocks. */
export const CHALLENGE_HEADER = 'x-altcha';
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * ALTCHA proof of work, self-hosted. PBKDF2 runs natively in the browser's workers: with these
 * figures a mid-range phone finds the counter in about a second, the server checks it in one
 * derivation (about a millisecond).
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
const COUNTER = { min: 500, max: 2000 } as const;
/** A payload is a few hundred bytes; anything much larger is not one. */
const MAX_PAYLOAD_CHARS = 4096;

/** Spent challenges share the throttle counters' store: the key names the nonce, kept until it expires. */
const SPENT_PREFIX = 'spent-challenge:';

export interface Challenges {
  issue(): Promise<Challenge>;
  /** True once per valid, unexpired, correctly solved challenge; false for anything else. */
  redeem(encoded: string | undefined): Promise<boolean>;
}

function decode(encoded: string | undefined): Payload | undefined {
  if (!encoded || encoded.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload> | null;
    return payload?.challenge?.parameters && payload.solution ? (payload as Payload) : undefined;
  } catch {
    return undefined;
  }
}

export function challengeService(counters: CounterStore, hmacKey: string): Challenges {
  return {
    issue: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER.max, COUNTER.min),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
      }),

    async redeem(encoded) {
      const payload = decode(encoded);
      if (!payload) return false;
      // A forged payload can make the library throw (bad hex, unknown algorithm): that is a refusal.
      const { challenge, solution } = payload;
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey }).catch(
        () => undefined,
      );
      const { expiresAt, nonce } = challenge.parameters;
      if (!result?.verified || !expiresAt) return false;
      // Spent until it expires; of two requests carrying one solution, only the first claim succeeds.
      return counters.claimOnce(`${SPENT_PREFIX}${nonce}`, new Date(expiresAt * 1000));
    },
  };
}
