import { describe, expect, it } from 'vitest';
import { ENFORCED, measure, ROUTES, TARGETS } from './check-budgets.mjs';

// A manifest shaped as Vite writes it: the entry imports `base` (with a stylesheet) statically; the
// storefront's frame and pages come by dynamic import, with the `ui` chunk and the texts of each
// language; the areas' chunk is lazy and counts for no route.
const page = (file, imports = ['_base.js', '_ui.js']) => ({ file, isDynamicEntry: true, imports });
const routeModules = [...new Set(Object.values(ROUTES).flat())];
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_base.js'], css: ['assets/index.css'] },
  '_base.js': { file: 'assets/base.js', css: ['assets/base.css'] },
  '_ui.js': { file: 'assets/ui.js', imports: ['_base.js'] },
  ...Object.fromEntries(routeModules.map((key, index) => [key, page(`assets/route-${index}.js`)])),
  'src/features/catalog/product/product-page.tsx': page('assets/product.js', ['_base.js', '_ui.js', '_schemas.js']),
  '_schemas.js': { file: 'assets/schemas.js' },
  'virtual:souk-texts/storefront/en': page('assets/texts-en.js', []),
  'virtual:souk-texts/storefront/ar': page('assets/texts-ar.js', []),
  'src/app/area-routes.tsx': { ...page('assets/areas.js', ['_base.js']), css: ['assets/areas.css'] },
};
const KB = 1024;
/** Sizes in KB: the entry's files, `ui`, each route chunk 1 KB, the texts, the product's schemas. */
const sizes = (overrides = {}) => {
  const table = {
    'assets/index.js': 10,
    'assets/base.js': 100,
    'assets/index.css': 20,
    'assets/base.css': 5,
    'assets/ui.js': 30,
    'assets/product.js': 4,
    'assets/schemas.js': 20,
    'assets/texts-en.js': 15,
    'assets/texts-ar.js': 18,
    'assets/areas.js': 90,
    'assets/areas.css': 9,
    ...overrides,
  };
  return (file) => (table[file] ?? 1) * KB;
};

describe('web budgets', () => {
  it("counts per route the entry, the frame's and page's chunks and the larger language's texts", () => {
    const { figures, broken } = measure(manifest, sizes());
    expect(figures.firstScript.kb).toBe(110);
    // Render-blocking: the stylesheets of the entry and of what it imports, not the areas'.
    expect(figures.renderBlockingCss.kb).toBe(25);
    const byRoute = Object.fromEntries(figures.routes.map((route) => [route.route, route]));
    // Home: 110 + 30 (ui) + its four modules of 1 KB + 18 (Arabic texts).
    expect(byRoute['/'].kb).toBe(162);
    expect(byRoute['/'].byLanguage.en.kb).toBe(159);
    // The product page also runs what its page imports: 4 KB of page and 20 of schemas.
    expect(byRoute['/products/:id'].kb).toBe(110 + 30 + 3 + 4 + 20 + 18);
    expect(figures.largestLazy[0]).toEqual({ file: 'assets/areas.js', kb: 90 });
    expect(broken).toEqual([]);
  });

  it('fails past what is enforced, and lists the targets not met without failing on them', () => {
    const { broken, notMet } = measure(
      manifest,
      sizes({ 'assets/ui.js': ENFORCED.beforeInteractiveKb['/'] - 110 - 4 - 18 + 1, 'assets/areas.js': 251 }),
    );
    expect(broken).toContain(
      `/ runs ${ENFORCED.beforeInteractiveKb['/'] + 1} KB gzip of script before it is interactive (enforced ${ENFORCED.beforeInteractiveKb['/']} KB)`,
    );
    expect(broken).toContain('lazy chunk assets/areas.js is 251 KB gzip (enforced 250 KB)');
    expect(notMet.some((line) => line.startsWith(`/: script before interactive`))).toBe(true);
  });

  it('holds a stylesheet within the target, and reports one past what is enforced', () => {
    expect(measure(manifest, sizes()).notMet.some((line) => line.startsWith('render-blocking CSS'))).toBe(false);
    const heavy = measure(manifest, sizes({ 'assets/index.css': ENFORCED.renderBlockingCssKb }));
    expect(heavy.broken).toContain(
      `the render-blocking CSS is ${ENFORCED.renderBlockingCssKb + 5} KB gzip (enforced ${ENFORCED.renderBlockingCssKb} KB)`,
    );
    expect(TARGETS.renderBlockingCssKb).toBe(30);
  });

  it('says when a route module is missing from the build, rather than measuring less', () => {
    const { 'src/features/account/login-page.tsx': _login, ...withoutLogin } = manifest;
    expect(() => measure(withoutLogin, sizes())).toThrow(/login-page\.tsx is not in the build's manifest/);
  });
});
