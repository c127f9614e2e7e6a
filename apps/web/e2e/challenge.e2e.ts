import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverProfile, shot, startHarness, type Harness } from './harness.ts';

/**
 * Past five wrong passwords an account asks for ALTCHA's proof of work instead of locking its
 * owner out: /login shows the box, ticking it solves the challenge in the browser's workers and
 * the right password logs in.
 */
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** Wrong passwords sent as a guesser would, straight to the API. */
async function guessWrong(email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await fetch(`${harness.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `Wrong-${attempt}`, rememberMe: false }),
    });
    expect(response.status).toBe(401);
  }
}

describe.each([
  { language: 'ar', viewport: 'phone', email: 'buyer@souk.test' },
  { language: 'en', viewport: 'desktop', email: 'seller.self@souk.test' },
] as const)('/login after five wrong passwords ($language, $viewport)', ({ language, viewport, email }) => {
  it('shows the challenge, and once it is ticked the right password logs in', { timeout: 60_000 }, async () => {
    await guessWrong(email, 5);
    const { context, page } = await harness.newPage({ viewport, language });
    try {
      await page.goto(harness.url('/login'));
      await page.locator('input[data-path="email"]').fill(email);
      const password = page.locator('input[data-path="password"]');
      await password.fill(DEMO_PASSWORD);
      await password.press('Enter');

      const challenge = page.getByTestId('challenge');
      await challenge.locator('altcha-widget input[type="checkbox"]').waitFor();
      await expect(page.getByTestId('form-error').textContent()).resolves.toBeTruthy();
      await shot(page, `login-challenge-${language}-${viewport}`);
      expect((await serverProfile(page)).status).toBe(401);

      // Ticked from the keyboard: on a short screen the sticky header can sit over the box.
      await challenge.locator('altcha-widget input[type="checkbox"]').focus();
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
      expect((await serverProfile(page)).status).toBe(200);
    } finally {
      await context.close();
    }
  });
});
