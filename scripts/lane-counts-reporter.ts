/**
 * Vitest reporter (docs/testing.md "Lanes"): after the run, one line per project (lane) with its files and
 * tests by outcome, and the run's wall time, e.g. `lane server: 76 files, 590 passed, 0 failed, 3 skipped`.
 * The default reporter still prints everything else; this adds the per-engine counts CI's log keeps, and the
 * slowest files ({@link SLOWEST} of them: collect + tests and hooks, in s) so that CI's log names what to cut next.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = Number(process.env.VITEST_SLOWEST ?? 15);

interface Counts {
  files: number;
  passed: number;
  failed: number;
  skipped: number;
}

export default class LaneCountsReporter implements Reporter {
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lanes = new Map<string, Counts>();
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const counts = lanes.get(name) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
      counts.files += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      lanes.set(name, counts);
    }
    const lines = [...lanes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([name, c]) =>
          `lane ${name}: ${c.files} files, ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
      );
    const slowest = testModules
      .map((module) => {
        const d = module.diagnostic();
        return { module, seconds: (d.collectDuration + d.duration) / 1000 };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    lines.push(`slowest ${SLOWEST} files (collect + tests and hooks):`);
    for (const { module, seconds } of slowest)
      lines.push(`  ${seconds.toFixed(1).padStart(6)} s  ${module.project.name} ${module.relativeModuleId}`);
    lines.push(`vitest wall time: ${Math.round((Date.now() - this.started) / 1000)} s`);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
