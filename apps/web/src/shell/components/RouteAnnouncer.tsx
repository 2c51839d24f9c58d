/**
 * Focus and announcement on route change (issue 42 point 2): after every change of path (not the first page
 * load, where the skip link comes first), keyboard focus moves to the new page's heading — the first `<h1>`
 * in `<main>`, made focusable with tabIndex -1 — and a polite live region says the new document title.
 * Pages that draw their heading after their data arrive are waited for (up to {@link HEADING_WAIT_MS}); when
 * none comes, `<main>` itself takes focus. Focus the person has already moved somewhere else meanwhile
 * (inside the new page, or into a dialog) is left alone.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';

/** How long (ms) a route change waits for the new page's `<h1>` before focusing `<main>` instead. */
export const HEADING_WAIT_MS = 5_000;

/**
 * Whether the focus still sits where the navigation left it: on the body (the control that navigated is
 * gone), on `<main>`, on an old heading, or on the element focused when the path changed.
 */
function isFocusUnclaimed(origin: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === origin) return true;
  return active.id === MAIN_CONTENT_ID || isRouteFocusTarget(active);
}

/** Whether `element` is a heading this announcer focused (an old page's, when it is still there). */
function isRouteFocusTarget(element: Element): boolean {
  return element.tagName === 'H1' && element.getAttribute('tabindex') === '-1';
}

/** Focuses `target` (giving it tabIndex -1 when it has no tab order of its own) without scrolling. */
function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The last path the announcer saw in this document, kept across layouts (signing in leaves the account
 * layout for the main one: a route change too); null before the document's first page.
 */
let seenPath: string | null = null;

/** Forgets the document's first page (component tests render several "documents" in one module). */
export function resetRouteAnnouncer() {
  seenPath = null;
}

/** Props: how long to wait for the new page's heading (ms; tests shorten it). */
export interface RouteAnnouncerProps {
  headingWaitMs?: number;
}

/** Renders the visually hidden live region; moves focus on each path change. */
export function RouteAnnouncer({ headingWaitMs = HEADING_WAIT_MS }: RouteAnnouncerProps = {}) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The first page load keeps the browser's own start (the skip link is the first Tab stop).
    const isFirst = seenPath === null;
    const isSame = seenPath === pathname;
    seenPath = pathname;
    if (isFirst || isSame) return;
    const origin = document.activeElement;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    let done = false;
    const settle = (target: HTMLElement) => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      if (isFocusUnclaimed(origin)) focusTarget(target);
      setAnnouncement(document.title);
    };
    const tryHeading = () => {
      // A heading already on screen before this change (the old page's) is not the new page's.
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading && heading.isConnected) settle(heading);
    };
    const observer = new MutationObserver(() => {
      if (!done) tryHeading();
    });
    const timer = window.setTimeout(() => {
      if (!done) settle(main);
    }, headingWaitMs);
    // The new page may be lazy: its heading arrives with its chunk or its data.
    observer.observe(main, { childList: true, subtree: true });
    // After this commit's paint, so the new page's own heading (not the old one) is the one found.
    const frame = window.requestAnimationFrame(() => {
      if (!done) tryHeading();
    });
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [pathname, headingWaitMs]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
