import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import { logInAs, OTHER_COMBOS, shotFromTop as shot, visible } from './journey.ts';
import { fill, textsFor, type Language } from './locale-texts.ts';

/** The seller's orders screen: a buyer's cash-on-delivery order moved to delivered, and the buyer told. */
const SELLER_EMAIL = 'seller.self@souk.test';
const BUYER_EMAIL = 'buyer@souk.test';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
interface ListedProduct {
  _id: string;
  seller: { _id: string } | null;
  variants: { variantId: string; isActive: boolean; quantity: number }[];
}
interface PlacedOrder {
  _id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
}
interface BuyerNotification {
  kind?: string;
  params?: { orderNumber?: string } | null;
}

/** The API as another client would call it: a Bearer session from the login call. */
async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${harness.baseUrl}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.success, `${method} ${path}: ${response.status} ${json.message}`).toBe(true);
  return json;
}

async function apiLogin(email: string): Promise<{ token: string; userId: string }> {
  const { data } = await call<{ accessToken: string; user: { _id: string } }>(null, 'POST', 'auth/login', {
    email,
    password: DEMO_PASSWORD,
    rememberMe: false,
  });
  return { token: data.accessToken, userId: data.user._id };
}

/** One in-stock variant of a product the given seller sells, found through the public catalogue. */
async function productOf(sellerId: string): Promise<{ productId: string; variantId: string }> {
  for (let page = 1; page <= 8; page += 1) {
    const { data } = await call<{ products: ListedProduct[] }>(
      null,
      'GET',
      `products/getproducts?page=${page}&limit=60&sort=newest`,
    );
    for (const product of data.products) {
      if (product.seller?._id !== sellerId) continue;
      const variant = product.variants.find((candidate) => candidate.isActive && candidate.quantity >= 10);
      if (variant) return { productId: product._id, variantId: variant.variantId };
    }
  }
  throw new Error(`no product of seller ${sellerId} in stock`);
}

/** An order holding only that product, placed by the buyer through the API (cash on delivery unless said). */
async function placeOrder(
  buyerToken: string,
  product: { productId: string; variantId: string },
  paymentMethod = 'cash_on_delivery',
): Promise<PlacedOrder> {
  const before = (await call<{ cart: { _id: string; items: unknown[] } | null }>(buyerToken, 'GET', 'cart')).data.cart;
  if (before?.items.length) await call(buyerToken, 'DELETE', `cart/${before._id}/clear`);
  await call(buyerToken, 'POST', 'cart/add', { ...product, quantity: 1 });
  const cart = (await call<{ cart: { _id: string } }>(buyerToken, 'GET', 'cart')).data.cart;
  const shippingAddress = {
    firstName: 'Rana',
    lastName: 'Haddad',
    email: 'rana.haddad@example.com',
    phone: '71123456',
    streetAddress: 'Rue Hamra 45',
    city: 'Beirut',
    location: 'Beirut - Hamra',
  };
  const { data } = await call<{ order: PlacedOrder }>(buyerToken, 'POST', `checkout/${cart._id}/proceed-to-payment`, {
    shippingAddress,
    paymentMethod,
  });
  return data.order;
}
const placeCashOrder = (buyerToken: string, product: { productId: string; variantId: string }) =>
  placeOrder(buyerToken, product);

let harness: Harness;
let product: { productId: string; variantId: string };
let buyerToken: string;
// One server for the file, with the product every order here holds and the buyer's API session.
beforeAll(async () => {
  harness = await startHarness();
  const seller = await apiLogin(SELLER_EMAIL);
  product = await productOf(seller.userId);
  buyerToken = (await apiLogin(BUYER_EMAIL)).token;
}, 120_000);
afterAll(async () => {
  await harness?.stop();
});

/**
 * How long a poll waits for what the server answers (a debounced search, a step, a list read
 * again): Vitest's 1 s default was too short on a slow machine running two browser files at once.
 */
const AN_ANSWER = { timeout: 10_000 };

const cardOf = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="seller-order-card"][data-order-number="${orderNumber}"]`);

/** Narrows the list to one order by its number, as a seller looking for it would. */
async function findOrder(page: Page, orderNumber: string) {
  await page.getByTestId('seller-orders-search').fill(orderNumber.toLowerCase());
  await expect.poll(() => page.getByTestId('seller-order-card').count(), AN_ANSWER).toBe(1);
  const card = cardOf(page, orderNumber);
  await card.waitFor();
  return card;
}

/** Takes one step from the card; shipping and delivering ask first. */
async function takeStep(
  page: Page,
  orderNumber: string,
  step: 'processing' | 'shipped' | 'delivered',
  language: Language,
  shotName?: string,
) {
  const T = textsFor(language);
  const card = cardOf(page, orderNumber);
  await card.getByTestId(`step-${step}`).click();
  if (step !== 'processing') {
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(fill(T.sellerOrders.confirm[`${step}Title`], { number: `\u2066${orderNumber}\u2069` }))
      .waitFor();
    if (shotName) await shot(page, shotName);
    // Shipping asks who carries the parcel (issue 41): here the seller's own delivery.
    if (step === 'shipped') {
      await dialog.getByText(T.sellerOrders.ship.own, { exact: true }).click();
      await dialog.getByTestId('confirm-ship').click();
    } else await dialog.getByTestId('confirm-step').click();
  }
  await visible(page.getByText(T.messages.orderStatusUpdated)).waitFor();
  await expect
    .poll(() => card.getByTestId('seller-order-status').textContent(), AN_ANSWER)
    .toBe(T.sellerOrders.status[step]);
}

describe('seller orders journey (en, desktop)', () => {
  it('finds a new cash order, moves it to delivered; the buyer sees it paid and hears of it in the bell', async () => {
    const T = textsFor('en');
    const order = await placeCashOrder(buyerToken, product);
    expect(order.status).toBe('confirmed');

    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, SELLER_EMAIL, 'en');
      // The dashboard home leads to the orders; so does the menu entry.
      await page.goto(harness.url('/seller-dashboard'));
      await page.getByRole('navigation').getByRole('link', { name: T.dashboard.menu.orders }).waitFor();
      await shot(page, 'seller-dashboard-home-en-desktop');
      await page.getByTestId('dashboard-orders-link').click();
      await page.waitForURL((url) => url.pathname === '/seller-dashboard/orders');
      await page.getByRole('heading', { name: T.sellerOrders.title }).waitFor();

      // The new order sits on top, beside the seller's earlier demo orders.
      const newest = page.getByTestId('seller-order-card').first();
      await expect.poll(() => newest.getAttribute('data-order-number'), AN_ANSWER).toBe(order.orderNumber);
      expect(await page.getByTestId('seller-order-card').count()).toBeGreaterThanOrEqual(4);
      expect(await newest.getByTestId('seller-order-status').textContent()).toBe(T.sellerOrders.status.confirmed);
      expect(await newest.getByTestId('seller-payment-status').textContent()).toBe(T.orders.paymentStatus.pending);
      expect(await newest.textContent()).toContain('Rana Haddad');
      expect(await newest.getByTestId('seller-order-phone').textContent()).toBe('+961 71 123 456');
      expect(await newest.textContent()).toContain('Beirut - Hamra');
      expect(await newest.textContent()).toContain(T.checkout.payment.methods.cash_on_delivery);
      expect(await newest.getByTestId('seller-order-item').count()).toBe(1);
      await shot(page, 'seller-orders-en-desktop');

      // A stale link past the last page shows the last page, not an empty list.
      await page.goto(harness.url('/seller-dashboard/orders?page=9'));
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(null);
      await page.getByTestId('seller-order-card').first().waitFor();
      expect(await page.getByTestId('seller-orders-empty').count()).toBe(0);

      // The search is by order number, in any case; the New tab keeps it while it is new.
      const card = await findOrder(page, order.orderNumber);
      await page.getByRole('tab', { name: T.sellerOrders.status.confirmed }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('confirmed');
      await card.waitFor();

      await card.getByTestId('step-processing').click();
      await visible(page.getByText(T.messages.orderStatusUpdated)).waitFor();
      // Now processing, it has left the New tab: the list says so, and finds it under Processing.
      await page.getByTestId('seller-orders-empty').getByText(T.sellerOrders.empty).waitFor();
      await shot(page, 'seller-orders-empty-en-desktop');
      await page.getByRole('tab', { name: T.sellerOrders.status.processing }).click();
      await expect
        .poll(() => card.getByTestId('seller-order-status').textContent(), AN_ANSWER)
        .toBe(T.sellerOrders.status.processing);
      await page.getByRole('tab', { name: T.sellerOrders.status.all }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(null);
      await waitForToastsToClose(page);
      await takeStep(page, order.orderNumber, 'shipped', 'en', 'seller-orders-confirm-en-desktop');
      await waitForToastsToClose(page);
      await takeStep(page, order.orderNumber, 'delivered', 'en');
      await page.getByRole('tab', { name: T.sellerOrders.status.delivered }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('delivered');
      // Delivered, the last parcel of a cash order: the cash counts as received.
      await expect
        .poll(() => card.getByTestId('seller-payment-status').textContent(), AN_ANSWER)
        .toBe(T.orders.paymentStatus.captured);
      await card.getByText(T.sellerOrders.hints.delivered).waitFor();
      expect(await card.getByRole('button').count()).toBe(0);

      // The server agrees: the buyer's order is delivered and paid, and the buyer was told twice.
      const history = (await call<{ orders: PlacedOrder[] }>(buyerToken, 'GET', 'orders/history')).data.orders;
      const placed = history.find((entry) => entry._id === order._id);
      expect(placed?.status).toBe('delivered');
      expect(placed?.paymentStatus).toBe('captured');
      const notes = (await call<{ notifications: BuyerNotification[] }>(buyerToken, 'GET', 'notifications')).data
        .notifications;
      const kinds = notes.filter((note) => note.params?.orderNumber === order.orderNumber).map((note) => note.kind);
      expect(kinds).toEqual(expect.arrayContaining(['order_placed', 'order_shipped', 'order_delivered']));

      // Clearing the search shows every delivered order: the demo one and this one.
      await page.getByRole('button', { name: T.sellerOrders.clearSearch }).click();
      await expect.poll(() => page.getByTestId('seller-order-card').count(), AN_ANSWER).toBe(2);
      expect(new Set(await page.getByTestId('seller-order-status').allTextContents())).toEqual(
        new Set([T.sellerOrders.status.delivered]),
      );
    } finally {
      await context.close();
    }

    // The buyer, in a browser of their own, reads both in the bell.
    const buyer = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, buyer.page, BUYER_EMAIL, 'en');
      await buyer.page.getByTestId('bell').click();
      await buyer.page.getByTestId('bell-dropdown').waitFor();
      const items = buyer.page.getByTestId('notification-item');
      await items
        .filter({ hasText: `Order ${order.orderNumber} shipped` })
        .first()
        .waitFor();
      await items
        .filter({ hasText: `Order ${order.orderNumber} delivered` })
        .first()
        .waitFor();
      await shot(buyer.page, 'seller-orders-buyer-bell-en-desktop');
    } finally {
      await buyer.context.close();
    }
  }, 180_000);
});

describe('a seller cancels its own part (en, desktop)', () => {
  it('the card reads cancelled at once, without the steps that no longer apply', async () => {
    const T = textsFor('en');
    const order = await placeCashOrder(buyerToken, product);
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, SELLER_EMAIL, 'en');
      await page.goto(harness.url('/seller-dashboard/orders'));
      const card = await findOrder(page, order.orderNumber);
      await card.getByTestId('cancel-part').click();
      await page.getByTestId('cancel-reason').fill('The last one was damaged in the shop.');
      await page.getByTestId('confirm-cancel-part').click();
      // No reload: the list is read again and the card follows.
      await expect
        .poll(() => card.getByTestId('seller-order-status').textContent(), AN_ANSWER)
        .toBe(T.sellerOrders.status.cancelled);
      expect(await card.getByTestId('step-processing').count()).toBe(0);
      expect(await card.getByTestId('cancel-part').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('a part paid online (en, desktop)', () => {
  it('has no cancel button, and says that customer service cancels and refunds it', async () => {
    const T = textsFor('en');
    const order = await placeOrder(buyerToken, product, 'credit_card');
    // The buyer pays on the sandbox gateway's hosted card page.
    const session = await call<{ checkoutUrl: string }>(buyerToken, 'POST', 'payment/bobsal/session', {
      orderId: order._id,
      locale: 'en',
    });
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      // The gateway's page, not the app's: no app takes it over to wait for.
      await page.goto(`${harness.baseUrl}${session.data.checkoutUrl}`, { waitUntil: 'commit' });
      await page.locator('#instrument').fill('4242424242424242');
      await page.locator('#expiry').fill('1230');
      await page.locator('#cvc').fill('123');
      await page.locator('button[value="pay"]').click();
      await expect
        .poll(
          async () =>
            (await call<{ orders: PlacedOrder[] }>(buyerToken, 'GET', 'orders/history')).data.orders.find(
              (placed) => placed._id === order._id,
            )?.paymentStatus,
        )
        .toBe('captured');
      await context.clearCookies();

      await logInAs(harness, page, SELLER_EMAIL, 'en');
      await page.goto(harness.url('/seller-dashboard/orders'));
      const card = await findOrder(page, order.orderNumber);
      await card.getByTestId('paid-online-cancel-note').getByText(T.sellerOrders.paidOnlineCancel).waitFor();
      expect(await card.getByTestId('cancel-part').count()).toBe(0);
      await card.getByTestId('step-processing').waitFor();
      await shot(page, 'seller-orders-paid-online-en-desktop');
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe.each(OTHER_COMBOS)('seller orders ($language, $viewport)', ({ language, viewport }) => {
  it('reads right in the language and on the screen, and takes a step', async () => {
    const T = textsFor(language);
    const tag = `${language}-${viewport}`;
    const order = await placeCashOrder(buyerToken, product);
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await logInAs(harness, page, SELLER_EMAIL, language);
      await page.goto(harness.url('/seller-dashboard'));
      await page.getByTestId('dashboard-orders-link').waitFor();
      await shot(page, `seller-dashboard-home-${tag}`);
      if (viewport === 'phone') {
        // On a phone the menu slides in from the burger.
        await page.getByRole('button', { name: T.header.openMenu }).click();
        await page.getByRole('navigation').getByRole('link', { name: T.dashboard.menu.orders }).click();
      } else {
        await page.getByRole('navigation').getByRole('link', { name: T.dashboard.menu.orders }).click();
      }
      await page.waitForURL((url) => url.pathname === '/seller-dashboard/orders');
      await page.getByRole('heading', { name: T.sellerOrders.title }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const newest = page.getByTestId('seller-order-card').first();
      await expect.poll(() => newest.getAttribute('data-order-number'), AN_ANSWER).toBe(order.orderNumber);
      expect(await newest.getByTestId('seller-order-status').textContent()).toBe(T.sellerOrders.status.confirmed);
      // Nothing spills sideways on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await shot(page, `seller-orders-${tag}`);

      await findOrder(page, order.orderNumber);
      await takeStep(page, order.orderNumber, 'processing', language);
      await waitForToastsToClose(page);
      await takeStep(page, order.orderNumber, 'shipped', language, `seller-orders-confirm-${tag}`);
    } finally {
      await context.close();
    }
  }, 120_000);
});
