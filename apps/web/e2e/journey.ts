import type { Locator, Page } from 'playwright-core';
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
