/**
 * The one rule for links taken from input and stored or redirected to: a path on this site. Pure,
 * without zod, so the storefront's first screen can check a link cheaply; the schema piece is in
 * schemas/site-path.ts.
 */

/** The longest link we store (banner links, return targets). */
export const SITE_PATH_MAX = 300;

/**
 * Browsers drop tabs and newlines from a URL and read `\` as `/`, so `/\t/x` and `/\x` are the
 * site x; spaces and invisible characters have no place in a link either.
 */
const HIDDEN = /[\p{C}\p{Z}\s]/u;
// A server or router may undo percent-encoding, once or more, before it reads the path.
const DECODE_ROUNDS = 3;
// Only ASCII escapes can spell a slash, a dot or a control character.
const decodeAscii = (value: string) =>
  value.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function looksLocal(value: string): boolean {
  if (!value.startsWith('/') || value.includes('\\') || HIDDEN.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  // `//x` is another site; `/..//x` becomes `//x` once the dots are resolved.
  return !path.includes('//') && !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * True when `value` is a path on this site that no browser, server or router can read as another
 * site, however it is decoded: `/all-products?category=x` or `/product/abc#reviews`, never
 * `//x`, `/\x`, `/%2F%2Fx`, `javascript:` or `http://x`.
 */
export function isSitePath(value: string): boolean {
  let current = value;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (!looksLocal(current)) return false;
    const decoded = decodeAscii(current);
    if (decoded === current) return true;
    current = decoded;
  }
  // Still encoded after several rounds: no honest link is written like that.
  return false;
}

/** A redirect target taken from input: the path itself when it is on this site, else the fallback. */
export function sitePathOr(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && isSitePath(value) ? value : fallback;
}
