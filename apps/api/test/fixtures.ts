import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountType } from '@souk/shared/roles';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { products, productVariants } from '../src/modules/catalog/catalog.tables.ts';

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
  for (const user of await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, userNames))) {
    ids[user.userName] = user.id;
    cookies[user.userName] = `souk_session=${(await createSession(db, user.id, false, {})).token}`;
  }
  return { cookies, ids };
}

export interface SellerLine {
  productId: string;
  variantId: string;
  sellerId: string;
}

/** A listed variant with more than 50 in stock and its product, the same one each run: room for a test's orders. */
export async function wellStockedItem(db: Db): Promise<{ productId: string; variantId: string }> {
  const [row] = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.quantity, 50),
        eq(productVariants.isActive, true),
        eq(products.status, 'published'),
        eq(products.sellerActive, true),
      ),
    )
    .orderBy(asc(productVariants.sku))
    .limit(1);
  return row!;
}

/**
 * One well-stocked published variant of each of `count` sellers (the first by SKU), for orders split
 * between sellers, and a session cookie for each of those sellers.
 */
export async function linesOfSellers(db: Db, count: number) {
  const rows = await db
    .select({ productId: products.id, variantId: productVariants.id, sellerId: products.sellerId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.quantity, 50), eq(products.allowBackorders, false), eq(products.status, 'published')))
    .orderBy(asc(productVariants.sku))
    .limit(300);
  const lines = rows
    .filter((row, index) => rows.findIndex((other) => other.sellerId === row.sellerId) === index)
    .slice(0, count);
  if (lines.length < count)
    throw new Error(`The seeded image has stocked products of ${lines.length} sellers, not ${count}.`);
  const sellerCookies = new Map<string, string>();
  for (const line of lines)
    sellerCookies.set(line.sellerId, `souk_session=${(await createSession(db, line.sellerId, false, {})).token}`);
  return { lines, sellerCookies };
}

/** The sandbox gateway's hosted page submitted as a buyer would: a card (or wallet) and pay or cancel. */
export const submitSandboxPage = (app: FastifyInstance, checkoutUrl: string, instrument: string, action = 'pay') =>
  app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ instrument, expiry: '1230', cvc: '123', action }).toString(),
  });
