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
    rolldownOptions: {
      treeshake: {
        // The shared contracts are declarations (zod schemas, constants): a module none of whose exports the
        // page uses is left out of the bundle. Only zod-config has an effect (zod's jitless mode, for the CSP).
        moduleSideEffects: (id) =>
          !id.includes('/packages/contracts/src/') ||
          /\/contracts\/src\/(index|shared\/zod-config)\.ts$/.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
