/**
 * The document-wide focus helpers of issue 42 point 2, in one module that the app loads beside the first page
 * rather than in it (issue 37 point 5: with them in it, the news page's first JavaScript was over its 396 kB
 * budget): Tab wrapping inside an open modal (dialog-focus-wrap.ts), the focus back to a closed modal's
 * opener (dialog-focus-return.ts) and the focus kept on an upload button (upload-focus.ts). Until it
 * arrives — a dialog in the first moments — antd's own focus lock and return apply.
 */
import { installDialogFocusWrap } from './dialog-focus-wrap';
import { installDialogFocusReturn } from './dialog-focus-return';
import { installUploadFocus } from './upload-focus';

/** Installs the three on `document`; returns the function that removes them. */
export function installFocusKeepers(): () => void {
  const stops = [installDialogFocusWrap(), installDialogFocusReturn(), installUploadFocus()];
  return () => {
    for (const stop of stops) stop();
  };
}
