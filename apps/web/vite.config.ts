import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStylesPlugin } from './vite-antd-styles';
import { LIBRARY_BARRELS, namesImportedFrom, reExportSource } from './vite-module-names';
import { firstRequestsScript } from './vite-first-requests';

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
function signInLibraries(): { plugin: Plugin; has: (id: string) => boolean; zod: (id: string) => boolean } {
  const found = new Set<string>();
  const zod = new Set<string>();
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
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        if (ZOD.test(id) || (!NODE_MODULES.test(id) && imported.some((next) => ZOD.test(next)))) zod.add(id);
        for (const next of imported)
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      }
    },
  };
  return { plugin, has: (id) => found.has(id), zod: (id) => zod.has(id) };
}

/** antd's style modules that import `isBright` from the colour picker's presets (which import Collapse). */
const ANTD_IS_BRIGHT_IMPORTERS =
  /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;

/**
 * Resolves the `isBright` import of antd's Button token and Tag style (`../../color-picker/components/ColorPresets`)
 * to src/shared/theme/antd-is-bright.ts, the same function without the presets panel's Collapse, which rolldown
 * otherwise keeps in every page with a button (issue 37 point 5: sign-in −4 kB gzip). Only those two importers;
 * the colour picker itself still imports the real module.
 */
function antdIsBrightWithoutCollapse(): Plugin {
  const replacement = fileURLToPath(new URL('./src/shared/theme/antd-is-bright.ts', import.meta.url));
  return {
    name: 'portal-antd-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../../color-picker/components/ColorPresets' &&
        importer &&
        ANTD_IS_BRIGHT_IMPORTERS.test(importer)
      )
        return replacement;
      return null;
    },
  };
}

/** antd's form context module, which every input, select and checkbox imports for its form item context. */
const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Resolves the `FormProvider` import of antd's form context (`@rc-component/form`, the form library's index) to the
 * module that defines it (`@rc-component/form/es/FormContext`). The index attaches Field, List and the form hooks to
 * its default export, which rolldown keeps, so every page with an input downloaded the whole form library and its
 * validator (issue 37 point 5: the signed-in first pages, which draw no form, −14 kB gzip). The same binding;
 * antd's Form itself still imports the index.
 */
function antdFormContextWithoutForm(): Plugin {
  return {
    name: 'portal-antd-form-context',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
    },
  };
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

const signIn = signInLibraries();

/**
 * Route modules of the signed-in first screens (issue 37 point 5; scripts/web-pages.mjs): the shell every
 * signed-in page loads (guards, main layout) and each first page with its own layout. Module ids end with these.
 */
const SIGNED_IN_SHELL = [
  '/src/shell/guards/RequireAuth.tsx',
  '/src/shell/layouts/MainLayout.tsx',
  '/src/shell/guards/FeatureGuard.tsx',
];
const PUBLIC_PAGES = ['/src/features/memberships/pages/JoinPage.tsx']; // signed out, shares app modules
/** The app's own modules: the web app's sources and the shared contracts (constants, rules, query keys). */
const WEB_SOURCES = /[\\/](apps[\\/]web|packages[\\/]contracts)[\\/]src[\\/]/;
const SIGNED_IN_PAGES = [
  ['/src/app/pages/HomeRoutePage.tsx'],
  ['/src/app/pages/EventsLayoutRoute.tsx', '/src/features/events/pages/DiscoverPage.tsx'],
  ['/src/features/content/pages/NewsListPage.tsx'],
];

/** Where the build writes the first pages' preloads (read by the server, apps/server/src/plugins/web.ts). */
const FIRST_PAGE_PRELOADS_FILE = '.vite/first-page-preloads.json';

/**
 * The first pages whose route chunks the server names in index.html (`<link rel="modulepreload">`): the URL
 * (a regular expression over the path) and the route modules the router loads for it, layouts and guards
 * included (as scripts/web-pages.mjs). Other URLs get no preloads.
 */
const FIRST_PAGE_ROUTES: { path: string; modules: string[] }[] = [
  { path: '^/account/sign-in/?$', modules: SIGN_IN_ROOTS },
  { path: '^/$', modules: [SIGNED_IN_SHELL[0]!, SIGNED_IN_SHELL[1]!, ...SIGNED_IN_PAGES[0]!] },
  { path: '^/events/discover/[^/]+/?$', modules: [...SIGNED_IN_SHELL, ...SIGNED_IN_PAGES[1]!] },
  { path: '^/news/?$', modules: [...SIGNED_IN_SHELL, ...SIGNED_IN_PAGES[2]!] },
];

/** antd's styles in two parts: the first screens' components first, the rest after (vite-antd-styles.ts). */
const antdStyles = antdStylesPlugin([...new Set(FIRST_PAGE_ROUTES.flatMap((route) => route.modules))]);

/**
 * Writes {@link FIRST_PAGE_PRELOADS_FILE}: for each of {@link FIRST_PAGE_ROUTES}, the script files of its route
 * modules with their static imports, recursively, less those the entry already loads, as
 * `[{ path: <regexp source>, files: ['assets/….js', …] }]`. Without them a first visit fetches the route chunks
 * only once the entry (about 190 kB gzip) has downloaded and run and the router has matched the URL (issue 37
 * point 5: "modulepreload of the route's chunks"); the server puts them in index.html so the browser fetches
 * them alongside the entry. Fails the build when a route module is not a chunk (renamed).
 */
function firstPagePreloads(): Plugin {
  return {
    name: 'portal-first-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('no entry chunk');
      const initial = closure([entry.fileName]);
      const preloads = FIRST_PAGE_ROUTES.map(({ path: pattern, modules }) => {
        const roots = modules.map((root) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(root));
          if (!chunk) this.error(`first page module ${root} is not a chunk (renamed?)`);
          return chunk.fileName;
        });
        return { path: pattern, files: [...closure(roots)].filter((file) => !initial.has(file)) };
      });
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** The shared contracts' index (`@portal/contracts`), whose modules the signed-in walk follows by name. */
const CONTRACTS_BARREL = /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;

/**
 * Collects, once the module graph is complete, the library modules (node_modules) the signed-in first screens
 * import statically, for the chunk groups below: those of the shell and those of every first page in
 * `signed-in`; those of some first pages only in a group per set of pages, so that no first screen downloads
 * another's libraries or the shared UI chunk (its tables, trees and date pickers are for other screens). Unlike
 * the sign-in walk, this one follows antd's and the icons' indexes by the names each module imports from them.
 */
function signedInLibraries(): {
  plugin: Plugin;
  groups: () => { name: string; test: (id: string) => boolean; includeDependenciesRecursively?: boolean }[];
  buildsSchemas: (id: string) => boolean;
  /** True for a module (app or library) that the signed-in shell or a first page imports statically. */
  reaches: (id: string) => boolean;
} {
  const pagesOf = new Map<string, string>();
  const schemaModules = new Set<string>();
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-signed-in-libraries',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      for (const id of ids)
        if (!NODE_MODULES.test(id) && importedIds(id).some((next) => ZOD.test(next))) schemaModules.add(id);
      const closure = (roots: string[], isSignedIn = true) => {
        const queue = ids.filter((id) => roots.some((root) => id.endsWith(root)));
        if (queue.length !== roots.length)
          this.error(`signed-in first page modules not found: ${roots.join(', ')}`);
        const seen = new Set(queue);
        const push = (next: string | undefined) => {
          if (next && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        };
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (LIBRARY_BARRELS.test(id) || BARRELS.test(id)) continue;
          const code = this.getModuleInfo(id)?.code ?? '';
          for (const next of importedIds(id)) {
            if (CONTRACTS_BARREL.test(next)) {
              // The contracts' index re-exports every module (`export * from`): follow the names imported.
              for (const name of namesImportedFrom(code, '@portal/contracts'))
                push(importedIds(next).find((m) => this.getModuleInfo(m)?.exports.includes(name)));
            } else if (!LIBRARY_BARRELS.test(next)) push(next);
            else {
              const specifier = next.includes('@ant-design') ? '@ant-design/icons' : 'antd';
              for (const name of namesImportedFrom(code, specifier))
                push(reExportSource(next, name, importedIds));
            }
          }
        }
        if (isSignedIn) for (const id of seen) reached.add(id);
        // Libraries, and the web app's modules that are neither routes (lazy) nor build zod schemas at load.
        const isLazy = (id: string) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        return [...seen].filter(
          (id) => NODE_MODULES.test(id) || (WEB_SOURCES.test(id) && !schemaModules.has(id) && !isLazy(id)),
        );
      };
      const shell = new Set(closure(SIGNED_IN_SHELL));
      const firstPages = new Set(SIGNED_IN_PAGES.flatMap((roots) => closure(roots)));
      // The shell's and every first page's modules in two chunks — the libraries in `signed-in`, the app modules
      // (not the routes themselves, which the router loads lazily) in `signed-in-app` — less the app modules the
      // join page uses, so that signed-out page does not download the shell's app code (13 kB gzip). Each module
      // group was a file of its own: the dashboard fetched 21 script files, Discover 25 and news 28, most under
      // 4 kB, six at a time on an HTTP/1.1 origin — each a round trip on a phone's network (issue 37 point 5).
      // A first page now also downloads the other two's modules (~13 kB br): fewer round trips for a few bytes.
      // `signed-in-app` takes no dependencies with it, so a route that uses one of its modules downloads no
      // library it would not have before but those of `signed-in`, which every signed-in page loads.
      const publicModules = new Set(closure(PUBLIC_PAGES, false));
      for (const id of [...shell, ...firstPages])
        if (NODE_MODULES.test(id)) pagesOf.set(id, 'signed-in');
        else if (!publicModules.has(id)) pagesOf.set(id, 'signed-in-app');
    },
  };
  /** `signed-in` (libraries) and `signed-in-app` (app modules, without their dependencies). */
  const groups = () =>
    ['signed-in', 'signed-in-app'].map((name) => ({
      name,
      test: (id: string) => pagesOf.get(id) === name,
      ...(name === 'signed-in-app' ? { includeDependenciesRecursively: false } : {}),
    }));
  return { plugin, groups, buildsSchemas: (id) => schemaModules.has(id), reaches: (id) => reached.has(id) };
}

const signedIn = signedInLibraries();

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
 * (issue 37 point 5). zod has a chunk of its own, and so do the libraries of the signed-in shell and first
 * pages (`signed-in`, `first-page-…`), so the dashboard, Discover events and news download neither the shared
 * UI chunk nor each other's libraries, and the dashboard and news no zod (issue 37 point 5: 501 / 545 / 498 ->
 * 372 / 465 / 392 kB gzip).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    antdIsBrightWithoutCollapse(),
    antdFormContextWithoutForm(),
    firstRequestsScript(),
    signIn.plugin,
    signedIn.plugin,
    firstPagePreloads(),
    antdStyles.plugin,
  ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: chunk graph read by `npm run bench:web` (initial JS per page, docs/benchmarks.md).
    manifest: true,
    // Every dynamic import but the first screens' routes waits for antd's rest stylesheet (vite-antd-styles.ts).
    modulePreload: { resolveDependencies: antdStyles.resolveDependencies },
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
            // zod, with the sign-in page's modules that build schemas at load: a chunk of its own, so a signed-in
            // page that builds none does not download it (issue 37 point 5). zod itself by name: the sign-in page
            // loads its form's schema when first needed, so its static closure holds no zod.
            { name: 'zod', test: (id) => ZOD.test(id) || signIn.zod(id) },
            { name: 'forms', test: (id) => signIn.has(id) && signedIn.reaches(id) },
            // What only the sign-in page uses of it (antd's Form with its items and rules, Alert …): a chunk of its
            // own, so the signed-in first pages do not download it (issue 37 point 5: −9 kB gzip each). Named
            // `sign-in-…`, so the guards that no signed-in page loads sign-in code cover it.
            { name: 'sign-in-forms', test: signIn.has },
            // The libraries of the signed-in shell and first pages, by the set of first pages that use them
            // (issue 37 point 5): a first page downloads neither another's libraries nor the shared UI chunk,
            // which also holds modules that depend on some of them (a table's select) and would pull them in.
            ...signedIn.groups(),
            { name: 'ui-common', test: /[\\/]node_modules[\\/]/, minShareCount: 20 },
            {
              name: 'app-common',
              // Not the modules that build zod schemas at load (most contracts modules): in the shared app
              // chunk they made every signed-in page download zod (issue 37 point 5).
              test: (id) => !NODE_MODULES.test(id) && !signedIn.buildsSchemas(id),
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
