import { defineConfig } from 'vitest/config';

/** Unit tests of validation and permission rules. */
export default defineConfig({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], environment: 'node' },
});
