import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React Router's production build. Its package exports only the development build, which checks and formats
 * developer warnings on every render (`ENABLE_DEV_WARNINGS = true`); the production build is the same code
 * with them off. The build takes it by path; the dev server and the tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The first screen of a first visit: the sign-in page in its layout (module ids end with these paths). */
const SIGN_IN_ROOTS = ['/src/shell/layouts/LoginLayout.tsx', '/src/features/auth/pages/SignInPage.tsx'];

/**
 * Index modules that re-export everything (antd's, the icons', the contracts'): importing one says nothing of
 * what a page uses, so the walk below does not follow them; the sign-in page imports those by path instead.
 */
const BARRELS =
  /([\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es)[\\/]index\.js|[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts)$/;

/**
 * Collects, once the module graph is complete, every module the sign-in page imports statically (directly or
 * through other modules, not through an index), for the `sign-in` chunk group below.
 */
function signInLibraries(): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-sign-in-libraries',
    apply: 'build',
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => SIGN_IN_ROOTS.some((root) => id.endsWith(root)));
      if (queue.length !== SIGN_IN_ROOTS.length) this.error('sign-in page modules not found (renamed?)');
      const seen = new Set(queue);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (BARRELS.test(id)) continue;
        // The pages themselves stay route chunks of their own (named in the manifest, read by bench:web).
        if (!SIGN_IN_ROOTS.some((root) => id.endsWith(root))) found.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? [])
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      }
    },
  };
  return { plugin, has: (id) => found.has(id) };
}

const signIn = signInLibraries();

/** Modules only the sign-in screens use: the auth feature's files and its contracts (`packages/contracts/src/auth`). */
const SIGN_IN_ONLY =
  /[\\/](apps[\\/]web[\\/]src[\\/]features[\\/]auth|packages[\\/]contracts[\\/]src[\\/]auth)[\\/]/;
const isSignInOnly = (id: string) => signIn.has(id) && SIGN_IN_ONLY.test(id);

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
 * editor or date picker is still only loaded where it is used. The modules of the sign-in page (the first
 * screen of a first visit) come before the shared chunks, so that page does not download the shared UI chunk
 * (issue 17, initial JS: 409 -> about 300 kB gzip): the account screens' own code in `sign-in`, the libraries
 * and form helpers it shares with the signed-in pages in `forms`, so a signed-in page loads no sign-in code
 * (issue 37 point 5).
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), signIn.plugin],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
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
            // Only what the sign-in screens alone use (the auth feature and its contracts), without pulling in
            // their dependencies: those are shared with the signed-in pages and go to `forms` below, so a
            // signed-in page loads no sign-in code (issue 37 point 5; production-build.e2e.ts).
            { name: 'sign-in', test: isSignInOnly, includeDependenciesRecursively: false },
            // The rest of the sign-in page's static closure (antd's form, inputs and typography, zod, the
            // form rules), which the signed-in pages use too: the first screen of a first visit loads this and
            // not the shared UI chunk.
            { name: 'forms', test: signIn.has },
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
}));
