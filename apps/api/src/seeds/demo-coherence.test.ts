import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIncoherences, nounGenderSlips } from '../../test/demo-coherence.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_BRAND_LINES, DEMO_CATEGORIES, HOUSE_BRANDS, SHOP_LINES } from './demo-catalog.ts';

/**
 * Issue 38: the demo is what every evaluator sees first. Each shop sells what its line of business
 * says, each brand makes what it is put on, and every product reads right in both languages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo catalogue', () => {
  it('has each product sold by a shop of its line, of a brand that makes it, named and described in English and Arabic', async () => {
    expect(await demoIncoherences(t.db)).toEqual([]);
  });

  it("names only categories that exist in its shops' and brands' lines, and every house brand's shop", () => {
    const names = new Set(DEMO_CATEGORIES.flatMap((category) => [category.en, ...category.subs.map((sub) => sub.en)]));
    const lines = [...Object.values(SHOP_LINES), ...Object.values(DEMO_BRAND_LINES)].flat();
    expect(lines.filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(HOUSE_BRANDS).filter((brand) => !DEMO_BRAND_LINES[brand])).toEqual([]);
  });

  it('declares the grammatical gender of its Arabic nouns as their head words have it', () => {
    expect(nounGenderSlips()).toEqual([]);
  });
});
