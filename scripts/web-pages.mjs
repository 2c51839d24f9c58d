// The first pages of `npm run bench:web` and e2e/production-build.e2e.ts (issue 37 point 5): the route modules
// the router loads for each URL, and the script files a first visit downloads, read from Vite's manifest
// (apps/web/dist/.vite/manifest.json).

/** Signed-in route modules every signed-in page loads: the auth guard and the main layout. */
const SIGNED_IN = ['src/shell/guards/RequireAuth.tsx', 'src/shell/layouts/MainLayout.tsx'];

/** Page name → the route modules (manifest keys) the router loads for its URL, layouts and guards included. */
export const FIRST_VISIT_PAGES = {
  'sign-in': ['src/shell/layouts/LoginLayout.tsx', 'src/features/auth/pages/SignInPage.tsx'],
  dashboard: [...SIGNED_IN, 'src/app/pages/HomeRoutePage.tsx'],
  'discover events': [
    ...SIGNED_IN,
    'src/shell/guards/FeatureGuard.tsx',
    'src/app/pages/EventsLayoutRoute.tsx',
    'src/features/events/pages/DiscoverPage.tsx',
  ],
  news: [...SIGNED_IN, 'src/shell/guards/FeatureGuard.tsx', 'src/features/content/pages/NewsListPage.tsx'],
};

/** The signed-in pages of {@link FIRST_VISIT_PAGES}. */
export const SIGNED_IN_PAGES = ['dashboard', 'discover events', 'news'];

/**
 * The output files (JS and CSS) a first visit loads for `routeModules`: the entry and those chunks with their
 * static imports, recursively, each once. Throws when a key is not in the manifest (a renamed page).
 */
export function initialFiles(manifest, routeModules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build (renamed?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  for (const key of [entry, ...routeModules]) visit(key);
  return files;
}

/**
 * The sign-in code among `files`: the `sign-in` chunk group (apps/web/vite.config.ts) and the route chunks of
 * the account screens (src/features/auth, the login layout).
 */
export function signInFiles(manifest, files) {
  const signIn = new Set(
    Object.entries(manifest)
      .filter(
        ([key, chunk]) =>
          /(^|\/)sign-in-[^/]*\.js$/.test(chunk.file) ||
          key.startsWith('src/features/auth/') ||
          key === 'src/shell/layouts/LoginLayout.tsx',
      )
      .map(([, chunk]) => chunk.file),
  );
  return [...files].filter((file) => signIn.has(file));
}
