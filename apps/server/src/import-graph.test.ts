/**
 * The import graph has no circle (issue 41 "One shape for every feature"), type-only imports included:
 * `import-x/no-cycle` in lint does not follow `import type`, so madge (which does) reads the server's and the
 * web app's whole graph here and names any circle it finds.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The circles of the graph under `dir` (relative to the root), each as its chain of files. */
async function circlesOf(dir: string, tsConfig: string): Promise<string[][]> {
  const graph = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    // lint-rules.test.ts writes a deliberate circle (`lint-cycle-*.test.ts`) for a moment; the two files may run
    // at the same time in one vitest run.
    excludeRegExp: [/lint-cycle-/],
    tsConfig: path.join(root, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('import graph', { timeout: 120_000 }, () => {
  it('apps/server/src has no circle', async () => {
    expect(await circlesOf('apps/server/src', 'apps/server/tsconfig.json')).toEqual([]);
  });

  it('apps/web/src has no circle', async () => {
    expect(await circlesOf('apps/web/src', 'apps/web/tsconfig.json')).toEqual([]);
  });
});
