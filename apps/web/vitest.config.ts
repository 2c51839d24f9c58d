import { defineProject } from 'vitest/config';
import { MOCKING_FILES, TEST_FILES, webProject } from './vitest.shared.ts';

/**
 * Component and unit tests of the web app (DESIGN.md "Tests"): jsdom, Testing Library, jest-dom.
 * One module graph per worker instead of one per file (`isolate: false`): each file imported antd, React and
 * the app's modules again, 240 of the lane's 335 s on the 2-core machine; shared, the lane takes 109 s
 * (docs/testing.md "Timings"). Files stay independent: test-setup.ts unmounts and clears storage after every
 * test; the files that mock modules run isolated in `apps/web-isolated` (vitest.isolated.config.ts).
 */
export default defineProject(
  webProject({ name: 'apps/web', include: [TEST_FILES], exclude: MOCKING_FILES, isolate: false }),
);
