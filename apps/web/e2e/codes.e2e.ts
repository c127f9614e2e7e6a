import { OAuth2Server } from 'oauth2-mock-server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverProfile, shot, startHarness, type Harness } from './harness.ts';
import { fill, labelText, textsFor, type Language, type Texts } from './locale-texts.ts';
import { EVERY_COMBO as COMBOS } from './journey.ts';

/**
 * One-time codes, password recovery and social sign-in, as a user meets them: /welcome -> /otp ->
 * /register, /forgot-password -> /verification-code -> /login, the development outbox, and the
 * Google and Facebook buttons against a local OAuth 2 server standing in for both providers.
 */

interface OutboxMessage {
  to: string;
  channel: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

interface ProfileUser {
  email?: string;
  userName?: string;
  phone?: string;
  phoneVerified?: boolean;
  accountType?: string[];
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

let harness: Harness;
let oauth: OAuth2Server;
let nextUserInfo: Record<string, unknown> = {};

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = nextUserInfo;
  });
  const issuer = oauth.issuer.url!;
  // The server reads these at start-up: both buttons show, and both lead to the local provider.
  for (const prefix of ['GOOGLE', 'FACEBOOK']) {
    process.env[`${prefix}_CLIENT_ID`] = `${prefix.toLowerCase()}-client`;
    process.env[`${prefix}_CLIENT_SECRET`] = 'secret';
    process.env[`${prefix}_AUTH_URL`] = `${issuer}/authorize`;
    process.env[`${prefix}_TOKEN_URL`] = `${issuer}/token`;
    process.env[`${prefix}_USERINFO_URL`] = `${issuer}/userinfo`;
  }
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
  await oauth?.stop();
});

let phoneSeed = Math.floor(Math.random() * 1e6);
/** A Lebanese mobile number no one has used in this run. */
const freshPhone = () => `76${String(phoneSeed++ % 1e6).padStart(6, '0')}`;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${harness.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages;
}

/** Waits for a message newer than the ones already counted, and reads its 6-digit code. */
async function nextCode(to: string, seen: number): Promise<{ code: string; message: OutboxMessage }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = await outbox(to);
    if (messages.length > seen) {
      const message = messages[0]!;
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(message.body)?.[1];
      expect(code).toBeTruthy();
      return { code: code!, message };
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no new message for ${to}`);
}

async function apiPost(path: string, body: unknown) {
  const response = await fetch(`${harness.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } };
}

const loginStatus = async (email: string, password: string) =>
  (await apiPost('auth/login', { email, password, rememberMe: false })).status;

const digitBox = (page: Page, T: Texts, index: number) =>
  page.getByLabel(fill(T.codes.digitLabel, { index: String(index), count: '6' }), { exact: true });

async function boxValues(page: Page, T: Texts): Promise<string> {
  let value = '';
  for (let index = 1; index <= 6; index += 1) value += await digitBox(page, T, index).inputValue();
  return value;
}

/** A real paste event, as a phone's "paste code" or Ctrl+V sends it. */
async function pasteInto(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function typeCode(page: Page, T: Texts, code: string) {
  await digitBox(page, T, 1).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Arabic pages mirror, but the six boxes still read left to right. */
async function expectLeftToRightBoxes(page: Page, T: Texts, language: Language) {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  const first = await digitBox(page, T, 1).boundingBox();
  const last = await digitBox(page, T, 6).boundingBox();
  expect(first && last && first.x < last.x).toBe(true);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each(COMBOS)('sign-up with a phone code ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);
  const name = (step: string) => `codes-signup-${language}-${viewport}-${step}`;

  it('sends a code from /welcome, refuses a wrong one, verifies the right one and signs up with a verified phone', async () => {
    const { context, page } = await harness.newPage({ viewport, language });
    const account = {
      email: `new.${stamp()}@example.com`,
      phone: freshPhone(),
      userName: `newbie_${stamp()}`,
      password: 'Cedars2026',
    };
    const method = viewport === 'desktop' ? 'sms' : 'whatsapp';
    try {
      await page.goto(harness.url('/welcome'));
      await page.getByRole('heading', { name: T.codes.welcome.title }).waitFor();
      await shot(page, name('01-welcome'));

      // Everything missing: the shared rules answer, in the page's language.
      await page.getByRole('button', { name: T.codes.welcome.submit }).click();
      await page.getByText(T.messages.emailRequired, { exact: true }).waitFor();
      await page.getByText(T.messages.phoneRequired, { exact: true }).waitFor();
      await page.getByText(T.messages.chooseSmsOrWhatsapp, { exact: true }).waitFor();
      await shot(page, name('02-welcome-errors'));

      await page.getByLabel(labelText(T.auth.fields.email)).fill(account.email);
      await page.getByLabel(labelText(T.auth.fields.phone)).fill(`${account.phone}12`);
      expect(await page.getByLabel(labelText(T.auth.fields.phone)).inputValue()).toBe(account.phone);
      await page.getByTestId(`channel-${method}`).click();
      await shot(page, name('03-welcome-filled'));
      await page.getByRole('button', { name: T.codes.welcome.submit }).click();

      // /otp: told where the code went, a 5-minute countdown, and a wait before asking again.
      await page.waitForURL((url) => url.pathname === '/otp');
      await page.getByText(T.messages.otpSentPhone).first().waitFor();
      const sentTo = page.getByTestId('sent-to');
      expect(await sentTo.textContent()).toContain(T.codes.otp.sentBy[method]);
      expect(await sentTo.textContent()).toContain(
        `+961 ${account.phone.slice(0, 2)} ${account.phone.slice(2, 5)} ${account.phone.slice(5)}`,
      );
      expect(await page.getByTestId('code-expiry').textContent()).toMatch(/0[45]:\d\d/);
      const wait = await page.getByTestId('resend-wait').textContent();
      expect(wait).toMatch(
        new RegExp(fill(T.codes.pleaseWait, { time: '(00:[0-5]\\d|01:00)' }).replace(/[.?]/g, '\\$&')),
      );
      expect(await page.getByTestId('resend').isDisabled()).toBe(true);
      await expectLeftToRightBoxes(page, T, language);
      await shot(page, name('04-otp'));

      const { code, message } = await nextCode(account.phone, 0);
      expect(message.channel).toBe(method);
      expect(message.to).toBe(`+961${account.phone}`);

      // The verify button waits for six digits; letters are refused; Backspace steps back.
      const verify = page.getByRole('button', { name: T.codes.otp.submit });
      await digitBox(page, T, 1).click();
      await page.keyboard.type('4a2', { delay: 30 });
      expect(await boxValues(page, T)).toBe('42');
      expect(await verify.isDisabled()).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      expect(await boxValues(page, T)).toBe('4');

      // A wrong code: the server's words, empty boxes, and the code still usable afterwards.
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      await pasteInto(digitBox(page, T, 1), wrong);
      expect(await boxValues(page, T)).toBe(wrong);
      await verify.click();
      await page.getByTestId('code-error').getByText(T.messages.invalidCode, { exact: true }).waitFor();
      expect(await boxValues(page, T)).toBe('');
      await shot(page, name('05-otp-wrong-code'));

      // A paste of the six digits, spaces and all, fills every box.
      await pasteInto(digitBox(page, T, 1), `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(await boxValues(page, T)).toBe(code);
      expect(await verify.isEnabled()).toBe(true);
      await shot(page, name('06-otp-filled'));
      await verify.click();

      // /register carries the verified phone and e-mail; the phone cannot be changed any more.
      await page.waitForURL((url) => url.pathname === '/register');
      await page.getByRole('heading', { name: T.auth.register.title }).waitFor();
      await page.getByText(T.messages.codeVerified).first().waitFor();
      expect(await page.getByLabel(labelText(T.auth.fields.email)).inputValue()).toBe(account.email);
      const phoneInput = page.getByLabel(labelText(T.auth.fields.phone));
      expect(await phoneInput.inputValue()).toBe(account.phone);
      expect(await phoneInput.getAttribute('readonly')).not.toBeNull();
      await page.getByTestId('phone-verified').waitFor();
      await page.getByLabel(labelText(T.auth.fields.userName)).fill(account.userName);
      await page.getByLabel(labelText(T.auth.fields.password)).fill(account.password);
      await page.getByLabel(labelText(T.auth.fields.confirmPassword)).fill(account.password);
      await shot(page, name('07-register-verified'));
      await page.getByRole('button', { name: T.auth.register.submit }).click();

      await page.waitForURL((url) => url.pathname === '/');
      const profile = await serverProfile(page);
      expect(profile.status).toBe(200);
      const user = (profile.body as { data: { user: ProfileUser } }).data.user;
      expect(user).toMatchObject({
        email: account.email,
        phone: account.phone,
        phoneVerified: true,
        userName: account.userName,
      });
      await shot(page, name('08-signed-up'));

      // The code was single use: the phone is taken now, and a second sign-up is refused.
      expect(
        (
          await apiPost('otp/send', {
            phone: account.phone,
            email: account.email,
            deliveryMethod: 'sms',
            purpose: 'signup',
          })
        ).status,
      ).toBe(409);
    } finally {
      await context.close();
    }
  });
});

describe('code screens: requesting another code, missing data, taken phones', () => {
  it(
    'switches the delivery method after the cooldown: a new e-mailed code works and the first no longer does',
    { timeout: 150_000 },
    async () => {
      const T = textsFor('en');
      const { context, page } = await harness.newPage({ viewport: 'desktop', language: 'en' });
      const account = { email: `resend.${stamp()}@example.com`, phone: freshPhone() };
      try {
        await page.goto(harness.url('/welcome'));
        await page.getByLabel(labelText(T.auth.fields.email)).fill(account.email);
        await page.getByLabel(labelText(T.auth.fields.phone)).fill(account.phone);
        await page.getByTestId('channel-sms').click();
        await page.getByRole('button', { name: T.codes.welcome.submit }).click();
        await page.waitForURL((url) => url.pathname === '/otp');
        const first = await nextCode(account.phone, 0);

        await page.getByTestId('method-switch').getByText(T.codes.methods.email, { exact: true }).click();
        await shot(page, 'codes-resend-en-desktop-01-cooldown');
        // The server's 60 s between sends: the button opens when the wait runs out.
        const resend = page.getByTestId('resend');
        await page.waitForFunction(
          () => !(document.querySelector('[data-testid="resend"]') as HTMLButtonElement | null)?.disabled,
          null,
          {
            timeout: 75_000,
          },
        );
        expect(await page.getByTestId('resend-wait').count()).toBe(0);
        await resend.click();
        await page.getByText(T.messages.otpResent).first().waitFor();
        expect(await page.getByTestId('sent-to').textContent()).toContain(
          `${T.codes.otp.sentBy.email} ${account.email}`,
        );
        expect(await page.getByTestId('resend-wait').textContent()).toContain('Please wait 0');
        const second = await nextCode(account.email, 0);
        expect(second.message.channel).toBe('email');
        expect(second.code).not.toBe(first.code);
        await shot(page, 'codes-resend-en-desktop-02-sent-by-email');

        // Sending again killed the first code.
        await typeCode(page, T, first.code);
        await page.getByRole('button', { name: T.codes.otp.submit }).click();
        await page.getByTestId('code-error').getByText(T.messages.invalidCode, { exact: true }).waitFor();
        await typeCode(page, T, second.code);
        await page.getByRole('button', { name: T.codes.otp.submit }).click();
        await page.waitForURL((url) => url.pathname === '/register');
        await page.getByRole('heading', { name: T.auth.register.title }).waitFor();
        expect(await page.getByLabel(labelText(T.auth.fields.phone)).inputValue()).toBe(account.phone);
      } finally {
        await context.close();
      }
    },
  );

  it('sends /otp without its data back to /welcome, and /verification-code without e-mail or token to /forgot-password', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage();
    try {
      await page.goto(harness.url('/otp'));
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.getByText(T.codes.errors.missingInfo).first().waitFor();
      await shot(page, 'codes-en-desktop-otp-missing-info');

      await page.goto(harness.url('/verification-code'));
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByRole('heading', { name: T.codes.forgot.title }).waitFor();

      // A reset link whose token is unknown or used: said so, and the recovery starts over.
      await page.goto(harness.url('/verification-code?token=not-a-real-token'));
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByText(T.messages.expiredToken).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a phone that already has an account, on the phone field', async () => {
    const T = textsFor('ar');
    const taken = { email: `taken.${stamp()}@example.com`, phone: freshPhone() };
    // The holder proved the number with a code sent to it (an unproven claim would give way).
    expect(
      (await apiPost('otp/send', { phone: taken.phone, email: taken.email, deliveryMethod: 'sms', purpose: 'signup' }))
        .status,
    ).toBe(200);
    const { code } = await nextCode(taken.phone, 0);
    const verified = await apiPost('otp/verify', { phone: taken.phone, otp: code, purpose: 'signup' });
    const registered = await apiPost('auth/register', {
      userName: `taken_${stamp()}`,
      email: taken.email,
      phone: taken.phone,
      password: 'Cedars2026',
      confirmPassword: 'Cedars2026',
      accountType: 'buyer',
      verificationToken: (verified.body as { data: { verificationToken: string } }).data.verificationToken,
    });
    expect(registered.status).toBe(201);
    const { context, page } = await harness.newPage({ viewport: 'phone', language: 'ar' });
    try {
      await page.goto(harness.url('/welcome'));
      await page.getByLabel(labelText(T.auth.fields.email)).fill(`other.${stamp()}@example.com`);
      await page.getByLabel(labelText(T.auth.fields.phone)).fill(taken.phone);
      await page.getByTestId('channel-whatsapp').click();
      await page.getByRole('button', { name: T.codes.welcome.submit }).click();
      await page.getByTestId('form-error').getByText(T.messages.phoneTaken).waitFor();
      expect(pathOf(page)).toBe('/welcome');
      expect(await outbox(taken.phone)).toHaveLength(1);
      await shot(page, 'codes-signup-ar-phone-02b-phone-taken');
    } finally {
      await context.close();
    }
  });
});

describe.each(COMBOS)('password recovery ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);
  const name = (step: string) => `codes-reset-${language}-${viewport}-${step}`;
  // The demo buyer once (its address may get one code a minute); fresh accounts for the others.
  const demo = language === 'en' && viewport === 'desktop';

  it('sends a code, checks it, sets a new password that works while the old one and old sessions do not', async () => {
    const email = demo ? 'buyer@souk.test' : `reset.${language}.${viewport}.${stamp()}@example.com`;
    const oldPassword = demo ? DEMO_PASSWORD : 'Cedars2026';
    const newPassword = `Byblos${Math.floor(Math.random() * 9000 + 1000)}`;
    if (!demo) {
      const created = await apiPost('auth/register', {
        userName: `reset_${stamp()}`,
        email,
        phone: freshPhone(),
        password: oldPassword,
        confirmPassword: oldPassword,
        accountType: 'buyer',
      });
      expect(created.status).toBe(201);
    }
    // Logged in elsewhere: that session must end with the reset.
    const other = await harness.newPage();
    await other.page.goto(harness.url('/'));
    expect(
      await other.page.evaluate(
        async (body) =>
          (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
            .status,
        JSON.stringify({ email, password: oldPassword, rememberMe: true }),
      ),
    ).toBe(200);
    expect((await serverProfile(other.page)).status).toBe(200);

    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await page.goto(harness.url('/login'));
      await page.getByRole('link', { name: T.auth.login.forgotPassword }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByRole('heading', { name: T.codes.forgot.title }).waitFor();
      await shot(page, name('01-forgot'));
      await page.getByRole('button', { name: T.codes.forgot.submit }).click();
      await page.getByText(T.messages.emailRequired, { exact: true }).waitFor();
      await page.getByLabel(labelText(T.auth.fields.email)).fill('not-an-email');
      await page.getByRole('button', { name: T.codes.forgot.submit }).click();
      await page.getByText(T.messages.loginEmailInvalid, { exact: true }).waitFor();
      await shot(page, name('02-forgot-invalid'));
      await page.getByLabel(labelText(T.auth.fields.email)).fill(email.toUpperCase());
      const seen = (await outbox(email)).length;
      await page.getByRole('button', { name: T.codes.forgot.submit }).click();

      await page.waitForURL((url) => url.pathname === '/verification-code');
      await page.getByText(T.messages.resetCodeSent).first().waitFor();
      expect(await page.getByTestId('sent-to').textContent()).toContain(email);
      expect(await page.getByTestId('code-expiry').textContent()).toMatch(/0[45]:\d\d/);
      await expectLeftToRightBoxes(page, T, language);
      await shot(page, name('03-code'));

      // Back to ask again for the same address within the minute: the page says a code went to it
      // (if it has an account) and leads back to entering that code, not "wait" alone.
      await page.getByRole('link', { name: T.codes.reset.otherEmail }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByRole('button', { name: T.codes.forgot.submit }).click();
      const alreadySent = page.getByTestId('code-already-sent');
      await alreadySent.waitFor();
      expect((await alreadySent.textContent())!.toLowerCase()).toContain(email.toLowerCase());
      await shot(page, name('03b-code-already-sent'));
      await alreadySent.getByRole('link', { name: T.codes.forgot.enterCode }).click();
      await page.waitForURL((url) => url.pathname === '/verification-code');
      expect(await page.getByTestId('sent-to').textContent()).toContain(email);

      // Not all six digits: the spec's words.
      await typeCode(page, T, '123');
      await page.getByRole('button', { name: T.codes.reset.verify }).click();
      await page.getByTestId('code-error').getByText(T.messages.fullCodeRequired, { exact: true }).waitFor();
      await shot(page, name('04-code-incomplete'));

      const { code, message } = await nextCode(email, seen);
      expect(message.channel).toBe('email');
      await pasteInto(digitBox(page, T, 1), code);
      expect(await boxValues(page, T)).toBe(code);
      await page.getByRole('button', { name: T.codes.reset.verify }).click();

      // New password: each rule ticks as it is met; the button waits for all and a match.
      await page.getByText(T.messages.codeVerified).first().waitFor();
      const submit = page.getByRole('button', { name: T.codes.reset.submit });
      const newInput = page.getByLabel(labelText(T.codes.reset.newPassword), { exact: true });
      const confirmInput = page.getByLabel(labelText(T.codes.reset.confirmPassword), { exact: true });
      await newInput.waitFor();
      await shot(page, name('05-password-empty'));
      await newInput.fill('cedars');
      const rules = page.getByTestId('password-rules').locator('li');
      expect(await rules.evaluateAll((items) => items.map((item) => item.getAttribute('data-met')))).toEqual([
        'true',
        'false',
        'false',
        'false',
      ]);
      await newInput.fill(newPassword);
      expect(await rules.evaluateAll((items) => items.map((item) => item.getAttribute('data-met')))).toEqual([
        'true',
        'true',
        'true',
        'true',
      ]);
      await confirmInput.fill(`${newPassword}x`);
      await page.getByText(T.messages.resetPasswordsMismatch, { exact: true }).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await shot(page, name('06-password-mismatch'));
      await confirmInput.fill(newPassword);
      expect(await submit.isEnabled()).toBe(true);
      await shot(page, name('07-password-ready'));
      await submit.click();

      // The success screen, then the login page by itself after 5 s.
      await page.getByTestId('reset-done').getByText(T.messages.passwordResetDone).waitFor();
      await shot(page, name('08-done'));
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 8000 });

      expect(await loginStatus(email, oldPassword)).toBe(401);
      expect((await serverProfile(other.page)).status).toBe(401);

      // The new password logs in through the page.
      await page.getByLabel(labelText(T.auth.fields.email)).fill(email);
      await page.getByLabel(labelText(T.auth.fields.password)).fill(oldPassword);
      await page.getByRole('button', { name: T.auth.login.submit, exact: true }).click();
      await page.getByTestId('form-error').getByText(T.messages.invalidCredentials).waitFor();
      await page.getByLabel(labelText(T.auth.fields.password)).fill(newPassword);
      await page.getByRole('button', { name: T.auth.login.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const profile = await serverProfile(page);
      expect(profile.status).toBe(200);
      expect((profile.body as { data: { user: ProfileUser } }).data.user.email).toBe(email);
    } finally {
      await context.close();
      await other.context.close();
    }
  });
});

describe.each(COMBOS)('development outbox ($language, $viewport)', ({ language, viewport }) => {
  const T = textsFor(language);

  it('lists what the server sent, newest first, filtered by recipient, with the code to copy', async () => {
    const phone = freshPhone();
    const email = `outbox.${stamp()}@example.com`;
    expect((await apiPost('otp/send', { phone, email, deliveryMethod: 'whatsapp', purpose: 'signup' })).status).toBe(
      200,
    );
    const { code } = await nextCode(phone, 0);
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await page.goto(harness.url('/dev/outbox'));
      await page.getByRole('heading', { name: T.codes.outbox.title }).waitFor();
      await page.getByTestId('outbox-message').first().waitFor();
      expect(await page.getByTestId('outbox-message').count()).toBeGreaterThan(0);

      await page.getByLabel(T.codes.outbox.filter).fill(`+961 ${phone.slice(0, 2)} ${phone.slice(2)}`);
      await page.waitForURL((url) => url.searchParams.get('to') !== null);
      await page.waitForFunction((expected) => {
        const cards = document.querySelectorAll('[data-testid="outbox-message"]');
        return cards.length === 1 && cards[0]?.querySelector('[data-testid="outbox-code"]')?.textContent === expected;
      }, code);
      const card = page.getByTestId('outbox-message').first();
      expect(await card.getByTestId('outbox-to').textContent()).toBe(`+961${phone}`);
      expect(await card.getByText(T.codes.methods.whatsapp, { exact: true }).count()).toBe(1);
      expect(await card.getByTestId('outbox-body').textContent()).toContain(code);
      await shot(page, `codes-outbox-${language}-${viewport}`);

      await page.getByLabel(T.codes.outbox.filter).fill('nobody@example.com');
      await page.getByTestId('outbox-empty').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('social sign-in', () => {
  it('shows the configured providers on /login and /register, signs in with Google and explains a failure', async () => {
    const T = textsFor('en');
    const { context, page } = await harness.newPage();
    const email = `social.${stamp()}@example.com`;
    nextUserInfo = { sub: `google-${stamp()}`, email, email_verified: true, name: 'Nour Khoury' };
    try {
      await page.goto(harness.url('/register'));
      await page.getByTestId('social-google').waitFor();
      await page.getByTestId('social-facebook').waitFor();
      expect(await page.getByTestId('social-google').textContent()).toBe(T.auth.social.google);

      await page.goto(harness.url('/login'));
      await page.getByTestId('social-facebook').waitFor();
      const href = await page.getByTestId('social-google').getAttribute('href');
      expect(href).toBe('/api/auth/google?returnTo=%2F');
      await page.getByTestId('social-google').click();
      // Our server -> the provider (which agrees at once) -> our callback -> the page asked for.
      await page.waitForURL((url) => url.origin === harness.baseUrl && url.pathname === '/');
      await page.getByTestId('account-menu').waitFor();
      const profile = await serverProfile(page);
      expect(profile.status).toBe(200);
      expect((profile.body as { data: { user: ProfileUser } }).data.user).toMatchObject({
        email,
        accountType: ['buyer'],
      });

      // A provider that refuses comes back to /login?socialError=..., which says so.
      await context.clearCookies();
      const fresh = await context.newPage();
      await fresh.goto(harness.url('/login?socialError=facebook'));
      await fresh.getByText(T.messages.socialFailed).waitFor();
      await shot(fresh, 'codes-social-en-desktop-login-failed');
    } finally {
      await context.close();
    }
  });

  it.each(COMBOS)(
    'draws the buttons on /login and /register ($language, $viewport)',
    async ({ language, viewport }) => {
      const T = textsFor(language);
      const { context, page } = await harness.newPage({ viewport, language });
      try {
        for (const path of ['/login', '/register'] as const) {
          await page.goto(harness.url(path));
          await page.getByTestId('social-google').waitFor();
          expect(await page.getByTestId('social-facebook').textContent()).toBe(T.auth.social.facebook);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await shot(page, `codes-social-${language}-${viewport}${path.replace('/', '-')}`);
        }
      } finally {
        await context.close();
      }
    },
  );
});
