// Size budgets of the built web app, read from Vite's manifest (apps/web/dist/.vite/manifest.json),
// per storefront route (issue 37): the script a phone runs before the page answers a tap, the
// render-blocking CSS, and every chunk loaded later, measured gzipped. `npm test` runs it after
// building; alone: `node scripts/check-budgets.mjs`. Only Node's own modules: it runs before anything
// else is known. (The rendered HTML of a product page has its budget in apps/web/e2e/ssr.e2e.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What ARCHITECTURE.md section 8 and issue 37 aim at. */
export const TARGETS = { beforeInteractiveKb: 120, renderBlockingCssKb: 30, lazyChunkKb: 250 };

/**
 * What a build must not exceed: the target where the code meets it; where it does not yet, today's
 * figure rounded up a little, so nothing grows unseen meanwhile. A ratchet: lower a figure when the
 * code gets lighter (the check says by how much), never raise it to let a change through.
 */
export const ENFORCED = {
  firstScriptKb: 159,
  beforeInteractiveKb: { '/': 207, '/all-products': 207, '/products/:id': 211, '/login': 219, '/shops/:slug': 208 },
  renderBlockingCssKb: TARGETS.renderBlockingCssKb,
  lazyChunkKb: TARGETS.lazyChunkKb,
};

/**
 * The modules each storefront route loads before it hydrates (main.tsx loads the matched routes'
 * chunks and their data modules first), the storefront's frame first: apps/web/storefront-routes.json,
 * which also decides how the components and icons they draw are split (apps/web/vite-plugins/mantine.ts).
 */
const STOREFRONT = JSON.parse(readFileSync(new URL('../apps/web/storefront-routes.json', import.meta.url), 'utf8'));
export const ROUTES = Object.fromEntries(
  Object.entries(STOREFRONT.routes).map(([route, modules]) => [route, [...STOREFRONT.frame, ...modules]]),
);

/** The storefront's texts in one language (apps/web/vite-plugins/texts.ts): awaited before hydration. */
const TEXTS = { en: 'virtual:souk-texts/storefront/en', ar: 'virtual:souk-texts/storefront/ar' };

/** Every manifest key a manifest entry pulls in through static imports, itself included. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: update scripts/check-budgets.mjs`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const filesOf = (manifest, keys) => new Set([...keys].map((key) => manifest[key].file));
const cssOf = (manifest, keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Measures the build against the budgets. `sizeOf(file)` gives a file's gzipped bytes. Returns the
 * figures, the broken budgets (empty when all hold) and the targets not met yet.
 */
export function measure(manifest, sizeOf, routesToMeasure = ROUTES) {
  const total = (files) => kb([...files].reduce((sum, file) => sum + sizeOf(file), 0));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const firstScript = filesOf(manifest, entry);
  // The stylesheets the HTML links: the entry's and those of the chunks it imports (Vite links them
  // all in index.html, the shell of every page).
  const blockingCss = cssOf(manifest, entry);
  const routes = Object.entries(routesToMeasure).map(([route, modules]) => {
    const keys = new Set(entry);
    for (const key of modules) staticClosure(manifest, key, keys);
    const byLanguage = Object.fromEntries(
      Object.entries(TEXTS).map(([language, texts]) => {
        const files = filesOf(manifest, staticClosure(manifest, texts, new Set(keys)));
        return [language, { files: files.size, kb: total(files) }];
      }),
    );
    // A route chunk's own CSS comes with its script, after a server-rendered page's first paint.
    const lateCss = [...cssOf(manifest, keys)].filter((file) => !blockingCss.has(file));
    return { route, byLanguage, kb: Math.max(...Object.values(byLanguage).map((figure) => figure.kb)), lateCss };
  });
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !firstScript.has(file))
    .map((file) => ({ file, kb: kb(sizeOf(file)) }))
    .sort((a, b) => b.kb - a.kb);
  const figures = {
    firstScript: { files: [...firstScript], kb: total(firstScript) },
    renderBlockingCss: { files: [...blockingCss], kb: total(blockingCss) },
    routes,
    largestLazy: lazy.slice(0, 5),
  };
  const broken = [];
  const notMet = [];
  if (figures.firstScript.kb > ENFORCED.firstScriptKb)
    broken.push(`the first script is ${figures.firstScript.kb} KB gzip (enforced ${ENFORCED.firstScriptKb} KB)`);
  if (figures.renderBlockingCss.kb > ENFORCED.renderBlockingCssKb)
    broken.push(
      `the render-blocking CSS is ${figures.renderBlockingCss.kb} KB gzip (enforced ${ENFORCED.renderBlockingCssKb} KB)`,
    );
  if (figures.renderBlockingCss.kb > TARGETS.renderBlockingCssKb)
    notMet.push(`render-blocking CSS ${figures.renderBlockingCss.kb} KB > ${TARGETS.renderBlockingCssKb} KB`);
  for (const { route, kb: figure } of routes) {
    const enforced = ENFORCED.beforeInteractiveKb[route];
    if (figure > enforced)
      broken.push(`${route} runs ${figure} KB gzip of script before it is interactive (enforced ${enforced} KB)`);
    if (figure > TARGETS.beforeInteractiveKb)
      notMet.push(`${route}: script before interactive ${figure} KB > ${TARGETS.beforeInteractiveKb} KB`);
  }
  for (const chunk of lazy.filter((candidate) => candidate.kb > ENFORCED.lazyChunkKb))
    broken.push(`lazy chunk ${chunk.file} is ${chunk.kb} KB gzip (enforced ${ENFORCED.lazyChunkKb} KB)`);
  return { figures, broken, notMet };
}

const status = (figure, target) =>
  figure <= target
    ? `target ${target} KB: met`
    : `target ${target} KB: NOT MET, ${kb((figure - target) * 1024)} KB over`;

/** Reads the build in `dist`, prints the figures and returns whether every enforced budget holds. */
export function checkBudgets(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const { figures, broken, notMet } = measure(manifest, sizeOf);
  const { firstScript, renderBlockingCss } = figures;
  console.log(`\nWeb budgets (KB gzip; "enforced" fails the tests, "target" is issue 37's aim):`);
  console.log(
    `first script (the entry and its static imports): ${firstScript.kb} KB, enforced ${ENFORCED.firstScriptKb} KB`,
  );
  for (const file of firstScript.files) console.log(`  ${file} ${kb(sizeOf(file))} KB`);
  console.log(
    `render-blocking CSS: ${renderBlockingCss.kb} KB, enforced ${ENFORCED.renderBlockingCssKb} KB, ${status(renderBlockingCss.kb, TARGETS.renderBlockingCssKb)}`,
  );
  for (const file of renderBlockingCss.files) console.log(`  ${file} ${kb(sizeOf(file))} KB`);
  console.log('script before the page is interactive (first script, frame, page, texts in English / Arabic):');
  for (const { route, byLanguage, kb: figure, lateCss } of figures.routes) {
    const { en, ar } = byLanguage;
    console.log(
      `  ${route.padEnd(14)} ${en.kb} / ${ar.kb} KB in ${ar.files} files, enforced ${ENFORCED.beforeInteractiveKb[route]} KB, ${status(figure, TARGETS.beforeInteractiveKb)}`,
    );
    if (lateCss.length > 0)
      console.log(
        `  WARNING: ${route}'s chunks carry CSS the HTML does not link (${lateCss.join(', ')}): it arrives after the first paint`,
      );
  }
  console.log(`largest lazy chunks (enforced ${ENFORCED.lazyChunkKb} KB each):`);
  for (const chunk of figures.largestLazy) console.log(`  ${chunk.file} ${chunk.kb} KB`);
  if (notMet.length > 0) console.log(`targets not met yet (not failing): ${notMet.join('; ')}`);
  for (const message of broken) console.error(`BUDGET EXCEEDED: ${message}`);
  return broken.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  process.exit(checkBudgets(dist) ? 0 : 1);
}
