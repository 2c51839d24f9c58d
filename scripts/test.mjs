#!/usr/bin/env node
/**
 * `npm test`, the README's test command (docs/testing.md "CI"): one production build, then the e2e journeys and
 * the Vitest lanes side by side — the journeys at normal priority, Vitest on the CPU time they leave idle.
 *
 * One Playwright worker keeps a 2-core machine 70–80 % busy (Chromium, the portal, PostgreSQL take turns on one
 * journey), and two workers starve each other (docs/testing.md "Timings"). So the Vitest lanes run beside the
 * journeys at the lowest priority (`nice -n 19`): they get a core when the journeys' processes leave it (and a
 * sliver when they do not), so the journeys run nearly as fast as alone, the lanes fill the gaps, and they take
 * the whole machine when the journeys end.
 *
 * Vitest's output goes to a file and is printed in one piece when both are done, after Playwright's (so the log
 * reads as two reports, not interleaved lines). The exit status is non-zero when either failed; both always run
 * to the end, so one CI log names every failure.
 *
 * `TEST_SEQUENTIAL=1` runs them one after the other (Vitest first), as `npm run test:unit && npm run test:e2e`.
 * Unix only for the priority; elsewhere the lanes run at normal priority.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/**
 * Runs `command args` in the repository with the output shown; resolves to its exit code. `onSpawn` receives
 * the child as soon as it exists.
 */
function run(command, args, options = {}, onSpawn = () => {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    onSpawn(child);
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The prefix that runs a command at the lowest priority, `nice -n 19` (none where `nice` is missing). Not Linux's
 * idle class (`chrt --idle`): a few tests time what a wake-up takes (a role change on a second instance within
 * 1 s, a live comment within 2 s), and a niced process that wakes still gets the CPU at once for a short slice,
 * while an idle-class one waits behind every busy process.
 */
function lowPriority() {
  if (process.platform === 'win32') return [];
  return spawnSync('nice', ['-n', '19', 'true']).status === 0 ? ['nice', '-n', '19'] : [];
}

/**
 * Lowers the CPU weight of `pid`'s session as a whole: with Linux's autogroup scheduling
 * (`/proc/sys/kernel/sched_autogroup_enabled`, on by default in Debian's kernels), each session is one group and
 * the groups share the CPU evenly whatever their processes' nice values — and Playwright starts Chromium and
 * the portal in sessions of their own. A niced Vitest in the runner's session therefore still took a third of
 * the machine from them (the journeys ran 1,162–1,192 s beside it against 888 s alone). Vitest runs in a session
 * of its own (`detached`), and this gives that group nice 19 (weight 15 against 1,024), which any user may do to
 * their own session. Without autogroup (no such file) the `nice` prefix is what lowers it. @returns whether the
 * group's nice was set.
 */
function lowerSessionWeight(pid) {
  const file = `/proc/${pid}/autogroup`;
  try {
    if (!fs.existsSync(file)) return false;
    fs.writeFileSync(file, '19');
    return true;
  } catch {
    return false;
  }
}

const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');

if (process.env.TEST_SEQUENTIAL === '1') {
  const unit = await run(vitestBin, ['run']);
  const e2e = unit === 0 ? await run('npm', ['run', '-s', 'test:e2e']) : 1;
  process.exit(unit || e2e);
}

// The build first, alone: the journeys need it, and `test/bench.test.ts` builds the server when stale — two
// builds writing apps/server/dist at once would race.
const built = await run('node', ['scripts/build.mjs', '--if-stale']);
if (built !== 0) process.exit(built);

const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-vitest-')), 'vitest.log');
const log = fs.openSync(logFile, 'w');
const prefix = lowPriority();
const vitestStarted = Date.now();
console.log(
  `\n=== Vitest lanes started beside the e2e journeys (${prefix.join(' ') || 'normal priority'}); their report follows Playwright's ===\n`,
);
// In a session of its own (see lowerSessionWeight); stopped with the whole group if `npm test` is interrupted.
let vitestGroup = 0;
const vitest = (async () => {
  const code = await run(
    prefix[0] ?? vitestBin,
    prefix.length ? [...prefix.slice(1), vitestBin, 'run'] : ['run'],
    { stdio: ['ignore', log, log], detached: process.platform !== 'win32' },
    (child) => {
      vitestGroup = child.pid ?? 0;
      if (vitestGroup && lowerSessionWeight(vitestGroup))
        console.log(`=== Vitest's session (autogroup) runs at nice 19 ===\n`);
    },
  );
  vitestGroup = 0;
  return { code, seconds: seconds(vitestStarted) };
})();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    if (vitestGroup) {
      try {
        process.kill(-vitestGroup, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });

const e2eStarted = Date.now();
const e2e = await run(path.join(root, 'node_modules', '.bin', 'playwright'), [
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);
const e2eSeconds = seconds(e2eStarted);
console.log(`\n=== e2e journeys: exit ${e2e} in ${e2eSeconds} s; waiting for the Vitest lanes ===`);
const unit = await vitest;
fs.closeSync(log);
console.log(`\n=== Vitest lanes (exit ${unit.code}, ${unit.seconds} s, beside the journeys) ===\n`);
process.stdout.write(fs.readFileSync(logFile));
console.log(
  `\n=== npm test: Vitest exit ${unit.code} (${unit.seconds} s), e2e exit ${e2e} (${e2eSeconds} s), ${seconds(started)} s in all ===`,
);
process.exit(unit.code || e2e);
