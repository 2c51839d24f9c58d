/**
 * antd's rest stylesheet is fetched into the cache after the first page's `load`, not applied to it (issue 37
 * point 5, antd-rest-styles.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANTD_REST_DELAY_MS, loadAntdRestStyles } from './antd-rest-styles';

describe('loadAntdRestStyles', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });

  it('adds a prefetch link for the file a while after load, when idle, and no stylesheet', () => {
    vi.useFakeTimers();
    const idle = vi.fn((run: () => void) => window.setTimeout(run, 1));
    vi.stubGlobal('requestIdleCallback', idle);
    loadAntdRestStyles(window, document, 'assets/antd-rest-abc.css');
    vi.advanceTimersByTime(ANTD_REST_DELAY_MS - 1);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    vi.advanceTimersByTime(2);
    expect(idle).toHaveBeenCalledTimes(1);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.getAttribute('href')).toBe('/assets/antd-rest-abc.css');
    expect(link?.getAttribute('as')).toBe('style');
    expect(document.head.querySelector('link[rel="stylesheet"][href*="antd-rest"]')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('does nothing without a built file (tests, the dev server)', () => {
    vi.useFakeTimers();
    loadAntdRestStyles(window, document, undefined);
    vi.advanceTimersByTime(ANTD_REST_DELAY_MS * 2);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});
