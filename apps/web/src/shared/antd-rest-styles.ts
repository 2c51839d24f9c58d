/**
 * antd's rest stylesheet, fetched into the HTTP cache a while after the first page has loaded (issue 37 point 5;
 * apps/web/vite-antd-styles.ts): the build puts the rules of the components the first screens draw in the entry's
 * stylesheet and the others in a file that every import of a component of the rest waits for, so nothing is drawn
 * unstyled; fetching it here means the member's next screen or dialog finds it cached. Only fetched, not applied:
 * applying it recalculated the whole page's style in one task (~25 ms on this machine, ~100 ms at a phone's
 * speed, docs/benchmarks.md "Web", stop 64) for rules nothing on the page uses; the import that needs it applies
 * it. Not at once on `load`: on a phone that fires while the first page's images and calls are still arriving,
 * and the 45 kB would share the link with them. A failed fetch is left to the import that needs the file, which
 * asks again.
 */

/** How long after the page's `load` event the rest is fetched (ms), when the browser is idle by then. */
export const ANTD_REST_DELAY_MS = 3000;

/** The build's file of antd's rest under the base URL (vite-antd-styles.ts defines it; none outside a build). */
declare const __PORTAL_ANTD_REST_FILE__: string | undefined;
const BUILT_REST_FILE = typeof __PORTAL_ANTD_REST_FILE__ === 'string' ? __PORTAL_ANTD_REST_FILE__ : undefined;

/**
 * Fetches antd's rest stylesheet `file` (a path under the base URL) into the HTTP cache with a `prefetch` link,
 * {@link ANTD_REST_DELAY_MS} after `load` (at once if already loaded), when idle; nothing without a file.
 */
export function loadAntdRestStyles(
  win: Window = window,
  doc: Document = document,
  file: string | undefined = BUILT_REST_FILE,
): void {
  if (!file) return;
  const prefetch = () => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'style');
    link.href = `${import.meta.env.BASE_URL}${file}`;
    doc.head.append(link);
  };
  const load = () =>
    win.setTimeout(() => {
      const idle = win.requestIdleCallback?.bind(win) ?? ((run: () => void) => win.setTimeout(run, 1));
      idle(prefetch, { timeout: 2000 });
    }, ANTD_REST_DELAY_MS);
  if (doc.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
}
