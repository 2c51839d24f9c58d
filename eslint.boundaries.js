/**
 * Feature boundaries (issue 11, DESIGN.md "Layout"): one noun, one folder on each side, and no reaching into
 * another feature. Built from the folders on disk, so a new feature is covered the moment it exists.
 * - web: `apps/web/src/features/X` never imports `apps/web/src/features/Y/**` (shared pieces live in
 *   `apps/web/src/shared/`, session state in `apps/web/src/app/`; `app/` and `shell/` compose features).
 * - server: `apps/server/src/modules/X` imports another module only through `modules/Y/Y.service.ts`
 *   (shared infrastructure lives in `plugins/` and `lib/`).
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

/** Lower layers never import the features built on them. */
const layerZones = [
  ['apps/web/src/shared', 'apps/web/src/features'],
  ['apps/web/src/api', 'apps/web/src/features'],
  ['apps/server/src/plugins', 'apps/server/src/modules'],
  ['apps/server/src/lib', 'apps/server/src/modules'],
].map(([target, from]) => ({
  target: `./${target}`,
  from: `./${from}`,
  message: `${target} is shared infrastructure: it may not depend on ${from}.`,
}));

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...layerZones] }],
    },
  },
  {
    // Tenant isolation by construction (issue 11, docs/tenancy.md): modules reach the database only through
    // the request's tenant-bound `scope.db` (or `app.scopeOf(tenantId)`); the raw handle stays in db/ and plugins/.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.seed.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='database'][property.name='db']",
          message:
            'The raw database handle ignores the tenant: use scope.db (requestContext) or app.scopeOf(tenantId).',
        },
        {
          selector: "CallExpression[callee.name='rawHandleOf']",
          message:
            'rawHandleOf is for db/ only: raw SQL goes through executeRaw(scope, sql) and is listed in docs/tenancy.md.',
        },
      ],
    },
  },
];
