/**
 * What the code screens hand the register page once a phone is proven: the phone and e-mail to
 * pre-fill, and the token POST /api/auth/register redeems to mark the phone verified. It travels
 * in router state only, so it is gone when the tab is.
 */
export interface SignupHandoff {
  email: string;
  phone: string;
  verificationToken: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function signupHandoffOf(state: unknown): SignupHandoff | null {
  if (!isRecord(state) || !isRecord(state.signup)) return null;
  const { email, phone, verificationToken } = state.signup;
  if (typeof email !== 'string' || typeof phone !== 'string' || typeof verificationToken !== 'string') return null;
  if (!/^\d{8}$/.test(phone) || !verificationToken) return null;
  return { email, phone, verificationToken };
}

/** The page a sign-up started from, kept along the way so signing up can return there. */
export const intendedPathOf = (state: unknown): string | null =>
  isRecord(state) && typeof state.from === 'string' ? state.from : null;
