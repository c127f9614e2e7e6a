import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { EVERY_COMBO as COMBOS, logInAs, shotFromTop as shot, visible } from './journey.ts';
import { fill, textsFor } from './locale-texts.ts';

/** Issue 12 section 6: titles, toasts, Arabic digits and direction, footer links, product photos. */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

interface ProductsReply {
  data: { products: { _id: string; name: string; translations: { ar: { name: string } } }[] };
}

describe.each(COMBOS)('details seen in the browser ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);
  const tag = `${language}-${viewport}`;
  const brand = T.common.brand;

  it('each page has its own title, the product its name; the gallery has pictures to page through; the footer has no bare links', async () => {
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await page.goto(harness.url('/'));
      await expect.poll(() => page.title()).toBe(`${T.pageTitles.home} | ${brand}`);
      // No social link is configured in the journeys: none is shown (they were bare facebook.com...).
      await page.locator('footer').scrollIntoViewIfNeeded();
      expect(
        await page.locator('footer a[href="https://www.facebook.com"], footer a[href="https://wa.me/"]').count(),
      ).toBe(0);
      expect(await page.getByTestId('footer-social').count()).toBe(0);
      await page
        .locator('footer')
        .screenshot({ path: `${process.cwd()}/test-results/screenshots/details-footer-${tag}.png` });

      const reply = (await (
        await fetch(`${harness.baseUrl}/api/products/getproducts?limit=1&query=vase`)
      ).json()) as ProductsReply;
      const product = reply.data.products[0]!;
      await page.goto(harness.url(`/products/${product._id}`));
      const name = language === 'ar' ? product.translations.ar.name : product.name;
      await expect.poll(() => page.title()).toBe(`${name} | ${brand}`);
      await page.getByTestId('gallery-main').waitFor();
      await expect
        .poll(() =>
          page.getByRole('button', { name: new RegExp(fill(T.product.showPhoto, { number: '\\d+' })) }).count(),
        )
        .toBeGreaterThanOrEqual(3);
      await visible(page.getByRole('button', { name: T.product.nextPhoto })).waitFor();
      await shot(page, `details-product-${tag}`);

      await page.goto(harness.url('/cart'));
      await expect.poll(() => page.title()).toBe(`${T.pageTitles.cart} | ${brand}`);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the login toast opens at the bottom, over neither the header nor the page top; Arabic digits are Western', async () => {
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await logInAs(harness, page, 'buyer@souk.test', language);
      const toast = page.locator('.mantine-Notifications-notification').first();
      await toast.waitFor();
      // Settled at the bottom edge: what a page's top shows (its heading, the checkout's summary)
      // stays in sight while the toast speaks of it (issue 38).
      const screen = page.viewportSize()!;
      await expect
        .poll(async () => {
          const box = (await toast.boundingBox())!;
          return Math.round(screen.height - (box.y + box.height));
        })
        .toBeLessThan(40);
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThan(screen.height / 2);
      // On a wide screen it keeps to the end corner: the right in English, the left in Arabic.
      if (screen.width >= 768) {
        const centre = box.x + box.width / 2;
        if (language === 'ar') expect(centre).toBeLessThan(screen.width / 2);
        else expect(centre).toBeGreaterThan(screen.width / 2);
      }
      await shot(page, `details-login-toast-${tag}`);
      // While the toast still shows, the cart icon takes the click.
      await visible(page.getByTestId('count-cart')).click();
      await page.waitForURL((url) => url.pathname === '/cart');

      // The buyer's demo orders: dates in the same digits as the prices.
      await page.goto(harness.url('/order-history'));
      await page.getByTestId('order-card').first().waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(ARABIC_INDIC_DIGITS);
      // Amounts inside an Arabic line keep "$38.51" whole (isolated left to right), not "38.51$".
      expect(await page.getByTestId('order-total').first().textContent()).toMatch(/^\u2066\$\d+\.\d{2}\u2069$/);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the seller landing shows +961 left to right', async () => {
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await page.goto(harness.url('/', 'onboarding'));
      await expect.poll(() => page.title()).toBe(`${T.pageTitles.landing} | ${brand}`);
      if (viewport === 'desktop') {
        const stat = page.locator('bdi', { hasText: '+961' });
        await stat.waitFor();
        expect(await stat.getAttribute('dir')).toBe('ltr');
      }
      await shot(page, `details-landing-${tag}`);
    } finally {
      await context.close();
    }
  }, 60_000);
});
