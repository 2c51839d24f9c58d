import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its "passed" state is per page load). */
const load = async () => {
  vi.resetModules();
  return import('./after-first-paint');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('after first paint (issue 18: secondary shell requests wait for the page)', () => {
  it('stays false until the browser is idle, then true, and true at once afterwards', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { useAfterFirstPaint, AFTER_PAINT_TIMEOUT_MS } = await load();
    const first = renderHook(() => useAfterFirstPaint());
    expect(first.result.current).toBe(false);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(first.result.current).toBe(true);
    // A later screen (in-app navigation) is not delayed.
    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
    expect(idle).toHaveLength(1);
    expect(AFTER_PAINT_TIMEOUT_MS).toBeLessThanOrEqual(1500);
  });

  it('asks for the idle moment with a bounded timeout, once for all callers', async () => {
    const calls: { timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (_: () => void, options: { timeout?: number }) =>
      calls.push(options),
    );
    const { afterFirstPaint, AFTER_PAINT_TIMEOUT_MS } = await load();
    void afterFirstPaint();
    void afterFirstPaint();
    expect(calls).toEqual([{ timeout: AFTER_PAINT_TIMEOUT_MS }]);
  });
});
