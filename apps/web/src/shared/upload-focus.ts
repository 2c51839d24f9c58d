/**
 * The focus stays on an upload button (issue 42 point 2, keyboard journeys). antd's Upload (rc-upload) opens
 * the file chooser from its button by focusing the button's wrapper and blurring the button — the wrapper
 * takes no focus when the child is a control, so the focus falls to `<body>`, and after a file is chosen the
 * next Tab starts again at the top of the page. Every Upload of the app (post attachments, CPD evidence, join
 * questions, comments, images) shares this, so it is mended once, for the whole document: right after the
 * upload's own click or Enter handler, a focus left on nothing goes back to the control that was pressed;
 * when the chosen file has been taken in (the input's `change`, one frame later) and the control can no
 * longer hold it (removed, or disabled at the form's maximum), it goes to the upload's last file item.
 */

/** The upload element (rc-upload's wrapper of the hidden file input) holding `element`, or null. */
function uploadOf(element: Element): HTMLElement | null {
  let node: Element | null = element;
  for (let depth = 0; node && depth < 6; depth += 1, node = node.parentElement)
    if (node instanceof HTMLElement && node.querySelector(':scope > input[type="file"]')) return node;
  return null;
}

/** The control a person pressed inside an upload: the button (or the focusable wrapper) around `target`. */
function controlOf(target: Element, upload: HTMLElement): HTMLElement {
  const control = target.closest<HTMLElement>('button, a[href], [tabindex]');
  return control && upload.contains(control) ? control : upload;
}

/** Whether the focus is on nothing: the body, a detached element or a disabled control. */
function isFocusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return (
    !active || active === doc.body || !active.isConnected || (active as HTMLButtonElement).disabled === true
  );
}

/** Focuses `element` if it can take the focus; whether it did. */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected || (element as HTMLButtonElement).disabled) return false;
  element.focus({ preventScroll: true });
  return element.ownerDocument.activeElement === element;
}

/**
 * Starts keeping the focus on upload controls in `doc` (installed once, in AppProviders); returns the
 * function that stops it. `nextFrame` is when a chosen file's effect on the focus is checked.
 */
export function installUploadFocus(
  doc: Document = document,
  nextFrame: (run: () => void) => void = (run) => window.requestAnimationFrame(run),
): () => void {
  /** The last upload control pressed, and the upload's outer wrapper (its file list lives there). */
  let pressed: { control: HTMLElement; wrapper: HTMLElement | null } | null = null;

  // Bubble phase on the document: after React's handlers on the app root, rc-upload's blur included.
  const onPress = (event: Event) => {
    if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const upload = uploadOf(target);
    if (!upload) return;
    const control = controlOf(target, upload);
    pressed = {
      control,
      wrapper: upload.closest<HTMLElement>('.ant-upload-wrapper') ?? upload.parentElement,
    };
    if (isFocusLost(doc)) tryFocus(control);
  };

  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !pressed) return;
    const { control, wrapper } = pressed;
    if (!uploadOf(input)?.contains(control) && !wrapper?.contains(input)) return;
    nextFrame(() => {
      if (!isFocusLost(doc) || tryFocus(control)) return;
      const items = wrapper?.querySelectorAll<HTMLElement>(
        '.ant-upload-list-item a[href], .ant-upload-list-item button',
      );
      if (items) [...items].reverse().some((item) => tryFocus(item));
    });
  };

  doc.addEventListener('click', onPress);
  doc.addEventListener('keydown', onPress);
  doc.addEventListener('change', onChange, true);
  return () => {
    doc.removeEventListener('click', onPress);
    doc.removeEventListener('keydown', onPress);
    doc.removeEventListener('change', onChange, true);
  };
}
