// Screenshots of the storefront on a phone (390 px wide), in English and Arabic, from a running
// server: `node bench/phone-screenshots.mjs http://127.0.0.1:3105 [product id]`. PNGs go to
// test-results/screenshots/phone-*.png. Needs Chromium at /usr/bin/chromium (or CHROME_PATH).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3105', productArg] = process.argv.slice(2);
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const products = await (await fetch(`${base}/api/products/getproducts?limit=1`)).json();
  const productId = productArg ?? products.data.products?.[0]?._id;
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    // Runs in the page: the language the app reads first (apps/web/src/lib/storage.ts).
    await context.addInitScript((lng) => globalThis.localStorage.setItem('souk.lang', lng), language);
    const page = await context.newPage();
    for (const [name, url] of [
      ['home', '/'],
      ['product', `/products/${productId}`],
    ]) {
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      const file = path.join(out, `phone-${name}-${language}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
