/**
 * Browser storage can throw (private mode, quota, disabled cookies); the app must keep working
 * without it, so every access goes through these guards.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply does not persist.
  }
}

export function removeItem(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const STORAGE_KEYS = {
  user: 'souk.user',
  guestId: 'souk.guestId',
  visitorId: 'souk.visitorId',
  currency: 'souk.currency',
  language: 'souk.lang',
  sellerData: 'souk.sellerData',
  staffData: 'souk.staff',
} as const;
