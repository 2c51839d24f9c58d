/**
 * Focus and announcement on route change (issue 42 point 2): after every change of path (not the first page
 * load, where the skip link comes first), keyboard focus moves to the new page's heading — the first `<h1>`
 * in `<main>`, made focusable with tabIndex -1 — and a polite live region says the new document title.
 * Pages that draw their heading after their data arrive are waited for (up to {@link HEADING_WAIT_MS}); when
 * none comes, `<main>` itself takes focus. Focus the person has already moved somewhere else meanwhile
 * (inside the new page, or into a dialog) is left alone.
 *
 * **Same screen, focus kept** (WCAG 2.4.3, 3.2.2): a path change made from inside the screen the person is on
 * does not take their place away — the title is still announced, the focus stays on the control they used —
 * when the control focused at the change is
 * - a tab, or inside a `[role=tablist]` (tabs that are sub-routes: a community's tabs, the communities
 *   administration tabs), or inside an element marked {@link KEEP_FOCUS_ATTRIBUTE} (in-page navigation such
 *   as the settings side menu and its phone select), or
 * - any control in `<main>` while the page heading is the very element it was before the change, saying the
 *   same (the layout kept the screen: only a sub-route changed, e.g. a filter or a page number in the path), or
 * - a text field (a text-like `<input>`, a `<textarea>`, an editable element): what the person is typing in is
 *   never taken from them. React may commit a path change long after the click or key that made it (a lazy
 *   page on a busy machine), by which time the person may be typing in the header's search box; the new
 *   page's heading then took the focus mid-word (e2e "the header box works with the keyboard only", CI).
 * The announcement then waits for the document title to change (at most {@link TITLE_WAIT_MS}).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLink';

/** How long (ms) a route change waits for the new page's `<h1>` before focusing `<main>` instead. */
export const HEADING_WAIT_MS = 5_000;

/** How long (ms) a route change that keeps the focus waits for the new document title before announcing. */
export const TITLE_WAIT_MS = 1_000;

/**
 * The attribute (value `keep`) marking in-page navigation: a path change made from a control inside it
 * leaves the focus on that control (see the module comment).
 */
export const KEEP_FOCUS_ATTRIBUTE = 'data-route-focus';

/**
 * Whether a path change made while `origin` had the focus stays on the same screen, so the focus stays:
 * `origin` is a tab, in a tab list or in marked in-page navigation, or it is a control in `<main>` (not
 * `<main>` itself or a heading this announcer focused) and the page heading is the same element with the same
 * text as at the last path.
 */
function keepsFocus(origin: Element | null, main: HTMLElement): boolean {
  if (!origin || origin === document.body || !origin.isConnected) return false;
  if (origin.closest(`[role="tab"], [role="tablist"], [${KEEP_FOCUS_ATTRIBUTE}="keep"]`)) return true;
  if (isTextField(origin)) return true;
  if (origin === main || isRouteFocusTarget(origin) || !main.contains(origin)) return false;
  // The same element saying the same: a page of another route reusing the element says something else.
  const heading = main.querySelector('h1');
  return heading !== null && heading === seenHeading?.element && heading.textContent === seenHeading.text;
}

/** Input types that take typed text (not buttons, boxes, ranges or pickers). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/** Whether `element` is a field the person types in: a text-like input, a textarea or an editable element. */
function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

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
  seenHeading = null;
}

/** The page heading of the last path seen (element and text), to tell a sub-route of the same screen. */
let seenHeading: { element: Element; text: string } | null = null;

/** Remembers `heading` (or none) as the page heading of the path just seen. */
function rememberHeading(heading: Element | null | undefined) {
  seenHeading = heading ? { element: heading, text: heading.textContent ?? '' } : null;
}

/** Props: how long to wait for the new page's heading and, keeping the focus, for its title (ms; tests shorten them). */
export interface RouteAnnouncerProps {
  headingWaitMs?: number;
  titleWaitMs?: number;
}

/** Renders the visually hidden live region; moves focus on each path change. */
export function RouteAnnouncer({
  headingWaitMs = HEADING_WAIT_MS,
  titleWaitMs = TITLE_WAIT_MS,
}: RouteAnnouncerProps = {}) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The first page load keeps the browser's own start (the skip link is the first Tab stop).
    const isFirst = seenPath === null;
    const isSame = seenPath === pathname;
    seenPath = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (isFirst) {
      // The first page's heading, for telling a sub-route of the same screen at the next change.
      const frame = window.requestAnimationFrame(() => {
        rememberHeading(main?.querySelector('h1'));
      });
      return () => window.cancelAnimationFrame(frame);
    }
    if (isSame || !main) return;
    const origin = document.activeElement;
    const keep = keepsFocus(origin, main);
    const titleBefore = document.title;
    let titleWaitOver = !keep;
    let done = false;
    const settle = (target: HTMLElement) => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(titleTimer);
      rememberHeading(target.tagName === 'H1' ? target : null);
      if (!keep && isFocusUnclaimed(origin)) focusTarget(target);
      setAnnouncement(document.title);
    };
    const tryHeading = () => {
      // Keeping the focus, the announcement is all there is: it waits for the new title (a lazy sub-route).
      if (!titleWaitOver && document.title === titleBefore) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading && heading.isConnected) settle(heading);
      // Keeping the focus, a screen without a heading need not be waited for: the title is what is said.
      else if (keep) settle(main);
    };
    const observer = new MutationObserver(() => {
      if (!done) tryHeading();
    });
    const timer = window.setTimeout(() => {
      if (!done) settle(main);
    }, headingWaitMs);
    const titleTimer = window.setTimeout(() => {
      titleWaitOver = true;
      if (!done) tryHeading();
    }, titleWaitMs);
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
      window.clearTimeout(titleTimer);
      window.cancelAnimationFrame(frame);
    };
  }, [pathname, headingWaitMs, titleWaitMs]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
