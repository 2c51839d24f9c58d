/**
 * Vitest's file order for `npm test` (docs/testing.md "Lanes"): the longest files of each lane first.
 *
 * Vitest runs the lanes one after another and, within a lane, files it has timed before longest first — but CI
 * runs on a clean clone with no timings, where the order is the files' own, and a one-minute file that starts
 * last (test/bench.test.ts did, the server lane's last minute) leaves the other worker idle until it ends. So the
 * files named in {@link SLOWEST_FIRST} (the slowest of a CI run, with their seeds in `beforeAll` counted) go
 * first in their lane, in that order; the rest keep Vitest's order. Where Vitest has timings of its own (a
 * second local run), it sorts by them as before.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Paths relative to the repository root, slowest first (loaded-machine run of 5 Dec: seconds of collect,
 * hooks and tests): bench 190, auth 69 (PGlite), import graph 62, the seed files 30–45 each, side effects 42,
 * fuzz 40, search shapes 36; in the web lane the asset sorting 29, the event form 23, server values 23. The files
 * that read the demo seed without timing it share one seeded copy since stop 65 (seconds each, after the first).
 */
export const SLOWEST_FIRST = [
  'apps/server/test/bench.test.ts',
  // The first to ask for the seeded template (test/helper.ts seededDatabase): the demo seed, once, early.
  'apps/server/src/openapi-answers.test.ts',
  'apps/server/src/import-graph.test.ts',
  'apps/server/src/modules/auth/auth.test.ts',
  'apps/server/src/durable-side-effects.test.ts',
  'apps/server/src/security/fuzz.test.ts',
  'apps/server/src/modules/communities/communities.seed.test.ts',
  'apps/server/src/modules/search/search.shapes.test.ts',
  'apps/server/src/modules/onboarding/onboarding.seed.test.ts',
  'apps/server/src/modules/digest/digest.test.ts',
  'apps/server/src/scaling.test.ts',
  'apps/server/src/modules/events/events.seed.test.ts',
  'apps/server/src/platform.test.ts',
  'apps/server/src/modules/posts/posts.test.ts',
  'apps/server/src/modules/search/search.test.ts',
  'apps/web/src/features/assets/components/AssetsSortRename.test.tsx',
  'apps/web/src/features/events/admin/AdminEventFormPage.test.tsx',
  'apps/web/src/features/server-values/pages/ServerValuesPage.test.tsx',
  'apps/web/src/features/community-admin/pages/global/TagsTab.test.tsx',
  'apps/web/src/features/community-admin/pages/global/CategoriesTab.test.tsx',
  'apps/web/src/features/onboarding/pages/WelcomeWizardPage.test.tsx',
  'apps/web/src/features/community-admin/pages/CommunityMembersPage.test.tsx',
  'apps/web/src/app/router.test.tsx',
];

/** Vitest's order, then within each lane the files of {@link SLOWEST_FIRST} first unless Vitest has timings. */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root.replace(/\/$/, '');
    const rank = (spec: TestSpecification) => {
      const relative = spec.moduleId.startsWith(`${root}/`)
        ? spec.moduleId.slice(root.length + 1)
        : spec.moduleId;
      const timed = this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative}`);
      const index = SLOWEST_FIRST.indexOf(relative);
      return timed || index < 0 ? SLOWEST_FIRST.length : index;
    };
    const lane = new Map<string, number>();
    const position = new Map<TestSpecification, number>();
    sorted.forEach((spec, i) => {
      if (!lane.has(spec.project.name)) lane.set(spec.project.name, i);
      position.set(spec, i);
    });
    const order = [...sorted].sort(
      (a, b) =>
        lane.get(a.project.name)! - lane.get(b.project.name)! ||
        rank(a) - rank(b) ||
        position.get(a)! - position.get(b)!,
    );
    // VITEST_PRINT_ORDER=1 prints the order (to check this sequencer).
    if (process.env.VITEST_PRINT_ORDER === '1')
      for (const spec of order)
        console.log(`order: ${spec.project.name} ${spec.moduleId.slice(root.length + 1)}`);
    return order;
  }
}
