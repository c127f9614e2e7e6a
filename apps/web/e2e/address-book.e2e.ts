import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot, startHarness, type Harness } from './harness.ts';
import { apiCall, apiLogin, logInAs, newBuyer, shotFromTop, visible } from './journey.ts';
import { labelText, textsFor, type Language } from './locale-texts.ts';

/**
 * Issue 41: a buyer keeps two addresses in the profile and picks one at checkout; a card payment
 * whose hosted page is closed, then paid again from the order, leaves one order, paid.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => {
  await harness?.stop();
});

const HOME = {
  label: { en: 'Home', ar: 'المنزل' },
  location: 'Beirut - Achrafieh',
  city: 'Beirut',
  street: 'Sursock Street 7',
  building: 'Nour building',
  floor: '3',
  notes: { en: 'Ring twice, the bell is on the left', ar: 'اطرق مرتين، الجرس على اليسار' },
  phone: '71222333',
};
const WORK = {
  label: { en: 'Work', ar: 'العمل' },
  location: 'Mount Lebanon - Jal el Dib',
  city: 'Jal el Dib',
  street: 'Highway 2, Cedar Center',
  building: '',
  floor: '',
  notes: { en: '', ar: '' },
  phone: '03444555',
};

async function addAddress(page: Page, language: Language, address: typeof HOME, makeDefault = false) {
  const T = textsFor(language);
  const F = T.checkout.fields;
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await form.waitFor();
  await form.getByLabel(labelText(T.profile.addresses.label)).fill(address.label[language]);
  await form.getByTestId('address-location').selectOption(address.location);
  await form.getByLabel(labelText(F.city)).fill(address.city);
  await form.getByLabel(labelText(F.street)).fill(address.street);
  if (address.building) await form.getByLabel(labelText(F.building)).fill(address.building);
  if (address.floor) await form.getByLabel(labelText(F.floor)).fill(address.floor);
  if (address.notes[language]) await form.getByLabel(labelText(F.notes)).fill(address.notes[language]);
  await form.getByLabel(labelText(F.phone)).fill(address.phone);
  if (makeDefault) await form.getByLabel(T.profile.addresses.makeDefault).check();
  await form.getByTestId('address-save').click();
  await form.waitFor({ state: 'detached' });
}

/** One unit of a product with a single variant, in stock, added from its page. */
async function addSomething(page: Page, language: Language) {
  const T = textsFor(language);
  const list = (
    await apiCall<{ products: { _id: string; price: number }[] }>(
      harness,
      null,
      'GET',
      'products/getproducts?page=1&limit=40&sort=newest',
    )
  ).data.products;
  for (const item of list) {
    const detail = (
      await apiCall<{ product: { variants: { isActive: boolean; quantity: number }[] } }>(
        harness,
        null,
        'GET',
        `products/product-details/${item._id}`,
      )
    ).data.product;
    const active = detail.variants.filter((variant) => variant.isActive);
    if (active.length !== 1 || active[0]!.quantity < 5) continue;
    await page.goto(harness.url(`/products/${item._id}`));
    await page.getByRole('button', { name: T.catalog.addToCart }).first().click();
    await visible(page.getByText(T.messages.addedToCart)).waitFor();
    return;
  }
  throw new Error('no single-variant product in stock');
}

const COMBOS: { language: Language; viewport: 'desktop' | 'phone' }[] = [
  { language: 'en', viewport: 'desktop' },
  { language: 'ar', viewport: 'phone' },
];

describe.each(COMBOS)(
  'address book and a card payment left and retried ($language, $viewport)',
  ({ language, viewport }) => {
    it('saves two addresses, picks one at checkout, closes the card page, pays again: one order, paid', async () => {
      const T = textsFor(language);
      const tag = `${language}-${viewport}`;
      const email = await newBuyer(harness, `book${language}`);
      const { context, page } = await harness.newPage({ viewport, language });
      try {
        await logInAs(harness, page, email, language);

        // The profile's address book: two addresses, the second made the default.
        await page.goto(harness.url('/profile'));
        await page.getByTestId('address-book-empty').waitFor();
        await addAddress(page, language, HOME);
        await addAddress(page, language, WORK, true);
        const cards = page.getByTestId('address-card');
        await expect.poll(() => cards.count()).toBe(2);
        expect(await cards.first().textContent()).toContain(WORK.label[language]);
        expect(await cards.first().textContent()).toContain(T.profile.addresses.default);
        // WhatsApp for "shipped", SMS for "delivered".
        await page.getByTestId('update-shipped').getByText('WhatsApp').click();
        await page.getByTestId('update-delivered').getByText(T.profile.updates.sms).click();
        await page.getByTestId('update-preferences-save').click();
        await visible(page.getByText(T.messages.updatePreferencesSaved)).waitFor();
        // The saves' toasts have gone by, as a reader looking at the page would see it.
        await expect
          .poll(() => page.locator('.mantine-Notifications-notification').count(), { timeout: 15_000 })
          .toBe(0);
        await shotFromTop(page, `address-book-profile-${tag}`);
        const { accessToken } = await apiLogin(harness, email);
        const saved = await apiCall<{ preferences: Record<string, string> }>(
          harness,
          accessToken,
          'GET',
          'update-preferences',
        );
        expect(saved.data.preferences).toMatchObject({ shipped: 'whatsapp', delivered: 'sms', refund: 'none' });

        // Checkout offers the default first; the buyer picks Home.
        await addSomething(page, language);
        await page.goto(harness.url('/checkout'));
        const picker = page.getByTestId('saved-address');
        await expect.poll(() => picker.count()).toBe(2);
        expect(await picker.first().getAttribute('data-checked')).toBe('true');
        await picker.filter({ hasText: HOME.label[language] }).click();
        await expect
          .poll(() => picker.filter({ hasText: HOME.label[language] }).getAttribute('data-checked'))
          .toBe('true');
        const F = T.checkout.fields;
        await page.getByLabel(labelText(F.firstName)).fill('Rana');
        await page.getByLabel(labelText(F.lastName)).fill('Haddad');
        await page.getByTestId('summary-total').waitFor();
        await shotFromTop(page, `address-book-checkout-${tag}`);
        await page.getByTestId('proceed').click();
        await page.getByTestId('method-credit_card').click();
        await page.getByTestId('place-order').click();

        // The hosted page names the order as the buyer knows it; the buyer closes it.
        await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'));
        await page.locator('#instrument').waitFor();
        const orderNumber = (await page.locator('[data-order-number] bdi').textContent())!;
        expect(orderNumber).toMatch(/^SK\d+$/);
        await shot(page, `address-book-payment-page-${tag}`);
        const card = page.getByTestId('order-card').first();
        if (viewport === 'desktop') {
          // The page's own cancel brings the buyer back to the order, unpaid.
          await page.locator('button[value="cancel"]').click();
          await page.waitForURL((url) => url.pathname === '/order-history');
          await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe(T.orders.paymentStatus.failed);
        } else {
          // Back from the payment page: the checkout, its cart emptied, says where the order is.
          await page.goBack();
          await page.waitForURL((url) => url.pathname === '/checkout');
          const left = page.getByTestId('order-left-unpaid');
          await left.waitFor();
          await shotFromTop(page, `address-book-left-unpaid-${tag}`);
          await left.getByRole('link').click();
          await page.waitForURL((url) => url.pathname === '/order-history');
          await expect
            .poll(() => card.getByTestId('payment-status').textContent())
            .toBe(T.orders.paymentStatus.pending);
        }

        // Paying again pays that order.
        await card.getByTestId('pay-now').click();
        await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'));
        await page.locator('#instrument').waitFor();
        expect(await page.locator('[data-order-number] bdi').textContent()).toBe(orderNumber);
        await page.locator('#instrument').fill('4242424242424242');
        await page.locator('#expiry').fill('1230');
        await page.locator('#cvc').fill('123');
        await page.locator('button[value="pay"]').click();
        await page.waitForURL((url) => url.pathname === '/order-history');
        await page.getByTestId('payment-confirmation').waitFor();
        await page.getByTestId('confirmation-continue').click();
        await page.getByTestId('order-success').waitFor();
        await page.getByTestId('to-order-history').click();
        await page.getByTestId('order-success').waitFor({ state: 'detached' });
        await expect.poll(() => card.getByTestId('payment-status').textContent()).toBe(T.orders.paymentStatus.captured);
        await shotFromTop(page, `address-book-orders-${tag}`);

        // One order, paid, delivered to Home as it stood.
        const history = await apiCall<{
          orders: { orderNumber: string; paymentStatus: string; shippingAddress: Record<string, string> }[];
        }>(harness, accessToken, 'GET', 'orders/history');
        expect(history.data.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
        expect(history.data.orders[0]!.paymentStatus).toBe('captured');
        expect(history.data.orders[0]!.shippingAddress).toMatchObject({
          streetAddress: HOME.street,
          building: HOME.building,
          floor: HOME.floor,
          location: HOME.location,
        });
      } finally {
        await context.close();
      }
    }, 180_000);
  },
);
