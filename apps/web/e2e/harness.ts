import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterEach, inject } from 'vitest';
import { REPO_ROOT, startServerProcess } from './server-process.ts';

/**
 * Browser journeys run the real server (built web app, embedded database, demo data) and Debian's
 * Chromium. The test script builds the web app first; this file only starts and stops things.
 */
const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');
export const DEMO_PASSWORD = 'Souk@2026';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * What React's production client says when hydration goes wrong: the recoverable errors (#418 the
 * HTML did not match, #419/#421/#422/#423 a boundary fell back to client rendering, #425 text did
 * not match) and any message about hydrating. Resource errors ("Failed to load resource", such as the
 * guest's 401 from the profile) are the network's, not hydration's, and are not collected.
 */
const HYDRATION_MESSAGE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;
const RESOURCE_MESSAGE = /^Failed to load resource\b/;

/** Hydration failures, uncaught errors and raw texts (`shot`) of the pages, not yet reported. */
const pageProblems: string[] = [];

/**
 * Takes the problems recorded so far (and forgets them): the hydration errors React logged and the
 * page errors of every page `newPage` made. Each test fails on its own at its end (below); a test
 * may call this sooner to check one page at a time.
 */
export function takePageProblems(): string[] {
  return pageProblems.splice(0);
}

/** Fails the test with every problem its pages had, so a broken hydration never goes unseen. */
export function expectNoPageProblems(when = 'this test') {
  const problems = takePageProblems();
  if (problems.length > 0)
    throw new Error(
      `the pages of ${when} had ${problems.length} hydration, page or raw-text error(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
}

// Every file that uses the harness imports this module: each of its tests ends with the check.
afterEach(() => expectNoPageProblems());

function watchForProblems(context: BrowserContext) {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (RESOURCE_MESSAGE.test(text) || !HYDRATION_MESSAGE.test(text)) return;
    pageProblems.push(`console.error on ${message.page()?.url() ?? '?'}: ${text}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    pageProblems.push(`page error on ${webError.page()?.url() ?? '?'}: ${error.stack ?? error.message}`);
  });
}

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** A URL on a host: locally the host is the `?subdomain=` parameter. */
  url: (path: string, host?: string) => string;
  /**
   * A page in a context of its own. Its hydration errors and uncaught errors are recorded, and the
   * running test fails with them when it ends (`expectNoPageProblems`).
   */
  newPage: (options?: {
    viewport?: ViewportName;
    language?: 'en' | 'ar';
    timezoneId?: string;
  }) => Promise<{ context: BrowserContext; page: Page }>;
  /** Stops the browser and the server; fails if a page had problems outside any test (in a hook). */
  stop: () => Promise<void>;
}

/**
 * `demoHistory`: the server seeds the year of demo history too (`npm start`'s data). Otherwise it
 * starts from a copy of the small demo the run seeded once (global-setup.ts), not seeding again.
 */
export async function startHarness(options: { demoHistory?: boolean } = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'souk-e2e-'));
  if (!options.demoHistory) cpSync(inject('e2eDemoDataDir'), dataDir, { recursive: true });
  const server = await startServerProcess({ dataDir, demoHistory: options.demoHistory });
  const { baseUrl } = server;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  return {
    baseUrl,
    browser,
    url: (path, host) => {
      if (!host) return `${baseUrl}${path}`;
      const separator = path.includes('?') ? '&' : '?';
      return `${baseUrl}${path}${separator}subdomain=${host}`;
    },
    newPage: async ({ viewport = 'desktop', language = 'en', timezoneId } = {}) => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        timezoneId,
        // The app takes the language from the browser when nothing is stored: this is that path.
        locale: language === 'ar' ? 'ar-LB' : 'en-US',
        deviceScaleFactor: 1,
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
      });
      watchForProblems(context);
      // Every tab of the context, the ones a test opens itself too.
      context.on('page', waitForTheAppOnEachVisit);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      waitForTheAppOnEachVisit(page);
      return { context, page };
    },
    stop: async () => {
      await browser.close().catch(() => undefined);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      expectNoPageProblems('the hooks');
    },
  };
}

/**
 * A page the server rendered is on screen before its scripts have run, and a click or typed text then
 * goes to the plain HTML: as a person on a fast connection would, each visit waits until the app
 * has taken the page over (`data-app-ready` on <html>, set once it has hydrated or rendered).
 */
const waitingPages = new WeakSet<Page>();
function waitForTheAppOnEachVisit(page: Page) {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const appTakesOver = async (response: Response | null, waitUntil: string | undefined) => {
    if (response?.headers()['content-type']?.startsWith('text/html') && waitUntil !== 'commit') {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => appTakesOver(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => appTakesOver(await reload(options), options?.waitUntil);
}

/**
 * Text no person should read: a translation key (`productAdmin.columns.edit`: a top-level group of
 * the locale files, a dot, more; not an e-mail address such as cs.agent@souk.test) or a placeholder
 * left unfilled (`{product}`, `{{count}}`).
 */
const KEY_GROUPS = Object.keys(
  JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/src/locales/en.json'), 'utf8')) as object,
);
const RAW_TEXT = new RegExp(
  `(?<![@\\w.])(?:${KEY_GROUPS.join('|')})\\.[\\w.]*\\w(?![\\w.]*@)|\\{\\{?\\s*[A-Za-z_]+\\s*\\}\\}?`,
  'g',
);

/**
 * What a person reads on the page: its visible text, and the placeholders and labels of its
 * controls. Not what is marked `translate="no"` (user names and other data written as entered).
 */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [translate="no"]') || !parent.checkVisibility()) continue;
      words.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) words.push(element.getAttribute(name) ?? '');
    }
    return words.join('\n');
  });

/**
 * Saves a full-page PNG under test-results/screenshots/ for a person to look at. A raw translation
 * key or an unfilled placeholder on the page fails the running test (after the picture is saved).
 */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let toasts, fonts and transitions settle so the picture shows what a user sees.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  await page.screenshot({ path, fullPage: true });
  const raw = [...new Set((await readableText(page)).match(RAW_TEXT) ?? [])];
  if (raw.length > 0) pageProblems.push(`raw text on ${page.url()} (${name}): ${raw.join(', ')}`);
  return path;
}

/** What the server says about the browser's session: GET /api/auth/profile with its cookies. */
export async function serverProfile(page: Page): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/profile', { credentials: 'include' });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { status: response.status, body };
  });
}

/** Toasts sit over the top of the page for 4 s; a user waits or closes them before using the header. */
export async function waitForToastsToClose(page: Page) {
  await page
    .locator('.mantine-Notifications-notification')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => undefined);
}
