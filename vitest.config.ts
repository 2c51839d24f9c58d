import { defineConfig } from 'vitest/config';

/** One Vitest run for the whole repository: contracts, server (API tests) and web (component tests). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
