import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type ViewportName } from './harness.ts';
import { cashOrder, logInAs, shotFromTop as shot, staffLogin, visible } from './journey.ts';
import { fill, labelText, textsFor, type Language } from './locale-texts.ts';

/**
 * Issue 41, delivery: admins keep the couriers; the seller ships a part with Aramex and its tracking
 * number, marks it out for delivery and delivered; the buyer opens the order's page from the order
 * history and follows the timeline and the tracking link. English on a desktop, Arabic on a phone.
 */
const SELLER_EMAIL = 'seller.self@souk.test';
const TRACKING_NUMBER = 'AX5550172';
const AN_ANSWER = { timeout: 10_000 };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => {
  await harness?.stop();
});

/** The seller's card of the order, found by its number as a seller would. */
async function sellerCard(page: Page, orderNumber: string) {
  await page.goto(harness.url('/seller-dashboard/orders'));
  await page.getByTestId('seller-orders-search').fill(orderNumber.toLowerCase());
  await expect.poll(() => page.getByTestId('seller-order-card').count(), AN_ANSWER).toBe(1);
  return page.locator(`[data-testid="seller-order-card"][data-order-number="${orderNumber}"]`);
}

/** Ships with Aramex and the tracking number, then out for delivery, then (unless `stopBefore`) delivered. */
async function sellerMovesIt(page: Page, orderNumber: string, language: Language, tag: string, stopAt: string) {
  const T = textsFor(language);
  const card = await sellerCard(page, orderNumber);
  await card.getByTestId('step-shipped').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(fill(T.sellerOrders.confirm.shippedTitle, { number: `\u2066${orderNumber}\u2069` })).waitFor();
  // Without a courier and number the button waits.
  await expect(dialog.getByTestId('confirm-ship').isDisabled()).resolves.toBe(true);
  await dialog.getByLabel(labelText(T.sellerOrders.ship.courier)).click();
  await page.getByRole('option', { name: 'Aramex', exact: true }).click();
  // A courier no longer used is not offered.
  await expect(page.getByRole('option', { name: 'Liban Post' }).count()).resolves.toBe(0);
  await dialog.getByLabel(labelText(T.sellerOrders.ship.trackingNumber)).fill(TRACKING_NUMBER);
  await shot(page, `delivery-ship-dialog-${tag}`);
  await dialog.getByTestId('confirm-ship').click();
  await expect
    .poll(() => card.getByTestId('seller-order-status').textContent(), AN_ANSWER)
    .toBe(T.sellerOrders.status.shipped);
  await expect(card.getByTestId('seller-order-courier').textContent()).resolves.toContain('Aramex');
  for (const step of ['out_for_delivery', 'delivered'] as const) {
    if (step === stopAt) break;
    await card.getByTestId(`step-${step}`).click();
    await page.getByRole('dialog').getByTestId('confirm-step').click();
    await expect
      .poll(() => card.getByTestId('seller-order-status').textContent(), AN_ANSWER)
      .toBe(T.sellerOrders.status[step]);
  }
  await shot(page, `delivery-seller-card-${tag}`);
}

/** The buyer opens the order from the history (its number, or Track order) and reads its page. */
async function buyerFollows(email: string, orderNumber: string, language: Language, viewport: ViewportName) {
  const T = textsFor(language);
  const tag = `${language}-${viewport}`;
  const { context, page } = await harness.newPage({ viewport, language });
  try {
    await logInAs(harness, page, email, language);
    await page.goto(harness.url('/order-history'));
    const card = page.locator('[data-testid="order-card"]').filter({ hasText: orderNumber });
    await card.waitFor();
    if (viewport === 'desktop') await card.getByTestId('order-number').click();
    else await card.getByTestId('order-details').click();
    await page.waitForURL((url) => url.pathname === `/order-history/${orderNumber}`);
    const part = page.getByTestId('order-part');
    await part.waitFor();
    const link = part.getByTestId('tracking-link');
    await expect(link.getAttribute('href')).resolves.toBe(`https://track.aramex.example/shipments/${TRACKING_NUMBER}`);
    await expect(link.textContent()).resolves.toContain(TRACKING_NUMBER);
    await expect(part.getByTestId('order-courier').textContent()).resolves.toBe(
      fill(T.orderPage.withCourier, { courier: 'Aramex' }),
    );
    await shot(page, `delivery-order-page-${tag}`);
    return { context, page, part };
  } catch (error) {
    await context.close();
    throw error;
  }
}

describe('delivery journey', () => {
  it('an admin keeps the couriers; a retired one is marked so (en, desktop)', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.couriers, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/couriers');
      await expect.poll(() => page.getByTestId('courier-row').count(), AN_ANSWER).toBeGreaterThanOrEqual(4);
      await page.getByTestId('courier-add').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('courier-name').fill('Beirut Bikes');
      await dialog.getByTestId('courier-tracking').fill('https://bikes.example/parcel');
      await dialog.getByText(T.messages.courierTrackingUrlInvalid).waitFor();
      await dialog.getByTestId('courier-tracking').fill('https://bikes.example/parcel/{number}');
      await expect(dialog.getByTestId('courier-example').textContent()).resolves.toContain(
        'https://bikes.example/parcel/AB123456',
      );
      await shot(page, 'delivery-courier-form-en-desktop');
      await dialog.getByTestId('courier-save').click();
      await visible(page.getByText(T.messages.courierSaved)).waitFor();
      await page.getByTestId('courier-row').filter({ hasText: 'Beirut Bikes' }).waitFor();
      await shot(page, 'delivery-couriers-en-desktop');
    } finally {
      await context.close();
    }
  });

  it('the seller ships with Aramex and a number, then out for delivery and delivered; the buyer follows it (en, desktop)', async () => {
    const T = textsFor('en');
    const { email, orderNumber } = await cashOrder(harness, 'deliveryen');
    const seller = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, seller.page, SELLER_EMAIL, 'en');
      await sellerMovesIt(seller.page, orderNumber, 'en', 'en-desktop', 'none');
    } finally {
      await seller.context.close();
    }
    const { context, page, part } = await buyerFollows(email, orderNumber, 'en', 'desktop');
    try {
      for (const step of ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'])
        await expect(part.getByTestId(`step-${step}`).getAttribute('data-reached')).resolves.toBe('yes');
      await expect(part.getByTestId('step-delivered').textContent()).resolves.toContain(T.orderPage.steps.delivered);
      // Delivered: no expected day any more.
      await expect(part.getByTestId('order-expected').count()).resolves.toBe(0);

      // The notice of the delivery leads to the same page.
      await page.goto(harness.url('/'));
      await visible(page.getByTestId('bell')).click();
      await page.getByTestId('bell-dropdown').waitFor();
      await page
        .getByTestId('notification-item')
        .filter({ hasText: `Order ${orderNumber} delivered` })
        .first()
        .click();
      await page.getByTestId('notification-detail').waitFor();
      await page.getByTestId('view-order').click();
      await page.waitForURL((url) => url.pathname === `/order-history/${orderNumber}`);
      await page.getByTestId('order-part').waitFor();
    } finally {
      await context.close();
    }
  });

  it('in Arabic on a phone: shipped and out for delivery, the page says it arrives today', async () => {
    const T = textsFor('ar');
    const { email, orderNumber } = await cashOrder(harness, 'deliveryar');
    const seller = await harness.newPage({ viewport: 'phone', language: 'ar' });
    try {
      await logInAs(harness, seller.page, SELLER_EMAIL, 'ar');
      await sellerMovesIt(seller.page, orderNumber, 'ar', 'ar-phone', 'delivered');
    } finally {
      await seller.context.close();
    }
    const { context, page, part } = await buyerFollows(email, orderNumber, 'ar', 'phone');
    try {
      await expect(part.getByTestId('step-out_for_delivery').getAttribute('data-reached')).resolves.toBe('yes');
      await expect(part.getByTestId('step-delivered').getAttribute('data-reached')).resolves.toBe('no');
      await expect(part.getByTestId('order-expected').textContent()).resolves.toContain(T.orderPage.today);
      // Nothing sticks out of the phone's width.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
