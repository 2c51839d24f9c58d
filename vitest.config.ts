import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository: contracts, server (API tests) and web (component tests).
 * Two workers: Vitest's default on a 2-core machine is one, which made the run the sum of its files
 * (1,121 s → 592 s on the CI machine; every file has its own database, so files do not share state).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
