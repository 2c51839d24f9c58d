/**
 * What the web's two Vitest projects share (docs/testing.md "Lanes"): the options, and which test files mock
 * modules. `apps/web` runs every other file with one module graph per worker (`isolate: false`);
 * `apps/web-isolated` runs the files that call `vi.mock`/`vi.doMock`, each in its own module graph, so that a
 * module another file already loaded for real can never reach them, nor their mock another file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Test files of the web app, relative to apps/web. */
export const TEST_FILES = 'src/**/*.test.{ts,tsx}';

/** The test files (relative to apps/web) that mock a module, found by reading them. */
export const MOCKING_FILES = fs
  .globSync(TEST_FILES, { cwd: root })
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
  .sort();

/** jsdom, Testing Library and jest-dom, as both projects run them. */
export const webProject = (test: NonNullable<UserWorkspaceConfig['test']>): UserWorkspaceConfig => ({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // Component tests render whole antd screens; a loaded CI machine (the lanes run at the lowest priority beside
    // the e2e journeys, scripts/test.mjs) needs more than the 5 s default.
    testTimeout: 60_000,
    ...test,
  },
});
