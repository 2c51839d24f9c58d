import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webProject } from './vitest.shared.ts';

/** The web test files that mock modules, each in its own module graph (vitest.shared.ts). */
export default defineProject(
  webProject({ name: 'apps/web-isolated', include: MOCKING_FILES, isolate: true }),
);
