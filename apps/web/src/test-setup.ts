/**
 * Test setup of the web app: jest-dom matchers and the browser APIs antd needs that jsdom lacks
 * (DESIGN.md "Known versions and traps": antd under jsdom needs `window.matchMedia`).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetRouteAnnouncer } from './shell/components/RouteAnnouncer';
import { forgetScreens } from './shared/use-screen-at-least';
import { mediaQueryList } from './test/media-query';

// findBy*/waitFor wait up to 5 s (default 1 s): whole antd screens render slowly on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Each test is a new document: the announcer's first page is the next render's (isolate: false shares the
  // module across files; a shell rendered by an earlier file made RouteAnnouncer.test.tsx's first page a route
  // change, which moved the focus to the heading before the first Tab — CI of stop 54's second day).
  resetRouteAnnouncer();
  // The breakpoint hook asks each media query once per document (shared/use-screen-at-least.ts).
  forgetScreens();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = () => {};

// antd reads computed styles of pseudo-elements, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);
