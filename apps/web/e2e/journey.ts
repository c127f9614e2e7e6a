import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, shot, type Harness, type ViewportName } from './harness.ts';
import { labelText, textsFor, type Language } from './locale-texts.ts';

/** Steps several journeys share: the login form, the visible one of twin elements, pictures from the top. */

/** Every language on every screen. */
export const EVERY_COMBO: { language: Language; viewport: ViewportName }[] = [
  { language: 'en', viewport: 'desktop' },
  { language: 'ar', viewport: 'desktop' },
  { language: 'en', viewport: 'phone' },
  { language: 'ar', viewport: 'phone' },
];

/** Every language and screen but English on a desktop, which a file's main journey walks through. */
export const OTHER_COMBOS = EVERY_COMBO.slice(1);

/** A desktop and a phone layout may both hold an element: the one a user sees. */
export const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** The element is within the page's width as it opens: reached without scrolling sideways. */
export async function expectWithinWidth(page: Page, locator: Locator, label: string) {
  const box = await locator.boundingBox();
  expect(box, label).not.toBeNull();
  expect(box!.x, label).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, label).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Full-page pictures from the top, so the sticky header sits where a reader sees it. */
export async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return shot(page, name);
}

/** Logs a demo account in through the login form, in the page's language. */
export async function logInAs(harness: Harness, page: Page, email: string, language: Language) {
  const T = textsFor(language);
  await page.goto(harness.url('/login'));
  await page.getByLabel(labelText(T.auth.fields.email)).fill(email);
  await page.getByLabel(labelText(T.auth.fields.password)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: T.auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** An API call a journey makes behind the scenes (set-up, or checking what the database holds); it must succeed. */
export async function apiCall<T>(
  harness: Harness,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
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

export const staffToken = async (harness: Harness, username: string) =>
  (await apiCall<{ token: string }>(harness, null, 'POST', 'staff/login', { username, password: DEMO_PASSWORD })).data
    .token;

/** Logs a staff account in through the staff login form. */
export async function staffLogin(harness: Harness, page: Page, language: Language, username: string) {
  const T = textsFor(language);
  await page.goto(harness.url('/login-dashboard', 'staff'));
  await page.getByLabel(labelText(T.auth.fields.username)).fill(username);
  await page.getByLabel(labelText(T.auth.fields.password)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: T.auth.staff.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login-dashboard');
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, label: string, option: string) {
  const input = visible(page.getByLabel(labelText(label)));
  await input.click();
  // Searchable lists are narrowed first, as a person types, so the option is in view.
  if ((await input.getAttribute('readonly')) === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const apiLogin = async (harness: Harness, email: string) =>
  (
    await apiCall<{ accessToken: string; user: { _id: string } }>(harness, null, 'POST', 'auth/login', {
      email,
      password: DEMO_PASSWORD,
      rememberMe: false,
    })
  ).data;

/** A new buyer account, signed up through the API, password DEMO_PASSWORD; its e-mail. */
export async function newBuyer(harness: Harness, prefix: string) {
  const serial = `${Date.now()}`.slice(-6) + Math.floor(Math.random() * 90 + 10);
  const email = `${prefix}${serial}@example.com`;
  await apiCall(harness, null, 'POST', 'auth/register', {
    userName: `${prefix}${serial}`,
    email,
    phone: `7${serial.slice(-7)}`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
  });
  return email;
}

/**
 * A new buyer (signed in through the API) and a product of seller.self with more than `inStock` units
 * of a variant, one unit of it put in the buyer's cart: both sessions, the product, and `add` to put
 * one more in. With `unreviewed`, a product nobody has reviewed yet (the reviews journey starts from
 * "No reviews yet").
 */
export async function buyerWithCart(
  harness: Harness,
  prefix: string,
  options: { unreviewed?: boolean; inStock?: number } = {},
) {
  const inStock = options.inStock ?? 5;
  const email = await newBuyer(harness, prefix);
  const buyer = await apiLogin(harness, email);
  const seller = await apiLogin(harness, 'seller.self@souk.test');
  const mine = await apiCall<{
    products: { _id: string; variants: { variantId: string; quantity: number; isActive: boolean }[] }[];
  }>(harness, seller.accessToken, 'GET', 'seller/products?status=published&page=1&limit=50');
  const stocked = mine.data.products.filter((candidate) =>
    candidate.variants.some((variant) => variant.isActive && variant.quantity > inStock),
  );
  let product = stocked[0]!;
  if (options.unreviewed) {
    const counts = await Promise.all(
      stocked.map(
        async (candidate) =>
          (await apiCall<{ reviewCount: number }>(harness, null, 'GET', `products/product/${candidate._id}/reviews`))
            .data.reviewCount,
      ),
    );
    product = stocked[counts.indexOf(0)]!;
  }
  expect(product, 'a stocked product of seller.self to order').toBeDefined();
  const variant = product.variants.find((candidate) => candidate.isActive && candidate.quantity > inStock)!;
  const add = () =>
    apiCall(harness, buyer.accessToken, 'POST', 'cart/add', {
      productId: product._id,
      variantId: variant.variantId,
      quantity: 1,
    });
  await add();
  return { email, buyer, seller, product, add };
}

/**
 * A new buyer's cash order of one unit of one of seller.self's products (`buyerWithCart`): the
 * buyer's e-mail, the order number, the product and the seller's session.
 */
export async function cashOrder(harness: Harness, prefix: string, options: { unreviewed?: boolean } = {}) {
  const { email, buyer, seller, product } = await buyerWithCart(harness, prefix, options);
  const cart = (await apiCall<{ cart: { _id: string } }>(harness, buyer.accessToken, 'GET', 'cart')).data.cart;
  const shippingAddress = {
    firstName: 'Hala',
    lastName: 'Nasr',
    email,
    phone: '71555666',
    streetAddress: 'Gemmayzeh 8',
    city: 'Beirut',
    location: 'Beirut - Achrafieh',
  };
  const order = (
    await apiCall<{ order: { orderNumber: string } }>(
      harness,
      buyer.accessToken,
      'POST',
      `checkout/${cart._id}/proceed-to-payment`,
      { shippingAddress, paymentMethod: 'cash_on_delivery' },
    )
  ).data.order;
  return { email, orderNumber: order.orderNumber, productId: product._id, seller };
}

/** `cashOrder`, taken through to delivered by the seller: the buyer's e-mail, the order number and the product. */
export async function deliveredOrder(harness: Harness, prefix: string, options: { unreviewed?: boolean } = {}) {
  const { email, orderNumber, productId, seller } = await cashOrder(harness, prefix, options);
  const part = (
    await apiCall<{ orders: { _id: string }[] }>(
      harness,
      seller.accessToken,
      'GET',
      `seller/orders?search=${orderNumber}`,
    )
  ).data.orders[0]!;
  for (const status of ['processing', 'shipped', 'delivered'])
    await apiCall(harness, seller.accessToken, 'PATCH', `seller/orders/${part._id}/status`, { status });
  return { email, orderNumber, productId };
}
