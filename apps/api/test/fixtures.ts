import { inArray } from 'drizzle-orm';
import type { AccountType } from '@souk/shared/roles';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { createSession } from '../src/modules/auth/sessions.ts';

/** A valid delivery address in Beirut, for orders placed by tests. */
export const DELIVERY_ADDRESS = {
  firstName: 'Rami',
  lastName: 'Haddad',
  email: 'rami@example.com',
  phone: '71123456',
  streetAddress: 'Bliss Street 12',
  city: 'Beirut',
  location: 'Beirut - Hamra',
  state: '',
  zipCode: '',
};

/** The seeded demo account of each seller and staff type (README, "Demo accounts"). */
export const DEMO_USER_NAMES: Record<Exclude<AccountType, 'buyer' | 'staff'>, string> = {
  seller_self_managed: 'seller.self',
  seller_managed: 'seller.managed',
  cs_agent: 'cs.agent',
  cs_manager: 'cs.manager',
  cs_supervisor: 'cs.supervisor',
  admin: 'admin',
  super_admin: 'superadmin',
  data_entry: 'dataentry',
  data_entry_admin: 'dataentry.admin',
  sales_manager: 'sales.manager',
};

/** A fresh session cookie and the id of each seeded demo account named (by user name). */
export async function demoSessions(db: Db, userNames: string[]) {
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const user of await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, userNames))) {
    ids[user.userName] = user.id;
    cookies[user.userName] = `souk_session=${(await createSession(db, user.id, false, {})).token}`;
  }
  return { cookies, ids };
}
