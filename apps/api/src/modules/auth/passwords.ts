import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's recommended floor (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to
 * Argon2id; the tests check the stored hash says so.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Checked against when an account does not exist, so an unknown e-mail costs the same time as
 * a wrong password and timing tells an attacker nothing.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
