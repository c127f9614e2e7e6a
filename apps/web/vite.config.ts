import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    // The API serves the built app in production; in development Vite proxies it so cookies stay same-origin.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: `${root}dist`,
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
