import { and, desc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { makeBuyers } from '../../../test/buyers.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { categories, colors, productImages, products, productVariants } from '../catalog/catalog.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerNotifications, sellerProfiles } from '../sellers/sellers.tables.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let png: Buffer;
let refs: { categoryId: string; subCategoryId: string; red: string; blue: string };

const login = async (userName: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  ids[userName] = user!.id;
  cookies[userName] = `souk_session=${(await createSession(t.db, user!.id, false, {})).token}`;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['seller.self', 'seller.managed', 'admin', 'dataentry', 'dataentry.admin']) await login(name);
  // Another self-managed seller, with its own active shop.
  const [other] = await makeBuyers(t.db, 1, 'otherseller');
  await t.db.update(users).set({ accountTypes: ['buyer', 'seller_self_managed'] }).where(eq(users.id, other!.id));
  await t.db.insert(sellerProfiles).values({ userId: other!.id, fullName: 'Other Seller', businessName: 'Other Shop', dataEntryChoice: 'self_managed', status: 'active' });
  cookies.other = other!.cookie;
  const [buyer] = await makeBuyers(t.db, 1, 'prodbuyer');
  cookies.buyer = buyer!.cookie;
  const [sub] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
  const palette = await t.db.select().from(colors).limit(2);
  refs = { categoryId: sub!.parentId!, subCategoryId: sub!.id, red: palette[0]!.id, blue: palette[1]!.id };
  png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b5482c' } }).png().toBuffer();
});
afterAll(() => t.close());

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

async function send(method: 'POST' | 'PUT', url: string, cookie: string | undefined, fields: Record<string, string>, files: Record<string, Buffer[]> = { images: [png] }) {
  const body = await multipart(fields, files);
  const response = await t.app.inject({ method, url, headers: { ...body.headers, ...(cookie ? { cookie } : {}) }, payload: body.payload });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data, errors: json.errors as { msg: string; path: string }[] | undefined };
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body?: object) {
  const response = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(body ? { payload: body } : {}) });
  const json = response.json();
  return { status: response.statusCode, message: json.message as string, data: json.data };
}

const create = (fields = baseFields(), cookie = cookies['seller.self']!) => send('POST', '/api/seller/products', cookie, fields);
const storefront = (id: string) => call('GET', `/api/products/product-details/${id}`);

describe('seller products', () => {
  it('a self-managed seller adds a product with two colour variants and an image; it waits in review, flags ignored', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    expect(created.message).toBe(MESSAGES.productCreated);
    const product = created.data.product;
    expect(product).toMatchObject({ name: 'Olive wood salad bowl', status: 'pending_review', isFeatured: false, isTodayDeal: false, seller: { businessName: 'Cedar Crafts' } });
    expect(product.variants.map((variant: { price: number; originalPrice: number | null; quantity: number }) => [variant.price, variant.originalPrice, variant.quantity])).toEqual([
      [19.99, 24.5, 12],
      [21.1, null, 3],
    ]);
    expect(product.inventory).toEqual({ quantity: 15, isOutOfStock: false, isLowStock: false });
    expect(product.images).toHaveLength(1);
    expect(product.primaryImage).toMatch(/\.webp$/);
    const [row] = await t.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ minPriceCents: 1999, maxPriceCents: 2110, totalQuantity: 15, maxDiscountPercent: 18, sellerActive: true });
    const [image] = await t.db.select().from(productImages).where(eq(productImages.productId, product._id));
    expect(image!.storageKey).toMatch(/^products\//);
    // Not on the storefront until approved.
    expect((await storefront(product._id)).status).toBe(404);
    const list = await call('GET', '/api/seller/products?limit=50', cookies['seller.self']);
    expect(list.data.products.map((item: { _id: string }) => item._id)).toContain(product._id);
    expect(list.data.pagination).toMatchObject({ page: 1, limit: 50, hasPrevPage: false });
  });

  it('bad forms get the spec words, nothing stored', async () => {
    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const short = await create({ ...baseFields(), name: 'ab', description: 'short' });
    expect(short.status).toBe(400);
    expect(Object.fromEntries(short.errors!.map((error) => [error.path, error.msg]))).toMatchObject({ name: MESSAGES.titleMin, description: MESSAGES.descriptionMin });
    const prices = await create({ ...baseFields(), 'variants[0][price]': '-1', 'variants[1][originalPrice]': '5', 'variants[1][quantity]': '-3' });
    expect(Object.fromEntries(prices.errors!.map((error) => [error.path, error.msg]))).toMatchObject({
      'variants.0.price': MESSAGES.priceInvalid,
      'variants.1.quantity': MESSAGES.quantityInvalid,
    });
    const below = await create({ ...baseFields(), 'variants[1][originalPrice]': '5' });
    expect(below.errors?.[0]).toEqual({ path: 'variants.1.originalPrice', msg: MESSAGES.originalPriceInvalid });
    const huge = await create({ ...baseFields(), 'variants[0][price]': '1e309', 'variants[0][quantity]': '99999999999' });
    expect(huge.status).toBe(400);
    const noImages = await send('POST', '/api/seller/products', cookies['seller.self'], baseFields(), {});
    expect(noImages).toMatchObject({ status: 400, message: MESSAGES.imagesRequired });
    const tooMany = await send('POST', '/api/seller/products', cookies['seller.self'], baseFields(), { images: Array.from({ length: 7 }, () => png) });
    expect(tooMany).toMatchObject({ status: 400, message: MESSAGES.imagesCount });
    const notImage = await send('POST', '/api/seller/products', cookies['seller.self'], baseFields(), { images: [Buffer.from('just text, not a picture')] });
    expect(notImage.status).toBe(415);
    const big = await send('POST', '/api/seller/products', cookies['seller.self'], baseFields(), { images: [Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)])] });
    expect(big.status).toBe(413);
    const nul = await create({ ...baseFields(), name: 'Bowl\u0000name' });
    expect(nul.status).toBe(400);
    const wrongSub = await create({ ...baseFields(), subCategory: refs.categoryId });
    expect(wrongSub.status).toBe(400);
    const noCategory = await create({ ...baseFields(), manufacturingSource: '', subCategory: '' });
    expect(Object.fromEntries(noCategory.errors!.map((error) => [error.path, error.msg]))).toMatchObject({ manufacturingSource: MESSAGES.manufacturingRequired, subCategory: MESSAGES.subCategoryRequired });
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('a SKU is generated when empty and must be unique across products', async () => {
    const first = await create({ ...baseFields(), 'variants[0][sku]': 'CEDAR-BOWL-1' });
    expect(first.data.product.variants[0].sku).toBe('CEDAR-BOWL-1');
    expect(first.data.product.variants[1].sku).toMatch(/^SK-/);
    const again = await create({ ...baseFields(), 'variants[0][sku]': 'CEDAR-BOWL-1' });
    expect(again).toMatchObject({ status: 409, message: MESSAGES.skuTaken });
  });

  it('who may do what: managed sellers read only, other sellers see 404, buyers and staff 403', async () => {
    const { data } = await create();
    const id = data.product._id as string;
    expect((await create(baseFields(), cookies['seller.managed'])).status).toBe(403);
    expect((await call('GET', '/api/seller/products', cookies['seller.managed'])).status).toBe(200);
    expect((await call('GET', '/api/seller/products', cookies.buyer)).status).toBe(403);
    expect((await call('GET', '/api/seller/products', cookies.admin)).status).toBe(403);
    expect((await call('GET', '/api/seller/products')).status).toBe(401);
    expect((await call('GET', `/api/seller/products/${id}`, cookies.other)).status).toBe(404);
    expect((await send('PUT', `/api/seller/products/self-managed/${id}`, cookies.other, baseFields())).status).toBe(404);
    expect((await call('DELETE', `/api/seller/products/${id}`, cookies.other)).status).toBe(404);
    expect((await call('DELETE', `/api/seller/products/${id}`, cookies['seller.managed'])).status).toBe(403);
    expect((await call('GET', `/api/products/seller/${ids['seller.self']}/products`, cookies.other)).status).toBe(404);
    expect((await call('GET', `/api/products/seller/${ids['seller.self']}/products`, cookies.dataentry)).status).toBe(200);
    const own = await call('GET', `/api/products/seller/${ids['seller.self']}/products?limit=50`, cookies['seller.self']);
    expect(own.data.products.map((product: { _id: string }) => product._id)).toContain(id);
    for (const path of ['colors', 'brands', 'categories-with-sub']) {
      expect((await call('GET', `/api/dashboard/data-entry/${path}`, cookies['seller.self'])).status).toBe(200);
      expect((await call('GET', `/api/dashboard/data-entry/${path}`, cookies['seller.managed'])).status).toBe(403);
      expect((await call('GET', `/api/dashboard/data-entry/${path}`, cookies.dataentry)).status).toBe(200);
    }
    const tree = await call('GET', '/api/dashboard/data-entry/categories-with-sub', cookies['seller.self']);
    expect(tree.data.categoriesWithSub[0].subCategories.length).toBeGreaterThan(0);
  });

  it('keyword of 3+ characters, filters and pages', async () => {
    await create({ ...baseFields(), name: 'Qalamoun spice jar set', 'variants[0][quantity]': '0', 'variants[1][quantity]': '2' });
    expect((await call('GET', '/api/seller/products?keyword=ab', cookies['seller.self'])).message).toBe(MESSAGES.searchMinChars);
    const found = await call('GET', '/api/seller/products?keyword=qalamoun', cookies['seller.self']);
    expect(found.data.products.map((product: { name: string }) => product.name)).toEqual(['Qalamoun spice jar set']);
    expect(found.data.products[0].stockStatus.message).toBe('Low Stock');
    const low = await call('GET', '/api/seller/products?stock=low&status=pending_review', cookies['seller.self']);
    expect(low.data.products.every((product: { inventory: { isLowStock: boolean }; status: string }) => product.inventory.isLowStock && product.status === 'pending_review')).toBe(true);
    const paged = await call('GET', '/api/seller/products?limit=2&page=2', cookies['seller.self']);
    expect(paged.data.products).toHaveLength(2);
    expect(paged.data.pagination).toMatchObject({ page: 2, hasPrevPage: true });
    expect((await call('GET', '/api/seller/products?limit=5000', cookies['seller.self'])).status).toBe(400);
  });
});

describe('review', () => {
  it('a reviewer publishes a new product; the seller is told; it is on the storefront', async () => {
    const { data } = await create({ ...baseFields(), name: 'Cedar cutting board' });
    const id = data.product._id as string;
    for (const who of ['dataentry', 'seller.self']) expect((await call('GET', '/api/dashboard/review/products', cookies[who])).status).toBe(403);
    const queue = await call('GET', '/api/dashboard/review/products?limit=50', cookies['dataentry.admin']);
    expect(queue.data.items.some((item: { kind: string; product: { _id: string } }) => item.kind === 'new' && item.product._id === id)).toBe(true);
    expect((await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies.dataentry, {})).status).toBe(403);
    const approved = await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies['dataentry.admin'], {});
    expect(approved).toMatchObject({ status: 200, message: 'Item Approved And Published' });
    expect((await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies.admin, {})).status).toBe(409);
    expect((await storefront(id)).status).toBe(200);
    const [notice] = await t.db.select().from(sellerNotifications).where(and(eq(sellerNotifications.productId, id), eq(sellerNotifications.kind, 'item_approved')));
    expect(notice?.title).toBe('Item Approved And Published');
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'hello@cedarcrafts.test')).orderBy(desc(outboxMessages.createdAt)).limit(1);
    expect(mail?.subject).toBe('Souk: Item Approved And Published');
  });

  it('an edit of a published product stays off the storefront until approved; a rejection keeps the live version and says why', async () => {
    const { data } = await create({ ...baseFields(), name: 'Olive oil soap' });
    const id = data.product._id as string;
    await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies.admin, {});
    const variantIds = data.product.variants.map((variant: { _id: string }) => variant._id);
    const edit = (name: string, price: string) =>
      send('PUT', `/api/seller/products/self-managed/${id}`, cookies['seller.self'], { ...baseFields(), name, 'variants[0][_id]': variantIds[0], 'variants[0][price]': price, 'variants[1][_id]': variantIds[1] }, {});
    const edited = await edit('Olive oil soap, large', '23.00');
    expect(edited).toMatchObject({ status: 200, message: MESSAGES.productEditPending, data: { product: { hasPendingEdit: true, name: 'Olive oil soap', status: 'published' } } });
    expect((await storefront(id)).data.product?.name ?? (await storefront(id)).data.name).toBe('Olive oil soap');

    const queue = await call('GET', '/api/dashboard/review/products?limit=50', cookies.admin);
    const item = queue.data.items.find((entry: { kind: string; product: { _id: string } }) => entry.kind === 'edit' && entry.product._id === id);
    expect(item.proposed).toMatchObject({ name: 'Olive oil soap, large' });
    expect((await call('POST', `/api/dashboard/review/products/${id}/reject`, cookies.admin, { revisionId: item.revisionId, reason: 'x' })).message).toBe(MESSAGES.rejectReasonRequired);
    await call('POST', `/api/dashboard/review/products/${id}/reject`, cookies.admin, { revisionId: item.revisionId, reason: 'The photo shows another product.' });
    const [notice] = await t.db.select().from(sellerNotifications).where(and(eq(sellerNotifications.productId, id), eq(sellerNotifications.kind, 'item_rejected')));
    expect(notice?.message).toBe('Olive oil soap was not published. Reason: The photo shows another product.');
    expect((await storefront(id)).status).toBe(200);

    // A second edit, approved: the variants keep their ids (order history points at them) and the price changes.
    await edit('Olive oil soap, large', '23.00');
    const again = (await call('GET', '/api/dashboard/review/products?limit=50', cookies.admin)).data.items.find((entry: { kind: string; product: { _id: string } }) => entry.product._id === id);
    await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies.admin, { revisionId: again.revisionId });
    const live = await call('GET', `/api/seller/products/${id}`, cookies['seller.self']);
    expect(live.data.product).toMatchObject({ name: 'Olive oil soap, large', hasPendingEdit: false });
    expect(live.data.product.variants.map((variant: { _id: string }) => variant._id)).toEqual(variantIds);
    expect(live.data.product.variants[0].price).toBe(23);
    const [row] = await t.db.select({ min: products.minPriceCents }).from(products).where(eq(products.id, id));
    expect(row!.min).toBe(2110);
  });

  it('delete archives: off the seller list and the storefront, its variants kept', async () => {
    const { data } = await create({ ...baseFields(), name: 'Clay water jug' });
    const id = data.product._id as string;
    await call('POST', `/api/dashboard/review/products/${id}/approve`, cookies.admin, {});
    const deleted = await call('DELETE', `/api/seller/products/${id}`, cookies['seller.self']);
    expect(deleted.message).toBe(MESSAGES.productDeleted);
    expect((await storefront(id)).status).toBe(404);
    expect((await call('GET', `/api/seller/products/${id}`, cookies['seller.self'])).status).toBe(404);
    const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, id));
    expect(row!.status).toBe('archived');
    expect(await t.db.select().from(productVariants).where(eq(productVariants.productId, id))).toHaveLength(2);
  });

  it('several products at once, all or nothing', async () => {
    const one = { name: 'Copper coffee pot', description: 'Hammered copper, tin lined inside.', manufacturingSource: 'Made in Lebanon', productCategory: refs.categoryId, subCategory: refs.subCategoryId, gender: 'unisex', variants: [{ price: '30', quantity: '4' }] };
    const fine = await send('POST', '/api/seller/products/multi', cookies['seller.self'], { products: JSON.stringify([one, { ...one, name: 'Copper tray' }]) }, { product_0_images: [png], product_1_images: [png] });
    expect(fine.status).toBe(201);
    expect(fine.data.products.map((product: { name: string }) => product.name)).toEqual(['Copper coffee pot', 'Copper tray']);
    const bad = await send('POST', '/api/seller/products/multi', cookies['seller.self'], { products: JSON.stringify([{ ...one, name: 'Copper cup' }, { ...one, name: 'x' }]) }, { product_0_images: [png], product_1_images: [png] });
    expect(bad.errors?.[0]).toEqual({ path: 'products.1.name', msg: MESSAGES.titleMin });
    expect(await t.db.select().from(products).where(eq(products.name, 'Copper cup'))).toHaveLength(0);
  });
});
