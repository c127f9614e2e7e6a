import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { firstPaintStyles } from './vite-plugins/first-paint-styles.ts';
import { mantine } from './vite-plugins/mantine.ts';
import { texts, textsChunk } from './vite-plugins/texts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Libraries in a few chunks instead of a hundred tiny ones (each a request on a phone's slow round
 * trips): `base`, what the first script needs (React, the router, queries, i18n, Mantine's core), and
 * `ui`, the Mantine components and icons of the main host's pages and what they build on; those only
 * the seller's and staff's areas draw are `ui-areas` (vite-plugins/mantine.ts). Naming `base` keeps
 * the shared React out of `ui`, which the first script would otherwise have to load.
 */
const BASE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[^/]+|i18next[^/]*|react-i18next|clsx|@mantine\/core\/esm\/(core|components\/(Loader|Center)))\//;
const UI_LIBRARIES =
  /node_modules\/(@mantine\/core\/esm\/components|@floating-ui|@tabler\/icons-react|react-remove-scroll[^/]*|react-transition-group|use-callback-ref|use-sidecar|react-style-singleton|tslib|react-number-format|react-textarea-autosize|@mantine\/hooks\/esm\/use-(move|pagination|focus-trap))\//;
const mantineSplit = mantine({ storefrontCss: `${root}src/app/mantine-storefront.css` });
/**
 * The CSS modules the main host's pages import go with `base` too: into the stylesheet the page links
 * in its head (vite-plugins/first-paint-styles.ts).
 */
const firstPaint = firstPaintStyles();
const chunkOf = (id: string, meta: ManualChunkMeta) =>
  BASE_LIBRARIES.test(id) || firstPaint.inFirstPaint(id, meta)
    ? 'base'
    : (mantineSplit.chunkOf(id, meta) ?? textsChunk(id) ?? (UI_LIBRARIES.test(id) ? 'ui' : undefined));

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, compressed hard once so the server
 * (@fastify/static's preCompressed) sends them without spending CPU per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'souk-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * A CSS module imported for its rules alone (components/storefront-styles.ts, from main.tsx) keeps
 * them in the stylesheet of the chunk importing it, as a plain CSS file would: Vite treats a CSS
 * module as code without side effects, so such an import was dropped and the rules went only with
 * the lazy chunks using the class names, after the server-rendered page's first paint.
 */
function cssModulesKeepTheirRules(): Plugin {
  return {
    name: 'souk-css-modules-keep-their-rules',
    apply: 'build',
    enforce: 'post',
    transform: (code, id) =>
      /\.module\.css($|\?)/.test(id) ? { code, map: null, moduleSideEffects: 'no-treeshake' } : undefined,
  };
}

/**
 * Two builds (`npm run build`): the browser's app in dist/, and with `--ssr` the server's renderer
 * (src/entry-server.tsx) in dist-server/, which the API loads to render the storefront's pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: isSsrBuild
    ? [react(), texts(`${root}src/locales`)]
    : [
        react(),
        texts(`${root}src/locales`),
        mantineSplit.plugin,
        firstPaint.plugin,
        cssModulesKeepTheirRules(),
        precompress(),
      ],
  server: {
    // The API serves the built app in production; in development Vite proxies it so cookies stay same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The shared package is TypeScript source: bundled into the renderer, not imported by Node.
  ssr: { noExternal: ['@souk/shared'] },
  build: isSsrBuild
    ? { outDir: `${root}dist-server`, emptyOutDir: true, rollupOptions: { input: `${root}src/entry-server.tsx` } }
    : {
        outDir: `${root}dist`,
        emptyOutDir: true,
        // Write .vite/manifest.json: scripts/check-budgets.mjs reads each page's chunks from it.
        manifest: true,
        rollupOptions: {
          output: { manualChunks: chunkOf },
        },
      },
}));
