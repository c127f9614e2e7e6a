import { eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { users } from '../src/modules/auth/auth.tables.ts';
import { categories, colors } from '../src/modules/catalog/catalog.tables.ts';
import { sellerProfiles } from '../src/modules/sellers/sellers.tables.ts';
import { makeBuyers } from './buyers.ts';
import { demoSessions } from './fixtures.ts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the product tests share: a session for each demo account they use (by user name), a
 * second self-managed seller with an active shop (`other`), a buyer, a sub-category and two
 * colours of the seed, a real PNG, and the form and JSON calls.
 */
export async function productFixture(t: TestApp) {
  const { cookies, ids } = await demoSessions(t.db, [
    'seller.self',
    'seller.managed',
    'admin',
    'superadmin',
    'dataentry',
    'dataentry.admin',
    'cs.agent',
    'cs.manager',
    'cs.supervisor',
  ]);
  const [other] = await makeBuyers(t.db, 1, 'otherseller');
  await t.db
    .update(users)
    .set({ accountTypes: ['buyer', 'seller_self_managed'] })
    .where(eq(users.id, other!.id));
  await t.db.insert(sellerProfiles).values({
    userId: other!.id,
    fullName: 'Other Seller',
    businessName: 'Other Shop',
    dataEntryChoice: 'self_managed',
    status: 'active',
  });
  cookies.other = other!.cookie;
  ids.other = other!.id;
  const [buyer] = await makeBuyers(t.db, 1, 'prodbuyer');
  cookies.buyer = buyer!.cookie;
  const [sub] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
  const palette = await t.db.select().from(colors).limit(2);
  const refs = { categoryId: sub!.parentId!, subCategoryId: sub!.id, red: palette[0]!.id, blue: palette[1]!.id };
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b5482c' } })
    .png()
    .toBuffer();

  /** The add form of spec 2 section 7: two colour variants, and the flags and status a seller may not set. */
  const baseFields = (): Record<string, string> => ({
    name: 'Olive wood salad bowl',
    description: 'Carved by hand from one piece of olive wood.',
    manufacturingSource: 'Made in Lebanon',
    productCategory: refs.categoryId,
    subCategory: refs.subCategoryId,
    gender: 'unisex',
    isFeatured: 'true',
    isTodayDeal: 'true',
    status: 'published',
    'variants[0][color]': refs.red,
    'variants[0][price]': '19.99',
    'variants[0][originalPrice]': '24.50',
    'variants[0][quantity]': '12',
    'variants[0][isActive]': 'true',
    'variants[1][color]': refs.blue,
    'variants[1][price]': '21.10',
    'variants[1][quantity]': '3',
  });

  // The reply's JSON is read by each test's own expectations.
  const answer = (response: LightMyRequestResponse) => {
    const json = response.json();
    return {
      status: response.statusCode,
      message: json.message as string,
      data: json.data,
      errors: json.errors as { msg: string; path: string }[] | undefined,
    };
  };

  /** A multipart form, as the browser sends it. */
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    cookie: string | undefined,
    fields: Record<string, string>,
    files: Record<string, Buffer[]> = { images: [png] },
  ) => {
    const body = await multipart(fields, files);
    return answer(
      await t.app.inject({
        method,
        url,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        payload: body.payload,
      }),
    );
  };

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: object) =>
    answer(await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(body ? { payload: body } : {}) }));

  const create = (fields = baseFields(), cookie = cookies['seller.self']!) =>
    send('POST', '/api/seller/products', cookie, fields);
  const storefront = (id: string) => call('GET', `/api/products/product-details/${id}`);

  return { cookies, ids, refs, png, baseFields, send, call, create, storefront };
}
