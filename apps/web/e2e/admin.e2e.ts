import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import {
  EVERY_COMBO,
  apiCall,
  apiLogin,
  logInAs,
  newBuyer,
  shotFromTop as shot,
  staffLogin,
  staffToken,
  visible,
} from './journey.ts';
import { formatPrice, usdToCents } from '@souk/shared/money';
import { fill, labelText, textsFor } from './locale-texts.ts';

/**
 * Issue 14, administration: an admin approves a new shop and one of its products, changes its plan,
 * suspends it (its product leaves the storefront at once) and finds all of it in the audit log.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.stop());

const call = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  apiCall<T>(harness, token, method, path, body);

/** A buyer who opened a self-managed shop (pending), through the API as the onboarding pages do. */
async function pendingShop(businessName: string) {
  const email = await newBuyer(harness, 'shop');
  const { accessToken, user } = await apiLogin(harness, email);
  const [category] = (
    await call<{ categories: { _id: string; subCategories: { _id: string }[] }[] }>(null, 'GET', 'categories')
  ).data.categories;
  await call(accessToken, 'POST', 'auth/onboarding', {
    fullName: 'Lina Saade',
    businessName,
    businessPhone: '71444555',
    businessEmail: '',
    businessDescription: 'Embroidered linen from Zahle.',
    communicationMethod: 'email',
    productCategory: category!._id,
    productSubCategory: category!.subCategories[0]!._id,
    businessLocation: 'Bekaa - Zahle',
    businessAddress: 'Boulevard, Zahle',
  });
  await call(accessToken, 'PUT', 'seller/onboarding/choice', {
    dataEntryChoice: 'self_managed',
    preferredCommunication: 'email',
  });
  return { email, token: accessToken, sellerId: user._id, category: category! };
}

/** The seller lists a product through the API (multipart with a real image); it waits in review. */
async function sellerProduct(token: string, category: { _id: string; subCategories: { _id: string }[] }, name: string) {
  const form = new FormData();
  const fields = {
    name,
    description: 'Hand embroidered table runner.',
    manufacturingSource: 'Made in Lebanon',
    productCategory: category._id,
    subCategory: category.subCategories[0]!._id,
    gender: 'unisex',
    'variants[0][price]': '40',
    'variants[0][quantity]': '5',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d9c7a3' } })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'runner.png');
  const response = await fetch(`${harness.baseUrl}/api/seller/products`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await response.json()) as { data: { product: { _id: string } } };
  expect(response.status).toBe(201);
  return json.data.product._id;
}

describe('an admin runs the sellers (en, desktop)', () => {
  it('approves a shop and its product, changes the plan, suspends the shop, and reads it in the audit log', async () => {
    const T = textsFor('en');
    const tag = Date.now().toString(36);
    const businessName = `Zahle Linen ${tag}`;
    const shop = await pendingShop(businessName);
    const productId = await sellerProduct(shop.token, shop.category, `Linen runner ${tag}`);
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.sellers, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/sellers');
      const row = page.getByTestId('seller-row').filter({ hasText: businessName });
      await row.getByTestId('seller-status').getByText(T.admin.sellers.status.pending).waitFor();
      await shot(page, 'admin/en-desktop-01-pending-sellers');
      await row.getByTestId('approve-seller').click();
      await page.getByText(T.messages.sellerStatusUpdated).first().waitFor();
      // Approved, it leaves the Pending list; the Active list has it.
      await row.waitFor({ state: 'detached' });
      await page.getByTestId('seller-status-filter').getByText(T.admin.sellers.status.active, { exact: true }).click();
      const active = page.getByTestId('seller-row').filter({ hasText: businessName });
      await active.getByTestId('seller-status').getByText(T.admin.sellers.status.active).waitFor();
      await active.getByTestId('seller-plan').click();
      await page.getByRole('option', { name: T.admin.sellers.plans.gold, exact: true }).click();
      await page.getByText(T.messages.sellerPlanUpdated).first().waitFor();
      const listed = (
        await call<{ sellers: { _id: string; plan: string; status: string }[] }>(
          await staffToken(harness, 'admin'),
          'GET',
          'admin/sellers?status=active&limit=100',
        )
      ).data.sellers;
      expect(listed.find((seller) => seller._id === shop.sellerId)).toMatchObject({ plan: 'gold', status: 'active' });

      // The shop's product: the admin publishes it from the review page.
      await page.getByRole('link', { name: T.dashboard.menu.review, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/data-entry/review');
      const item = page.getByTestId('review-item').filter({ hasText: `Linen runner ${tag}` });
      await item.getByTestId('approve').click();
      await page.getByText(T.messages.itemApproved).first().waitFor();
      await item.waitFor({ state: 'detached' });
      expect((await fetch(`${harness.baseUrl}/api/products/product-details/${productId}`)).status).toBe(200);

      // Suspended after the confirmation: the product leaves the storefront at once.
      await page.getByRole('link', { name: T.dashboard.menu.sellers, exact: true }).click();
      await page.getByTestId('seller-status-filter').getByText(T.admin.sellers.status.active, { exact: true }).click();
      await page.getByTestId('seller-row').filter({ hasText: businessName }).getByTestId('suspend-seller').click();
      await page.getByText(fill(T.admin.sellers.suspendTitle, { name: businessName })).waitFor();
      await page.getByTestId('confirm-suspend').click();
      await page.getByText(T.messages.sellerStatusUpdated).first().waitFor();
      expect((await fetch(`${harness.baseUrl}/api/products/product-details/${productId}`)).status).toBe(404);
      // The shop's sessions ended with it.
      expect(
        (await fetch(`${harness.baseUrl}/api/seller/orders`, { headers: { authorization: `Bearer ${shop.token}` } }))
          .status,
      ).toBe(401);
      await waitForToastsToClose(page);

      // The audit log: the seller's approval, plan and suspension, and the product's approval, by this admin.
      await page.getByRole('link', { name: T.dashboard.menu.auditLog, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/audit-log');
      await page.getByTestId('audit-row').first().waitFor();
      await page.getByTestId('audit-actor').filter({ hasText: 'admin' }).first().click();
      await page
        .getByTestId('audit-person')
        .getByText(fill(T.admin.audit.byPerson, { name: 'admin' }))
        .waitFor();
      const rows = page.getByTestId('audit-row');
      for (const action of ['suspend', 'change_plan', 'approve'] as const) {
        await rows
          .filter({ hasText: T.admin.audit.actions[action] })
          .filter({ hasText: T.admin.audit.entities.seller })
          .first()
          .waitFor();
      }
      await rows
        .filter({ hasText: T.admin.audit.entities.product })
        .filter({ hasText: T.admin.audit.actions.approve })
        .first()
        .waitFor();
      await shot(page, 'admin/en-desktop-02-audit-log');
    } finally {
      await context.close();
    }
    // The suspended shop still logs in, and reads why it is closed and how to reach Souk, in either language.
    for (const [language, viewport] of [
      ['en', 'desktop'],
      ['ar', 'phone'],
    ] as const) {
      const seller = await harness.newPage({ viewport, language });
      try {
        await logInAs(harness, seller.page, shop.email, language);
        await seller.page.goto(harness.url('/seller-dashboard/orders'));
        await seller.page
          .getByTestId('shop-suspended-page')
          .getByText(textsFor(language).sellerWelcome.suspendedTitle)
          .waitFor();
        await seller.page.getByTestId('support-email').waitFor();
        await shot(seller.page, `admin/${language}-${viewport}-03-shop-suspended`);
      } finally {
        await seller.context.close();
      }
    }
  });
});

describe('an admin changes the site settings (en, desktop)', () => {
  it('a new LBP rate shows in every LBP price on the next load, and is audited', async () => {
    const T = textsFor('en');
    const [product] = (
      await call<{ products: { _id: string; price: number }[] }>(null, 'GET', 'products/getallproducts?limit=1&page=1')
    ).data.products;
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    const buyer = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      // A buyer who reads prices in pounds.
      await buyer.context.addInitScript(() => localStorage.setItem('souk.currency', 'LBP'));
      await buyer.page.goto(harness.url(`/products/${product!._id}`));
      await buyer.page
        .getByTestId('price')
        .getByText(formatPrice(usdToCents(product!.price), 'LBP', 89000))
        .first()
        .waitFor();

      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.settings, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/settings');
      await page.getByTestId('setting-lbp').fill('95000');
      await page.getByTestId('setting-vat').fill('60');
      await page.getByTestId('settings-save').click();
      await page.getByText(T.messages.settingVatRate).first().waitFor();
      // The refusal's toast sits over the form's foot, where the Save button is, and stays while the
      // pointer rests on it: closed as a person would, before saving again.
      await page.locator('.mantine-Notifications-notification').getByRole('button').first().click();
      await waitForToastsToClose(page);
      await page.getByTestId('setting-vat').fill('11');
      await page.getByTestId('settings-save').click();
      await page.getByText(T.messages.settingSaved).first().waitFor();
      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-03-settings');

      await buyer.page.reload();
      await buyer.page
        .getByTestId('price')
        .getByText(formatPrice(usdToCents(product!.price), 'LBP', 95000))
        .first()
        .waitFor();
      const log = (
        await call<{ entries: { entity: string; after: Record<string, unknown> }[] }>(
          await staffToken(harness, 'admin'),
          'GET',
          'admin/audit-log?entity=settings',
        )
      ).data.entries;
      expect(log[0]!.after).toEqual({ lbpPerUsd: 95000 });
      await call(await staffToken(harness, 'admin'), 'PUT', 'admin/settings', { lbpPerUsd: 89000 });
    } finally {
      await context.close();
      await buyer.context.close();
    }
  });
});

describe('an admin creates a coupon a buyer uses (en, desktop)', () => {
  it('the new coupon takes its discount at checkout, and the table counts the use', async () => {
    const T = textsFor('en');
    const code = `SPRING${Date.now().toString(36).toUpperCase().slice(-5)}`;
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.coupons, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/coupons');
      await page.getByTestId('new-coupon').click();
      await page.getByTestId('coupon-code').fill(code.toLowerCase());
      await page.getByTestId('coupon-value').fill('95');
      await page.getByTestId('coupon-save').click();
      await page.getByText(T.messages.couponPercentInvalid).first().waitFor();
      await page.getByTestId('coupon-value').fill('20');
      await shot(page, 'admin/en-desktop-04-coupon-form');
      await page.getByTestId('coupon-save').click();
      await page.getByText(T.messages.couponSaved).first().waitFor();
      const row = page.getByTestId('coupon-row').filter({ hasText: code });
      await row.getByTestId('coupon-used').getByText('0', { exact: true }).waitFor();

      // A buyer uses it at checkout (through the API the checkout page calls).
      const buyer = (await apiLogin(harness, 'buyer@souk.test')).accessToken;
      const [product] = (
        await call<{ products: { _id: string; price: number; variants: { _id: string; stock?: number }[] }[] }>(
          null,
          'GET',
          'products/getallproducts?limit=1&page=2',
        )
      ).data.products;
      await call(buyer, 'POST', 'cart/add', {
        productId: product!._id,
        variantId: product!.variants[0]!._id,
        quantity: 1,
      });
      const cart = (await call<{ cart: { _id: string } }>(buyer, 'GET', 'cart')).data.cart;
      const applied = await call<{ pricing: { discountAmount: number; subtotal: number } }>(
        buyer,
        'POST',
        `checkout/${cart._id}/apply-coupon`,
        { couponCode: code },
      );
      expect(applied.data.pricing.discountAmount).toBeCloseTo(applied.data.pricing.subtotal * 0.2, 2);
      const address = {
        firstName: 'Rami',
        lastName: 'Haddad',
        email: 'rami@example.com',
        phone: '71123456',
        streetAddress: 'Bliss Street 12',
        city: 'Beirut',
        location: 'Beirut - Hamra',
        state: '',
        zipCode: '',
      };
      await call(buyer, 'POST', `checkout/${cart._id}/proceed-to-payment`, {
        shippingAddress: address,
        couponCode: code,
        paymentMethod: 'cash_on_delivery',
      });

      await page.reload();
      await page
        .getByTestId('coupon-row')
        .filter({ hasText: code })
        .getByTestId('coupon-used')
        .getByText('1', { exact: true })
        .waitFor();
      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-05-coupons');
    } finally {
      await context.close();
    }
  });
});

describe('an admin runs staff accounts and buyers (en, desktop)', () => {
  it('a new staff account logs in with the password shown once, and not once deactivated; a buyer is suspended and reactivated', async () => {
    const T = textsFor('en');
    const userName = `cs.${Date.now().toString(36)}`;
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.users, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/users');
      await page.getByTestId('new-staff').click();
      await page.getByTestId('staff-username').fill(userName);
      await page.getByTestId('staff-fullname').fill('Nadine Khalil');
      await page.getByTestId('staff-email').fill(`${userName}@souk.test`);
      // Admin types are the super admins' to give.
      await page.getByTestId('staff-type').click();
      expect(await page.getByRole('option', { name: T.admin.staff.types.admin, exact: true }).count()).toBe(0);
      await page.getByRole('option', { name: T.admin.staff.types.cs_agent, exact: true }).click();
      await page.getByTestId('staff-create').click();
      const password = (await page.getByTestId('new-password').innerText()).trim();
      await shot(page, 'admin/en-desktop-06-password-once');
      await page.getByTestId('password-done').click();

      const newcomer = await harness.newPage({ viewport: 'desktop', language: 'en' });
      try {
        await newcomer.page.goto(harness.url('/login-dashboard', 'staff'));
        await newcomer.page.getByLabel(labelText(T.auth.fields.username)).fill(userName);
        await newcomer.page.getByLabel(labelText(T.auth.fields.password)).fill(password);
        await newcomer.page.getByRole('button', { name: T.auth.staff.submit, exact: true }).click();
        await newcomer.page.waitForURL((url) => url.pathname === '/customer-service-dashboard');
      } finally {
        await newcomer.context.close();
      }
      const row = page.getByTestId('staff-row').filter({ hasText: userName });
      // The switch follows the server: it turns once the change is saved.
      await row.getByTestId('staff-active').click({ force: true });
      await page.getByText(T.messages.staffUpdated).first().waitFor();
      const refused = await fetch(`${harness.baseUrl}/api/staff/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: userName, password }),
      });
      expect(refused.status).toBe(401);
      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-07-staff');

      // A buyer: found by e-mail, suspended (logged out at once), reactivated.
      const email = await newBuyer(harness, 'suspend');
      const session = await apiLogin(harness, email);
      await page.getByTestId('tab-buyers').click();
      await page.getByTestId('buyer-search').fill(email);
      const buyerRow = page.getByTestId('buyer-row').filter({ hasText: email });
      await buyerRow.getByTestId('suspend-buyer').click();
      await page.getByTestId('confirm-suspend-buyer').click();
      await page.getByText(T.messages.buyerSuspended).first().waitFor();
      await buyerRow.getByTestId('buyer-status').getByText(T.admin.sellers.status.suspended).waitFor();
      const profile = await fetch(`${harness.baseUrl}/api/auth/profile`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
      expect(profile.status).toBe(401);
      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-08-buyers');
      await buyerRow.getByTestId('reactivate-buyer').click();
      await page.getByText(T.messages.buyerReactivated).first().waitFor();
      expect((await apiLogin(harness, email)).accessToken).toBeTruthy();
    } finally {
      await context.close();
    }
  });
});

describe('an admin decides what sellers wait for (en, desktop)', () => {
  it("accepts a seller's promotional request; the seller is told", async () => {
    const T = textsFor('en');
    const seller = (await apiLogin(harness, 'seller.self@souk.test')).accessToken;
    const [product] = (
      await call<{ products: { _id: string; name: string; status: string }[] }>(
        seller,
        'GET',
        'seller/products?status=published&limit=1',
      )
    ).data.products;
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const sent = await call<{ request: { _id: string } }>(seller, 'POST', 'promotional-requests', {
      productId: product!._id,
      kind: 'featured',
      startsAt,
      endsAt,
      note: 'Eid week',
    });
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.requests, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/requests');
      const card = page.getByTestId('promotion-request').filter({ hasText: 'Eid week' });
      await shot(page, 'admin/en-desktop-09-requests');
      await card.getByTestId('accept-promotion').click();
      await page.getByTestId('decision-note').fill('Enjoy the shelf');
      await page.getByTestId('confirm-decision').click();
      await page.getByText(T.messages.promotionAccepted).first().waitFor();
      await card.waitFor({ state: 'detached' });
      const mine = (
        await call<{ requests: { _id: string; status: string; decisionNote: string }[] }>(
          seller,
          'GET',
          'promotional-requests',
        )
      ).data.requests;
      expect(mine.find((request) => request._id === sent.data.request._id)).toMatchObject({
        status: 'accepted',
        decisionNote: 'Enjoy the shelf',
      });
    } finally {
      await context.close();
    }
  });
});

describe('an admin places a product on a home list (en, desktop)', () => {
  it('the product leads the featured shelf until it is removed', async () => {
    const T = textsFor('en');
    const [product] = (
      await call<{ products: { _id: string; name: string }[] }>(null, 'GET', 'products/getallproducts?limit=1&page=7')
    ).data.products;
    // An admin whose browser is in California: the days typed are Beirut's, and read back as typed (issue 24).
    const { context, page } = await harness.newPage({
      viewport: 'desktop',
      language: 'en',
      timezoneId: 'America/Los_Angeles',
    });
    const now = new Date();
    const beirutToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(now);
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.getByRole('link', { name: T.dashboard.menu.homeLists, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/home-lists');
      await page.getByTestId('list-featured').click();
      await page.getByTestId('placement-product').fill(product!.name.slice(0, 12));
      await page.getByRole('option').filter({ hasText: product!.name }).first().click();
      await visible(page.getByLabel(T.admin.coupons.fields.startsOn)).fill(beirutToday);
      await page.getByTestId('placement-add').click();
      await page.getByText(T.messages.placementAdded).first().waitFor();
      const row = page.getByTestId('placement-row').filter({ hasText: product!.name });
      await row.waitFor();
      expect(await row.textContent()).toContain(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Beirut' }).format(now),
      );
      const featured = (await call<{ products: { _id: string }[] }>(null, 'GET', 'hero/featured-items?limit=13')).data
        .products;
      expect(featured[0]!._id).toBe(product!._id);
      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-10-home-lists');
      await page.getByTestId('placement-row').filter({ hasText: product!.name }).getByTestId('placement-end').click();
      await page.getByText(T.messages.placementEnded).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('an admin places a sponsor on the home strip (en, desktop)', () => {
  it('the sponsor shows on the home page with its logo and link until it is removed', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await staffLogin(harness, page, 'en', 'admin');
      await page.goto(harness.url('/admin-dashboard/home-lists', 'staff'));
      await page.getByTestId('list-sponsors').click();
      await page.getByTestId('sponsor-name').fill('Cedars Coffee');
      await page.getByTestId('sponsor-url').fill('https://example.com/cedars');
      const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#6b3e26' } })
        .png()
        .toBuffer();
      await page.locator('input[type=file]').setInputFiles({ name: 'cedars.png', mimeType: 'image/png', buffer: logo });
      await page.getByTestId('sponsor-add').click();
      await page.getByText(T.messages.sponsorAdded).first().waitFor();
      const row = page.getByTestId('sponsor-row').filter({ hasText: 'Cedars Coffee' });
      await row.getByText(T.admin.homeLists.running).waitFor();

      const home = await context.newPage();
      await home.goto(harness.url('/'));
      const strip = home.getByTestId('sponsors');
      await strip.getByText('Cedars Coffee').waitFor();
      expect(await strip.locator('a[href="https://example.com/cedars"]').count()).toBe(1);
      await home.close();

      await waitForToastsToClose(page);
      await shot(page, 'admin/en-desktop-11-sponsors');
      await row.getByTestId('sponsor-end').click();
      await page.getByText(T.messages.sponsorEnded).first().waitFor();
      await row.waitFor({ state: 'detached' });
      const live = (await call<{ sponsors: { name: string }[] }>(null, 'GET', 'sponsors/admin/all')).data.sponsors;
      expect(live.map((sponsor) => sponsor.name)).not.toContain('Cedars Coffee');
    } finally {
      await context.close();
    }
  });
});

describe.each(EVERY_COMBO)('the admin screens look right ($language, $viewport)', ({ language, viewport }) => {
  it('sellers, the audit log, the settings, the coupons and the staff', async () => {
    const T = textsFor(language);
    const name = (step: string) => `admin/${language}-${viewport}-screens-${step}`;
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await staffLogin(harness, page, language, 'superadmin');
      await page.getByTestId('overview-sellers').waitFor();
      await shot(page, name('00-overview'));
      await page.goto(harness.url('/admin-dashboard/sellers', 'staff'));
      await page.getByTestId('seller-status-filter').getByText(T.admin.sellers.status.all, { exact: true }).click();
      await page.getByTestId('seller-row').first().waitFor();
      await shot(page, name('01-sellers'));
      await page.goto(harness.url('/admin-dashboard/audit-log', 'staff'));
      await page.getByTestId('audit-table').waitFor();
      await shot(page, name('02-audit-log'));
      await page.goto(harness.url('/admin-dashboard/settings', 'staff'));
      await page.getByTestId('settings-form').waitFor();
      await shot(page, name('03-settings'));
      await page.goto(harness.url('/admin-dashboard/coupons', 'staff'));
      await page.getByTestId('coupon-row').first().waitFor();
      await shot(page, name('04-coupons'));
      await page.goto(harness.url('/admin-dashboard/users', 'staff'));
      await page.getByTestId('staff-row').first().waitFor();
      await shot(page, name('05-staff'));
      await page.goto(harness.url('/admin-dashboard/requests', 'staff'));
      await page.getByTestId('tab-payouts').click();
      await page.getByRole('heading', { name: T.pageTitles.adminRequests }).waitFor();
      await shot(page, name('06-requests'));
      await page.goto(harness.url('/admin-dashboard/home-lists', 'staff'));
      await page.getByTestId('placement-add').waitFor();
      await page.getByText(T.admin.homeLists.empty).waitFor();
      await shot(page, name('07-home-lists'));
      await page.getByTestId('list-sponsors').click();
      await page.getByTestId('sponsor-row').first().waitFor();
      await shot(page, name('08-sponsors'));
    } finally {
      await context.close();
    }
  });
});
