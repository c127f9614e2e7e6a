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
import storefront from './storefront-routes.json';
import { texts, textsChunk } from './vite-plugins/texts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Libraries in a few chunks instead of a hundred tiny ones (each a request on a phone's slow round
 * trips): `base`, what the first script needs (React, the router, queries, i18n, Mantine's core), and
 * the Mantine components, icons and what they build on (vite-plugins/mantine.ts): `ui-<routes>`, what
 * each server-rendered storefront page draws first (`ui-login`: the login form), `icons`, `ui-pages`,
 * what the main host's other pages add, and `ui-areas`, what only the seller's and staff's areas
 * draw. Naming `base` keeps the shared React out of those, which the first script would otherwise
 * have to load.
 */
const BASE_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[^/]+|i18next[^/]*|react-i18next|clsx|@mantine\/core\/esm\/(core|components\/(Loader|Center)))\//;
const mantineSplit = mantine({
  root,
  storefrontCss: `${root}src/app/mantine-storefront.css`,
  firstScreen: storefront,
  shared: new RegExp(`${BASE_LIBRARIES.source}|/node_modules/@mantine/hooks/`),
});
/**
 * The CSS modules the main host's pages import go with `base` too: into the stylesheet the page links
 * in its head (vite-plugins/first-paint-styles.ts).
 */
const firstPaint = firstPaintStyles();
const chunkOf = (id: string, meta: ManualChunkMeta) =>
  BASE_LIBRARIES.test(id) || firstPaint.inFirstPaint(id, meta)
    ? 'base'
    : (mantineSplit.chunkOf(id, meta) ?? textsChunk(id));

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
 * What paints first goes first (issue 37): the stylesheet leads the head (the server adds the first
 * image and the body font right after it, apps/api/src/modules/seo/page-shell.ts), and the scripts,
 * which the first paint does not need, are fetched at low priority: a phone's narrow link carries
 * the CSS, the image and the font before the 140 KB of `base`, which still starts downloading at
 * once instead of after the entry has run.
 */
function paintFirst(): Plugin {
  return {
    name: 'souk-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        for (const tag of stylesheets) html = html.replace(tag, '');
        // Each language's texts, which the app awaits before it renders or hydrates: the server
        // keeps the page's language's (apps/api/src/modules/seo/page-shell.ts).
        const texts = Object.values(bundle ?? {}).flatMap((chunk) => {
          const language = chunk.type === 'chunk' ? /^texts-(\w+)$/.exec(chunk.name)?.[1] : undefined;
          return language
            ? [`    <link rel="modulepreload" crossorigin href="/${chunk.fileName}" data-texts="${language}">\n`]
            : [];
        });
        return html
          .replace(/<meta name="viewport"[^>]*>\n/, (tag) => `${tag}${stylesheets.join('')}`)
          .replace(/\n\s*<\/head>/, () => `\n${texts.join('')}  </head>`)
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
      },
    },
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
    : [react(), texts(`${root}src/locales`), mantineSplit.plugin, firstPaint.plugin, paintFirst(), precompress()],
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
