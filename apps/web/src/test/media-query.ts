/** A stand-in `MediaQueryList` for jsdom, which has no `window.matchMedia` (antd and the dashboard ask it). */
import { vi } from 'vitest';

/** A MediaQueryList of `query` that answers `matches` and ignores listeners. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * Makes `window.matchMedia` (and so antd's breakpoints) answer as in a viewport `width` px wide, until
 * `vi.restoreAllMocks()`.
 */
export function mockViewportWidth(width: number) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return mediaQueryList(query, matches);
  });
}
