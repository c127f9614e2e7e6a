import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverProfile, shot, startHarness, waitForToastsToClose, type Harness } from './harness.ts';
import { fill, labelText, textsFor } from './locale-texts.ts';
import { EVERY_COMBO as COMBOS } from './journey.ts';

interface ProfileBody {
  data?: {
    user?: {
      email?: string;
      userName?: string;
      firstName?: string;
      lastName?: string;
      phone?: string;
      accountType?: string[];
    };
  };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

describe.each(COMBOS)('buyer account journey ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);
  const tag = `${language}-${viewport}`;
  const name = (step: string) => `buyer-${tag}-${step}`;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account = {
    userName: `buyer_${language}_${viewport}_${stamp}`,
    email: `buyer.${language}.${viewport}.${stamp}@example.com`,
    phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'Cedars2026',
    newPassword: 'Byblos2027x',
  };

  /** Desktop uses the account menu; a phone the burger drawer, as a user would. */
  async function logout(page: Page) {
    await waitForToastsToClose(page);
    if (viewport === 'desktop') {
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: T.header.logout }).click();
    } else {
      await page.getByRole('button', { name: T.header.openMenu }).click();
      await page.getByRole('dialog').getByText(T.header.logout, { exact: true }).click();
    }
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: T.auth.login.title }).waitFor();
  }

  it('registers, logs out, logs back in with remember me, edits the profile, changes the password and logs out', async () => {
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      // Register, in the browser's language; Arabic pages read right to left.
      await page.goto(harness.url('/register'));
      await page.getByRole('heading', { name: T.auth.register.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await shot(page, name('01-register-empty'));

      // The shared schema speaks first, in the page's language.
      await page.getByRole('button', { name: T.auth.register.submit }).click();
      await page.getByText(T.messages.emailRequired, { exact: true }).waitFor();
      await page.getByText(T.messages.phoneRequired, { exact: true }).waitFor();
      await shot(page, name('02-register-errors'));

      await page.getByLabel(labelText(T.auth.fields.email)).fill(account.email);
      await page.getByLabel(labelText(T.auth.fields.userName)).fill(account.userName);
      // Letters are dropped and at most 8 digits kept, as the spec's phone input does.
      await page.getByLabel(labelText(T.auth.fields.phone)).fill(`${account.phone}99x`);
      expect(await page.getByLabel(labelText(T.auth.fields.phone)).inputValue()).toBe(account.phone);
      await page.getByLabel(labelText(T.auth.fields.password)).fill(account.password);
      await page.getByLabel(labelText(T.auth.fields.confirmPassword)).fill(account.password);
      await shot(page, name('03-register-filled'));
      await page.getByRole('button', { name: T.auth.register.submit }).click();

      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByTestId('home-title')
        .getByText(fill(T.home.welcomeBack, { name: account.userName }))
        .waitFor();
      const registered = await serverProfile(page);
      expect(registered.status).toBe(200);
      const registeredUser = (registered.body as ProfileBody).data?.user;
      expect(registeredUser?.email).toBe(account.email);
      expect(registeredUser?.accountType).toEqual(['buyer']);
      await shot(page, name('04-home-after-signup'));

      // Log out: the server forgets the session and the page is the login page.
      await logout(page);
      expect((await serverProfile(page)).status).toBe(401);
      expect(
        await page.evaluate(() => localStorage.getItem('souk.user') ?? sessionStorage.getItem('souk.user')),
      ).toBeNull();
      await shot(page, name('05-logged-out'));

      // Log in with remember me: the button waits for both fields.
      const loginButton = page.getByRole('button', { name: T.auth.login.submit, exact: true });
      expect(await loginButton.isDisabled()).toBe(true);
      await page.getByLabel(labelText(T.auth.fields.email)).fill(account.email);
      await page.getByLabel(labelText(T.auth.fields.password)).fill('wrong-password');
      await loginButton.click();
      await page.getByTestId('form-error').getByText(T.messages.invalidCredentials).waitFor();
      await shot(page, name('06-login-wrong-password'));
      await page.getByLabel(labelText(T.auth.fields.password)).fill(account.password);
      await page.getByText(T.auth.login.rememberMe, { exact: true }).click();
      expect(await page.getByLabel(T.auth.login.rememberMe).isChecked()).toBe(true);
      await loginButton.click();
      await page.getByText(T.messages.loggedIn).first().waitFor();
      await shot(page, name('07-login-success-toast'));
      await page.waitForURL((url) => url.pathname === '/');
      expect((await serverProfile(page)).status).toBe(200);
      // Remember me: a persistent cookie, and the user kept in local storage.
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.httpOnly && cookie.expires > Date.now() / 1000 + 6 * 24 * 3600)).toBe(
        true,
      );
      expect(await page.evaluate(() => localStorage.getItem('souk.user'))).toContain(account.email);

      // Edit the profile from the account menu (the drawer on a phone).
      if (viewport === 'desktop') {
        await page.getByTestId('account-menu').click();
        await page.getByRole('menuitem', { name: T.header.editProfile }).click();
      } else {
        await waitForToastsToClose(page);
        await page.getByRole('button', { name: T.header.openMenu }).click();
        await page.getByRole('dialog').getByText(T.header.editProfile, { exact: true }).click();
      }
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByTestId('profile-email').getByText(account.email).waitFor();
      await shot(page, name('08-profile'));

      const newPhone = `3${account.phone.slice(1)}`;
      const form = page.getByTestId('profile-form');
      await form.getByLabel(labelText(T.auth.fields.firstName)).fill('Rania');
      await form.getByLabel(labelText(T.auth.fields.lastName)).fill('Haddad');
      await form.getByLabel(labelText(T.auth.fields.phone)).fill(newPhone);
      // A new phone takes the current password: without it the server refuses and the field says so.
      await form.getByRole('button', { name: T.profile.save }).click();
      // Said twice: in the form's alert and under the password field itself.
      await form.getByRole('alert').getByText(T.messages.currentPasswordRequired, { exact: true }).waitFor();
      expect(await form.getByText(T.messages.currentPasswordRequired, { exact: true }).count()).toBe(2);
      await form.getByTestId('profile-current-password').fill(account.password);
      await form.getByRole('button', { name: T.profile.save }).click();
      await page.getByTestId('success-modal').getByText(T.messages.profileUpdated).waitFor();
      await shot(page, name('09-profile-saved'));
      await page.getByTestId('profile-name').getByText('Rania Haddad').waitFor();
      await page.getByTestId('profile-phone').getByText(`+961 ${newPhone}`).waitFor();
      const edited = (await serverProfile(page)).body as ProfileBody;
      expect(edited.data?.user).toMatchObject({ firstName: 'Rania', lastName: 'Haddad', phone: newPhone });
      // The success modal closes by itself after 3 s.
      await page.getByTestId('success-modal').waitFor({ state: 'detached', timeout: 6000 });

      // Change the password: a weak one is refused in the browser, a good one by the server's rule.
      const passwordForm = page.getByTestId('password-form');
      await passwordForm.getByLabel(labelText(T.profile.currentPassword)).fill(account.password);
      await passwordForm.getByLabel(labelText(T.profile.newPassword)).fill('short');
      await passwordForm.getByLabel(labelText(T.profile.retypePassword)).fill('short');
      await passwordForm.getByRole('button', { name: T.profile.changePassword }).click();
      await passwordForm.getByText(T.messages.passwordMin, { exact: true }).waitFor();
      await shot(page, name('10-password-weak'));
      await passwordForm.getByLabel(labelText(T.profile.newPassword)).fill(account.newPassword);
      await passwordForm.getByLabel(labelText(T.profile.retypePassword)).fill(account.newPassword);
      await passwordForm.getByRole('button', { name: T.profile.changePassword }).click();
      await page.getByTestId('success-modal').getByText(T.messages.passwordChanged).waitFor();
      await shot(page, name('11-password-changed'));
      // This browser stays logged in; the old password no longer works, the new one does.
      expect((await serverProfile(page)).status).toBe(200);
      const tryLogin = async (password: string) =>
        (
          await fetch(`${harness.baseUrl}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: account.email, password, rememberMe: false }),
          })
        ).status;
      expect(await tryLogin(account.password)).toBe(401);
      expect(await tryLogin(account.newPassword)).toBe(200);
      await page.getByTestId('success-modal').waitFor({ state: 'detached', timeout: 6000 });

      // Log out again: back to /login with the history entry replaced, and no session left.
      await logout(page);
      expect((await serverProfile(page)).status).toBe(401);
      await page.goBack();
      await page.waitForTimeout(300);
      expect(pathOf(page)).not.toBe('/profile');
      await shot(page, name('12-logged-out-again'));
    } finally {
      await context.close();
    }
  });
});

describe('sign-in pages', () => {
  it('keeps guests away from the profile and sends them to log in', async () => {
    const { context, page } = await harness.newPage();
    try {
      await page.goto(harness.url('/profile'));
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: textsFor('en').auth.login.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('logs the demo buyer in and shows its initials in the header', async () => {
    const { context, page } = await harness.newPage();
    try {
      await page.goto(harness.url('/login'));
      await page.getByLabel(labelText('Email')).fill('buyer@souk.test');
      await page.getByLabel(labelText('Password')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const profile = (await serverProfile(page)).body as ProfileBody;
      expect(profile.data?.user?.email).toBe('buyer@souk.test');
      await page.getByTestId('account-menu').waitFor();
      await shot(page, 'buyer-en-desktop-demo-home');
    } finally {
      await context.close();
    }
  });
});
