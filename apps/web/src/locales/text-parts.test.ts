import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import { AREA_MESSAGES, AREA_TEXTS, splitTexts, STOREFRONT_TOO, type Texts } from './text-parts.ts';

const SOURCE = path.resolve(import.meta.dirname, '..');

/**
 * The files of the seller's, staff's and landing areas: their route table and frames load the
 * areas' texts before any of them renders (area-routes.tsx, landing-layout.tsx,
 * staff-public-layout.tsx); every other file may show on the storefront.
 */
const AREA_FILES =
  /^(features\/(admin|cs|data-entry|sales|seller|landing)\/|components\/(product-admin|seller-notifications|staff)\/|app\/area-routes\.tsx$|app\/layouts\/(dashboard-layout|dashboard-menus|notifications-area|landing-layout|staff-public-layout)\.tsx?$)/;

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

describe('the texts in two parts', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ])('%s: every text is in exactly one part', (_language, texts) => {
    const { storefront, areas } = splitTexts(texts as Texts);
    const [inStorefront, inAreas] = [leaves(storefront), leaves(areas)];
    expect(inStorefront.filter((key) => inAreas.includes(key))).toEqual([]);
    expect([...inStorefront, ...inAreas].sort()).toEqual(leaves(texts).sort());
  });

  it('names keys that exist, and the storefront keeps what it shows of them', () => {
    for (const key of AREA_TEXTS) expect(en, key).toHaveProperty(key);
    for (const shared of STOREFRONT_TOO) expect(leaves(splitTexts(en).storefront)).toContain(`${shared}.general`);
    const { storefront, areas } = splitTexts(en);
    for (const key of AREA_MESSAGES) {
      expect(leaves(areas), key).toContain(`messages.${key}`);
      expect(leaves(storefront), key).not.toContain(`messages.${key}`);
    }
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
});
