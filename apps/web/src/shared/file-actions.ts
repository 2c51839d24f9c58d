/**
 * Browser actions on a served document (CPD certificates and summaries, spec 002 §2 CPD "open, download,
 * print"): open a URL in a new tab without losing the click's popup permission, save a blob under a name,
 * print a blob from a hidden frame.
 */

/**
 * Opens the URL `load` answers in a new tab. The tab is opened at once (inside the click, so popup blockers
 * allow it) and pointed at the URL when it arrives; it is closed again if `load` fails.
 * @throws whatever `load` throws.
 */
export async function openInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await load();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Prints `blob` (a PDF) from a hidden frame: resolves once the print dialog was asked for.
 * @throws Error when the frame cannot load or print the document.
 */
export function printBlob(blob: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    const url = URL.createObjectURL(blob);
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        // The dialog is modal in most browsers; keep the frame a minute for those where it is not.
        setTimeout(() => {
          frame.remove();
          URL.revokeObjectURL(url);
        }, 60_000);
      }
    };
    frame.onerror = () => reject(new Error('The document could not be loaded'));
    frame.src = url;
    document.body.append(frame);
  });
}
