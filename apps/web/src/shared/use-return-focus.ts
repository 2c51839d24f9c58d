/**
 * Focus back to the control that opened a dialog (issue 42 point 2, "modals return focus"), for a dialog that
 * is mounted only while open (`{editing && <Modal open …/>}`): antd gives the focus back after its closing
 * motion, which such a dialog never plays, so the focus would fall to the page's body.
 */
import { useMemo, useRef } from 'react';

/** What {@link useReturnFocus} gives: remember the opener, then give the focus back to it. */
export interface ReturnFocus {
  /** Remembers the focused element (call when the dialog opens, from the opener's handler). */
  remember: () => void;
  /** After the next frame (the dialog gone), focuses the remembered element if it is still on the page. */
  restore: () => void;
}

/** The remember/restore pair of one dialog. */
export function useReturnFocus(): ReturnFocus {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      restore: () => {
        const element = opener.current;
        opener.current = null;
        if (element)
          window.requestAnimationFrame(() => {
            if (element.isConnected) element.focus();
          });
      },
    }),
    [],
  );
}
