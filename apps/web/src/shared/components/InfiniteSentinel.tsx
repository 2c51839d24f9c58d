/**
 * The bottom of an infinite-scroll list: loads the next page when it scrolls into view, with a
 * 'Load more' button for keyboard users and browsers without IntersectionObserver.
 */
import { useEffect, useRef } from 'react';
import { Button, Spin } from 'antd';

/** Props: whether more pages exist, whether one is loading, and the loader. */
export interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Renders the sentinel (nothing when the list is complete). */
export function InfiniteSentinel({ hasMore, loading, onMore }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  useEffect(() => {
    if (!hasMore || loading || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={ref} style={{ textAlign: 'center', padding: 16 }}>
      {loading ? <Spin /> : <Button onClick={onMore}>Load more</Button>}
    </div>
  );
}
