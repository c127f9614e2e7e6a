import type { ThrottleKey } from '../../http/throttle.ts';

/**
 * Password tries, counted per account and per address over a quarter of an hour. Past a few wrong
 * passwords the next try needs a solved challenge (the owner still logs in, a guesser pays for each
 * guess); only far above is the account or address refused, until the quarter hour ends.
 */
const WINDOW_SECONDS = 15 * 60;

export const accountKey = (identifier: string): ThrottleKey => ({
  key: `account:${identifier.toLowerCase()}`,
  windowSeconds: WINDOW_SECONDS,
  challengeAfter: 5,
  refuseAfter: 50,
});

/** Generous: many people share one public address (carriers, offices). */
export const addressKey = (ip: string): ThrottleKey => ({
  key: `address:${ip}`,
  windowSeconds: WINDOW_SECONDS,
  challengeAfter: 20,
  refuseAfter: 500,
});

/**
 * A signed-in user confirming the password (before changing it): only whoever holds the session
 * can try, so no challenge, and a plain refusal after ten wrong tries.
 */
export const passwordCheckKey = (userId: string): ThrottleKey => ({
  key: `account:verify:${userId}`,
  windowSeconds: WINDOW_SECONDS,
  challengeAfter: 10,
  refuseAfter: 10,
});
