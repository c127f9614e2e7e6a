// Size budgets of the built web app, read from Vite's manifest (apps/web/dist/.vite/manifest.json):
// the storefront home's first script (the entry and everything it imports statically) and every
// chunk loaded later, measured gzipped. `npm test` runs it after building; alone:
// `node scripts/check-budgets.mjs`. Only Node's own modules: it runs before anything else is known.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `beforeInteractiveKb`: what the server-rendered home runs before it answers a tap: the first script
 * and the home's page and frame, which main.tsx loads before it hydrates (issue 23).
 */
export const BUDGETS = { initialKb: 150, beforeInteractiveKb: 300, lazyChunkKb: 250 };

/** Home's page and frame, the chunks `/` loads before it hydrates. */
const HOME_ROUTE = ['src/app/layouts/storefront-layout.tsx', 'src/features/storefront/home-page.tsx'];

/** Every chunk file a manifest entry pulls in through static imports, itself included. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const filesOf = (manifest, keys) => new Set([...keys].map((key) => manifest[key].file));

/**
 * Measures the build against the budgets. `sizeOf(file)` gives a chunk's gzipped bytes. Returns the
 * figures and the list of broken budgets (empty when all hold).
 */
export function measure(manifest, sizeOf) {
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  const total = (files) => kb([...files].reduce((sum, file) => sum + sizeOf(file), 0));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const initial = filesOf(manifest, staticClosure(manifest, entryKey));
  const home = new Set(initial);
  for (const key of HOME_ROUTE.filter((candidate) => manifest[candidate])) {
    for (const file of filesOf(manifest, staticClosure(manifest, key))) home.add(file);
  }
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .map((file) => ({ file, kb: kb(sizeOf(file)) }))
    .sort((a, b) => b.kb - a.kb);
  const figures = {
    initial: { files: [...initial], kb: total(initial) },
    homeFirstScreen: { files: home.size, kb: total(home) },
    largestLazy: lazy.slice(0, 5),
  };
  const broken = [];
  if (figures.initial.kb > BUDGETS.initialKb) {
    broken.push(`home's initial JS is ${figures.initial.kb} KB gzip (budget ${BUDGETS.initialKb} KB)`);
  }
  if (figures.homeFirstScreen.kb > BUDGETS.beforeInteractiveKb) {
    broken.push(
      `home's JS before it is interactive is ${figures.homeFirstScreen.kb} KB gzip (budget ${BUDGETS.beforeInteractiveKb} KB)`,
    );
  }
  for (const chunk of lazy.filter((candidate) => candidate.kb > BUDGETS.lazyChunkKb)) {
    broken.push(`lazy chunk ${chunk.file} is ${chunk.kb} KB gzip (budget ${BUDGETS.lazyChunkKb} KB)`);
  }
  return { figures, broken };
}

/** Reads the build in `dist`, prints the figures and returns whether every budget holds. */
export function checkBudgets(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const { figures, broken } = measure(manifest, sizeOf);
  console.log(`\nWeb budgets (gzip): home's initial JS ${figures.initial.kb} KB of ${BUDGETS.initialKb} KB`);
  for (const file of figures.initial.files) console.log(`  ${file} ${Math.round(sizeOf(file) / 102.4) / 10} KB`);
  console.log(
    `home's JS before it is interactive (first script, page and frame): ${figures.homeFirstScreen.kb} KB in ${figures.homeFirstScreen.files} files, budget ${BUDGETS.beforeInteractiveKb} KB`,
  );
  console.log(`largest lazy chunks (budget ${BUDGETS.lazyChunkKb} KB each):`);
  for (const chunk of figures.largestLazy) console.log(`  ${chunk.file} ${chunk.kb} KB`);
  for (const message of broken) console.error(`BUDGET EXCEEDED: ${message}`);
  return broken.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  process.exit(checkBudgets(dist) ? 0 : 1);
}
