/**
 * Tab wraps inside an open modal dialog (issue 42 point 2, "modals trap and return focus"). antd's focus lock
 * pulls the focus back when it lands outside the dialog, but a dialog is the last thing in the document: Tab
 * from its last control leaves the page for the browser's own toolbar, where no focus event tells the lock.
 * This keydown listener moves Tab from the last tabbable control to the first, and Shift+Tab from the first
 * (or from the dialog itself, which antd focuses on opening) to the last, in the top-most open modal.
 */
import type { CheckOptions, tabbable as Tabbable } from 'tabbable';

/**
 * `tabbable`, loaded beside the first page rather than in it (issue 37 point 5: every page's first JavaScript
 * stays within its budget); until it arrives — a modal opened in the first moments — antd's own lock applies.
 */
let tabbable: typeof Tabbable | null = null;

/** Loads `tabbable` (once); resolves when {@link wrapDialogTab} can wrap. */
export async function loadTabbable(): Promise<void> {
  tabbable ??= (await import('tabbable')).tabbable;
}

/** The top-most open modal dialog (the last one in document order: antd portals each new one at the end). */
function topDialog(doc: Document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(
    (dialog) => dialog.closest('[hidden], .ant-modal-wrap-hidden') === null,
  );
  return open.at(-1) ?? null;
}

/**
 * Handles one keydown: when it is Tab (or Shift+Tab) on the edge of the top-most modal's tabbable controls,
 * prevents the browser's move and focuses the other end. `displayCheck` is tabbable's visibility test
 * ('full' in a browser; tests without layout pass 'none').
 */
export function wrapDialogTab(event: KeyboardEvent, displayCheck: CheckOptions['displayCheck'] = 'full') {
  if (
    !tabbable ||
    event.key !== 'Tab' ||
    event.defaultPrevented ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey
  )
    return;
  const doc = (event.target as Node | null)?.ownerDocument ?? document;
  const dialog = topDialog(doc);
  const active = doc.activeElement;
  if (!dialog || !active || !dialog.contains(active)) return;
  const controls = tabbable(dialog, { displayCheck });
  const first = controls[0];
  const last = controls.at(-1);
  // None found (every control hidden, or no layout to tell — jsdom): the browser and antd's lock decide. The
  // focused element is in the dialog, so it is tabbable itself unless layout is unknown.
  if (!first || !last) return;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}

/** Listens for {@link wrapDialogTab} on `doc` (capture phase); returns the function that stops listening. */
export function installDialogFocusWrap(doc: Document = document): () => void {
  void loadTabbable();
  const listener = (event: KeyboardEvent) => wrapDialogTab(event);
  doc.addEventListener('keydown', listener, true);
  return () => doc.removeEventListener('keydown', listener, true);
}
