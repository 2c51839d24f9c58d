/**
 * Starts downloading an image before the page renders it (issue 17, largest contentful paint): a page's
 * prefetch (shared/data-prefetch.ts) calls it with the URL its largest image will have, as soon as the data
 * naming that image has arrived, so the `<img>` React renders later finds the image in the browser's memory
 * cache instead of asking for it only then. The URL must be exactly the one the page renders. Asked for at high
 * priority: an image preloaded this way is the page's largest.
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src || typeof Image === 'undefined') return;
  const image = new Image();
  image.decoding = 'async';
  // The page's largest image: asked for at high priority, as the `<img>` that will show it is.
  image.fetchPriority = 'high';
  image.src = src;
}
