/**
 * Whether the viewport is at least one of antd's breakpoints wide, right on the first render (issue 37 point 5).
 * antd's `Grid.useBreakpoint` answers `{}` on its first render and the screens from a layout effect, so the
 * header (and its search box) drew twice inside React's first commit of every signed-in page, synchronously, on
 * the phone's slowest task (docs/benchmarks.md "stop 61"). Here each media query is asked once, when first used,
 * and then followed through its `change` events: its answer is never read again during a render, since reading
 * `MediaQueryList.matches` makes the browser bring its styles up to date on the spot (stop 60).
 */
import { useSyncExternalStore } from 'react';

/** antd's breakpoints (`screenSM`, `screenMD`, `screenLG` of its default tokens; the theme keeps them), px. */
export const SCREEN_MIN_WIDTH_PX = { sm: 576, md: 768, lg: 992 } as const;

/** A breakpoint of {@link SCREEN_MIN_WIDTH_PX}. */
export type ScreenSize = keyof typeof SCREEN_MIN_WIDTH_PX;

interface Followed {
  matches: boolean;
  listeners: Set<() => void>;
}

const followed = new Map<ScreenSize, Followed>();

/** The followed query of `size`, asked the first time. */
function follow(size: ScreenSize): Followed {
  let entry = followed.get(size);
  if (!entry) {
    const list = window.matchMedia(`(min-width: ${SCREEN_MIN_WIDTH_PX[size]}px)`);
    const created: Followed = { matches: list.matches, listeners: new Set() };
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
      created.listeners.forEach((listener) => listener());
    });
    followed.set(size, created);
    entry = created;
  }
  return entry;
}

/**
 * True while the viewport is at least breakpoint `size` wide (antd's `screens[size] === true`), from the first
 * render on; the component draws again when a resize crosses it.
 */
export function useScreenAtLeast(size: ScreenSize): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const { listeners } = follow(size);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => follow(size).matches,
  );
}

/** Forgets every followed query (tests that change the mocked viewport between renders). */
export function forgetScreens(): void {
  followed.clear();
}
