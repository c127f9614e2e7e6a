import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENDERS } from '@souk/shared/listing';
import { startHarness, type Harness } from './harness.ts';
import { deliveredOrder, EVERY_COMBO, logInAs, shotFromTop, visible } from './journey.ts';
import { textsFor } from './locale-texts.ts';

/**
 * Issue 40, a public page for every shop: a buyer follows "Sold by" from a product to the shop's
 * page, which the server rendered (its name, its products, a Store in JSON-LD), and filters and
 * sorts the shop's products, in English and Arabic, on a desktop and a phone.
 */

interface Card {
  _id: string;
  name: string;
  price: number;
}
interface ShopReply {
  data: { shop: { _id: string; slug: string; name: string }; products: Card[]; total: number };
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${harness.baseUrl}/api/${path}`);
  return (await response.json()) as T;
}

/** A product of the demo shop with the most products on sale, and that shop as its page's API sees it. */
async function productOfABusyShop() {
  const { data } = await apiGet<{ data: { products: { _id: string; seller: { _id: string } }[] } }>(
    'products/getproducts?limit=60&view=card',
  );
  const bySeller = new Map<string, string[]>();
  for (const product of data.products)
    bySeller.set(product.seller._id, [...(bySeller.get(product.seller._id) ?? []), product._id]);
  const [, ids] = [...bySeller].sort((a, b) => b[1].length - a[1].length)[0]!;
  const detail = await apiGet<{ data: { product: { seller: { slug: string; businessName: string } } } }>(
    `products/product-details/${ids[0]}`,
  );
  const shop = await apiGet<ShopReply>(`shops/${detail.data.product.seller.slug}?limit=60&view=card`);
  return { productId: ids[0]!, shop: shop.data };
}

const gridIds = (page: Page) =>
  page
    .getByTestId('product-grid')
    .locator('[data-product-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));

describe('a shop page', () => {
  it('is rendered on the server: the shop’s name, its products and a Store in JSON-LD', async () => {
    const { shop } = await productOfABusyShop();
    const html = await (await fetch(`${harness.baseUrl}/shops/${shop.shop.slug}`)).text();
    expect(html).toContain(`data-testid="shop-name"><bdi>${shop.shop.name.replace(/&/g, '&amp;')}</bdi></h1>`);
    for (const product of shop.products.slice(0, 4)) expect(html).toContain(product._id);
    const store = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((entry) => entry['@type'] === 'Store');
    expect(store).toMatchObject({ name: shop.shop.name });
    // The demo shops have no ratings yet: no aggregateRating.
    expect(store).not.toHaveProperty('aggregateRating');
    // The shop's id answers with its address.
    const byId = await fetch(`${harness.baseUrl}/shops/${shop.shop._id}`, { redirect: 'manual' });
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe(`/shops/${shop.shop.slug}`);
  });

  for (const { language, viewport } of EVERY_COMBO) {
    it(`is reached by "Sold by" and filters its products (${language}, ${viewport})`, async () => {
      const T = textsFor(language);
      const { productId, shop } = await productOfABusyShop();
      const { page, context } = await harness.newPage({ viewport, language });
      try {
        await page.goto(harness.url(`/products/${productId}`));
        const soldBy = page.getByTestId('sold-by');
        await expect.poll(() => soldBy.textContent(), { timeout: 10_000 }).toBe(shop.shop.name);
        // "More from this shop": the shop's other products, server-rendered with the page.
        await expect.poll(() => page.getByTestId('more-from-shop').count(), { timeout: 10_000 }).toBe(1);
        await shotFromTop(page, `shop-sold-by-${language}-${viewport}`);
        await soldBy.click();
        await page.waitForURL((url) => url.pathname === `/shops/${shop.shop.slug}`);
        await expect.poll(() => page.getByTestId('shop-name').textContent(), { timeout: 10_000 }).toBe(shop.shop.name);
        // The demo shop's delivered parts, in words of the page's language (Arabic says none without a digit).
        expect(await page.getByTestId('shop-delivered').textContent()).toBeTruthy();
        expect(await page.getByTestId('shop-rating').textContent()).toBe(T.shop.noRatings);
        expect(await page.getByTestId('listing-total').textContent()).not.toBe('');
        expect(await gridIds(page)).toEqual(shop.products.slice(0, 8).map((product) => product._id));
        await shotFromTop(page, `shop-page-${language}-${viewport}`);

        // A filter the shop's products split on: only those it matches are shown, the address says so.
        let gender: string | undefined;
        let expected: string[] = [];
        for (const candidate of GENDERS) {
          const answer = await apiGet<ShopReply>(`shops/${shop.shop.slug}?gender=${candidate}&limit=8&view=card`);
          if (answer.data.total > 0 && answer.data.total < shop.total) {
            gender = candidate;
            expected = answer.data.products.map((product) => product._id);
            break;
          }
        }
        if (gender) {
          if (viewport === 'phone') await page.getByTestId('open-filters').click();
          await visible(page.getByTestId(`gender-${gender}`)).click();
          if (viewport === 'phone') await page.getByTestId('apply-filters').click();
          await page.waitForURL((url) => url.searchParams.get('gender') === gender);
          await expect.poll(() => gridIds(page), { timeout: 10_000 }).toEqual(expected);
          await shotFromTop(page, `shop-page-filtered-${language}-${viewport}`);
          if (viewport === 'phone') await page.getByTestId('open-filters').click();
          await visible(page.getByTestId(`gender-${gender}`)).click();
          if (viewport === 'phone') await page.getByTestId('apply-filters').click();
          await page.waitForURL((url) => !url.searchParams.has('gender'));
        }

        // The listing's sort, within the shop: cheapest first.
        await page.getByTestId('sort-menu').selectOption('price-asc');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
        const cheapest = await apiGet<ShopReply>(`shops/${shop.shop.slug}?sort=price-asc&limit=8&view=card`);
        await expect
          .poll(() => gridIds(page), { timeout: 10_000 })
          .toEqual(cheapest.data.products.map((product) => product._id));
        expect(await page.getByTestId('listing-total').textContent()).toContain(String(shop.total));
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * Seller ratings: a buyer whose parcel was delivered rates its shop from the order history, sees the
 * stars it gave there, and the shop's page counts the rating at once (its cached page is purged).
 */
describe.each([
  { language: 'en', viewport: 'desktop' },
  { language: 'ar', viewport: 'phone' },
] as const)('rating a shop ($language, $viewport)', ({ language, viewport }) => {
  it('a buyer rates the shop of a delivered parcel from the order history; the shop page counts it', async () => {
    const T = textsFor(language);
    const { email, orderNumber, productId } = await deliveredOrder(harness, `rate${language}`);
    const details = await apiGet<{ data: { product: { seller: { slug: string } } } }>(
      `products/product-details/${productId}`,
    );
    const slug = details.data.product.seller.slug;
    const countOf = async () =>
      (await apiGet<{ data: { shop: { rating: { count: number } } } }>(`shops/${slug}`)).data.shop.rating.count;
    const before = await countOf();

    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await logInAs(harness, page, email, language);
      await page.goto(harness.url('/order-history'));
      await page.getByText(orderNumber).first().waitFor();
      await visible(page.getByTestId('rate-shop')).click();
      // The star picker's inputs are visually hidden; a person clicks the star, which is the label.
      const stars = page.getByTestId('shop-rating-stars');
      const fourth = await stars.locator('input[value="4"]').getAttribute('id');
      await page.locator(`label[for="${fourth}"]`).click();
      await page.getByTestId('shop-rating-comment').fill(language === 'en' ? 'Quick and careful.' : 'سريع ودقيق.');
      await shotFromTop(page, `shop-rating-${language}-${viewport}-form`);
      await page.getByTestId('shop-rating-send').click();
      await page.getByText(T.messages.shopRatingPosted).first().waitFor();
      await visible(page.getByTestId('shop-rating-given')).waitFor();
      await shotFromTop(page, `shop-rating-${language}-${viewport}-given`);
      expect(await countOf()).toBe(before + 1);

      await page.goto(harness.url(`/shops/${slug}`));
      // Rendered from the purged page: the shop's average and count, no longer "No ratings yet".
      const ratingLine = page.getByTestId('shop-rating');
      await ratingLine.locator('.star-rating').waitFor();
      expect(await ratingLine.textContent()).not.toContain(T.shop.noRatings);
      await shotFromTop(page, `shop-rating-${language}-${viewport}-shop-page`);
    } finally {
      await context.close();
    }
  });
});
