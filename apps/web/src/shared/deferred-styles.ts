/**
 * The entry's stylesheets, which the server sends as preloads so that they do not block the first paint
 * (apps/server/src/plugins/web.ts `deferEntryStyles`, issue 37 point 5): the boot screen paints at once, and
 * the app renders once they apply. Without such preloads (the Vite dev server, a page served elsewhere) there
 * is nothing to wait for.
 */

/** The marker the server puts on each deferred stylesheet's `<link rel="preload" as="style">`. */
export const DEFERRED_STYLES_SELECTOR = 'link[rel="preload"][as="style"][data-portal-styles]';

/**
 * Turns each deferred stylesheet's preload into the stylesheet itself (same URL and CORS mode, so the
 * preloaded response is the one used) and resolves once every one has loaded — or failed: a stylesheet that
 * cannot load leaves the page unstyled rather than blank. Each preload is applied once, so a second call
 * finds nothing left to wait for.
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const preloads = Array.from(doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLES_SELECTOR));
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          sheet.href = preload.href;
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
