import { hashPassword } from '../src/modules/auth/passwords.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import type { Db } from '../src/db/client.ts';

/** A shipping address checkout takes. */
export const SHIPPING_ADDRESS = {
  firstName: 'Maya',
  lastName: 'Khoury',
  email: 'maya@example.com',
  phone: '71123456',
  streetAddress: 'Mar Mikhael 4',
  city: 'Beirut',
  location: 'Beirut - Achrafieh',
};

/** The password of every buyer made here. */
export const BUYER_PASSWORD = 'Buyer-Pass1';

let shared: Promise<string> | undefined;

/** Many signed-in buyers at once, for concurrency tests: one password hash, sessions made directly. */
export async function makeBuyers(db: Db, count: number, prefix: string): Promise<{ id: string; cookie: string }[]> {
  shared ??= hashPassword(BUYER_PASSWORD);
  const passwordHash = await shared;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userName: `${prefix}${index}`,
        email: `${prefix}${index}@example.com`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (row) => {
      const session = await createSession(db, row.id, false, {});
      return { id: row.id, cookie: `souk_session=${session.token}` };
    }),
  );
}
