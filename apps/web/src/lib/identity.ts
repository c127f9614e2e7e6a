import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function newId(): string {
  // randomUUID needs a secure context; plain-http LAN addresses fall back to getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function stableId(key: string): string {
  const stored = readItem('local', key);
  if (stored && UUID.test(stored)) return stored;
  const id = newId();
  writeItem('local', key, id);
  return id;
}

/** The visitor id travels with every request so the API can count visits; it outlives logins. */
export const visitorId = () => stableId(STORAGE_KEYS.visitorId);

/** Guests keep a cart and wish list by this id; the API accepts only well-formed UUIDs. */
export const guestId = () => stableId(STORAGE_KEYS.guestId);

/** Spec 1 section 4: logout forgets the guest id, so the next guest starts afresh. */
export const clearGuestId = () => removeItem('local', STORAGE_KEYS.guestId);
