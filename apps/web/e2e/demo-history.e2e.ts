import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { startDeadlineMs } from './server-process.ts';
import { EVERY_COMBO, logInAs, shotFromTop as shot, staffLogin } from './journey.ts';

/**
 * Issue 24, demo data with a history: what `npm start` seeds (DEMO_HISTORY on) gives the sales
 * dashboards, a seller's sales and payouts and the desk's tickets a year to show, in both
 * languages on a desktop and a phone. The other journeys keep the small demo.
 */
let harness: Harness;
beforeAll(
  async () => {
    harness = await startHarness({ demoHistory: true });
  },
  startDeadlineMs({ demoHistory: true }) + 30_000,
);
afterAll(() => harness?.stop());

/** A figure as shown, without direction marks or currency signs: "$6,302.50" -> 6302.5. */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe.each(EVERY_COMBO)('a year of demo history ($language, $viewport)', ({ language, viewport }) => {
  it('the sales dashboards, a seller with a year of payouts, tickets in every state', async () => {
    const staff = await harness.newPage({ viewport, language });
    try {
      await staffLogin(harness, staff.page, language, 'sales.manager');
      for (const [path, testId] of [
        ['overview', 'sales-overview'],
        ['sales-performance', 'sales-performance'],
      ] as const) {
        await staff.page.goto(harness.url(`/sales-dashboard/${path}`, 'staff'));
        await staff.page.getByTestId(testId).waitFor();
        await staff.page.locator('.mantine-Skeleton-root').first().waitFor({ state: 'detached' });
        await shot(staff.page, `demo-history/${language}-${viewport}-sales-${path}`);
      }
      // A year of sales: the total is far above what three demo orders make.
      expect(amountIn(await staff.page.getByTestId('total-sales-value').innerText())).toBeGreaterThan(10_000);
    } finally {
      await staff.context.close();
    }

    const seller = await harness.newPage({ viewport, language });
    try {
      await logInAs(harness, seller.page, 'seller.self@souk.test', language);
      await seller.page.waitForURL((url) => url.pathname === '/seller-dashboard');
      await seller.page.getByTestId('figure-totalSales-value').waitFor();
      await shot(seller.page, `demo-history/${language}-${viewport}-seller-home`);
      await seller.page.goto(harness.url('/seller-dashboard/sales'));
      await seller.page.getByTestId('payout-ledger').waitFor();
      // Closed weeks over the year, not one or two.
      expect(await seller.page.getByTestId('payout-ledger').locator('tbody tr').count()).toBeGreaterThanOrEqual(40);
      await shot(seller.page, `demo-history/${language}-${viewport}-seller-sales`);
    } finally {
      await seller.context.close();
    }

    const desk = await harness.newPage({ viewport, language });
    try {
      await staffLogin(harness, desk.page, language, 'cs.manager');
      await desk.page.goto(harness.url('/customer-service-dashboard/tickets-Client', 'staff'));
      await desk.page.getByTestId('ticket-row').first().waitFor();
      const states = new Set(
        await desk.page
          .getByTestId('ticket-status')
          .evaluateAll((switches) => switches.map((status) => status.getAttribute('aria-label'))),
      );
      expect(states.size).toBeGreaterThanOrEqual(2);
      await shot(desk.page, `demo-history/${language}-${viewport}-tickets`);
    } finally {
      await desk.context.close();
    }
  });
});
