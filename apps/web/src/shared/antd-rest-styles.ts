/**
 * antd's rest stylesheet, asked for a while after the first page has loaded (issue 37 point 5;
 * apps/web/vite-antd-styles.ts): the build puts the rules of the components the first screens draw in the entry's
 * stylesheet and the others in a file that every import of a component of the rest waits for, so nothing is drawn
 * unstyled; asking for it here means the member's next screen or dialog usually finds it cached. Not at once on
 * `load`: on a phone that fires while the first page's images and calls are still arriving, and the 45 kB would
 * share the link with them. A failed load is left to the next import that needs it, which asks again.
 */

/** How long after the page's `load` event the rest is asked for (ms), when the browser is idle by then. */
export const ANTD_REST_DELAY_MS = 3000;

/** Asks for antd's rest stylesheet {@link ANTD_REST_DELAY_MS} after `load` (at once if already loaded), when idle. */
export function loadAntdRestStyles(win: Window = window, doc: Document = document): void {
  const load = () =>
    win.setTimeout(() => {
      const idle = win.requestIdleCallback?.bind(win) ?? ((run: () => void) => win.setTimeout(run, 1));
      idle(() => void import('./antd-rest-anchor').catch(() => undefined), { timeout: 2000 });
    }, ANTD_REST_DELAY_MS);
  if (doc.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
}
