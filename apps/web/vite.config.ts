import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite build of the member portal web app (DESIGN.md "Web"): output in apps/web/dist, which the server
 * serves with the tenant inlined into index.html. The dev server proxies the API and the dev mailbox (served
 * only with DEV_MAILBOX=open) to the server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: chunk graph read by `npm run bench:web` (initial JS per page, docs/benchmarks.md).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
