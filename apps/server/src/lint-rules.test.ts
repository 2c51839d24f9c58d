/**
 * The boundary lint rules catch what they are for (issue 41 "One shape for every feature";
 * eslint.boundaries.js): ESLint's Node API is fed one violating file of each kind — an import cycle, a web
 * feature importing the app shell, a service re-export, the raw database handle by several spellings — at
 * paths inside the real tree, and a clean file that must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages ESLint reports for `code` as if it were the file at `filePath` (relative to the root). */
async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

/** A file of the app shell that a feature could import (the first module of apps/web/src/app). */
function anAppModule(): string {
  const dir = path.join(root, 'apps/web/src/app');
  const file = fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .sort()[0]!;
  return file.replace(/\.tsx?$/, '');
}

// ESLint's resolver reads both tsconfig projects on first use: ~10 s alone, more on a loaded machine.
describe('boundary lint rules', { timeout: 60_000 }, () => {
  // Two files that import each other, written next to this test for the duration of the file. Named
  // `*.test.ts` and kept out of sub-folders so that tests walking the source tree (spec-messages.test.ts)
  // neither read them nor meet a folder that vanishes under them.
  const probe = (name: string) =>
    path.join(root, `apps/server/src/lint-cycle-${process.pid}-${name}.test.ts`);

  beforeAll(() => {
    const other = (name: string) => `./lint-cycle-${process.pid}-${name}.test`;
    fs.writeFileSync(probe('a'), `import { b } from '${other('b')}';\nexport const a = () => b();\n`);
    fs.writeFileSync(probe('b'), `import { a } from '${other('a')}';\nexport const b = () => a;\n`);
  });
  afterAll(() => {
    for (const name of ['a', 'b']) fs.rmSync(probe(name), { force: true });
  });

  it('reports an import cycle', async () => {
    const [result] = await eslint.lintFiles([probe('a')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('reports a web feature importing the app shell', async () => {
    const messages = await lint(
      `import * as shell from '../../app/${anAppModule()}';\nexport const used = shell;\n`,
      'apps/web/src/features/communities/lint-probe.ts',
    );
    expect(messages).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('A feature never imports the app shell'),
    });
  });

  it('reports a re-export from a service, named or star', async () => {
    const file = 'apps/server/src/modules/posts/posts.service.ts';
    for (const code of [
      "export { findPostPage } from './posts.repository';\n",
      "export * from './posts.repository';\n",
      "export type { TenantScope } from '../../db/tenant-scope';\n",
    ]) {
      const messages = await lint(code, file);
      expect(messages, code).toContainEqual({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('A service re-exports nothing'),
      });
    }
  });

  it('reports the raw database handle by any spelling in modules/ and lib/', async () => {
    const spellings = [
      'const { db } = app.database;\nexport const x = db;',
      'const { database } = app;\nexport const x = database;',
      "export const x = app['database'];",
      'const d = app.database;\nexport const x = d.db;',
      'export const x = app.database.db;',
    ];
    for (const [i, body] of spellings.entries()) {
      const code = `import type { FastifyInstance } from 'fastify';\ndeclare const app: FastifyInstance;\n${body}\n`;
      const file = [
        'apps/server/src/modules/posts/lint-probe.ts',
        'apps/server/src/lib/lint-probe.ts',
        'apps/server/src/modules/posts/posts.service.ts',
      ][i % 3]!;
      const messages = await lint(code, file);
      expect(messages, body).toContainEqual({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('The raw database handle ignores the tenant'),
      });
    }
  });

  it('passes a clean service that uses the tenant scope', async () => {
    const code = [
      "import type { TenantScope } from '../../db/tenant-scope';",
      "import { posts } from '../../db/schema/index';",
      '',
      '/** Every post of the tenant. */',
      'export function allPosts(scope: TenantScope) {',
      '  return scope.db.select().from(posts);',
      '}',
      '',
    ].join('\n');
    expect(await lint(code, 'apps/server/src/modules/posts/posts.service.ts')).toEqual([]);
  });
});
