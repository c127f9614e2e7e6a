import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@souk/shared/schemas/auth';
import { setGuestProbe } from './api-client.ts';
import { clearGuestId } from './identity.ts';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage.ts';

/**
 * The session itself is an HttpOnly cookie the web app never sees. The user record is kept only so
 * the router can guard pages without a round trip: local storage with "remember me", else session
 * storage (gone with the tab, like the session cookie).
 */
type Persistence = 'local' | 'session';

interface AuthState {
  user: PublicUser | null;
  persistence: Persistence;
}

/**
 * Enough of a check for a record this app wrote itself: the guard reads the account types, and the
 * profile request at start replaces the record anyway. (Not the zod schema: that would put zod into
 * the first screen's script.)
 */
const looksLikeUser = (value: unknown): value is PublicUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicUser)._id === 'string' &&
  Array.isArray((value as PublicUser).accountType);

function readStored(): AuthState {
  for (const kind of ['local', 'session'] as const) {
    const raw = readItem(kind, STORAGE_KEYS.user);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (looksLikeUser(parsed)) return { user: parsed, persistence: kind };
    } catch {
      // Corrupt entry: ignored and overwritten on the next login.
    }
    removeItem(kind, STORAGE_KEYS.user);
  }
  return { user: null, persistence: 'session' };
}

let state: AuthState = readStored();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

setGuestProbe(() => state.user === null);

export function setUser(user: PublicUser, persistence: Persistence = state.persistence) {
  removeItem(persistence === 'local' ? 'session' : 'local', STORAGE_KEYS.user);
  writeItem(persistence, STORAGE_KEYS.user, JSON.stringify(user));
  state = { user, persistence };
  emit();
}

/** Forgets the stored user only: used before a login and when the session turns out dead. */
export function clearUser() {
  removeItem('local', STORAGE_KEYS.user);
  removeItem('session', STORAGE_KEYS.user);
  if (state.user === null) return;
  state = { user: null, persistence: 'session' };
  emit();
}

/** Spec 1 section 4: logout also forgets the guest id and the seller and staff data. */
export function clearAllLocalAuth() {
  clearUser();
  clearGuestId();
  for (const key of [STORAGE_KEYS.sellerData, STORAGE_KEYS.staffData]) {
    removeItem('local', key);
    removeItem('session', key);
  }
}

export const getUser = () => state.user;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server renders every visitor a guest's page (one HTML for all), and a page it rendered hydrates
 * as that; the signed-in user's parts fill in right after.
 */
export function useAuthUser(): PublicUser | null {
  return useSyncExternalStore(
    subscribe,
    () => state.user,
    () => null,
  );
}
