import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IMAGE_MESSAGES } from '../../integrations/images/process-image.ts';
import { categories, colors, productImages, products, productVariants } from '../catalog/catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length;
const pathsOf = (errors: { msg: string; path: string }[] | undefined) =>
  Object.fromEntries((errors ?? []).map((error) => [error.path, error.msg]));

describe('seller products', () => {
  it('a self-managed seller adds a product with two colour variants and real images; it waits in review, flags ignored', async () => {
    const created = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], f.baseFields(), {
      images: [f.png, f.png],
      variant_1_images: [f.png],
    });
    expect(created.status).toBe(201);
    expect(created.message).toBe(MESSAGES.productCreated);
    const product = created.data.product;
    expect(product).toMatchObject({
      name: 'Olive wood salad bowl',
      status: 'pending_review',
      reviewNote: null,
      hasPendingEdit: false,
      isFeatured: false,
      isTodayDeal: false,
      isTrending: false,
      seller: { businessName: 'Cedar Crafts' },
      priceRange: { min: 19.99, max: 21.1 },
    });
    expect(product._id).toBe(product.productId);
    expect(
      product.variants.map(
        (variant: { price: number; originalPrice: number | null; quantity: number; color: { _id: string } }) => [
          variant.color._id,
          variant.price,
          variant.originalPrice,
          variant.quantity,
        ],
      ),
    ).toEqual([
      [f.refs.red, 19.99, 24.5, 12],
      [f.refs.blue, 21.1, null, 3],
    ]);
    expect(product.inventory).toEqual({ quantity: 15, isOutOfStock: false, isLowStock: false });
    expect(product.stockStatus).toEqual({ message: 'In Stock' });
    expect(product.images).toHaveLength(2);
    expect(product.variants[1].images).toHaveLength(1);
    expect(product.primaryImage).toMatch(/\.webp$/);
    const [row] = await t.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({
      minPriceCents: 1999,
      maxPriceCents: 2110,
      totalQuantity: 15,
      maxDiscountPercent: 18,
      sellerActive: true,
      isFeatured: false,
    });
    expect(row!.searchText).toContain('olive wood salad bowl');
    const images = await t.db.select().from(productImages).where(eq(productImages.productId, product._id));
    expect(images).toHaveLength(3);
    expect(images.every((image) => image.storageKey.startsWith('products/'))).toBe(true);
    // Not on the storefront until approved.
    expect((await f.storefront(product._id)).status).toBe(404);
    const read = await f.call('GET', `/api/seller/products/${product._id}`, f.cookies['seller.self']);
    expect(read.data.product).toEqual(product);
    const list = await f.call('GET', '/api/seller/products?limit=50', f.cookies['seller.self']);
    expect(list.data.products.map((item: { _id: string }) => item._id)).toContain(product._id);
    expect(list.data.pagination).toMatchObject({ page: 1, limit: 50, hasPrevPage: false });
  });

  it('the table names categories and colours in Arabic too, for Arabic pages', async () => {
    const list = await f.call('GET', '/api/seller/products?limit=50', f.cookies['seller.self']);
    const [product] = list.data.products as {
      category: { _id: string; nameAr: string };
      subCategory: { _id: string; nameAr: string };
      variants: { color: { _id: string; nameAr: string } | null }[];
    }[];
    const stored = async (id: string) =>
      (await t.db.select({ nameAr: categories.nameAr }).from(categories).where(eq(categories.id, id)))[0]!.nameAr;
    expect(product!.category.nameAr).toBe(await stored(product!.category._id));
    expect(product!.subCategory.nameAr).toBe(await stored(product!.subCategory._id));
    expect(product!.category.nameAr).not.toBe('');
    const colored = list.data.products
      .flatMap((item: { variants: { color: { _id: string; nameAr: string } | null }[] }) => item.variants)
      .find((variant: { color: unknown }) => variant.color);
    const [color] = await t.db.select({ nameAr: colors.nameAr }).from(colors).where(eq(colors.id, colored.color._id));
    expect(colored.color.nameAr).toBe(color!.nameAr);
  });

  it('bad forms get the spec words and a 4xx, nothing stored', async () => {
    const before = await productCount();
    const short = await f.create({ ...f.baseFields(), name: 'ab', description: 'short' });
    expect(short.status).toBe(400);
    expect(pathsOf(short.errors)).toMatchObject({ name: MESSAGES.titleMin, description: MESSAGES.descriptionMin });
    const prices = await f.create({ ...f.baseFields(), 'variants[0][price]': '-1', 'variants[1][quantity]': '-3' });
    expect(pathsOf(prices.errors)).toMatchObject({
      'variants.0.price': MESSAGES.priceInvalid,
      'variants.1.quantity': MESSAGES.quantityInvalid,
    });
    const missing = await f.create({ ...f.baseFields(), 'variants[0][price]': '', 'variants[0][quantity]': '' });
    expect(pathsOf(missing.errors)).toMatchObject({
      'variants.0.price': MESSAGES.priceInvalid,
      'variants.0.quantity': MESSAGES.quantityInvalid,
    });
    const below = await f.create({ ...f.baseFields(), 'variants[1][originalPrice]': '5' });
    expect(below.errors?.[0]).toEqual({ path: 'variants.1.originalPrice', msg: MESSAGES.originalPriceInvalid });
    for (const [price, quantity] of [
      ['1e309', 'abc'],
      ['NaN', 'NaN'],
      ['19.999', '1.5'],
      ['Infinity', '-0.5'],
    ]) {
      const wrong = await f.create({
        ...f.baseFields(),
        'variants[0][price]': price!,
        'variants[0][quantity]': quantity!,
      });
      expect(wrong.status).toBe(400);
      expect(pathsOf(wrong.errors)).toMatchObject({
        'variants.0.price': MESSAGES.priceInvalid,
        'variants.0.quantity': MESSAGES.quantityInvalid,
      });
    }
    // Real amounts past the limits are told the limit, not that they are missing or negative (issue 24).
    for (const [price, quantity] of [
      ['999999999999999', '1e12'],
      ['1000000', '100001'],
      ['1e7', '99999999999'],
    ]) {
      const tooMuch = await f.create({
        ...f.baseFields(),
        'variants[0][price]': price!,
        'variants[0][quantity]': quantity!,
        'variants[1][originalPrice]': price!,
      });
      expect(tooMuch.status).toBe(400);
      expect(pathsOf(tooMuch.errors)).toMatchObject({
        'variants.0.price': MESSAGES.priceTooHigh,
        'variants.0.quantity': MESSAGES.quantityTooHigh,
        'variants.1.originalPrice': MESSAGES.priceTooHigh,
      });
    }
    expect(MESSAGES.priceTooHigh).toContain('999,999.99');
    expect(MESSAGES.quantityTooHigh).toContain('100,000');
    const noImages = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], f.baseFields(), {});
    expect(noImages).toMatchObject({ status: 400, message: MESSAGES.imagesRequired });
    const tooMany = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], f.baseFields(), {
      images: Array.from({ length: 7 }, () => f.png),
    });
    expect(tooMany).toMatchObject({ status: 400, message: MESSAGES.imagesCount });
    const notImage = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], f.baseFields(), {
      images: [Buffer.from('just text, not a picture')],
    });
    expect(notImage).toMatchObject({ status: 415, message: IMAGE_MESSAGES.notAnImage });
    const big = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], f.baseFields(), {
      images: [Buffer.concat([f.png, Buffer.alloc(10 * 1024 * 1024)])],
    });
    expect(big).toMatchObject({ status: 413, message: IMAGE_MESSAGES.tooLarge });
    expect((await f.create({ ...f.baseFields(), name: 'Bowl\u0000name' })).status).toBe(400);
    const wrongSub = await f.create({ ...f.baseFields(), subCategory: f.refs.categoryId });
    expect(wrongSub.status).toBe(400);
    const noCategory = await f.create({ ...f.baseFields(), manufacturingSource: '', subCategory: '' });
    expect(pathsOf(noCategory.errors)).toMatchObject({
      manufacturingSource: MESSAGES.manufacturingRequired,
      subCategory: MESSAGES.subCategoryRequired,
    });
    const noVariants = await f.send('POST', '/api/seller/products', f.cookies['seller.self'], {
      name: 'A bowl',
      description: 'A plain bowl of olive wood.',
    });
    expect(noVariants.status).toBe(400);
    expect(await productCount()).toBe(before);
  });

  it('money is read to the cent from its text', async () => {
    const { data } = await f.create({
      ...f.baseFields(),
      'variants[0][price]': '0.29',
      'variants[0][originalPrice]': '1.1',
      'variants[1][price]': '99999.99',
    });
    const cents = await t.db
      .select({ price: productVariants.priceCents, original: productVariants.originalPriceCents })
      .from(productVariants)
      .where(eq(productVariants.productId, data.product._id))
      .orderBy(productVariants.sortOrder);
    expect(cents).toEqual([
      { price: 29, original: 110 },
      { price: 9999999, original: null },
    ]);
  });

  it('a SKU is generated when empty and must be unique across products', async () => {
    const first = await f.create({ ...f.baseFields(), 'variants[0][sku]': 'CEDAR-BOWL-1' });
    expect(first.data.product.variants[0].sku).toBe('CEDAR-BOWL-1');
    expect(first.data.product.variants[1].sku).toMatch(/^SK-/);
    const again = await f.create({ ...f.baseFields(), 'variants[0][sku]': 'CEDAR-BOWL-1' });
    expect(again).toMatchObject({
      status: 409,
      message: MESSAGES.skuTaken,
      errors: [{ path: 'variants.0.sku', msg: MESSAGES.skuTaken }],
    });
    const twice = await f.create({ ...f.baseFields(), 'variants[0][sku]': 'SAME-1', 'variants[1][sku]': 'SAME-1' });
    expect(twice.status).toBe(409);
  });

  it('who may do what: managed sellers read only, other sellers see 404, buyers and staff 403, visitors 401', async () => {
    const { data } = await f.create();
    const id = data.product._id as string;
    const paths = {
      list: ['GET', '/api/seller/products'],
      read: ['GET', `/api/seller/products/${id}`],
      remove: ['DELETE', `/api/seller/products/${id}`],
    } as const;
    const write = (cookie: string | undefined) => ({
      create: () => f.send('POST', '/api/seller/products', cookie, f.baseFields()),
      multi: () => f.send('POST', '/api/seller/products/multi', cookie, { products: '[]' }),
      edit: () => f.send('PUT', `/api/seller/products/self-managed/${id}`, cookie, f.baseFields()),
    });
    for (const [who, status] of [
      [undefined, 401],
      ['buyer', 403],
      ['dataentry', 403],
      ['admin', 403],
    ] as const) {
      const cookie = who ? f.cookies[who] : undefined;
      for (const [method, url] of Object.values(paths))
        expect((await f.call(method, url, cookie)).status, `${who} ${method} ${url}`).toBe(status);
      for (const [name, run] of Object.entries(write(cookie)))
        expect((await run()).status, `${who} ${name}`).toBe(status);
    }
    // A managed seller reads its own products, writes nothing.
    expect((await f.call('GET', '/api/seller/products', f.cookies['seller.managed'])).status).toBe(200);
    for (const [name, run] of Object.entries(write(f.cookies['seller.managed'])))
      expect((await run()).status, name).toBe(403);
    expect((await f.call('DELETE', `/api/seller/products/${id}`, f.cookies['seller.managed'])).status).toBe(403);
    // Another self-managed seller never sees it, and its list does not hold it.
    for (const [method, url] of [paths.read, paths.remove])
      expect((await f.call(method, url, f.cookies.other)).status).toBe(404);
    expect(
      (await f.send('PUT', `/api/seller/products/self-managed/${id}`, f.cookies.other, f.baseFields())).status,
    ).toBe(404);
    expect((await f.call('GET', '/api/seller/products?limit=50', f.cookies.other)).data.products).toEqual([]);
    expect((await f.call('GET', `/api/seller/products/${id}`, f.cookies['seller.self'])).status).toBe(200);

    // A seller's products by seller id: the seller itself or staff.
    const bySeller = `/api/products/seller/${f.ids['seller.self']}/products?limit=50`;
    expect((await f.call('GET', bySeller)).status).toBe(401);
    expect((await f.call('GET', bySeller, f.cookies.buyer)).status).toBe(403);
    expect((await f.call('GET', bySeller, f.cookies.other)).status).toBe(404);
    expect((await f.call('GET', bySeller, f.cookies['seller.managed'])).status).toBe(404);
    for (const who of ['seller.self', 'dataentry', 'dataentry.admin', 'admin']) {
      const own = await f.call('GET', bySeller, f.cookies[who]);
      expect(own.status, who).toBe(200);
      expect(own.data.products.map((product: { _id: string }) => product._id)).toContain(id);
    }
    expect(
      (await f.call('GET', `/api/products/seller/${f.ids['seller.managed']}/products`, f.cookies['seller.managed']))
        .status,
    ).toBe(200);

    // The product forms' reads.
    for (const path of ['colors', 'brands', 'categories-with-sub']) {
      const url = `/api/dashboard/data-entry/${path}`;
      expect((await f.call('GET', url)).status).toBe(401);
      for (const who of ['buyer', 'seller.managed'])
        expect((await f.call('GET', url, f.cookies[who])).status, `${who} ${path}`).toBe(403);
      for (const who of ['seller.self', 'dataentry', 'dataentry.admin', 'admin'])
        expect((await f.call('GET', url, f.cookies[who])).status, `${who} ${path}`).toBe(200);
    }
    const tree = await f.call('GET', '/api/dashboard/data-entry/categories-with-sub', f.cookies['seller.self']);
    expect(tree.data.categoriesWithSub[0]).toMatchObject({
      translations: { en: expect.any(String), ar: expect.any(String) },
      hasSizes: expect.any(Boolean),
    });
    expect(tree.data.categoriesWithSub[0].subCategories.length).toBeGreaterThan(0);
    const palette = await f.call('GET', '/api/dashboard/data-entry/colors', f.cookies['seller.self']);
    expect(palette.data.colors[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      hexCode: expect.any(String),
    });
  });

  it('keyword of 3+ characters, filters and pages', async () => {
    await f.create({
      ...f.baseFields(),
      name: 'Qalamoun spice jar set',
      'variants[0][quantity]': '0',
      'variants[1][quantity]': '2',
      'variants[1][sku]': 'QAL-JAR-77',
    });
    expect(await f.call('GET', '/api/seller/products?keyword=ab', f.cookies['seller.self'])).toMatchObject({
      status: 400,
      message: MESSAGES.searchMinChars,
    });
    const found = await f.call('GET', '/api/seller/products?keyword=qalamoun', f.cookies['seller.self']);
    expect(found.data.products.map((product: { name: string }) => product.name)).toEqual(['Qalamoun spice jar set']);
    expect(found.data.products[0].stockStatus.message).toBe('Low Stock');
    const bySku = await f.call('GET', '/api/seller/products?keyword=QAL-JAR', f.cookies['seller.self']);
    expect(bySku.data.products.map((product: { name: string }) => product.name)).toEqual(['Qalamoun spice jar set']);
    expect(bySku.data.pagination).toMatchObject({ total: 1, totalPages: 1 });
    // Any case, any part of a SKU; the keyword's own % and _ are text, not wildcards.
    const byPart = await f.call('GET', '/api/seller/products?keyword=jar-77', f.cookies['seller.self']);
    expect(byPart.data.products.map((product: { name: string }) => product.name)).toEqual(['Qalamoun spice jar set']);
    for (const keyword of ['qal%77', 'qal_jar', 'spice%']) {
      const none = await f.call(
        'GET',
        `/api/seller/products?keyword=${encodeURIComponent(keyword)}`,
        f.cookies['seller.self'],
      );
      expect({ keyword, total: none.data.pagination.total }).toEqual({ keyword, total: 0 });
    }
    // Another seller's keyword search never finds it.
    expect((await f.call('GET', '/api/seller/products?keyword=qalamoun', f.cookies.other)).data.products).toEqual([]);
    const low = await f.call('GET', '/api/seller/products?stock=low&status=pending_review', f.cookies['seller.self']);
    expect(low.data.products.length).toBeGreaterThan(0);
    expect(
      low.data.products.every(
        (product: { inventory: { isLowStock: boolean }; status: string }) =>
          product.inventory.isLowStock && product.status === 'pending_review',
      ),
    ).toBe(true);
    const paged = await f.call('GET', '/api/seller/products?limit=2&page=2', f.cookies['seller.self']);
    expect(paged.data.products).toHaveLength(2);
    expect(paged.data.pagination).toMatchObject({ page: 2, limit: 2, hasPrevPage: true, hasNextPage: true });
    for (const query of ['limit=5000', 'page=0', 'page=abc', 'stock=some', 'categoryId=nope', 'status=archived']) {
      expect((await f.call('GET', `/api/seller/products?${query}`, f.cookies['seller.self'])).status, query).toBe(400);
    }
  });

  it('an edit of a product still in review applies at once; removed variants go, ordered ones would stay', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Cedar honey dipper' });
    const id = data.product._id as string;
    const [first] = data.product.variants as { _id: string }[];
    const edited = await f.send(
      'PUT',
      `/api/seller/products/self-managed/${id}`,
      f.cookies['seller.self'],
      {
        ...f.baseFields(),
        name: 'Cedar honey dipper, long',
        'variants[0][_id]': first!._id,
        'variants[0][price]': '7.5',
        'variants[1][color]': '',
        'variants[1][size]': 'M',
        'variants[1][price]': '8',
        'variants[1][quantity]': '0',
        'variants[1][isActive]': 'false',
      },
      {},
    );
    expect(edited).toMatchObject({
      status: 200,
      message: MESSAGES.productUpdated,
      data: { product: { name: 'Cedar honey dipper, long', status: 'pending_review', hasPendingEdit: false } },
    });
    const variants = edited.data.product.variants as {
      _id: string;
      price: number;
      isActive: boolean;
      size: string | null;
    }[];
    expect(variants[0]).toMatchObject({ _id: first!._id, price: 7.5, isActive: true });
    expect(variants[1]).toMatchObject({ size: 'M', isActive: false });
    // The unordered blue variant was dropped; images sent with none stay.
    expect(variants.map((variant) => variant._id)).not.toContain(data.product.variants[1]._id);
    expect(edited.data.product.images).toHaveLength(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ minPriceCents: 750, maxPriceCents: 750, totalQuantity: 12 });
  });

  it('delete archives the product: gone from the seller list and reads, its rows kept', async () => {
    const { data } = await f.create({ ...f.baseFields(), name: 'Pressed flower frame' });
    const id = data.product._id as string;
    const deleted = await f.call('DELETE', `/api/seller/products/${id}`, f.cookies['seller.self']);
    expect(deleted).toMatchObject({ status: 200, message: MESSAGES.productDeleted });
    expect((await f.call('GET', `/api/seller/products/${id}`, f.cookies['seller.self'])).status).toBe(404);
    expect((await f.call('DELETE', `/api/seller/products/${id}`, f.cookies['seller.self'])).status).toBe(404);
    const list = await f.call('GET', '/api/seller/products?keyword=pressed%20flower', f.cookies['seller.self']);
    expect(list.data.products).toEqual([]);
    const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, id));
    expect(row!.status).toBe('archived');
    expect(await t.db.select().from(productVariants).where(eq(productVariants.productId, id))).toHaveLength(2);
  });

  it('several products at once, all or nothing', async () => {
    const one = {
      name: 'Copper coffee pot',
      description: 'Hammered copper, tin lined inside.',
      manufacturingSource: 'Made in Lebanon',
      productCategory: f.refs.categoryId,
      subCategory: f.refs.subCategoryId,
      gender: 'unisex',
      isTrending: true,
      variants: [{ price: '30', quantity: '4', color: f.refs.red }],
    };
    const fine = await f.send(
      'POST',
      '/api/seller/products/multi',
      f.cookies['seller.self'],
      { products: JSON.stringify([one, { ...one, name: 'Copper tray' }]) },
      { product_0_images: [f.png], product_1_images: [f.png] },
    );
    expect(fine.status).toBe(201);
    expect(
      fine.data.products.map((product: { name: string; status: string; isTrending: boolean }) => [
        product.name,
        product.status,
        product.isTrending,
      ]),
    ).toEqual([
      ['Copper coffee pot', 'pending_review', false],
      ['Copper tray', 'pending_review', false],
    ]);
    const bad = await f.send(
      'POST',
      '/api/seller/products/multi',
      f.cookies['seller.self'],
      {
        products: JSON.stringify([
          { ...one, name: 'Copper cup' },
          { ...one, name: 'x' },
        ]),
      },
      { product_0_images: [f.png], product_1_images: [f.png] },
    );
    expect(bad.errors?.[0]).toEqual({ path: 'products.1.name', msg: MESSAGES.titleMin });
    const noImage = await f.send(
      'POST',
      '/api/seller/products/multi',
      f.cookies['seller.self'],
      {
        products: JSON.stringify([
          { ...one, name: 'Copper cup' },
          { ...one, name: 'Copper jug' },
        ]),
      },
      { product_0_images: [f.png] },
    );
    expect(noImage).toMatchObject({
      status: 400,
      message: MESSAGES.imagesRequired,
      errors: [{ path: 'products.1.images' }],
    });
    expect(await t.db.select().from(products).where(eq(products.name, 'Copper cup'))).toHaveLength(0);
    expect(
      (await f.send('POST', '/api/seller/products/multi', f.cookies['seller.self'], { products: 'not json' })).status,
    ).toBe(400);
  });
});
