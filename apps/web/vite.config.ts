import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Vite build of the member portal web app (DESIGN.md "Web"): output in apps/web/dist, which the server
 * serves with the tenant inlined into index.html. The dev server proxies the API and the dev mailbox (served
 * only with DEV_MAILBOX=open) to the server on port 3000.
 *
 * Chunking (docs/benchmarks.md "Screen loads"): the browser opens at most six connections to an HTTP/1.1
 * origin, and rolldown's default split gave the dashboard 110 files of a few hundred bytes each, so a first
 * visit queued its own account request behind 80 script requests. Three groups cut that to about 35:
 * everything the entry imports statically is one chunk; library modules used by 20 or more routes are one
 * shared UI chunk (antd's common components, icons, dayjs); app modules used by 20 or more routes are one
 * shared app chunk. Modules used by fewer routes stay in rolldown's automatic chunks, so a rarely used
 * editor or date picker is still only loaded where it is used.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: chunk graph read by `npm run bench:web` (initial JS per page, docs/benchmarks.md).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'ui-common', test: /[\\/]node_modules[\\/]/, minShareCount: 20 },
            {
              name: 'app-common',
              test: (id) => !/[\\/]node_modules[\\/]/.test(id),
              minShareCount: 20,
            },
          ],
        },
      },
      treeshake: {
        // The shared contracts are declarations (zod schemas, constants): a module none of whose exports the
        // page uses is left out of the bundle. Only zod-config has an effect (zod's jitless mode, for the CSP);
        // main.tsx imports it first. The index (the barrel) is side-effect free too, so a chunk that imports
        // it links to the modules it uses and no other: each module's schemas are built only with the routes
        // that use them, not all in the shared app chunk at start.
        moduleSideEffects: (id) =>
          !id.includes('/packages/contracts/src/') || /\/contracts\/src\/shared\/zod-config\.ts$/.test(id),
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
