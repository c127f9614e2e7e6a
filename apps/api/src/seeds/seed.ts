import { count } from 'drizzle-orm';
import { DEFAULT_VAT_RATE } from '@souk/shared/schemas/checkout';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import { hashPassword } from '../modules/auth/passwords.ts';
import { users } from '../modules/auth/auth.tables.ts';
import { sellerProfiles } from '../modules/sellers/sellers.tables.ts';
import type { ObjectStorage } from '../integrations/storage/storage.ts';
import type { Db } from '../db/client.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedDemoOrders } from './seed-orders.ts';
import { seedCouriers } from './seed-couriers.ts';
import { seedCustomerService } from './seed-cs.ts';
import { seedCoupons } from './seed-coupons.ts';

export const DEMO_PASSWORD = 'Souk@2026';

interface DemoAccount {
  userName: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  accountTypes: string[];
  staff?: boolean;
}

/** The demo accounts the README lists; every one has the password Souk@2026. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'buyer',
    email: 'buyer@souk.test',
    phone: '+96171000001',
    firstName: 'Rami',
    lastName: 'Haddad',
    accountTypes: ['buyer'],
  },
  {
    userName: 'seller.self',
    email: 'seller.self@souk.test',
    phone: '+96171000002',
    firstName: 'Nour',
    lastName: 'Khoury',
    accountTypes: ['buyer', 'seller_self_managed'],
  },
  {
    userName: 'seller.managed',
    email: 'seller.managed@souk.test',
    phone: '+96171000003',
    firstName: 'Karim',
    lastName: 'Saab',
    accountTypes: ['buyer', 'seller_managed'],
  },
  {
    userName: 'admin',
    email: 'admin@souk.test',
    phone: null,
    firstName: 'Maya',
    lastName: 'Aoun',
    accountTypes: ['admin'],
    staff: true,
  },
  {
    userName: 'superadmin',
    email: 'superadmin@souk.test',
    phone: null,
    firstName: 'Georges',
    lastName: 'Nassar',
    accountTypes: ['super_admin'],
    staff: true,
  },
  {
    userName: 'cs.agent',
    email: 'cs.agent@souk.test',
    phone: null,
    firstName: 'Lina',
    lastName: 'Fares',
    accountTypes: ['cs_agent'],
    staff: true,
  },
  {
    userName: 'cs.manager',
    email: 'cs.manager@souk.test',
    phone: null,
    firstName: 'Omar',
    lastName: 'Daher',
    accountTypes: ['cs_manager'],
    staff: true,
  },
  {
    userName: 'cs.supervisor',
    email: 'cs.supervisor@souk.test',
    phone: null,
    firstName: 'Rita',
    lastName: 'Salameh',
    accountTypes: ['cs_supervisor'],
    staff: true,
  },
  {
    userName: 'dataentry',
    email: 'dataentry@souk.test',
    phone: null,
    firstName: 'Hadi',
    lastName: 'Mansour',
    accountTypes: ['data_entry'],
    staff: true,
  },
  {
    userName: 'dataentry.admin',
    email: 'dataentry.admin@souk.test',
    phone: null,
    firstName: 'Sara',
    lastName: 'Itani',
    accountTypes: ['data_entry_admin'],
    staff: true,
  },
  {
    userName: 'sales.manager',
    email: 'sales.manager@souk.test',
    phone: null,
    firstName: 'Tarek',
    lastName: 'Chami',
    accountTypes: ['sales_manager'],
    staff: true,
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}

/** Demo accounts for a fresh database, in one transaction: all of them or none. */
async function seedAccounts(db: Db): Promise<string[]> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          userName: account.userName,
          email: account.email,
          phone: account.phone,
          phoneVerified: account.phone !== null,
          passwordHash: hashes[index]!,
          accountTypes: account.accountTypes,
          firstName: account.firstName,
          lastName: account.lastName,
          canViewDashboard: account.staff === true,
        })),
      )
      .returning({ id: users.id, userName: users.userName });
    const idOf = (userName: string) => inserted.find((row) => row.userName === userName)!.id;
    await tx.insert(sellerProfiles).values([
      {
        userId: idOf('seller.self'),
        fullName: 'Nour Khoury',
        businessName: 'Cedar Crafts',
        businessEmail: 'hello@cedarcrafts.test',
        businessPhone: '+96171000002',
        businessDescription: 'Handmade olive-wood kitchenware from the Chouf.',
        communicationMethod: 'whatsapp',
        dataEntryChoice: 'self_managed',
        businessLocation: 'Mount Lebanon - Deir el Qamar',
        businessAddress: 'Main square, Deir el Qamar',
        status: 'active',
      },
      {
        userId: idOf('seller.managed'),
        fullName: 'Karim Saab',
        businessName: 'Saab Electronics',
        businessEmail: 'sales@saabelectronics.test',
        businessPhone: '+96171000003',
        businessDescription: 'Phones, accessories and small appliances.',
        communicationMethod: 'email',
        dataEntryChoice: 'product_managed',
        businessLocation: 'Beirut - Hamra',
        businessAddress: 'Hamra Street, Beirut',
        status: 'active',
        plan: 'premium',
      },
    ]);
    return [idOf('seller.self'), idOf('seller.managed')];
  });
}

/** Everything a fresh demo needs: accounts, the catalogue with its images, coupons, a few orders, the desk's content. */
export async function seedDemo(
  db: Db,
  storage: ObjectStorage,
  options: { productCount?: number; vatRate?: number; lbpPerUsd?: number; progress?: (line: string) => void } = {},
): Promise<void> {
  const progress = options.progress ?? (() => undefined);
  progress('Seeding the demo: accounts...');
  const demoSellerIds = await seedAccounts(db);
  progress('Seeding the demo: the catalogue...');
  await seedCatalog(db, storage, demoSellerIds, options.productCount);
  progress('Seeding the demo: coupons and orders...');
  await seedCoupons(db);
  await seedCouriers(db);
  await seedDemoOrders(db, demoSellerIds, {
    vatRate: options.vatRate ?? DEFAULT_VAT_RATE,
    lbpPerUsd: options.lbpPerUsd ?? DEFAULT_LBP_PER_USD,
  });
  progress("Seeding the demo: the customer service desk's content...");
  await seedCustomerService(db);
}
