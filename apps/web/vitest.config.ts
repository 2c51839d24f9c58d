import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component and unit tests of the web app (DESIGN.md "Tests"): jsdom, Testing Library, jest-dom. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'apps/web',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Component tests render whole antd screens; a loaded CI machine needs more than the 5 s default.
    testTimeout: 30_000,
  },
});
