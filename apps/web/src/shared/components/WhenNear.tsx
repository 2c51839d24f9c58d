/**
 * Renders its children once their place on the page comes near the viewport (issue 37 point 5): a list's
 * pagination (antd's Pagination with its Select, ~80 kB gzip with what it shares) sits under the list, below
 * the fold on a phone, and loading it with the list's first page took bandwidth from the page's first images.
 * Until then an empty block of `minHeight` holds its place. Without IntersectionObserver (older browsers,
 * jsdom) the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** How far outside the viewport (px) the place counts as near: a screen or so of scrolling ahead. */
export const WHEN_NEAR_MARGIN_PX = 600;

/** Props of {@link WhenNear}: what to render, and the height its place keeps meanwhile (px). */
export interface WhenNearProps {
  children: ReactNode;
  minHeight?: number;
}

/**
 * Whether an element has come near the viewport (within {@link WHEN_NEAR_MARGIN_PX}); true from the start when
 * `watch` is false or without IntersectionObserver. Returns the answer and the ref to put on the element, which
 * is watched until it first comes near.
 */
export function useNear<T extends Element>(watch = true): [boolean, RefObject<T | null>] {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  const place = useRef<T>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${WHEN_NEAR_MARGIN_PX}px 0px` },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return [near, place];
}

/** Renders `children` once near the viewport; an empty block of `minHeight` before that. */
export function WhenNear({ children, minHeight = 32 }: WhenNearProps) {
  const [near, place] = useNear<HTMLDivElement>();
  if (near) return <>{children}</>;
  return <div ref={place} aria-hidden style={{ minHeight }} />;
}
