import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productImages, products, productVariants } from './catalog.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Whole = Record<string, unknown> & {
  _id: string;
  name: string;
  translations: { en: { name: string }; ar: { name: string } };
  images: Record<string, unknown>[];
  variants: Record<string, unknown>[];
};

async function productsAt(url: string): Promise<{ status: number; products: Whole[]; bytes: number }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, products: response.json().data?.products ?? [], bytes: response.body.length };
}

/** What the card of a whole product must read: the same values under the same names, and no more. */
function cardOf(whole: Whole) {
  const pick = (from: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, from[key]]));
  return {
    ...pick(whole, ['_id', 'productId', 'name', 'image', 'priceRange', 'price', 'originalPrice', 'discount']),
    ...pick(whole, ['averageRating', 'reviewCount', 'salesCount', 'currency', 'brand', 'gender', 'stockStatus']),
    ...pick(whole, ['isTodayDeal', 'isFeatured', 'isTrending']),
    // The shop's name; its page's address (slug) is the product page's alone, which links to it.
    seller: pick(whole.seller as Record<string, unknown>, ['_id', 'businessName']),
    translations: { en: { name: whole.translations.en.name }, ar: { name: whole.translations.ar.name } },
    images: whole.images.slice(0, 1).map(({ variantId: _variantId, ...photo }) => photo),
    variants: whole.variants.map((variant) =>
      pick(variant, [
        '_id',
        'variantId',
        'price',
        'originalPrice',
        'discountedPrice',
        'hasDiscount',
        'discountPercentage',
        'quantity',
        'isActive',
      ]),
    ),
  };
}

describe('products as cards (view=card)', () => {
  it('a card reads as its whole product does, on listings, searches, shelves and related products', async () => {
    const [first] = (await productsAt('/api/products/getproducts?limit=1')).products;
    // A product out of stock that takes back-orders, and one without a brand or photos: the edges of a card.
    const [edge, bare] = (await productsAt('/api/products/getproducts?sort=newest&limit=2')).products;
    await t.db.update(productVariants).set({ quantity: 0 }).where(eq(productVariants.productId, edge!._id));
    await t.db.update(products).set({ allowBackorders: true }).where(eq(products.id, edge!._id));
    await t.db.update(products).set({ brandId: null }).where(eq(products.id, bare!._id));
    await t.db.delete(productImages).where(eq(productImages.productId, bare!._id));

    const pages = [
      '/api/products/getproducts?page=1&limit=8&sort=featured',
      '/api/products/getproducts?sort=newest&limit=12',
      '/api/products/getproducts?sort=price-asc&page=2&limit=20',
      // Filtered by percent off, a card shows the variant that matched, as the whole product does.
      '/api/products/getproducts?discountRanges=25-50&sort=price-desc&limit=24',
      '/api/products/getproducts?query=leather',
      '/api/hero/today-deals?limit=16',
      '/api/hero/featured-items?limit=16',
      '/api/hero/best-sellers?limit=15',
      '/api/products/more-to-love?limit=16',
      `/api/products/product/${first!._id}/related?limit=20`,
      `/api/hero/related-items?productId=${first!._id}&limit=18`,
      '/api/preferences/may-also-like?limit=8',
    ];
    let seen = 0;
    for (const page of pages) {
      const whole = await productsAt(page);
      const cards = await productsAt(`${page}&view=card`);
      expect(cards.status, page).toBe(200);
      expect(whole.products.length, page).toBeGreaterThan(0);
      expect(cards.products, page).toEqual(whole.products.map(cardOf));
      seen += cards.products.length;
    }
    expect(seen).toBeGreaterThan(100);

    const newest = (await productsAt('/api/products/getproducts?sort=newest&limit=2&view=card')).products;
    expect(newest[0]).toMatchObject({ _id: edge!._id, stockStatus: { message: 'Low Stock' } });
    expect(newest[1]).toMatchObject({ _id: bare!._id, brand: null, image: null, images: [] });
  });

  it('leaves out what only the product page reads: a page of cards is under half the bytes', async () => {
    const whole = await productsAt('/api/products/getproducts?page=1&limit=24');
    const cards = await productsAt('/api/products/getproducts?page=1&limit=24&view=card');
    expect(cards.bytes).toBeLessThan(whole.bytes / 2);
    for (const card of cards.products) {
      expect(card).not.toHaveProperty('description');
      expect(card.images.length).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a view it does not know, in clear words', async () => {
    for (const url of ['/api/products/getproducts?view=tiny', '/api/hero/new-releases?view=tiny']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('view must be one of full, card');
    }
  });
});
