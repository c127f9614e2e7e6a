import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productImages, productRevisions } from '../catalog/catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
let green: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
  green = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#2c8b4a' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

interface Photo {
  key: string;
  url: string;
}
interface Product {
  _id: string;
  images: Photo[];
  variants: { _id: string; images: Photo[] }[];
}

/** The product's photo rows as the storefront reads them: the product's own list, then each variant's, in order. */
const storedLists = async (productId: string) => {
  const rows = await t.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder));
  const lists = new Map<string, string[]>();
  for (const row of rows)
    lists.set(row.variantId ?? 'product', [...(lists.get(row.variantId ?? 'product') ?? []), row.storageKey]);
  return lists;
};

/** A product with its own photo and two photos on its first variant, one on its second. */
async function productWithPhotos(name: string): Promise<Product> {
  const created = await f.send(
    'POST',
    '/api/seller/products',
    f.cookies['seller.self'],
    { ...f.baseFields(), name },
    { images: [f.png], variant_0_images: [f.png, green], variant_1_images: [green] },
  );
  expect(created.status).toBe(201);
  return created.data.product;
}

/** The edit form as the modal sends it: the variants by id, and the arrangement of the lists it names. */
const editFields = (product: Product, arrangement: { product?: string[]; variants?: Record<number, string[]> }) => ({
  ...f.baseFields(),
  'variants[0][_id]': product.variants[0]!._id,
  'variants[1][_id]': product.variants[1]!._id,
  ...(arrangement.product ? { imageOrder: JSON.stringify(arrangement.product) } : {}),
  ...Object.fromEntries(
    Object.entries(arrangement.variants ?? {}).map(([index, order]) => [
      `variants[${index}][imageOrder]`,
      JSON.stringify(order),
    ]),
  ),
});
const sellerEdit = (product: Product, fields: Record<string, string>, files: Record<string, Buffer[]> = {}) =>
  f.send('PUT', `/api/seller/products/self-managed/${product._id}`, f.cookies['seller.self'], fields, files);

describe('photos per variant in the edit form', () => {
  it('the seller reads each list with the key that keeps a photo', async () => {
    const product = await productWithPhotos('Carob molasses jar');
    expect(product.images).toHaveLength(1);
    expect(product.variants.map((variant) => variant.images.length)).toEqual([2, 1]);
    for (const photo of [...product.images, ...product.variants.flatMap((variant) => variant.images)])
      expect(photo.url).toContain(photo.key);
  });

  it('keeps, removes, reorders and adds photos of one variant; lists the form does not name stay as they are', async () => {
    const product = await productWithPhotos('Thyme jar');
    const [first, second] = product.variants[0]!.images.map((photo) => photo.key);
    const before = await storedLists(product._id);
    // The second photo first, a new one after it, the first photo dropped.
    const edited = await sellerEdit(product, editFields(product, { variants: { 0: [second!, 'new'] } }), {
      variant_0_images: [f.png],
    });
    expect(edited.status).toBe(200);
    const variant = edited.data.product.variants[0] as Product['variants'][number];
    expect(variant.images.map((photo) => photo.key)).toHaveLength(2);
    expect(variant.images[0]!.key).toBe(second);
    expect([first, second]).not.toContain(variant.images[1]!.key);
    const after = await storedLists(product._id);
    expect(after.get(product.variants[0]!._id)).toEqual(variant.images.map((photo) => photo.key));
    expect(after.get('product')).toEqual(before.get('product'));
    expect(after.get(product.variants[1]!._id)).toEqual(before.get(product.variants[1]!._id));
  });

  it("clears one variant's photos and reorders the product's own, all in one save", async () => {
    const product = await productWithPhotos('Sumac jar');
    const added = await sellerEdit(product, editFields(product, { product: [product.images[0]!.key, 'new'] }), {
      images: [green],
    });
    const own = (added.data.product as Product).images.map((photo) => photo.key);
    expect(own).toHaveLength(2);
    const swapped = await sellerEdit(
      product,
      editFields(product, { product: [own[1]!, own[0]!], variants: { 1: [] } }),
    );
    expect(swapped.status).toBe(200);
    expect((swapped.data.product as Product).images.map((photo) => photo.key)).toEqual([own[1], own[0]]);
    expect((swapped.data.product as Product).variants[1]!.images).toEqual([]);
    expect((await storedLists(product._id)).has(product.variants[1]!._id)).toBe(false);
  });

  it('refuses what a form cannot mean, and changes nothing', async () => {
    const product = await productWithPhotos('Za3tar jar');
    const other = await productWithPhotos('Someone else’s jar');
    const before = await storedLists(product._id);
    const keys = product.variants[0]!.images.map((photo) => photo.key);
    const refused = [
      // A photo of another product.
      [editFields(product, { variants: { 0: [other.variants[0]!.images[0]!.key] } }), {}, 400, MESSAGES.photoNotOwn],
      // Two new photos announced, one sent.
      [
        editFields(product, { variants: { 0: ['new', 'new'] } }),
        { variant_0_images: [f.png] },
        400,
        MESSAGES.photoOrderInvalid,
      ],
      // A file that the arrangement does not place.
      [editFields(product, { variants: { 0: keys } }), { variant_0_images: [f.png] }, 400, MESSAGES.photoOrderInvalid],
      // One photo kept twice.
      [editFields(product, { variants: { 0: [keys[0]!, keys[0]!] } }), {}, 400, MESSAGES.photoOrderInvalid],
      // Seven photos in one list.
      [
        editFields(product, { variants: { 0: [...keys, 'new', 'new', 'new', 'new', 'new'] } }),
        { variant_0_images: [f.png, f.png, f.png, f.png, f.png] },
        400,
        MESSAGES.imagesCount,
      ],
      // No photo left anywhere.
      [editFields(product, { product: [], variants: { 0: [], 1: [] } }), {}, 400, MESSAGES.imagesRequired],
    ] as const;
    for (const [fields, files, status, message] of refused) {
      const answer = await sellerEdit(product, fields, files as Record<string, Buffer[]>);
      expect([answer.status, answer.message]).toEqual([status, message]);
    }
    const malformed = await sellerEdit(product, { ...editFields(product, {}), imageOrder: '[broken' });
    expect(malformed.status).toBe(400);
    expect(await storedLists(product._id)).toEqual(before);
  });

  it('a new product has no photos to keep', async () => {
    const product = await productWithPhotos('Pomegranate jar');
    const answer = await f.send(
      'POST',
      '/api/seller/products',
      f.cookies['seller.self'],
      { ...f.baseFields(), name: 'Copied jar', imageOrder: JSON.stringify([product.images[0]!.key]) },
      {},
    );
    expect([answer.status, answer.message]).toEqual([400, MESSAGES.photoNotOwn]);
  });

  it('on a published product the new arrangement waits for review, then shows on the storefront by colour', async () => {
    const product = await productWithPhotos('Rose water bottle');
    expect(
      (await f.call('POST', `/api/dashboard/review/products/${product._id}/approve`, f.cookies.admin, {})).status,
    ).toBe(200);
    const [first, second] = product.variants[0]!.images.map((photo) => photo.key);
    const edited = await sellerEdit(product, editFields(product, { variants: { 0: [second!, first!] } }));
    expect(edited).toMatchObject({ status: 200, message: MESSAGES.productEditPending });
    // Live until approved.
    expect((await storedLists(product._id)).get(product.variants[0]!._id)).toEqual([first, second]);
    const [revision] = await t.db
      .select({ id: productRevisions.id })
      .from(productRevisions)
      .where(and(eq(productRevisions.productId, product._id), eq(productRevisions.status, 'pending')));
    expect(
      (
        await f.call('POST', `/api/dashboard/review/products/${product._id}/approve`, f.cookies.admin, {
          revisionId: revision!.id,
        })
      ).status,
    ).toBe(200);
    expect((await storedLists(product._id)).get(product.variants[0]!._id)).toEqual([second, first]);
    const page = await f.storefront(product._id);
    const red = (page.data.product.variants as { _id: string; images: { url: string }[] }[]).find(
      (variant) => variant._id === product.variants[0]!._id,
    );
    expect(red!.images.map((photo) => photo.url)).toEqual([
      expect.stringContaining(second!),
      expect.stringContaining(first!),
    ]);
  });

  it('data entry arranges photos the same way', async () => {
    const product = await productWithPhotos('Orange blossom bottle');
    const [first, second] = product.variants[0]!.images.map((photo) => photo.key);
    const answer = await f.send(
      'PUT',
      `/api/dashboard/data-entry/products/${product._id}`,
      f.cookies.dataentry,
      editFields(product, { variants: { 0: [second!, 'new', first!] } }),
      { variant_0_images: [green] },
    );
    expect(answer.status).toBe(200);
    const keys = (answer.data.product as Product).variants[0]!.images.map((photo) => photo.key);
    expect([keys[0], keys[2], keys.length]).toEqual([second, first, 3]);
  });
});
