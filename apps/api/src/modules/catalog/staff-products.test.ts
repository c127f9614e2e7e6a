import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { productRevisions, products, productVariants } from './catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
const BASE = '/api/dashboard/data-entry/products';

beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
  // The other seller's shop is in the fixture's sub-category; a pending shop of it must not be offered.
  await t.db
    .update(sellerProfiles)
    .set({ productSubCategoryId: f.refs.subCategoryId })
    .where(eq(sellerProfiles.userId, f.ids.other!));
  await t.db
    .update(sellerProfiles)
    .set({ productSubCategoryId: f.refs.subCategoryId, status: 'pending' })
    .where(eq(sellerProfiles.userId, f.ids['seller.managed']!));
});
afterAll(() => t.close());

const staffFields = (extra: Record<string, string> = {}) => ({ ...f.baseFields(), sellerId: f.ids.other!, ...extra });
const pathsOf = (errors: { msg: string; path: string }[] | undefined) =>
  Object.fromEntries((errors ?? []).map((error) => [error.path, error.msg]));
const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length;
/** One product's fields as the n-th of a multi-create: `variants[0][price]` -> `products[n][variants][0][price]`. */
const nth = (index: number, fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key.replace(/^(\w+)/, `products[${index}][$1]`), value]),
  );
const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

describe('staff products', () => {
  it('refuses every path to visitors, buyers and sellers; data entry and admins pass', async () => {
    const paths: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', BASE],
      ['GET', `${BASE}/search?searchTerm=bowl`],
      ['POST', BASE],
      ['POST', `${BASE}/multi`],
      ['POST', `${BASE}/legacy`],
      ['DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`],
      ['GET', `/api/dashboard/data-entry/sellers/by-subcategory?subCategoryId=${f.refs.subCategoryId}`],
    ];
    for (const [method, url] of paths) {
      expect((await f.call(method, url)).status, `${method} ${url}`).toBe(401);
      for (const who of ['buyer', 'seller.self', 'seller.managed'])
        expect((await f.call(method, url, f.cookies[who])).status, `${who} ${method} ${url}`).toBe(403);
    }
    const put = await f.send(
      'PUT',
      `${BASE}/00000000-0000-4000-8000-000000000000`,
      f.cookies['seller.self'],
      staffFields(),
    );
    expect(put.status).toBe(403);
    for (const who of ['dataentry', 'dataentry.admin', 'admin', 'superadmin']) {
      const list = await f.call('GET', `${BASE}?limit=5`, f.cookies[who]);
      expect(list.status, who).toBe(200);
      expect(list.data.products).toHaveLength(5);
      expect(list.data.pagination).toMatchObject({ page: 1, limit: 5, hasNextPage: true, hasPrevPage: false });
    }
  });

  it('the seller picker lists the active shops of a sub-category; status picks others', async () => {
    const active = await f.call(
      'GET',
      `/api/dashboard/data-entry/sellers/by-subcategory?subCategoryId=${f.refs.subCategoryId}`,
      f.cookies.dataentry,
    );
    const names = active.data.sellers.map((seller: { businessName: string }) => seller.businessName);
    expect(names).toContain('Other Shop');
    expect(names).not.toContain('Karim Saab');
    expect(active.data.sellers.find((seller: { _id: string }) => seller._id === f.ids.other)).toMatchObject({
      status: 'active',
      sellerId: { _id: f.ids.other },
    });
    const pending = await f.call(
      'GET',
      `/api/dashboard/data-entry/sellers/by-subcategory?subCategoryId=${f.refs.subCategoryId}&status=pending`,
      f.cookies.admin,
    );
    expect(pending.data.sellers.map((seller: { _id: string }) => seller._id)).toEqual([f.ids['seller.managed']]);
    expect((await f.call('GET', '/api/dashboard/data-entry/sellers/by-subcategory', f.cookies.admin)).message).toBe(
      MESSAGES.subCategoryRequired,
    );
  });

  it('data entry creates a published product for a seller, flags kept, audited in the same write', async () => {
    const created = await f.send('POST', BASE, f.cookies.dataentry, staffFields({ name: 'Staff cedar tray' }), {
      images: [f.png],
      variant_1_images: [f.png],
    });
    expect(created.status).toBe(201);
    expect(created.message).toBe(MESSAGES.productCreated);
    expect(created.data.product).toMatchObject({
      name: 'Staff cedar tray',
      status: 'published',
      isFeatured: true,
      isTodayDeal: true,
      seller: { businessName: 'Other Shop' },
    });
    const id = created.data.product._id as string;
    expect((await f.storefront(id)).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ actorId: f.ids.dataentry, action: 'create', before: null });
    expect(entry!.after).toMatchObject({ name: 'Staff cedar tray', status: 'published', sellerId: f.ids.other });
    expect((entry!.after as { variants: unknown[] }).variants).toHaveLength(2);
    const found = await f.call('GET', `${BASE}/search?searchTerm=cedar%20tray`, f.cookies.dataentry);
    expect(found.data.products.map((product: { _id: string }) => product._id)).toEqual([id]);
    expect(found.data.products[0].seller).toMatchObject({ _id: f.ids.other, businessName: 'Other Shop' });
  });

  it('a product needs an active seller of its sub-category; a refused write stores nothing and audits nothing', async () => {
    const [products0, audits0] = [await productCount(), await auditCount()];
    const { sellerId: _omitted, ...noSeller } = staffFields();
    const missing = await f.send('POST', BASE, f.cookies.admin, noSeller);
    expect(missing).toMatchObject({ status: 400, message: MESSAGES.productSellerRequired });
    const pending = await f.send('POST', BASE, f.cookies.admin, staffFields({ sellerId: f.ids['seller.managed']! }));
    expect(pending).toMatchObject({ status: 400, message: MESSAGES.productSellerNotActive });
    expect(pathsOf(pending.errors)).toEqual({ sellerId: MESSAGES.productSellerNotActive });
    const short = await f.send('POST', BASE, f.cookies.admin, staffFields({ name: 'ab' }));
    expect(pathsOf(short.errors)).toMatchObject({ name: MESSAGES.titleMin });
    // Several at once: the second's seller is wrong, so the first is not kept either (nor its audit entry).
    const multi = await f.send(
      'POST',
      `${BASE}/multi`,
      f.cookies.admin,
      {
        ...nth(0, staffFields({ name: 'First of two' })),
        ...nth(1, staffFields({ name: 'Second of two', sellerId: f.ids['seller.managed']! })),
      },
      {
        product_0_images: [f.png],
        product_1_images: [f.png],
      },
    );
    expect(multi.status).toBe(400);
    expect(multi.message).toBe(MESSAGES.productSellerNotActive);
    expect([await productCount(), await auditCount()]).toEqual([products0, audits0]);
  });
});

describe('staff products: edit, delete, several at once', () => {
  it('an edit applies at once, publishes, supersedes a seller edit waiting for review, and is audited before and after', async () => {
    const created = await f.create(f.baseFields(), f.cookies.other);
    const id = created.data.product._id as string;
    const pendingFirst = await f.send(
      'PUT',
      `${BASE}/${id}`,
      f.cookies['dataentry.admin'],
      {
        ...f.baseFields(),
        name: 'Bowl by staff',
        'variants[0][_id]': created.data.product.variants[0]._id,
        'variants[0][price]': '17.50',
      },
      {},
    );
    expect(pendingFirst.status).toBe(200);
    expect(pendingFirst.message).toBe(MESSAGES.productUpdated);
    expect(pendingFirst.data.product).toMatchObject({
      name: 'Bowl by staff',
      status: 'published',
      hasPendingEdit: false,
    });
    expect(pendingFirst.data.product.variants[0]).toMatchObject({
      _id: created.data.product.variants[0]._id,
      price: 17.5,
    });
    // The seller edits the published product (held for review); a staff edit then supersedes it.
    const sellerEdit = await f.send(
      'PUT',
      `/api/seller/products/self-managed/${id}`,
      f.cookies.other,
      { ...f.baseFields(), name: 'Seller rename' },
      {},
    );
    expect(sellerEdit.message).toBe(MESSAGES.productEditPending);
    const staffEdit = await f.send(
      'PUT',
      `${BASE}/${id}`,
      f.cookies.admin,
      { ...f.baseFields(), name: 'Admin rename' },
      {},
    );
    expect(staffEdit.data.product).toMatchObject({ name: 'Admin rename', hasPendingEdit: false });
    const revisions = await t.db
      .select({ status: productRevisions.status })
      .from(productRevisions)
      .where(eq(productRevisions.productId, id));
    expect(revisions.map((row) => row.status)).toEqual(['superseded']);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)));
    expect(
      entries.map((entry) => [
        entry.action,
        (entry.before as { name: string }).name,
        (entry.after as { name: string }).name,
      ]),
    ).toEqual([
      ['update', 'Olive wood salad bowl', 'Bowl by staff'],
      ['update', 'Bowl by staff', 'Admin rename'],
    ]);
    const moved = await f.send(
      'PUT',
      `${BASE}/${id}`,
      f.cookies.admin,
      { ...f.baseFields(), sellerId: f.ids['seller.managed']! },
      {},
    );
    expect(moved).toMatchObject({ status: 400, message: MESSAGES.productSellerNotActive });
    expect(
      (await f.send('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, f.cookies.admin, f.baseFields(), {})).status,
    ).toBe(404);
  });

  it('delete archives: off the storefront and the table, kept in the database, audited; twice is 404', async () => {
    const created = await f.send('POST', BASE, f.cookies.dataentry, staffFields({ name: 'Short lived lamp' }));
    const id = created.data.product._id as string;
    const removed = await f.call('DELETE', `${BASE}/${id}`, f.cookies.dataentry);
    expect(removed).toMatchObject({ status: 200, message: MESSAGES.productDeleted });
    expect((await f.storefront(id)).status).toBe(404);
    const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, id));
    expect(row!.status).toBe('archived');
    expect((await t.db.select().from(productVariants).where(eq(productVariants.productId, id))).length).toBe(2);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'delete')));
    expect(entry).toMatchObject({ actorId: f.ids.dataentry, entity: 'product', after: { status: 'archived' } });
    expect((await f.call('DELETE', `${BASE}/${id}`, f.cookies.dataentry)).status).toBe(404);
    const search = await f.call('GET', `${BASE}/search?searchTerm=short%20lived`, f.cookies.dataentry);
    expect(search.data.products).toEqual([]);
  });

  it('several products at once, each under its seller', async () => {
    const made = await f.send(
      'POST',
      `${BASE}/multi`,
      f.cookies.admin,
      {
        ...nth(0, staffFields({ name: 'Twin one', 'variants[0][sku]': 'TWIN-1', 'variants[1][sku]': 'TWIN-1B' })),
        ...nth(1, staffFields({ name: 'Twin two' })),
      },
      {
        product_0_images: [f.png],
        product_1_variant_0_images: [f.png],
      },
    );
    expect(made.status).toBe(201);
    expect(
      made.data.products.map((product: { name: string; status: string }) => [product.name, product.status]),
    ).toEqual([
      ['Twin one', 'published'],
      ['Twin two', 'published'],
    ]);
    expect(made.data.products[0].variants[0].sku).toBe('TWIN-1');
    // A part of a SKU finds its product, whatever the case.
    const bySku = await f.call('GET', `${BASE}/search?searchTerm=win-1b`, f.cookies.admin);
    expect(bySku.data.products.map((product: { name: string }) => product.name)).toEqual(['Twin one']);
    // By its whole SKU too, from the product's kept search text; a SKU written again is found by its
    // new text at once, and no longer by its old one (issue 42).
    const found = async (text: string) =>
      (await f.call('GET', `${BASE}/search?searchTerm=${encodeURIComponent(text)}`, f.cookies.admin)).data.products.map(
        (product: { name: string }) => product.name,
      );
    expect(await found('TWIN-1B')).toEqual(['Twin one']);
    await t.db.update(productVariants).set({ sku: 'TWIN-9Z' }).where(eq(productVariants.sku, 'TWIN-1B'));
    expect(await found('twin-9z')).toEqual(['Twin one']);
    expect(await found('TWIN-1B')).toEqual([]);
    expect(await found('TWIN-1')).toEqual(['Twin one']);
    // LIKE's wildcards are matched as themselves.
    expect((await f.call('GET', `${BASE}/search?searchTerm=%25%25%25`, f.cookies.admin)).data.products).toEqual([]);
    const again = await f.send(
      'POST',
      `${BASE}/multi`,
      f.cookies.admin,
      nth(0, staffFields({ name: 'Twin three', 'variants[0][sku]': 'TWIN-1' })),
      { product_0_images: [f.png] },
    );
    expect(again).toMatchObject({ status: 409, message: MESSAGES.skuTaken });
    const searchShort = await f.call('GET', `${BASE}/search?searchTerm=tw`, f.cookies.admin);
    expect(searchShort).toMatchObject({ status: 400, message: MESSAGES.searchMinChars });
  });
});

describe('the legacy single-form post', () => {
  const legacy = (extra: Record<string, string> = {}) => ({
    name: 'Legacy linen shirt',
    price: '30',
    originalPrice: '40',
    'inventory[totalQuantity]': '9',
    manufacturingSource: 'Made in Lebanon',
    productCategory: f.refs.subCategoryId,
    description: 'A shirt of washed linen.',
    size: 'M',
    gender: 'men',
    sellerId: f.ids.other!,
    ...extra,
  });
  const post = (fields: Record<string, string>, files: Record<string, Buffer[]> = { images: [f.png] }) =>
    f.send('POST', `${BASE}/legacy`, f.cookies.dataentry, fields, files);

  it('gives every validation message of spec 3 section 5, and stores nothing', async () => {
    const before = await productCount();
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, MESSAGES.productNameRequired],
      [{ name: 'x'.repeat(101) }, MESSAGES.productNameMax],
      [{ productCategory: '' }, MESSAGES.subCategoryRequired],
      [{ manufacturingSource: '' }, MESSAGES.manufacturingRequired],
      [{ description: '' }, MESSAGES.productDescriptionRequired],
      [{ description: 'x'.repeat(701) }, MESSAGES.descriptionMax],
      [{ price: '-1' }, MESSAGES.priceInvalid],
      [{ price: 'abc' }, MESSAGES.priceInvalid],
      [{ originalPrice: '20' }, MESSAGES.originalPriceInvalid],
      [{ 'inventory[totalQuantity]': '-2' }, MESSAGES.quantityInvalid],
      [{ price: '999999999999999' }, MESSAGES.priceTooHigh],
      [{ 'inventory[totalQuantity]': '1e12' }, MESSAGES.quantityTooHigh],
      [{ size: '' }, MESSAGES.sizeRequired],
      [{ gender: '' }, MESSAGES.genderRequired],
      [{ hasColorVariants: 'true' }, MESSAGES.colorVariantRequired],
      [
        {
          hasColorVariants: 'true',
          'colorVariants[0][inventory][quantity]': '9',
          'colorVariants[0][inventory][sku]': 'LG-1',
        },
        MESSAGES.colorVariantColorRequired,
      ],
      [
        {
          hasColorVariants: 'true',
          'colorVariants[0][color]': f.refs.red,
          'colorVariants[0][inventory][quantity]': '9',
          'colorVariants[0][inventory][sku]': ' ',
        },
        MESSAGES.colorVariantSkuRequired,
      ],
      [
        {
          hasColorVariants: 'true',
          'colorVariants[0][color]': f.refs.red,
          'colorVariants[0][inventory][quantity]': '-1',
          'colorVariants[0][inventory][sku]': 'LG-1',
        },
        MESSAGES.quantityInvalid,
      ],
      [
        {
          hasColorVariants: 'true',
          'colorVariants[0][color]': f.refs.red,
          'colorVariants[0][inventory][quantity]': '4',
          'colorVariants[0][inventory][sku]': 'LG-1',
        },
        MESSAGES.colorVariantTotal,
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await post(legacy(change));
      expect([answer.status, answer.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect((await post(legacy(), {})).message).toBe(MESSAGES.imagesCount);
    expect((await post(legacy(), { images: Array(7).fill(f.png) })).message).toBe(MESSAGES.imagesCount);
    const noVariantImage = await post(
      legacy({
        hasColorVariants: 'true',
        'colorVariants[0][color]': f.refs.red,
        'colorVariants[0][inventory][quantity]': '9',
        'colorVariants[0][inventory][sku]': 'LG-1',
      }),
    );
    expect(noVariantImage.message).toBe(MESSAGES.colorVariantImageRequired);
    expect(await productCount()).toBe(before);
  });

  it('maps onto the same product: one variant, or one per colour with its quantity, SKU and images', async () => {
    const single = await post(legacy());
    expect(single.status).toBe(201);
    expect(single.data.product).toMatchObject({
      name: 'Legacy linen shirt',
      status: 'published',
      category: { _id: f.refs.categoryId },
      subCategory: { _id: f.refs.subCategoryId },
      gender: 'men',
    });
    expect(
      single.data.product.variants.map(
        (variant: { size: string; price: number; originalPrice: number; quantity: number }) => [
          variant.size,
          variant.price,
          variant.originalPrice,
          variant.quantity,
        ],
      ),
    ).toEqual([['M', 30, 40, 9]]);
    const colours = await post(
      legacy({
        name: 'Legacy two-colour shirt',
        hasColorVariants: 'true',
        isFeatured: 'true',
        'colorVariants[0][color]': f.refs.red,
        'colorVariants[0][inventory][quantity]': '5',
        'colorVariants[0][inventory][sku]': 'LG-RED',
        'colorVariants[1][color]': f.refs.blue,
        'colorVariants[1][inventory][quantity]': '4',
        'colorVariants[1][inventory][sku]': 'LG-BLUE',
      }),
      { images: [f.png, f.png], 'colorVariants[0][images]': [f.png], 'colorVariants[1][images]': [f.png, f.png] },
    );
    expect(colours.status).toBe(201);
    const product = colours.data.product;
    expect(product.isFeatured).toBe(true);
    expect(
      product.variants.map((variant: { color: { _id: string }; sku: string; quantity: number; images: unknown[] }) => [
        variant.color._id,
        variant.sku,
        variant.quantity,
        variant.images.length,
      ]),
    ).toEqual([
      [f.refs.red, 'LG-RED', 5, 1],
      [f.refs.blue, 'LG-BLUE', 4, 2],
    ]);
    expect(product.images).toHaveLength(2);
    expect(product.inventory.quantity).toBe(9);
  });

  it('the total is exact after every change while small, and counted in full past 1,000', async () => {
    const total = async () =>
      (await f.call('GET', `${BASE}?page=1&limit=10`, f.cookies.dataentry)).data.pagination.total as number;
    const before = await total();
    expect(before).toBeLessThan(1000);
    const searched = async (term: string) =>
      (await f.call('GET', `${BASE}/search?searchTerm=${encodeURIComponent(term)}`, f.cookies.dataentry)).data
        .pagination.total as number;
    expect(await searched('counted lamp')).toBe(0);
    const created = await f.send('POST', BASE, f.cookies.dataentry, staffFields({ name: 'Counted lamp' }));
    expect(await total()).toBe(before + 1);
    // A search's few matches are counted at once, on every page.
    expect(await searched('counted lamp')).toBe(1);
    await f.call('DELETE', `${BASE}/${created.data.product._id}`, f.cookies.dataentry);
    expect(await total()).toBe(before);
    expect(await searched('counted lamp')).toBe(0);

    // 1,001 copies of one product: the total goes past the exact bound and is still every product.
    const [{ id: _id, searchVector: _vector, ...original }] = (await t.db.select().from(products).limit(1)) as [
      typeof products.$inferSelect,
    ];
    const copies = await t.db
      .insert(products)
      .values(Array.from({ length: 1001 }, () => ({ ...original, status: 'published' })))
      .returning({ id: products.id });
    expect(await total()).toBe(before + 1001);
    // A search matching them all counts up to 1,000 (the pager's 100 pages).
    const copied = await f.call(
      'GET',
      `${BASE}/search?searchTerm=${encodeURIComponent(original.name)}&limit=10`,
      f.cookies.dataentry,
    );
    expect(copied.data.pagination).toMatchObject({ total: 1000, totalPages: 100, hasNextPage: true });
    expect(copied.data.products).toHaveLength(10);
    await t.db.delete(products).where(
      inArray(
        products.id,
        copies.map((copy) => copy.id),
      ),
    );
  });
});
