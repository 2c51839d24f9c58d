/**
 * The skip link (issue 42 point 2): the first focusable element of every shell, hidden until it has keyboard
 * focus ("Skip to main content"). Enter moves focus to the page's `<main id="main-content">`, past the header
 * and its menus, without changing the URL (a plain `#main-content` jump would add a history entry the router
 * reads as a navigation).
 */
import type { MouseEvent } from 'react';

/** The id of the `<main>` landmark every shell renders; the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Renders the skip link; activating it focuses `#main-content` (which has tabIndex -1). */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // Focusing scrolls <main> into view too.
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
