import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, usdToCents } from '@souk/shared/money';
import { startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import { EVERY_COMBO, apiCall, apiLogin, logInAs, shotFromTop as shot, staffLogin, staffToken } from './journey.ts';
import { fill, textsFor } from './locale-texts.ts';

/**
 * Issue 16, the sales dashboards on real figures: the overview's cards and discount offer (the
 * seller accepts it and the sales manager hears back), the figures the pages show are the
 * server's, the CSV exports, and every page in both languages on a desktop and a phone.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.stop());

interface Performance {
  totals: { revenue: number; revenueLbp: number; profit: number };
}

const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/[\u2066-\u2069]/g, '').trim();

describe('the sales team at work (en, desktop)', () => {
  it('cards, a discount offer the seller accepts, figures as the server has them, a CSV', async () => {
    const T = textsFor('en');
    const token = await staffToken(harness, 'sales.manager');
    const seller = await apiLogin(harness, 'seller.self@souk.test');
    const mine = await apiCall<{ products: { _id: string; name: string }[] }>(
      harness,
      seller.accessToken,
      'GET',
      'seller/products?status=published&limit=5',
    );
    const product = mine.data.products[0]!;

    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'sales.manager');
      await page.waitForURL((url) => url.pathname === '/sales-dashboard');
      await page.getByRole('heading', { name: T.sales.overview.title }).waitFor();
      await page.getByTestId('figures-as-of').waitFor();
      // The seeded delivered orders put sellers on the chart.
      await page.getByTestId('top-sellers').locator('.recharts-bar-rectangle').first().waitFor();

      // A best seller placed from its card, moved up in the edit dialog, then removed.
      await page.getByTestId('card-add-best_sellers').click();
      await page.getByTestId('card-product').fill(product.name);
      await page
        .getByRole('option', { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
        .click();
      await page.getByTestId('card-save').click();
      await page.getByText(T.messages.placementAdded).first().waitFor();
      const item = page.getByTestId('card-best_sellers').getByTestId('card-item').filter({ hasText: product.name });
      await item.getByTestId('card-edit').click();
      await page.getByTestId('card-position').fill('2');
      await page.getByTestId('card-save').click();
      await page.getByText(T.messages.placementUpdated).first().waitFor();
      const placements = await apiCall<{ placements: { productId: string; position: number }[] }>(
        harness,
        token,
        'GET',
        'admin/placements?list=best_sellers',
      );
      expect(placements.data.placements.find((row) => row.productId === product._id)?.position).toBe(2);
      await item.getByTestId('card-remove').click();
      await page
        .getByText(
          fill(T.sales.overview.removeText, { name: product.name, list: T.admin.homeLists.lists.best_sellers }),
        )
        .waitFor();
      await shot(page, 'sales/en-desktop-01-remove-confirmation');
      await page.getByTestId('confirm-remove').click();
      await page.getByText(T.messages.placementEnded).first().waitFor();
      await item.waitFor({ state: 'detached' });

      // A discount offered to the product's seller.
      await waitForToastsToClose(page);
      await page.getByTestId('offer-product').fill(product.name);
      await page
        .getByRole('option', { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
        .click();
      await page.getByTestId('offer-percent').fill('15');
      await page.getByTestId('offer-note').fill('Winter push on the storefront.');
      await page.getByTestId('offer-send').click();
      await page.getByText(T.messages.discountOffered).first().waitFor();
      await shot(page, 'sales/en-desktop-02-offer-sent');

      // The seller accepts it on the Promotions page.
      const sellerPage = await harness.newPage({ viewport: 'desktop', language: 'en' });
      try {
        await logInAs(harness, sellerPage.page, 'seller.self@souk.test', 'en');
        await sellerPage.page.goto(harness.url('/seller-dashboard/promotions'));
        const offer = sellerPage.page
          .getByTestId('promotion-list')
          .getByTestId('promotion-row')
          .filter({ hasText: T.promotions.status.offered })
          .filter({ hasText: product.name });
        await offer.getByText('15%').waitFor();
        await shot(sellerPage.page, 'sales/en-desktop-03-seller-offer');
        await offer.getByTestId('offer-accept').click();
        await sellerPage.page.getByText(T.messages.promotionAccepted).first().waitFor();
        await sellerPage.page
          .getByTestId('promotion-list')
          .getByTestId('promotion-row')
          .filter({ hasText: product.name })
          .getByText(T.promotions.status.accepted)
          .first()
          .waitFor();
      } finally {
        await sellerPage.context.close();
      }

      // The sales manager hears back: the menu counts it and the notices list it.
      await page.reload();
      await page.getByTestId('notices-unread').getByText('1').waitFor();
      await page.getByTestId('seller-bell').click();
      await page.getByRole('dialog').getByText('Discount offer accepted').waitFor();
      await shot(page, 'sales/en-desktop-04-notices');
      await page.keyboard.press('Escape');

      // Sales performance shows what the server computed, in dollars and in lira.
      await page.getByRole('link', { name: T.dashboard.menu.salesPerformance }).click();
      await page.getByRole('heading', { name: T.sales.performance.title }).waitFor();
      const all = (await apiCall<Performance>(harness, token, 'GET', 'sales/performance')).data;
      expect(all.totals.revenue).toBeGreaterThan(0);
      await page
        .getByTestId('revenue-value')
        .getByText(formatPrice(usdToCents(all.totals.revenue), 'USD'))
        .waitFor();
      expect(await textOf(page, 'profit-value')).toBe(formatPrice(usdToCents(all.totals.profit), 'USD'));
      await page.getByTestId('total-currency').getByText('LBP').click();
      expect(await textOf(page, 'total-sales-value')).toBe(
        `${new Intl.NumberFormat('en-US').format(all.totals.revenueLbp)} LBP`,
      );
      await shot(page, 'sales/en-desktop-05-performance');
      // A governorate with no sales reads zero.
      await page.getByTestId('filter-location').click();
      await page.getByRole('option', { name: 'Bekaa', exact: true }).click();
      const bekaa = (await apiCall<Performance>(harness, token, 'GET', 'sales/performance?location=Bekaa')).data;
      await page
        .getByTestId('revenue-value')
        .getByText(formatPrice(usdToCents(bekaa.totals.revenue), 'USD'))
        .waitFor();
      await shot(page, 'sales/en-desktop-06-performance-bekaa');

      // The orders table's CSV holds its rows.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('orders-csv').click()]);
      expect(download.suggestedFilename()).toBe('souk-orders.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        `\uFEFF"${T.sales.orders.number}","${T.sales.orders.date}","${T.sales.orders.buyer}","${T.sales.orders.location}","${T.sales.orders.status}","${T.sales.orders.payment}","${T.sales.orders.total}"`,
      );
      const shown = await page.getByTestId('orders-table').locator('tbody tr').count();
      expect(csv.trim().split('\r\n')).toHaveLength(shown + 1);
    } finally {
      await context.close();
    }
  });
});

const PAGES = [
  ['overview', 'sales-overview'],
  ['sales-performance', 'sales-performance'],
  ['return-refund-rates', 'sales-rates'],
  ['categories-brands', 'sales-categories'],
  ['order-status', 'sales-statuses'],
] as const;

describe.each(EVERY_COMBO)('the sales dashboards look right ($language, $viewport)', ({ language, viewport }) => {
  it('every page with its figures', async () => {
    const T = textsFor(language);
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await staffLogin(harness, page, language, 'sales.manager');
      for (const [path, testId] of PAGES) {
        await page.goto(harness.url(`/sales-dashboard/${path}`, 'staff'));
        await page.getByTestId(testId).waitFor();
        await page.getByTestId('figures-as-of').waitFor();
        // Charts draw once their data is in; skeletons are gone.
        await page.locator('.mantine-Skeleton-root').first().waitFor({ state: 'detached' });
        await shot(page, `sales/${language}-${viewport}-${path}`);
        if (path === 'sales-performance') {
          // The longest figure: the total in lira, in a half-width card on a phone.
          await page.getByTestId('total-currency').getByText('LBP').click();
          await page.getByTestId('total-sales-value').getByText('LBP').waitFor();
          await shot(page, `sales/${language}-${viewport}-${path}-lbp`);
        }
      }
      if (viewport === 'phone') {
        // The mobile top bar: burger, logo and bell; the menu behind the burger.
        await page.getByTestId('seller-bell').waitFor();
        await page.getByRole('button', { name: T.header.openMenu }).click();
        await page.getByRole('link', { name: T.dashboard.menu.categoriesBrands }).waitFor();
        await shot(page, `sales/${language}-${viewport}-menu`);
      }
    } finally {
      await context.close();
    }
  });
});
