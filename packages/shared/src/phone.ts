/** Lebanese numbers: people type the 8 digits after +961; the database keeps E.164. */
export const LEBANON_PREFIX = '+961';
export const toE164 = (eightDigits: string) => `${LEBANON_PREFIX}${eightDigits}`;
export const localDigits = (phone: string | null) =>
  phone?.startsWith(LEBANON_PREFIX) ? phone.slice(LEBANON_PREFIX.length) : phone;
