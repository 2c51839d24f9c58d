import { defineConfig } from 'vitest/config';

/** Server API tests: app.inject on a fresh PGlite per file (and PostgreSQL when DATABASE_URL is set). */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // As in production (`npm start`): any `obj.__proto__` access throws, so a pollution path fails loudly.
    execArgv: ['--disable-proto=throw'],
  },
});
