/**
 * Infinite scroll, once for every list (spec 001 §4 feed and meetings, 002 §4 news, resources and registered
 * events, 000 §2 notifications): a sentinel element watched with IntersectionObserver, or the window's
 * distance to its bottom; the next page loads when either comes within the threshold.
 */
import { useEffect, useRef } from 'react';

/** Whether a scroll position is within `threshold` px of the bottom (spec 002 §9: 200 px). */
export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold: number,
) {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}

/** Options of {@link useIntersectionSentinel}. */
export interface IntersectionSentinelOptions {
  /** Whether watching makes sense (more pages exist and none is loading). */
  isEnabled: boolean;
  /** Called when the sentinel comes into view (within `marginPx` below the viewport). */
  onEnter: () => void;
  /** How far below the viewport the sentinel counts as in view, in px (default 0). */
  marginPx?: number;
}

/**
 * A ref for a sentinel element at the end of a list: `onEnter` runs when it scrolls into view while enabled.
 * Does nothing where IntersectionObserver is missing.
 */
export function useIntersectionSentinel<T extends Element = HTMLDivElement>({
  isEnabled,
  onEnter,
  marginPx = 0,
}: IntersectionSentinelOptions) {
  const ref = useRef<T>(null);
  const onEnterRef = useRef(onEnter);
  onEnterRef.current = onEnter;
  useEffect(() => {
    const node = ref.current;
    if (!isEnabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEnterRef.current();
      },
      marginPx ? { rootMargin: `0px 0px ${marginPx}px 0px` } : undefined,
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isEnabled, marginPx]);
  return ref;
}

/** Options: whether another page exists, whether one is loading, the loader and the threshold in px. */
export interface WindowInfiniteScrollOptions {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  thresholdPx: number;
  /** Changes whenever a page arrives (e.g. the loaded count), to check again without a scroll. */
  loadedCount: number;
}

/** Calls `onLoadMore` when the window nears its bottom (news and resources lists, spec 002 §4: 200 px). */
export function useWindowInfiniteScroll({
  hasMore,
  isLoading,
  onLoadMore,
  thresholdPx,
  loadedCount,
}: WindowInfiniteScrollOptions) {
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  latest.current = { hasMore, isLoading, onLoadMore };

  useEffect(() => {
    const check = () => {
      const { hasMore: more, isLoading: loading, onLoadMore: load } = latest.current;
      if (!more || loading) return;
      const root = document.documentElement;
      if (isNearBottom(window.scrollY, window.innerHeight, root.scrollHeight, thresholdPx)) load();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const timer = window.setTimeout(check, 0);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      window.clearTimeout(timer);
    };
  }, [thresholdPx, loadedCount, hasMore, isLoading]);
}
