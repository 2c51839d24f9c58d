import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './scripts/vitest-sequencer';

/**
 * One Vitest run for the whole repository (docs/testing.md "Lanes"): contracts, the server's API tests on
 * PostgreSQL, the server's PGlite lane, and the web's component tests (the files that mock modules isolated).
 * Two workers: Vitest's default on a 2-core machine is one, which made the run the sum of its files
 * (1,121 s → 592 s on the CI machine; every file has its own database, so files do not share state).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    // The longest files of each lane first, also on a clean clone without Vitest's timings (CI).
    sequence: { sequencer: SlowestFirstSequencer },
    reporters: ['default', './scripts/lane-counts-reporter.ts'],
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/server/vitest.pglite.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
