import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IMAGE_MESSAGES } from '../../integrations/images/process-image.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { categories, products } from './catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
const MANAGE = '/api/dashboard/data-entry/manage';

beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const storefrontCategories = async () =>
  (await f.call('GET', `/api/categories?fresh=${Math.random()}`, undefined)).data.categoriesWithSub as {
    _id: string;
    name: string;
    categoryIconUrl: string | null;
    subCategories: { _id: string; name: string }[];
  }[];

describe('catalogue data: who may', () => {
  it('refuses visitors, buyers and sellers on every path; data entry and admins pass', async () => {
    const paths: ['GET' | 'POST' | 'DELETE', string][] = [];
    for (const kind of ['categories', 'colors', 'brands'])
      paths.push(
        ['GET', `${MANAGE}/${kind}`],
        ['POST', `${MANAGE}/${kind}`],
        ['DELETE', `${MANAGE}/${kind}/00000000-0000-4000-8000-000000000000`],
      );
    paths.push(
      ['GET', '/api/dashboard/data-entry/banners'],
      ['POST', '/api/hero/banner'],
      ['POST', '/api/hero/'],
      ['DELETE', '/api/hero/banner/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/audit-log'],
    );
    for (const [method, url] of paths) {
      expect((await f.call(method, url)).status, `${method} ${url}`).toBe(401);
      for (const who of ['buyer', 'seller.self'])
        expect((await f.call(method, url, f.cookies[who])).status, `${who} ${method} ${url}`).toBe(403);
    }
    for (const who of ['dataentry', 'dataentry.admin', 'admin', 'superadmin']) {
      for (const kind of ['categories', 'colors', 'brands'])
        expect((await f.call('GET', `${MANAGE}/${kind}`, f.cookies[who])).status, `${who} ${kind}`).toBe(200);
      expect((await f.call('GET', '/api/dashboard/data-entry/banners', f.cookies[who])).status).toBe(200);
    }
    // The audit log is the admins' only.
    for (const who of ['dataentry', 'dataentry.admin'])
      expect((await f.call('GET', '/api/admin/audit-log', f.cookies[who])).status).toBe(403);
    for (const who of ['admin', 'superadmin'])
      expect((await f.call('GET', '/api/admin/audit-log', f.cookies[who])).status).toBe(200);
  });
});

describe('categories', () => {
  it('a category with an uploaded icon and a sub-category reach the storefront and the product form; names are unique per level', async () => {
    const made = await f.send(
      'POST',
      `${MANAGE}/categories`,
      f.cookies.dataentry,
      { name: 'Garden', nameAr: 'الحديقة', description: 'Plants and pots', isActive: 'true' },
      { categoryIcon: [f.png] },
    );
    expect(made.status).toBe(201);
    expect(made.message).toBe(MESSAGES.categoryCreated);
    expect(made.data.category).toMatchObject({
      name: 'Garden',
      nameAr: 'الحديقة',
      isActive: true,
      parentCategory: null,
    });
    expect(made.data.category.categoryIconUrl).toMatch(/^\/media\/categories\/.+\.webp$/);
    const sub = await f.send(
      'POST',
      `${MANAGE}/categories`,
      f.cookies.dataentry,
      { name: 'Pots', parentCategory: made.data.category._id },
      {},
    );
    expect(sub.data.category).toMatchObject({ name: 'Pots', nameAr: 'Pots', parentCategory: made.data.category._id });
    const garden = (await storefrontCategories()).find((category) => category._id === made.data.category._id);
    expect(garden).toMatchObject({
      name: 'Garden',
      categoryIconUrl: made.data.category.categoryIconUrl,
      subCategories: [{ _id: sub.data.category._id, name: 'Pots' }],
    });
    const form = await f.call('GET', '/api/dashboard/data-entry/categories-with-sub', f.cookies['seller.self']);
    expect(form.data.categoriesWithSub.map((category: { _id: string }) => category._id)).toContain(
      made.data.category._id,
    );

    expect(await f.send('POST', `${MANAGE}/categories`, f.cookies.dataentry, { name: 'garden' }, {})).toMatchObject({
      status: 409,
      message: MESSAGES.categoryExists,
    });
    expect(
      await f.send(
        'POST',
        `${MANAGE}/categories`,
        f.cookies.dataentry,
        { name: 'Pots', parentCategory: made.data.category._id },
        {},
      ),
    ).toMatchObject({ status: 409, message: MESSAGES.categoryExists });
    expect(
      await f.send(
        'POST',
        `${MANAGE}/categories`,
        f.cookies.dataentry,
        { name: 'Deep', parentCategory: sub.data.category._id },
        {},
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.parentMustBeTopLevel });
    expect(
      await f.send(
        'POST',
        `${MANAGE}/categories`,
        f.cookies.dataentry,
        { name: 'Lost', parentCategory: '00000000-0000-4000-8000-000000000000' },
        {},
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.parentCategoryNotFound });
    expect(await f.send('POST', `${MANAGE}/categories`, f.cookies.dataentry, { name: '  ' }, {})).toMatchObject({
      status: 400,
      message: MESSAGES.categoryNameRequired,
    });
    expect(
      await f.send(
        'POST',
        `${MANAGE}/categories`,
        f.cookies.dataentry,
        { name: 'Bad icon' },
        { categoryIcon: [Buffer.from('not an image at all')] },
      ),
    ).toMatchObject({ status: 415, message: IMAGE_MESSAGES.notAnImage });
    expect((await t.db.select().from(categories).where(eq(categories.nameEn, 'Bad icon'))).length).toBe(0);

    // An edit with an empty parent makes the sub-category a main one; leaving the field out keeps it.
    const renamed = await f.send(
      'PUT',
      `${MANAGE}/categories/${sub.data.category._id}`,
      f.cookies.dataentry,
      { name: 'Planters' },
      {},
    );
    expect(renamed.data.category).toMatchObject({ name: 'Planters', parentCategory: made.data.category._id });
    const promoted = await f.send(
      'PUT',
      `${MANAGE}/categories/${sub.data.category._id}`,
      f.cookies.dataentry,
      { parentCategory: '' },
      {},
    );
    expect(promoted).toMatchObject({ status: 200, data: { category: { name: 'Planters', parentCategory: null } } });
    expect((await storefrontCategories()).map((category) => category._id)).toContain(sub.data.category._id);
  });

  it('deactivating hides a category from the storefront; deleting is refused while products or sub-categories depend on it', async () => {
    const made = await f.send('POST', `${MANAGE}/categories`, f.cookies.admin, { name: 'Seasonal' }, {});
    const id = made.data.category._id as string;
    const off = await f.call('PUT', `${MANAGE}/categories/${id}`, f.cookies.admin, { isActive: false });
    expect(off).toMatchObject({
      status: 200,
      message: MESSAGES.changesSaved,
      data: { category: { name: 'Seasonal', isActive: false } },
    });
    expect((await storefrontCategories()).some((category) => category._id === id)).toBe(false);
    const managed = await f.call('GET', `${MANAGE}/categories`, f.cookies.admin);
    expect(managed.data.categories.find((category: { _id: string }) => category._id === id)).toMatchObject({
      isActive: false,
      productCount: 0,
    });
    // The fixture's category has products: refused, with the reason.
    expect(await f.call('DELETE', `${MANAGE}/categories/${f.refs.subCategoryId}`, f.cookies.admin)).toMatchObject({
      status: 409,
      message: MESSAGES.categoryHasProducts,
    });
    expect(await f.call('DELETE', `${MANAGE}/categories/${f.refs.categoryId}`, f.cookies.admin)).toMatchObject({
      status: 409,
      message: MESSAGES.categoryHasChildren,
    });
    expect(await f.call('DELETE', `${MANAGE}/categories/${id}`, f.cookies.admin)).toMatchObject({
      status: 200,
      message: MESSAGES.entryDeleted,
    });
    expect(await f.call('DELETE', `${MANAGE}/categories/${id}`, f.cookies.admin)).toMatchObject({
      status: 404,
      message: MESSAGES.categoryNotFound,
    });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, id)));
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', f.ids.admin],
      ['deactivate', f.ids.admin],
      ['delete', f.ids.admin],
    ]);
    expect(trail[1]!.before).toMatchObject({ isActive: true });
    expect(trail[1]!.after).toMatchObject({ isActive: false });
  });
});

describe('colours and brands', () => {
  it('a colour: lowercased name, hex checked, unique; deactivated leaves the pickers; in use cannot be deleted', async () => {
    const made = await f.call('POST', `${MANAGE}/colors`, f.cookies.dataentry, {
      name: 'Harbour Blue',
      colorFamily: 'Blue',
      hexCode: '#2e6f95',
      displayType: 'gradient',
    });
    expect(made).toMatchObject({
      status: 201,
      message: MESSAGES.colorAdded,
      data: {
        color: { name: 'harbour blue', colorFamily: 'blue', hexCode: '#2E6F95', displayType: 'solid', isActive: true },
      },
    });
    expect(
      await f.call('POST', `${MANAGE}/colors`, f.cookies.dataentry, {
        name: 'HARBOUR BLUE',
        colorFamily: 'blue',
        hexCode: '#2E6F95',
      }),
    ).toMatchObject({ status: 409, message: MESSAGES.colorExists });
    expect(
      await f.call('POST', `${MANAGE}/colors`, f.cookies.dataentry, {
        name: 'Teal',
        colorFamily: 'green',
        hexCode: 'teal',
      }),
    ).toMatchObject({ status: 400, message: MESSAGES.colorHexInvalid });
    expect(
      await f.call('POST', `${MANAGE}/colors`, f.cookies.dataentry, { name: 'Teal', hexCode: '#008080' }),
    ).toMatchObject({ status: 400, message: MESSAGES.colorFamilyRequired });
    const id = made.data.color._id as string;
    const pickers = async () =>
      (await f.call('GET', '/api/dashboard/data-entry/colors', f.cookies.dataentry)).data.colors.map(
        (color: { _id: string }) => color._id,
      );
    expect(await pickers()).toContain(id);
    expect(
      (await f.call('PUT', `${MANAGE}/colors/${id}`, f.cookies.dataentry, { isActive: false })).data.color,
    ).toMatchObject({ name: 'harbour blue', isActive: false });
    expect(await pickers()).not.toContain(id);
    expect(await f.call('DELETE', `${MANAGE}/colors/${f.refs.red}`, f.cookies.dataentry)).toMatchObject({
      status: 409,
      message: MESSAGES.colorInUse,
    });
    expect(await f.call('DELETE', `${MANAGE}/colors/${id}`, f.cookies.dataentry)).toMatchObject({
      status: 200,
      message: MESSAGES.entryDeleted,
    });
  });

  it('a brand: lowercased, unique; an edit keeps what it does not send; in use cannot be deleted', async () => {
    const made = await f.call('POST', `${MANAGE}/brands`, f.cookies['dataentry.admin'], {
      name: 'Atelier Beirut',
      description: 'Hand-made leather',
    });
    expect(made).toMatchObject({
      status: 201,
      message: MESSAGES.brandAdded,
      data: { brand: { name: 'atelier beirut', description: 'Hand-made leather', isActive: true } },
    });
    expect(
      await f.call('POST', `${MANAGE}/brands`, f.cookies['dataentry.admin'], { name: 'ATELIER BEIRUT' }),
    ).toMatchObject({ status: 409, message: MESSAGES.brandExists });
    expect(
      await f.call('POST', `${MANAGE}/brands`, f.cookies['dataentry.admin'], { description: 'no name' }),
    ).toMatchObject({ status: 400, message: MESSAGES.brandNameRequired });
    const id = made.data.brand._id as string;
    const renamed = await f.call('PUT', `${MANAGE}/brands/${id}`, f.cookies['dataentry.admin'], {
      name: 'Atelier Byblos',
    });
    expect(renamed.data.brand).toMatchObject({
      name: 'atelier byblos',
      description: 'Hand-made leather',
      isActive: true,
    });
    const used = await f.call('POST', `${MANAGE}/brands`, f.cookies.admin, { name: 'Used Brand' });
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .limit(1);
    await t.db.update(products).set({ brandId: used.data.brand._id }).where(eq(products.id, product!.id));
    expect(
      (await f.call('GET', `${MANAGE}/brands`, f.cookies.admin)).data.brands.find(
        (brand: { _id: string }) => brand._id === used.data.brand._id,
      ),
    ).toMatchObject({ productCount: 1 });
    expect(await f.call('DELETE', `${MANAGE}/brands/${used.data.brand._id}`, f.cookies.admin)).toMatchObject({
      status: 409,
      message: MESSAGES.brandInUse,
    });
    expect(await f.call('DELETE', `${MANAGE}/brands/${id}`, f.cookies.admin)).toMatchObject({ status: 200 });
    expect(await f.call('PUT', `${MANAGE}/brands/${id}`, f.cookies.admin, { name: 'gone' })).toMatchObject({
      status: 404,
      message: MESSAGES.brandMissing,
    });
  });
});

describe('banners', () => {
  it('a banner of up to 5 images drives the home carousel; the first 3 are the carousel images; deactivated it leaves', async () => {
    const made = await f.send(
      'POST',
      '/api/hero/banner',
      f.cookies.dataentry,
      { title: 'Summer in the Souk', description: 'Fresh picks for the season' },
      { images: [f.png, f.png, f.png, f.png] },
    );
    expect(made.status).toBe(201);
    expect(made.message).toBe(MESSAGES.bannerCreated);
    expect(made.data.banner.images.map((image: { carousel: boolean }) => image.carousel)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const id = made.data.banner._id as string;
    const home = async () =>
      (await f.call('GET', '/api/hero/all-banners', undefined)).data.banners as {
        _id: string;
        title: string;
        images: unknown[];
      }[];
    expect((await home()).find((banner) => banner._id === id)).toMatchObject({ title: 'Summer in the Souk' });
    const alias = await f.send('POST', '/api/hero/', f.cookies.admin, { title: 'Second banner' }, { images: [f.png] });
    expect(alias.status).toBe(201);
    expect(
      await f.send(
        'POST',
        '/api/hero/banner',
        f.cookies.admin,
        { title: 'Too many' },
        { images: Array(6).fill(f.png) },
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.bannerImagesCount });
    expect(await f.send('POST', '/api/hero/banner', f.cookies.admin, { title: 'None' }, {})).toMatchObject({
      status: 400,
      message: MESSAGES.bannerImagesCount,
    });
    expect(await f.send('POST', '/api/hero/banner', f.cookies.admin, { title: '' }, { images: [f.png] })).toMatchObject(
      { status: 400, message: MESSAGES.bannerTitleRequired },
    );
    expect(
      await f.send(
        'POST',
        '/api/hero/banner',
        f.cookies.admin,
        { title: 'Text file' },
        { images: [Buffer.from('plain text')] },
      ),
    ).toMatchObject({ status: 415 });
    const off = await f.send('PUT', `/api/hero/banner/${id}`, f.cookies.dataentry, { isActive: 'false' }, {});
    expect(off.data.banner).toMatchObject({ title: 'Summer in the Souk', isActive: false });
    expect(off.data.banner.images).toHaveLength(4);
    expect((await home()).some((banner) => banner._id === id)).toBe(false);
    expect(await f.call('DELETE', `/api/hero/banner/${id}`, f.cookies.dataentry)).toMatchObject({ status: 200 });
    expect(await f.call('DELETE', `/api/hero/banner/${id}`, f.cookies.dataentry)).toMatchObject({
      status: 404,
      message: MESSAGES.bannerNotFound,
    });
  });
});

describe('the audit log', () => {
  it('admins read every staff change newest first, filtered by person, entity and date', async () => {
    await f.call('POST', `${MANAGE}/brands`, f.cookies.superadmin, { name: 'Audit Brand One' });
    await f.call('POST', `${MANAGE}/colors`, f.cookies.dataentry, {
      name: 'Audit Red',
      colorFamily: 'red',
      hexCode: '#AA0000',
    });
    const byPerson = await f.call('GET', `/api/admin/audit-log?actorId=${f.ids.superadmin}`, f.cookies.admin);
    expect(byPerson.data.entries[0]).toMatchObject({
      actor: { _id: f.ids.superadmin, userName: 'superadmin' },
      action: 'create',
      entity: 'brand',
      before: null,
      after: { name: 'audit brand one' },
    });
    expect(
      byPerson.data.entries.every((entry: { actor: { _id: string } }) => entry.actor._id === f.ids.superadmin),
    ).toBe(true);
    const colours = await f.call('GET', '/api/admin/audit-log?entity=color&limit=100', f.cookies.admin);
    expect(colours.data.entries.length).toBeGreaterThan(0);
    expect(colours.data.entries.every((entry: { entity: string }) => entry.entity === 'color')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await f.call('GET', `/api/admin/audit-log?from=${today}&to=${today}&entity=brand`, f.cookies.admin);
    expect(dated.data.entries.map((entry: { after: { name?: string } | null }) => entry.after?.name)).toContain(
      'audit brand one',
    );
    const past = await f.call('GET', '/api/admin/audit-log?from=2020-01-01&to=2020-01-02', f.cookies.admin);
    expect(past.data).toMatchObject({ entries: [], pagination: { total: 0 } });
    expect(await f.call('GET', '/api/admin/audit-log?from=2026-02-02&to=2026-02-01', f.cookies.admin)).toMatchObject({
      status: 400,
    });
  });
});
