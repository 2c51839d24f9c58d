/**
 * antd's rest stylesheet, started once the first page has loaded (issue 37 point 5; apps/web/vite-antd-styles.ts):
 * the build puts the rules of the components the first screens draw in the entry's stylesheet and the others in
 * a file that every other dynamic import waits for, so nothing is drawn unstyled; loading it here, when the page
 * has loaded and the browser is idle, means the member's next screen or dialog does not wait for it. A failed
 * load is left to the next import, which asks again.
 */
export function loadAntdRestStyles(win: Window = window, doc: Document = document): void {
  const load = () => {
    const idle = win.requestIdleCallback?.bind(win) ?? ((run: () => void) => win.setTimeout(run, 1));
    idle(() => void import('./antd-rest-anchor').catch(() => undefined), { timeout: 2000 });
  };
  if (doc.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
}
