/** A break between two steps of work: a new task, not a microtask (issue 37 point 5). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the microtasks queued before it, in a task of its own', async () => {
    const order: string[] = [];
    const broke = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('a later timer'), 20);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await broke;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
