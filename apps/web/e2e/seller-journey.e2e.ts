import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot as shotAsScrolled, startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import {
  EVERY_COMBO,
  apiCall,
  apiLogin,
  choose,
  expectWithinWidth,
  newBuyer as newBuyerAt,
  logInAs,
  shotFromTop as shot,
  staffLogin as staffLoginAt,
  staffToken as staffTokenAt,
  visible,
} from './journey.ts';
import { labelText, textsFor, type Language } from './locale-texts.ts';

/**
 * Issue 13 end to end: a buyer opens a self-managed shop, is approved, lists a product with two
 * colours and a cropped photo, a data-entry admin publishes it, a buyer finds and orders it, the
 * seller is told, delivers it and sees the sales figures move; a managed seller only reads.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.stop());

const call = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  apiCall<T>(harness, token, method, path, body);
const login = (email: string) => apiLogin(harness, email);
const newBuyer = (prefix: string) => newBuyerAt(harness, prefix);

const staffToken = (username: string) => staffTokenAt(harness, username);
const staffLogin = (page: Page, language: Language, username: string) =>
  staffLoginAt(harness, page, language, username);

const categoriesOf = async () =>
  (
    await call<{
      categories: {
        _id: string;
        name: string;
        nameAr: string;
        subCategories: { _id: string; name: string; nameAr: string }[];
      }[];
    }>(null, 'GET', 'categories')
  ).data.categories;

describe('a buyer becomes a self-managed seller and sells a product (en, desktop)', () => {
  it('onboarding, approval, a product with two colours and a cropped photo, review, an order, delivery, figures', async () => {
    const T = textsFor('en');
    const email = await newBuyer('shop');
    const productName = `Cedar olive bowl ${Date.now().toString(36)}`;
    const [category] = await categoriesOf();
    const sub = category!.subCategories[0]!;
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, email, 'en');
      await page.goto(harness.url('/'));
      await visible(page.getByRole('button', { name: T.nav.becomeSeller })).click();
      await page.waitForURL((url) => url.pathname === '/onBoarding');

      // Page 1: Next checks the page in the spec's words.
      await page.getByLabel(labelText(T.onboarding.fullName)).fill('');
      await page.getByTestId('onboarding-next').click();
      await page.getByText('Full name is required', { exact: true }).waitFor();
      await page.getByText('Business name is required', { exact: true }).waitFor();
      await shot(page, 'seller-journey/en-desktop-01-onboarding-errors');
      await page.getByLabel(labelText(T.onboarding.fullName)).fill('Rania Haddad');
      await page.getByLabel(labelText(T.onboarding.businessName)).fill('Haddad Ceramics');
      await page
        .getByLabel(labelText(T.onboarding.businessDescription))
        .fill('Hand-thrown ceramics and olive wood from Batroun.');
      await page.getByTestId('onboarding-next').click();
      // Page 2: a communication method is required; Back clears the errors.
      await page.getByTestId('onboarding-next').click();
      await page.getByText('Please select a communication method', { exact: true }).waitFor();
      await page.getByLabel(T.onboarding.methods.whatsapp).check();
      await page.getByLabel(T.onboarding.selfManaged).check();
      await shot(page, 'seller-journey/en-desktop-02-onboarding-choice');
      await page.getByTestId('onboarding-next').click();
      // Page 3: category, sub-category, location. Nothing of page 2 is carried into its boxes.
      const boxOf = (label: string) => visible(page.getByLabel(labelText(label)));
      expect(await boxOf(T.onboarding.businessLocation).inputValue()).toBe('');
      await page.getByTestId('onboarding-submit').click();
      await page.getByText('Please select a product category', { exact: true }).waitFor();
      // Another category clears the sub-category, in the box too.
      const [, otherCategory] = await categoriesOf();
      await choose(page, T.onboarding.productCategory, otherCategory!.name);
      await choose(page, T.onboarding.productSubCategory, otherCategory!.subCategories[0]!.name);
      await choose(page, T.onboarding.productCategory, category!.name);
      expect(await boxOf(T.onboarding.productSubCategory).inputValue()).toBe('');
      await choose(page, T.onboarding.productSubCategory, sub.name);
      await choose(page, T.onboarding.businessLocation, 'North Lebanon - Batroun');
      await page.getByLabel(labelText(T.onboarding.businessAddress)).fill('Old souk, Batroun');
      await shot(page, 'seller-journey/en-desktop-03-onboarding-location');
      await page.getByTestId('onboarding-submit').click();
      await page.getByTestId('onboarding-end').waitFor();
      await shot(page, 'seller-journey/en-desktop-04-congratulations');

      // Every page of the seller area says the shop is under review, and what comes next.
      for (const path of ['/seller-dashboard', '/seller-dashboard/products']) {
        await page.goto(harness.url(path));
        await page.getByTestId('shop-under-review').getByText(T.sellerWelcome.pendingText).waitFor();
      }
      await shot(page, 'seller-journey/en-desktop-05b-area-under-review');
      await page.goto(harness.url('/seller-welcome'));
      await page.getByTestId('shop-under-review').waitFor();
      await shot(page, 'seller-journey/en-desktop-05-under-review');
      // The storefront's bar offers no "Add Product" while nothing the shop adds can go live.
      const shopRead = page.waitForResponse((response) => response.url().includes('/api/seller/profile'));
      await page.goto(harness.url('/about-us'));
      await shopRead;
      await page.getByRole('link', { name: T.nav.helpCenter }).first().waitFor();
      expect(await page.getByRole('link', { name: T.nav.addProduct }).count()).toBe(0);

      // An admin approves the shop (the admin screen comes with the administration issue).
      const seller = await login(email);
      const admin = await staffToken('admin');
      await call(admin, 'PUT', `admin/sellers/${seller.user._id}/status`, { status: 'active' });
      await page.goto(harness.url('/seller-welcome'));
      await page.getByTestId('shop-active').waitFor();
      await page.goto(harness.url('/about-us'));
      await page.getByRole('link', { name: T.nav.addProduct }).waitFor();

      // The product: two colours, a cropped photo.
      const colors = (await call<{ colors: { name: string }[] }>(null, 'GET', 'colors')).data.colors;
      await page.goto(harness.url('/seller-dashboard/products'));
      await page.getByTestId('add-product').click();
      await page.getByTestId('field-name').fill(productName);
      await page.getByTestId('field-description').fill('Carved by hand from one piece of olive wood in the Chouf.');
      await choose(page, T.productAdmin.columns.manufacturing, T.productAdmin.sources['Made in Lebanon']);
      await choose(page, T.productAdmin.columns.category, category!.name);
      await choose(page, T.productAdmin.columns.subCategory, sub.name);
      await page.getByTestId('multi-color').check();
      for (const [index, color] of [colors[0]!, colors[1]!].entries()) {
        await page.getByTestId(`variant-${index}-color`).click();
        await page.getByRole('option', { name: color.name, exact: true }).click();
        await page.getByTestId(`variant-${index}-price`).fill(index === 0 ? '24.50' : '26');
        await page.getByTestId(`variant-${index}-quantity`).fill('8');
      }
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a5a2b' } })
        .png()
        .toBuffer();
      await page
        .getByTestId('product-photos')
        .locator('input[type=file]')
        .setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: photo });
      await page.getByTestId('crop-area').waitFor();
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="crop-save"]')?.disabled,
      );
      await shot(page, 'seller-journey/en-desktop-06-cropper');
      await page.getByTestId('crop-save').click();
      await page.getByTestId('product-photos').locator('[data-testid=form-photo][data-kept=false]').waitFor();
      await shot(page, 'seller-journey/en-desktop-07-product-form');
      await page.getByTestId('save-product').click();
      await page.getByText('Product created successfully!').first().waitFor();
      const row = page.getByTestId('product-row').filter({ hasText: productName });
      await row.getByTestId('product-status').getByText(T.productAdmin.status.pending_review).waitFor();
      await row.getByTestId('variants-badge').click();
      await page.getByTestId('variants-table').waitFor();
      await shot(page, 'seller-journey/en-desktop-08-variants');
      await page.keyboard.press('Escape');
      await waitForToastsToClose(page);
      await shot(page, 'seller-journey/en-desktop-09-products');

      // Its photos arranged in the edit form (issue 24): one more of its own, moved first, and one for the second colour.
      const listed = await call<{ products: { _id: string; name: string; images: { key: string }[] }[] }>(
        seller.accessToken,
        'GET',
        'seller/products?limit=50',
      );
      const created = listed.data.products.find((candidate) => candidate.name === productName)!;
      const firstKey = created.images[0]!.key;
      await row.getByTestId('edit-product').click();
      const ownPhotos = page.getByTestId('product-photos');
      await ownPhotos.locator('[data-testid=form-photo][data-kept=true]').waitFor();
      const cropInto = async (testId: string, background: string) => {
        const list = page.getByTestId(testId);
        await list.locator('input[type=file]').setInputFiles({
          name: 'more.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 700, height: 700, channels: 3, background } })
            .png()
            .toBuffer(),
        });
        await page.getByTestId('crop-area').waitFor();
        await page.waitForFunction(
          () => !document.querySelector<HTMLButtonElement>('[data-testid="crop-save"]')?.disabled,
        );
        await page.getByTestId('crop-save').click();
        await list.locator('[data-testid=form-photo][data-kept=false]').waitFor();
      };
      await cropInto('product-photos', '#3d6b8c');
      await ownPhotos.getByTestId('photo-earlier').nth(1).click();
      await cropInto('variant-1-photos', '#c0392b');
      await ownPhotos.getByText(T.productAdmin.images.replace('{{count}}', '2').replace('{{max}}', '6')).waitFor();
      expect(await ownPhotos.getByTestId('form-photo').first().getAttribute('data-kept')).toBe('false');
      await shot(page, 'seller-journey/en-desktop-09b-product-photos');
      await page.getByTestId('save-product').click();
      await page.getByText('Product updated successfully!').first().waitFor();
      const saved = (
        await call<{ product: { images: { key: string }[]; variants: { images: { key: string }[] }[] } }>(
          seller.accessToken,
          'GET',
          `seller/products/${created._id}`,
        )
      ).data.product;
      expect(saved.images.map((image) => image.key)).toEqual([expect.not.stringMatching(firstKey), firstKey]);
      expect(saved.variants.map((variant) => variant.images.length)).toEqual([0, 1]);
      // Opened again, the form shows what was saved, every photo kept.
      await row.getByTestId('edit-product').click();
      await ownPhotos.locator('[data-testid=form-photo][data-kept=true]').nth(1).waitFor();
      expect(await page.getByTestId('variant-1-photos').getByTestId('form-photo').count()).toBe(1);
      await page.keyboard.press('Escape');
      await waitForToastsToClose(page);

      // A data-entry admin publishes it.
      const { context: staffContext, page: staffPage } = await harness.newPage({ viewport: 'desktop', language: 'en' });
      try {
        await staffLogin(staffPage, 'en', 'dataentry.admin');
        await staffPage.goto(harness.url('/data-entry/review', 'staff'));
        const item = staffPage.getByTestId('review-item').filter({ hasText: productName });
        await item.waitFor();
        await shot(staffPage, 'seller-journey/en-desktop-10-review');
        await item.getByTestId('approve').click();
        await staffPage.getByText('Item Approved And Published').first().waitFor();
      } finally {
        await staffContext.close();
      }

      // A buyer finds it by search and orders it, cash on delivery.
      const buyer = await login('buyer@souk.test');
      const found = await call<{ products: { _id: string; name: string; variants: { variantId: string }[] }[] }>(
        null,
        'GET',
        `products/getallproducts?query=${encodeURIComponent(productName)}`,
      );
      const product = found.data.products.find((candidate) => candidate.name === productName);
      expect(product).toBeDefined();
      await call(buyer.accessToken, 'POST', 'cart/add', {
        productId: product!._id,
        variantId: product!.variants[0]!.variantId,
        quantity: 1,
      });
      const cart = (await call<{ cart: { _id: string } }>(buyer.accessToken, 'GET', 'cart')).data.cart;
      const address = {
        firstName: 'Maya',
        lastName: 'Khoury',
        email: 'maya@example.com',
        phone: '71123456',
        streetAddress: 'Mar Mikhael 4',
        city: 'Beirut',
        location: 'Beirut - Achrafieh',
      };
      const placed = (
        await call<{ order: { orderNumber: string } }>(
          buyer.accessToken,
          'POST',
          `checkout/${cart._id}/proceed-to-payment`,
          { shippingAddress: address, paymentMethod: 'cash_on_delivery' },
        )
      ).data.order;

      // The seller is told: the bell, then the drawer.
      await page.goto(harness.url('/seller-dashboard'));
      const before = await page.getByTestId('figure-totalSales-value').innerText();
      await page.getByTestId('seller-bell').click();
      await page
        .getByTestId('seller-notification')
        .filter({ hasText: `New order ${placed.orderNumber}` })
        .waitFor();
      await shot(page, 'seller-journey/en-desktop-11-bell');
      await page.getByTestId('seller-mark-all').click();
      await page.keyboard.press('Escape');

      // It ships and delivers it; the figures move.
      const part = (
        await call<{ orders: { _id: string }[] }>(seller.accessToken, 'GET', `orders/search?q=${placed.orderNumber}`)
      ).data.orders[0]!;
      for (const status of ['processing', 'shipped', 'delivered'])
        await call(seller.accessToken, 'PATCH', `seller/orders/${part._id}/status`, { status });
      await page.reload();
      await page.getByTestId('figure-totalSales-value').waitFor();
      expect(await page.getByTestId('figure-totalSales-value').innerText()).not.toBe(before);
      expect(await page.getByTestId('status-delivered').innerText()).toContain('1');
      await shot(page, 'seller-journey/en-desktop-12-home');
    } finally {
      await context.close();
    }
  });

  it('a managed seller sees its products read-only', async () => {
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, 'seller.managed@souk.test', 'en');
      await page.goto(harness.url('/seller-dashboard/products'));
      await page.getByTestId('read-only-note').waitFor();
      await page.getByTestId('product-row').first().waitFor();
      expect(await page.getByTestId('add-product').count()).toBe(0);
      expect(await page.getByTestId('edit-product').count()).toBe(0);
      await shot(page, 'seller-journey/en-desktop-13-managed-read-only');
    } finally {
      await context.close();
    }
  });
});

describe("a seller changes its shop's profile (en, desktop)", () => {
  it('asks for a code, sends the change with it, and sees the request wait for approval, then approved', async () => {
    const T = textsFor('en');
    const email = 'seller.self@souk.test';
    // The code goes to the shop's business e-mail.
    const { businessEmail } = (
      await call<{ seller: { businessEmail: string } }>((await login(email)).accessToken, 'GET', 'seller/profile')
    ).data.seller;
    const outbox = async () =>
      (
        await call<{ messages: { subject: string; body: string }[] }>(
          null,
          'GET',
          `dev/outbox?to=${encodeURIComponent(businessEmail)}`,
        )
      ).data.messages.filter((message) => message.subject.includes('profile update code'));
    const codesBefore = (await outbox()).length;
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, email, 'en');
      await page.getByRole('navigation').getByRole('link', { name: T.dashboard.menu.shopProfile }).click();
      await page.waitForURL((url) => url.pathname === '/seller-dashboard/profile');
      await page.getByTestId('profile-businessAddress').fill('Rue Gouraud 12, Gemmayzeh');
      await page.getByTestId('profile-ask-code').click();
      await page.getByText(T.messages.updateTokenSent).first().waitFor();
      await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBeGreaterThan(codesBefore);
      const code = /Your code\s+(\S+)/.exec((await outbox())[0]!.body)?.[1];
      expect(code).toBeTruthy();
      await page.getByTestId('profile-code').fill(code!);
      await page.getByTestId('profile-send').click();
      await page.getByText(T.messages.updateRequestSubmitted).first().waitFor();
      const request = page.getByTestId('profile-request').first();
      await request.getByText('Rue Gouraud 12, Gemmayzeh').waitFor();
      expect(await request.getByTestId('profile-request-status').textContent()).toBe(T.sellerProfile.status.pending);
      await shot(page, 'seller-journey/en-desktop-14-shop-profile');

      // An admin approves it: the seller reads the new state, and the new address.
      const admin = await staffToken('admin');
      const [pending] = (
        await call<{ requests: { _id: string; changes: { businessAddress?: string } }[] }>(
          admin,
          'GET',
          'admin/seller-update-requests?status=pending',
        )
      ).data.requests.filter((entry) => entry.changes.businessAddress === 'Rue Gouraud 12, Gemmayzeh');
      await call(admin, 'PUT', `admin/seller-update-requests/${pending!._id}`, { decision: 'approve' });
      await page.reload();
      await expect
        .poll(() => page.getByTestId('profile-request').first().getByTestId('profile-request-status').textContent())
        .toBe(T.sellerProfile.status.approved);
      expect(await page.getByTestId('profile-businessAddress').inputValue()).toBe('Rue Gouraud 12, Gemmayzeh');
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe("a seller gives its shop's page a banner and a logo (en, desktop)", () => {
  it('chooses and crops both, saves, and the shop page shows them (issue 40)', async () => {
    const T = textsFor('en');
    const picture = (width: number, height: number, background: string) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer();
    const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
    try {
      await logInAs(harness, page, 'seller.self@souk.test', 'en');
      await page.goto(harness.url('/seller-dashboard/profile'));
      const editor = page.getByTestId('shop-page-editor');
      await editor.getByTestId('shop-page-save').waitFor();
      // Each chooser's hidden file input comes just before its button (Mantine's FileButton).
      const crop = async (photo: 'banner' | 'logo', buffer: Buffer) => {
        await editor
          .locator(`input[type=file]:has(+ [data-testid="choose-${photo}"])`)
          .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer });
        await page.getByTestId('crop-area').waitFor();
        await page.waitForFunction(
          () => !document.querySelector<HTMLButtonElement>('[data-testid="crop-save"]')?.disabled,
        );
        await page.getByTestId('crop-save').click();
        await page.getByTestId('crop-area').waitFor({ state: 'detached' });
      };
      await crop('banner', await picture(1600, 700, '#c8a24a'));
      await crop('logo', await picture(600, 600, '#2f6b4f'));
      await editor.getByTestId('shop-banner-preview').locator('img').waitFor();
      await editor.getByTestId('shop-logo-preview').locator('img').waitFor();
      await editor.getByTestId('shop-page-save').click();
      await page.getByText(T.messages.shopPhotosSaved).first().waitFor();
      await expect
        .poll(() => editor.getByTestId('shop-banner-preview').locator('img').getAttribute('src'))
        .toMatch(/\/media\/shops\/.+-1200\.webp$/);
      await shot(page, 'seller-journey/en-desktop-15-shop-page-editor');

      const href = await editor.getByTestId('view-shop-page').getAttribute('href');
      expect(href).toMatch(/\/shops\/[a-z0-9-]+/);
      await page.goto(href!);
      const header = page.getByTestId('shop-header');
      expect(await header.locator('img').first().getAttribute('src')).toMatch(/\/media\/shops\/.+-1200\.webp$/);
      expect(await header.locator('img').nth(1).getAttribute('src')).toMatch(/\/media\/shops\/.+-256\.webp$/);
      await shot(page, 'seller-journey/en-desktop-16-shop-page-photos');
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe.each(EVERY_COMBO)(
  'the seller welcome for someone without a shop ($language, $viewport)',
  ({ language, viewport }) => {
    it('greets a visitor with a way to log in, and shows a buyer where to open a shop', async () => {
      const T = textsFor(language);
      const { context, page } = await harness.newPage({ viewport, language });
      try {
        await page.goto(harness.url('/seller-welcome'));
        await page.getByRole('heading', { name: T.sellerWelcome.greetingVisitor }).waitFor();
        await page.getByTestId('seller-welcome-login').waitFor();
        expect(await page.getByTestId('seller-welcome-logout').count()).toBe(0);
        await page.getByTestId('no-shop-yet').waitFor();
        await shot(page, `seller-journey/${language}-${viewport}-welcome-visitor`);

        await logInAs(harness, page, await newBuyer('nosho'), language);
        await page.goto(harness.url('/seller-welcome'));
        await page.getByTestId('seller-welcome-logout').waitFor();
        await page.getByTestId('open-a-shop').click();
        await page.waitForURL((url) => url.pathname === '/onBoarding');
      } finally {
        await context.close();
      }
    }, 60_000);
  },
);

describe.each(EVERY_COMBO)('the seller area looks right ($language, $viewport)', ({ language, viewport }) => {
  it('onboarding, products with the form, home, notifications, sales, promotions, review', async () => {
    const T = textsFor(language);
    const name = (step: string) => `seller-journey/${language}-${viewport}-screens-${step}`;
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await logInAs(harness, page, await newBuyer('look'), language);
      await page.goto(harness.url('/onBoarding'));
      await page.getByTestId('onboarding-next').click();
      await page.getByText(T.messages.businessNameRequired, { exact: true }).waitFor();
      await shot(page, name('01-onboarding'));
      await context.clearCookies();

      // A seller who logs in at /login lands in its own area, not on the storefront's home.
      await logInAs(harness, page, 'seller.self@souk.test', language);
      await page.waitForURL((url) => url.pathname === '/seller-dashboard');
      await page.getByTestId('figure-totalSales-value').waitFor();
      await shot(page, name('02-home'));
      await page.goto(harness.url('/seller-dashboard/products'));
      await page.getByTestId('product-row').first().waitFor();
      // A product's state, whole and reached without scrolling the table sideways on a laptop.
      if (viewport === 'desktop')
        await expectWithinWidth(
          page,
          page.getByTestId('product-row').first().getByTestId('product-status'),
          'product status',
        );
      await shot(page, name('03-products'));
      await page.getByTestId('add-product').click();
      await page.getByTestId('multi-color').check();
      await page.getByTestId('save-product').click();
      await page.getByTestId('product-form-error').waitFor();
      // A file that is no photo is said so, not opened as an empty crop (issue 24).
      await page
        .getByRole('dialog')
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'price-list.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await page.getByTestId('photo-problem').getByText(T.productAdmin.photoNotImage).waitFor();
      expect(await page.getByTestId('crop-area').count()).toBe(0);
      await shot(page, name('04-product-form'));
      await page.keyboard.press('Escape');
      // A product with photos opens with them, each list counted (issue 24: it read "0 of 6").
      await page.getByTestId('product-row').first().getByTestId('edit-product').click();
      await page.getByTestId('product-form').getByTestId('form-photo').first().waitFor();
      await page.getByTestId('variant-0-photos').scrollIntoViewIfNeeded();
      await shotAsScrolled(page, name('04b-product-edit-photos'));
      await page.keyboard.press('Escape');
      await page.goto(harness.url('/seller-notifications'));
      await page.getByRole('heading', { name: T.pageTitles.sellerNotifications }).waitFor();
      // Notices are shown in the reader's language, from their kind and params.
      const notice = await page.getByTestId('seller-notification').first().innerText();
      expect(/[\u0600-\u06FF]/.test(notice)).toBe(language === 'ar');
      await shot(page, name('05-notifications'));
      await page.goto(harness.url('/seller-dashboard/sales'));
      await page.getByText(T.sellerSales.howTitle).waitFor();
      // The week under way, as the API counts it, and what its balance means (issue 24).
      const week = (
        await call<{ week: { amount: number } }>(
          (await login('seller.self@souk.test')).accessToken,
          'GET',
          'business/sales/next-payment',
        )
      ).data.week;
      expect(await page.getByTestId('open-week-note').getAttribute('data-balance')).toBe(
        week.amount < 0 ? 'owed' : 'due',
      );
      await shot(page, name('06-sales'));
      await page.goto(harness.url('/seller-dashboard/promotions'));
      await page.getByTestId('promotion-form').waitFor();
      await shot(page, name('07-promotions'));
    } finally {
      await context.close();
    }
    const staff = await harness.newPage({ viewport, language });
    try {
      await staffLogin(staff.page, language, 'admin');
      await staff.page.goto(harness.url('/data-entry/review', 'staff'));
      await staff.page.getByRole('heading', { name: T.pageTitles.review }).waitFor();
      await shot(staff.page, name('08-review'));
    } finally {
      await staff.context.close();
    }
  });
});
