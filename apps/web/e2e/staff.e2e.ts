import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverProfile, shot, startHarness, type Harness, type ViewportName } from './harness.ts';
import { fill, labelText, textsFor, type Language } from './locale-texts.ts';

interface ProfileBody {
  data?: { user?: { userName?: string; fullName?: string; accountType?: string[] } };
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** Spec 3 section 2.3: where each staff type lands after logging in on the staff host. */
const STAFF: { username: string; type: string; home: string; area: string }[] = [
  { username: 'admin', type: 'admin', home: '/admin-dashboard', area: 'admin' },
  { username: 'superadmin', type: 'super_admin', home: '/admin-dashboard', area: 'admin' },
  { username: 'cs.agent', type: 'cs_agent', home: '/customer-service-dashboard', area: 'cs' },
  { username: 'cs.manager', type: 'cs_manager', home: '/customer-service-dashboard', area: 'cs' },
  { username: 'cs.supervisor', type: 'cs_supervisor', home: '/customer-service-dashboard', area: 'cs' },
  { username: 'dataentry', type: 'data_entry', home: '/data-entry', area: 'dataEntry' },
  { username: 'dataentry.admin', type: 'data_entry_admin', home: '/data-entry', area: 'dataEntry' },
  { username: 'sales.manager', type: 'sales_manager', home: '/sales-dashboard', area: 'sales' },
];

const COMBOS: { language: Language; viewport: ViewportName }[] = [
  { language: 'en', viewport: 'desktop' },
  { language: 'ar', viewport: 'phone' },
];

const hostOf = (page: Page) => new URL(page.url()).searchParams.get('subdomain');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function staffLogin(page: Page, language: Language, username: string, password: string) {
  const T = textsFor(language);
  await page.goto(harness.url('/login-dashboard', 'staff'));
  await page.getByRole('heading', { name: T.auth.staff.title }).waitFor();
  await page.getByLabel(labelText(T.auth.fields.username)).fill(username);
  await page.getByLabel(labelText(T.auth.fields.password)).fill(password);
  await page.getByRole('button', { name: T.auth.staff.submit, exact: true }).click();
}

describe.each(COMBOS)('staff homes ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);

  it.each(STAFF)('$username lands on $home', async ({ username, type, home, area }) => {
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await staffLogin(page, language, username, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === home);
      // The host survives the navigation: the user is still on the staff host.
      expect(hostOf(page)).toBe('staff');
      const profile = (await serverProfile(page)).body as ProfileBody;
      expect(profile.data?.user?.accountType).toContain(type);
      if (area === 'dataEntry') {
        // Data entry lands on its product table (issue 14), not on a greeting.
        await page.getByRole('heading', { name: T.pageTitles.staffProducts }).waitFor();
      } else if (area === 'cs') {
        // The desk lands on opening a buyer ticket (issue 15).
        await page.getByRole('heading', { name: T.pageTitles.csOpenTicket }).waitFor();
      } else if (area === 'sales') {
        // The sales dashboard's index is its overview (issue 16).
        await page.getByRole('heading', { name: T.sales.overview.title }).waitFor();
      } else {
        await page.getByTestId(`dashboard-${area}`).waitFor();
        const name = profile.data?.user?.fullName || profile.data?.user?.userName || '';
        await page.getByText(fill(T.dashboard.home.greeting, { name }), { exact: true }).waitFor();
      }
      await page.getByTestId('dashboard-avatar').waitFor();
      await shot(page, `staff-${language}-${viewport}-${username}-home`);
      if (viewport === 'phone') {
        // The side menu is behind the burger on a phone.
        await page.getByRole('button', { name: T.header.openMenu }).click();
        await page.waitForTimeout(400);
        await shot(page, `staff-${language}-${viewport}-${username}-menu`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('staff host rules', () => {
  const T = textsFor('en');

  it('shows the staff login in both languages and refuses a wrong password with "Login failed"', async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const viewport of ['desktop', 'phone'] as const) {
        const { context, page } = await harness.newPage({ viewport, language });
        try {
          await staffLogin(page, language, 'cs.agent', 'not-the-password');
          await page
            .getByTestId('form-error')
            .getByText(textsFor(language).errors.staffLoginFailed, { exact: true })
            .waitFor();
          expect(pathOf(page)).toBe('/login-dashboard');
          expect((await serverProfile(page)).status).toBe(401);
          await shot(page, `staff-${language}-${viewport}-login-failed`);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('sends a guest on the staff host to /login-dashboard', async () => {
    const { context, page } = await harness.newPage();
    try {
      await page.goto(harness.url('/', 'staff'));
      await page.waitForURL((url) => url.pathname === '/login-dashboard');
      expect(hostOf(page)).toBe('staff');
      await page.getByRole('heading', { name: T.auth.staff.title }).waitFor();
      await shot(page, 'staff-en-desktop-guest-redirected');
    } finally {
      await context.close();
    }
  });

  it('sends a buyer on the admin host to /not-authorized', async () => {
    const { context, page } = await harness.newPage();
    try {
      await page.goto(harness.url('/login'));
      await page.getByLabel(labelText('Email')).fill('buyer@souk.test');
      await page.getByLabel(labelText('Password')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(harness.url('/', 'admin'));
      await page.waitForURL((url) => url.pathname === '/not-authorized');
      expect(hostOf(page)).toBe('admin');
      await page.getByRole('heading', { name: T.system.accessDenied }).waitFor();
      await page.getByText(T.messages.forbidden, { exact: true }).waitFor();
      // The server agrees it is a buyer, logged in, not an admin.
      const profile = (await serverProfile(page)).body as ProfileBody;
      expect(profile.data?.user?.accountType).toEqual(['buyer']);
      await shot(page, 'staff-en-desktop-buyer-not-authorized');
    } finally {
      await context.close();
    }
  });

  it('moves through the customer-service menu and logs out to /login-dashboard', async () => {
    const { context, page } = await harness.newPage();
    try {
      await staffLogin(page, 'en', 'cs.manager', DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/customer-service-dashboard');
      await page.getByRole('link', { name: T.dashboard.menu.generateIssues }).click();
      await page.waitForURL((url) => url.pathname === '/customer-service-dashboard/Client-Issues');
      expect(hostOf(page)).toBe('staff');
      await page.getByRole('heading', { name: T.pageTitles.csIssues }).waitFor();
      await page.getByRole('link', { name: T.dashboard.menu.buyerProfile }).click();
      await page.getByRole('heading', { name: T.pageTitles.csBuyerProfile }).waitFor();
      await shot(page, 'staff-en-desktop-cs-buyer-profile');
      await page.getByTestId('logout').click();
      await page.waitForURL((url) => url.pathname === '/login-dashboard');
      expect(hostOf(page)).toBe('staff');
      expect((await serverProfile(page)).status).toBe(401);
    } finally {
      await context.close();
    }
  });
});
