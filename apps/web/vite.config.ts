import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = `${root}dist`;

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, compressed hard once so the server
 * (@fastify/static's preCompressed) sends them without spending CPU per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'souk-precompress',
    apply: 'build',
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

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  server: {
    // The API serves the built app in production; in development Vite proxies it so cookies stay same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Mantine is large; keep the vendor code in its own cacheable chunk.
    rollupOptions: {
      output: {
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
    chunkSizeWarningLimit: 1200,
  },
});
