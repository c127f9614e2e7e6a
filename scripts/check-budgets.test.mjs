import { describe, expect, it } from 'vitest';
import { measure } from './check-budgets.mjs';

// A manifest shaped as Vite writes it: the entry imports a shared library chunk statically, the
// pages come by dynamic import and their own static imports do not count as initial.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_base.js'], dynamicImports: ['src/page.tsx'] },
  '_base.js': { file: 'assets/base.js' },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_base.js', '_ui.js'] },
  'src/features/storefront/home-page.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_base.js', '_ui.js'],
  },
  '_ui.js': { file: 'assets/ui.js', imports: ['_base.js'] },
};
const kb = (sizes) => (file) => sizes[file] * 1024;

describe('web budgets', () => {
  it('counts the entry and its static imports as initial, and each other chunk on its own', () => {
    const { figures, broken } = measure(
      manifest,
      kb({
        'assets/index.js': 10,
        'assets/base.js': 100,
        'assets/page.js': 5,
        'assets/ui.js': 90,
        'assets/home.js': 20,
      }),
    );
    expect(figures.initial.kb).toBe(110);
    // Before it is interactive the home also runs its page and what that imports: 110 + 20 + 90.
    expect(figures.homeFirstScreen.kb).toBe(220);
    expect(figures.largestLazy.map((chunk) => chunk.file)).toEqual([
      'assets/ui.js',
      'assets/home.js',
      'assets/page.js',
    ]);
    expect(broken).toEqual([]);
  });

  it('reports an initial script over 150 KB and a lazy chunk over 250 KB', () => {
    const { broken } = measure(
      manifest,
      kb({
        'assets/index.js': 10,
        'assets/base.js': 141,
        'assets/page.js': 5,
        'assets/ui.js': 251,
        'assets/home.js': 1,
      }),
    );
    expect(broken).toEqual([
      "home's initial JS is 151 KB gzip (budget 150 KB)",
      "home's JS before it is interactive is 403 KB gzip (budget 300 KB)",
      'lazy chunk assets/ui.js is 251 KB gzip (budget 250 KB)',
    ]);
  });

  it('reports a home that runs over 300 KB before it is interactive, its first script within budget', () => {
    const { broken } = measure(
      manifest,
      kb({
        'assets/index.js': 10,
        'assets/base.js': 100,
        'assets/page.js': 5,
        'assets/ui.js': 150,
        'assets/home.js': 41,
      }),
    );
    expect(broken).toEqual(["home's JS before it is interactive is 301 KB gzip (budget 300 KB)"]);
  });
});
