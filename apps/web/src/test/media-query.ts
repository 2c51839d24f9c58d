/** A stand-in `MediaQueryList` for jsdom, which has no `window.matchMedia` (antd and the dashboard ask it). */
import { vi } from 'vitest';
import { forgetScreens } from '../shared/use-screen-at-least';

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
  forgetScreens();
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return mediaQueryList(query, matches);
  });
}

/**
 * Like {@link mockViewportWidth}, but the viewport can be resized: `resize(width)` changes every media query's
 * answer and tells its `change` listeners (antd's breakpoints follow), as a browser does when a window crosses
 * a breakpoint. Until `vi.restoreAllMocks()`.
 */
export function mockResizableViewport(initialWidth: number) {
  forgetScreens();
  let width = initialWidth;
  const answers = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const lists: { list: MediaQueryList; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      ...mediaQueryList(query, answers(query)),
      get matches() {
        return answers(query);
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
    lists.push({ list, listeners });
    return list;
  });
  return {
    resize(next: number) {
      width = next;
      for (const { list, listeners } of lists)
        for (const listener of listeners)
          listener({ matches: list.matches, media: list.media } as MediaQueryListEvent);
    },
  };
}
