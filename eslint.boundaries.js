/**
 * Feature boundaries (issue 11, DESIGN.md "Layout"; issue 41 "One shape for every feature"): one noun, one
 * folder on each side, and no reaching into another feature. Built from the folders on disk, so a new feature
 * is covered the moment it exists.
 * - web: `apps/web/src/features/X` never imports `apps/web/src/features/Y/**`, nor `apps/web/src/app/**`
 *   (shared pieces live in `apps/web/src/shared/`; `app/` and `shell/` compose features, never the reverse).
 * - server: `apps/server/src/modules/X` imports another module only through `modules/Y/Y.service.ts`
 *   (shared infrastructure lives in `plugins/`, `lib/` and `db/`); a service re-exports nothing.
 * - no import cycle in either app (`import-x/no-cycle`).
 * - modules/ and lib/ never reach the raw database handle (`app.database`), by any spelling.
 * Paths are resolved (eslint-plugin-import-x with the TypeScript resolver), so relative imports count too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The sub-folders of `dir` (relative to the repository root). */
function foldersOf(dir) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every ordered pair (X, Y) of distinct folders, as restricted-path zones. */
function zonesBetween(dir, message, exceptOf) {
  const names = foldersOf(dir);
  return names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${dir}/${target}`,
        from: `./${dir}/${from}`,
        ...(exceptOf ? { except: exceptOf(from) } : {}),
        message,
      })),
  );
}

const webZones = zonesBetween(
  'apps/web/src/features',
  'A feature never imports another feature: move shared pieces to apps/web/src/shared/ (session state to app/), or compose in app/.',
);
const serverZones = zonesBetween(
  'apps/server/src/modules',
  "A module uses another only through that module's <noun>.service.ts; shared infrastructure belongs in plugins/ or lib/.",
  (from) => [`./${from}.service.ts`],
);

/**
 * Lower layers never import the features built on them; a web feature never imports the app shell that
 * composes it (issue 41: what features need from `app/` lives in a leaf folder).
 */
const layerZones = [
  [
    'apps/web/src/features',
    'apps/web/src/app',
    'A feature never imports the app shell (apps/web/src/app) that composes it: move what it needs to a leaf folder outside app/.',
  ],
  ['apps/web/src/shared', 'apps/web/src/features'],
  ['apps/web/src/api', 'apps/web/src/features'],
  ['apps/server/src/plugins', 'apps/server/src/modules'],
  ['apps/server/src/lib', 'apps/server/src/modules'],
].map(([target, from, message]) => ({
  target: `./${target}`,
  from: `./${from}`,
  message: message ?? `${target} is shared infrastructure: it may not depend on ${from}.`,
}));

const RAW_DATABASE_MESSAGE =
  'The raw database handle ignores the tenant: use scope.db (requestContext) or app.scopeOf(tenantId); platform code that needs it belongs in db/ or plugins/.';

/**
 * Every spelling of the raw handle (issue 41): `app.database(.db)`, `app['database']`, `const { database } =
 * app`, `const d = app.database` (the member access itself is refused, so aliasing cannot hide it).
 */
const NO_RAW_DATABASE = [
  { selector: "MemberExpression[property.name='database']", message: RAW_DATABASE_MESSAGE },
  { selector: "MemberExpression[computed=true][property.value='database']", message: RAW_DATABASE_MESSAGE },
  { selector: "ObjectPattern > Property[key.name='database']", message: RAW_DATABASE_MESSAGE },
  { selector: "ObjectPattern > Property[key.value='database']", message: RAW_DATABASE_MESSAGE },
  {
    selector: "CallExpression[callee.name='rawHandleOf']",
    message:
      'rawHandleOf is for db/ only: raw SQL goes through executeRaw(scope, sql) and is listed in docs/tenancy.md.',
  },
];

/** `export { x } from './y'` and `export * from './y'` in a service (issue 41: a service re-exports nothing). */
const NO_SERVICE_REEXPORT = [
  {
    selector: 'ExportNamedDeclaration[source]',
    message: 'A service re-exports nothing: define the function here, or import it from where it is defined.',
  },
  {
    selector: 'ExportAllDeclaration',
    message: 'A service re-exports nothing: define the function here, or import it from where it is defined.',
  },
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...layerZones] }],
      // Issue 41: an import cycle makes load order decide what is defined (an `undefined` at start-up) and
      // ties two files into one; a shared piece moves to a leaf both import. The rule does not follow
      // type-only imports (erased at run time); `madge --circular` over apps/server/src also sees those.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tenant isolation by construction (issue 11, docs/tenancy.md): modules reach the database only through
    // the request's tenant-bound `scope.db` (or `app.scopeOf(tenantId)`); the raw handle stays in db/ and plugins/.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.seed.ts', 'apps/server/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_RAW_DATABASE] },
  },
  {
    // A service is its module's one door (issue 41): what it exports it defines, so a reader finds a function
    // where it is imported from and the module's inside can move freely. `export … from` / `export *` would
    // turn the door into a corridor to repositories and helpers.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_RAW_DATABASE, ...NO_SERVICE_REEXPORT] },
  },
];
