/**
 * A side drawer's width as CSS: `widthPx` on a wide screen, the screen's width on a narrower one. It was
 * `Math.min(widthPx, window.innerWidth)`, read while React rendered the component holding the drawer — closed
 * drawers included — and reading `innerWidth` makes the browser bring the page's styles and layout up to date on
 * the spot: on the signed-in first pages that was one forced style and layout of the whole page in the middle of
 * the first render (≈12 ms of a phone's main thread, ≈47 ms at Lighthouse's 4× throttle; issue 37 point 5,
 * docs/benchmarks.md "stop 61"). CSS resolves `min()` when the drawer is drawn, without a read.
 */
export const drawerSize = (widthPx: number): string => `min(${widthPx}px, 100vw)`;
