import { defineConfig } from 'vitest/config';
import server from './vitest.config.ts';
import { PGLITE_LANE, PGLITE_PROJECT } from './test/engines.ts';

/**
 * The PGlite lane (docs/testing.md "Lanes"): the server test files whose code differs on the embedded engine
 * that `npm start` uses, each on a fresh in-memory PGlite loaded from a migrated dump (test/global-setup.ts).
 * An empty `DATABASE_URL` is "not set" to the test helpers and to the app's configuration.
 */
export default defineConfig({
  test: { ...server.test, name: PGLITE_PROJECT, include: PGLITE_LANE, env: { DATABASE_URL: '' } },
});
