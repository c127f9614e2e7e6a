import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TEXTS,
  AREA_MESSAGES,
  AREA_TEXTS,
  splitTexts,
  STOREFRONT_TOO,
  type Texts,
} from './text-parts.ts';

const SOURCE = path.resolve(import.meta.dirname, '..');

/**
 * The files of the seller's, staff's and landing areas: their route table and frames load the
 * areas' texts before any of them renders (area-routes.tsx, landing-layout.tsx,
 * staff-public-layout.tsx); every other file may show on the storefront.
 */
const AREA_FILES =
  /^(features\/(admin|cs|data-entry|sales|seller|landing)\/|components\/(product-admin|seller-notifications|staff)\/|app\/area-routes\.tsx$|app\/layouts\/(dashboard-layout|dashboard-menus|notifications-area|landing-layout|staff-public-layout)\.tsx?$)/;

/** The buyer's own pages, whose routes wait for the account's texts (`accountPage` in app/router.tsx). */
const ACCOUNT_PAGES = [
  'features/account/profile-page.tsx',
  'features/cart-checkout/cart-page.tsx',
  'features/cart-checkout/checkout-page.tsx',
  'features/cart-checkout/order-history-page.tsx',
  'features/cart-checkout/order-page.tsx',
  'features/cart-checkout/wishlist-page.tsx',
  'features/codes/cash-confirm-page.tsx',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const leaves = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** The relative imports of each source file, as paths from SOURCE. */
function importsOf(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)];
      return [
        path.relative(SOURCE, file),
        specifiers.map((match) => path.relative(SOURCE, path.resolve(path.dirname(file), match[1]!))),
      ];
    }),
  );
}

describe('the texts in three parts', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ])('%s: every text is in exactly one part', (_language, texts) => {
    const parts = Object.values(splitTexts(texts as Texts)).map((part) => leaves(part));
    const all = parts.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    expect(all.sort()).toEqual(leaves(texts).sort());
  });

  it('names keys that exist, and the storefront keeps what it shows of them', () => {
    for (const key of [...AREA_TEXTS, ...ACCOUNT_TEXTS]) expect(en, key).toHaveProperty(key);
    for (const shared of STOREFRONT_TOO) expect(leaves(splitTexts(en).storefront)).toContain(`${shared}.general`);
    const { storefront, areas } = splitTexts(en);
    for (const key of AREA_MESSAGES) {
      expect(leaves(areas), key).toContain(`messages.${key}`);
      expect(leaves(storefront), key).not.toContain(`messages.${key}`);
    }
    const { account } = splitTexts(en);
    for (const key of ACCOUNT_MESSAGES) {
      expect(leaves(account), key).toContain(`messages.${key}`);
      expect(leaves(storefront), key).not.toContain(`messages.${key}`);
    }
    // Whole families go with the areas, but the staff login's own message stays on every page.
    expect(leaves(areas)).toContain('messages.ticketCreated');
    expect(leaves(storefront)).toContain('messages.staffUsernameRequired');
  });

  it('no file of the storefront shows a text only the areas load', () => {
    const areaKey = new RegExp(`['"\`](${AREA_TEXTS.join('|')})\\.[\\w.$\\{]*`, 'g');
    const found = sourceFiles(SOURCE).flatMap((file) => {
      const relative = path.relative(SOURCE, file);
      if (AREA_FILES.test(relative) || relative === 'entry-server.tsx' || relative.startsWith('locales/')) return [];
      return [...readFileSync(file, 'utf8').matchAll(areaKey)]
        .map((match) => match[0].slice(1))
        .filter((key) => !STOREFRONT_TOO.some((shared) => key.startsWith(`${shared}.`)))
        .map((key) => `${relative}: ${key}`);
    });
    expect(found).toEqual([]);
  });

  it("only the buyer's own pages and the areas show the account's texts, and those pages wait for them", () => {
    const router = readFileSync(path.join(SOURCE, 'app/router.tsx'), 'utf8');
    for (const file of ACCOUNT_PAGES) expect(router, file).toContain(`accountPage(() => import('../${file}')`);
    const files = sourceFiles(SOURCE);
    const imports = importsOf(files);
    const importers = (relative: string) =>
      [...imports].filter(([, imported]) => imported.includes(relative)).map(([importer]) => importer);
    // A part of those pages (a dialog, the order summary) shows them too, if nothing else draws it.
    const loadsAccountTexts = (relative: string, path: string[] = []): boolean => {
      if (AREA_FILES.test(relative) || ACCOUNT_PAGES.includes(relative)) return true;
      if (path.includes(relative)) return false;
      const drawnBy = importers(relative);
      return drawnBy.length > 0 && drawnBy.every((importer) => loadsAccountTexts(importer, [...path, relative]));
    };
    const accountKey = new RegExp(`['"\`](${ACCOUNT_TEXTS.join('|')})\\.[\\w.$\\{]*`, 'g');
    const found = files.flatMap((file) => {
      const relative = path.relative(SOURCE, file);
      if (loadsAccountTexts(relative) || relative === 'entry-server.tsx' || relative.startsWith('locales/')) return [];
      const keys = [...readFileSync(file, 'utf8').matchAll(accountKey)].map((match) => match[0].slice(1));
      return keys.length > 0 && !loadsAccountTexts(relative) ? [`${relative}: ${keys.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });
});
