/**
 * Infinite loading of the news and resources lists (spec 002 §4, §9): the next page loads when the window
 * is scrolled within 200 px of the bottom, and also right after a page arrives when it does not fill the
 * window yet.
 */
import { useEffect, useRef } from 'react';
import { isNearBottom } from './content-query';

/** Options: whether another page exists, whether one is loading, the loader and the threshold in px. */
export interface InfiniteScrollOptions {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  thresholdPx: number;
  /** Changes whenever a page arrives (e.g. the loaded count), to check again without a scroll. */
  loadedCount: number;
}

/** Calls `onLoadMore` when the window nears its bottom. */
export function useInfiniteScroll({
  hasMore,
  isLoading,
  onLoadMore,
  thresholdPx,
  loadedCount,
}: InfiniteScrollOptions) {
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
