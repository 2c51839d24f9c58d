/**
 * "After the page has painted" (issue 18, first meaningful paint): the shell's secondary requests (the avatar
 * menu's cancel-membership check, the members-only pages of the menu, the page-view event) wait until the
 * browser is idle after the first screen, so on a full page load they do not compete with the page's own
 * data. Once that moment has passed it stays passed: later navigations are not delayed.
 */
import { useEffect, useState } from 'react';

/** Longest wait (ms) for an idle moment before the deferred work runs anyway. */
export const AFTER_PAINT_TIMEOUT_MS = 1500;

let passed = false;
let pending: Promise<void> | null = null;

/** Resolves once the browser has been idle after the first paint (at most {@link AFTER_PAINT_TIMEOUT_MS}). */
export function afterFirstPaint(): Promise<void> {
  if (passed) return Promise.resolve();
  pending ??= new Promise<void>((resolve) => {
    const done = () => {
      passed = true;
      resolve();
    };
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(done, { timeout: AFTER_PAINT_TIMEOUT_MS });
    else window.setTimeout(done, 0);
  });
  return pending;
}

/** False until {@link afterFirstPaint} has resolved, then true (for `enabled` of secondary queries). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
