import type { AccountType } from '@souk/shared/roles';

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
