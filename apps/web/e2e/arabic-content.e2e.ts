import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { startDeadlineMs } from './server-process.ts';
import { logInAs, shotFromTop as shot, visible } from './journey.ts';

/**
 * Issue 38, Arabic content and not only Arabic chrome: on the Arabic storefront, cart, checkout,
 * order history and the seller's orders and returns, no Latin-script word is left but what may be
 * written so: a brand or shop name, a product's or a person's name as written by them, a code (SKU,
 * order number), a number, an e-mail, a currency code. The allowed words come from the data the
 * page was drawn from (the API, asked with the reader's session), so a colour, a category, a FAQ,
 * an issue type or a return reason left in English fails. The demo with its year of history gives
 * the buyer orders and the seller returns.
 */
let harness: Harness;
beforeAll(
  async () => {
    harness = await startHarness({ demoHistory: true });
  },
  startDeadlineMs({ demoHistory: true }) + 30_000,
);
afterAll(() => harness?.stop());

/**
 * Keys whose values people or shops wrote themselves (names, a review, a desk's or a seller's note
 * on a request: written in the language its writer chose), a courier company's name, or codes.
 */
const OWN_WORDS = new Set([
  'comment',
  'message',
  'decisionNote',
  'avatar',
  'initials',
  'fullName',
  'name',
  'businessName',
  'brand',
  'courier',
  'seller',
  'sku',
  'orderNumber',
  'customerName',
  'firstName',
  'lastName',
  'streetAddress',
  'city',
  'userName',
  'email',
]);

/**
 * The words the data allows. A value under `name` is a vocabulary entry staff keep in both
 * languages (a colour, a category) when its object has a `nameAr`: those are not allowed.
 */
function allowedWords(data: unknown, into: Set<string>) {
  if (Array.isArray(data)) {
    for (const item of data) allowedWords(item, into);
    return;
  }
  if (!data || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  const vocabulary = 'nameAr' in record || 'hexCode' in record;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') {
      if (OWN_WORDS.has(key) && !(key === 'name' && vocabulary)) {
        const words = latinWords(value);
        for (const word of words) into.add(word.toLowerCase());
        // A person's initials stand for their name in an avatar ("Nadia Khoury": NK, or NA).
        if (words.length)
          into.add(
            words
              .map((word) => word[0])
              .join('')
              .slice(0, 2)
              .toLowerCase(),
          );
        if (words[0]) into.add(words[0].slice(0, 2).toLowerCase());
      }
    } else allowedWords(value, into);
  }
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** A code or a number: any run of letters and digits holding a digit (SKUs, order numbers, 2XL). */
const CODE = /\b[\w-]*\d[\w-]*\b/g;
/**
 * Codes and brands the site itself writes: the currencies prices are in, the language switch's
 * "EN", and the payment networks whose marks the footer and checkout show.
 */
const SITE_CODES = new Set(['usd', 'lbp', 'en', 'visa', 'mastercard', 'paypal', 'omt', 'whish']);
const latinWords = (text: string) =>
  text
    .replace(EMAIL, ' ')
    .replace(CODE, ' ')
    .match(/[A-Za-z]+/g) ?? [];

/** The page's visible text (as harness.ts reads it for raw keys), without what is marked translate="no". */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [translate="no"]') || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join('\n');
  });

/** GETs made with the page's own session (its cookies), for the data the page shows. */
const dataOf = (page: Page, paths: string[]) =>
  page.evaluate(
    async (list) =>
      Promise.all(
        list.map(async (path) => {
          const response = await fetch(`/api/${path}`, { credentials: 'include' });
          return response.ok ? ((await response.json()) as unknown) : null;
        }),
      ),
    paths,
  );

/** Every product of the catalogue, page by page: the storefront's names, brands and shops. */
async function catalogue(page: Page) {
  const pages: unknown[] = [];
  for (let number = 1; number <= 20; number += 1) {
    const [body] = (await dataOf(page, [`products/getproducts?page=${number}&limit=60`])) as {
      data?: { products?: unknown[] };
    }[];
    const products = body?.data?.products ?? [];
    pages.push(products);
    if (products.length < 60) break;
  }
  return pages;
}

/** The Latin words on the page that the data does not allow, with the line each was read in. */
async function strayLatin(page: Page, allowed: Set<string>) {
  const stray = new Map<string, string>();
  for (const line of (await visibleText(page)).split('\n')) {
    for (const word of latinWords(line)) {
      const key = word.toLowerCase();
      if (allowed.has(key) || SITE_CODES.has(key)) continue;
      if (!stray.has(word)) stray.set(word, line.trim().slice(0, 120));
    }
  }
  return [...stray].map(([word, line]) => `${word} (in "${line}")`);
}

describe.each(['desktop', 'phone'] as const)('the Arabic storefront reads in Arabic (%s)', (viewport) => {
  it('home, listing, a product, help center, cart, checkout, orders; the seller’s orders and returns', async () => {
    const problems: string[] = [];
    const buyer = await harness.newPage({ viewport, language: 'ar' });
    try {
      const { page } = buyer;
      await logInAs(harness, page, 'buyer@souk.test', 'ar');
      const allowed = new Set<string>();
      allowedWords(await catalogue(page), allowed);
      allowedWords(await dataOf(page, ['brands', 'orders/history', 'cart', 'auth/profile']), allowed);
      const check = async (name: string) => {
        await shot(page, `arabic-content/${viewport}-${name}`);
        for (const word of await strayLatin(page, allowed)) problems.push(`${name}: ${word}`);
      };

      await page.goto(harness.url('/'));
      await visible(page.getByTestId('product-card')).waitFor();
      await check('home');
      await page.goto(harness.url('/all-products?page=1'));
      await visible(page.getByTestId('product-card')).waitFor();
      await check('listing');

      // A product with colours, into the cart.
      const [listing] = (await dataOf(page, ['products/getproducts?page=1&limit=60'])) as {
        data: { products: { _id: string; variants?: { color?: unknown }[] }[] };
      }[];
      const coloured =
        listing!.data.products.find((product) => product.variants?.some((variant) => variant.color)) ??
        listing!.data.products[0]!;
      allowedWords(await dataOf(page, [`products/product/${coloured._id}/reviews`]), allowed);
      await page.goto(harness.url(`/products/${coloured._id}`));
      await page.getByTestId('product-title').waitFor();
      await check('product');
      await visible(page.getByTestId('add-to-cart')).click();
      await page.waitForTimeout(800);

      await page.goto(harness.url('/help-center'));
      const question = visible(page.getByTestId('faq-question'));
      await question.waitFor();
      // An Arabic question reads right to left, its question mark at its end (the left).
      expect(await question.innerText()).toMatch(/^[^A-Za-z]*[\u0600-\u06FF][^A-Za-z]*؟$/);
      await check('help-center');

      allowedWords(await dataOf(page, ['cart']), allowed);
      await page.goto(harness.url('/cart'));
      await visible(page.getByTestId('cart-item')).waitFor();
      await check('cart');
      await page.goto(harness.url('/checkout'));
      await page.waitForLoadState('networkidle');
      await check('checkout');
      await page.goto(harness.url('/order-history'));
      await visible(page.getByTestId('order-card')).waitFor();
      await check('order-history');
    } finally {
      await buyer.context.close();
    }

    const seller = await harness.newPage({ viewport, language: 'ar' });
    try {
      const { page } = seller;
      await logInAs(harness, page, 'seller.self@souk.test', 'ar');
      const allowed = new Set<string>();
      allowedWords(await dataOf(page, ['seller/orders?page=1&limit=10', 'seller/returns', 'auth/profile']), allowed);
      const check = async (name: string) => {
        await shot(page, `arabic-content/${viewport}-seller-${name}`);
        for (const word of await strayLatin(page, allowed)) problems.push(`seller ${name}: ${word}`);
      };
      await page.goto(harness.url('/seller-dashboard/orders'));
      await visible(page.getByTestId('seller-order-card')).waitFor();
      await check('orders');
      await page.goto(harness.url('/seller-dashboard/returns'));
      await visible(page.getByTestId('seller-return')).waitFor();
      await check('returns');
    } finally {
      await seller.context.close();
    }
    expect(problems).toEqual([]);
  });
});
