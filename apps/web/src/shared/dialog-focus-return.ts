/**
 * Focus back to the opener of every modal dialog (issue 42 point 2, "modals trap and return focus"), once for
 * the whole app rather than page by page. antd gives the focus back itself after a dialog's closing motion,
 * but a dialog mounted only while open (`{editing && <Modal open …/>}`) never plays it: unmounted at once, it
 * leaves the focus on `<body>`, and the next Tab starts again at the top of the page.
 *
 * How: every `focusin` is remembered (a short history). When the focus first enters a modal dialog
 * (`[role=dialog][aria-modal=true]`: antd's modal and drawer panels), the history outside that dialog is kept
 * as its openers (the latest first; in a nested dialog, the control of the outer dialog). While any such
 * dialog is tracked, a MutationObserver watches the document; when a tracked dialog is removed or hidden, and
 * one frame later the focus has been lost (on `<body>`, nothing, or still inside the closed dialog), the focus
 * goes to the first opener still on the page that takes it, else to `<main>` (tabindex -1 in both layouts). It never takes the focus from
 * where something else put it: antd's own return (always-mounted dialogs, drawers), a Popconfirm, the next
 * dialog. After a route change (a dialog whose action navigates) the route announcer moves the focus instead.
 */
/** A modal dialog: antd's Modal panel and Drawer panel both carry these. */
const DIALOG = '[role="dialog"][aria-modal="true"]';

/** How many focused elements are remembered (a menu item, its menu's trigger, …). */
const HISTORY = 6;

/** One open dialog: where it is, what was focused before it (latest first), the path it opened on. */
interface Tracked {
  dialog: HTMLElement;
  openers: HTMLElement[];
  pathname: string;
}

/** The modal dialog holding `element` (an antd modal's wrapper counts as its dialog), or null. */
function dialogOf(element: Element): HTMLElement | null {
  return (
    element.closest<HTMLElement>(DIALOG) ??
    element.closest('.ant-modal-wrap, .ant-drawer')?.querySelector<HTMLElement>(DIALOG) ??
    null
  );
}

/**
 * Whether `element` is drawn: `checkVisibility` in a browser (no ancestor with `display: none`); without it
 * (jsdom) no ancestor is `[hidden]` or has an inline `display: none` (how antd hides a closed modal).
 */
function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (node.hidden || node.style.display === 'none') return false;
  return true;
}

/** Whether the focus has been lost: on the body, on nothing, detached, or inside `closed`. */
function isFocusLost(doc: Document, closed: HTMLElement): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected || closed.contains(active);
}

/**
 * Focuses `element` if it is on the page and drawn; whether it took the focus. The browser scrolls it into
 * view when it is not (the page may have moved under the dialog): a focus the person cannot see is no help.
 */
function tryFocus(element: HTMLElement): boolean {
  if (!element.isConnected || !isShown(element)) return false;
  element.focus();
  return element.ownerDocument.activeElement === element;
}

/**
 * Starts returning the focus to dialog openers in `doc` (installed once, in AppProviders); returns the
 * function that stops it. `nextFrame` is when the lost focus is checked (tests may pass their own).
 */
export function installDialogFocusReturn(
  doc: Document = document,
  nextFrame: (run: () => void) => void = (run) => window.requestAnimationFrame(run),
): () => void {
  const history: HTMLElement[] = [];
  const tracked: Tracked[] = [];
  let observing = false;
  const observer = new MutationObserver(() => checkClosed());

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const dialog = dialogOf(target);
    if (dialog && !tracked.some((entry) => entry.dialog === dialog)) {
      const openers = history.filter((element) => !dialog.contains(element) && dialogOf(element) !== dialog);
      tracked.push({ dialog, openers: openers.reverse(), pathname: doc.location?.pathname ?? '' });
      if (!observing) {
        observing = true;
        observer.observe(doc.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['style', 'class', 'hidden'],
        });
      }
    }
    const known = history.indexOf(target);
    if (known >= 0) history.splice(known, 1);
    history.push(target);
    if (history.length > HISTORY) history.shift();
  };

  /** Finds tracked dialogs that are gone or hidden; gives the focus back for the outermost of them. */
  function checkClosed() {
    const closedAt = tracked.findIndex((entry) => !entry.dialog.isConnected || !isShown(entry.dialog));
    if (closedAt < 0) return;
    // A dialog closing closes the ones opened from it: everything from the outermost closed one on goes.
    const [outermost] = tracked.splice(closedAt);
    if (!tracked.length) {
      observing = false;
      observer.disconnect();
    }
    nextFrame(() => restore(outermost!));
  }

  function restore({ dialog, openers, pathname }: Tracked) {
    if (!isFocusLost(doc, dialog)) return;
    if ((doc.location?.pathname ?? '') !== pathname) return;
    if (openers.some((opener) => !dialog.contains(opener) && tryFocus(opener))) return;
    // The page's main region (focusable in both layouts: the skip link's target).
    const main = doc.querySelector<HTMLElement>('main');
    if (main) tryFocus(main);
  }

  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
    tracked.length = 0;
    history.length = 0;
  };
}
