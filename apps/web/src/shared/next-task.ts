/**
 * A break in the main thread between two steps of work (issue 37 point 5): a phone's browser counts each task
 * over 50 ms as blocking input, so a start-up done in one task blocks for all of it, and the same work in
 * several tasks blocks for less (or not at all) — and lets the browser answer a tap in between.
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (Chromium 129+, whose continuation runs
 * ahead of other queued tasks), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
