import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './test/engines.ts';

/**
 * Server API tests (docs/testing.md "Lanes"): app.inject on a fresh PostgreSQL database per file, made from a
 * template migrated once (test/global-setup.ts). `DATABASE_URL` names the server, default the local one.
 * The PGlite lane of the same files that matter there is vitest.pglite.config.ts.
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { DATABASE_URL: testDatabaseUrl() },
    globalSetup: ['test/global-setup.ts'],
    // `npm test` runs these lanes at the lowest priority beside the e2e journeys (scripts/test.mjs): a test may
    // wait for the CPU; a timeout is for a hang, not a slow machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One module graph per worker instead of one per file (docs/testing.md "Timings"): every file builds its
    // own app on its own database, and the server keeps no per-app state at module level (its few module
    // caches are keyed by the database handle), so files only stop paying to import the app again.
    isolate: false,
    // As in production (`npm start`): any `obj.__proto__` access throws, so a pollution path fails loudly.
    execArgv: ['--disable-proto=throw'],
  },
});
