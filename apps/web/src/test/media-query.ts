/** A stand-in `MediaQueryList` for jsdom, which has no `window.matchMedia` (antd and the dashboard ask it). */

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
