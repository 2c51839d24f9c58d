/**
 * Keyboard reach of scrolling tables (issue 42 point 3, WCAG 2.1.1; axe `scrollable-region-focusable`): a table
 * with `scroll.x` scrolls inside its own box (`.ant-table-content`), on a phone nearly always. When its rows
 * hold no control (an empty table, a log of text), a keyboard user could not scroll it; antd offers no prop to
 * make that box focusable, so {@link watchScrollers} gives every such box `tabindex="0"` as it appears.
 */

/** The scrolling boxes of antd tables with horizontal scroll. */
export const SCROLLER_SELECTOR = '.ant-table-content';

/** Gives the scrolling table boxes under `root` that lack a tab stop `tabindex="0"`. */
export function makeScrollersFocusable(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(`${SCROLLER_SELECTOR}:not([tabindex])`))
    box.tabIndex = 0;
}

/**
 * Keeps {@link makeScrollersFocusable} applied under `root` (the document body) as screens render. Returns the
 * function that stops watching.
 */
export function watchScrollers(root: HTMLElement): () => void {
  makeScrollersFocusable(root);
  const observer = new MutationObserver(() => makeScrollersFocusable(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
