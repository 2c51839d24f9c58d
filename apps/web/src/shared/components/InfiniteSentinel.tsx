/**
 * The bottom of an infinite-scroll list: loads the next page when it scrolls into view, with a
 * 'Load more' button for keyboard users and browsers without IntersectionObserver.
 */
import { Button, Spin } from 'antd';
import { useIntersectionSentinel } from '../infinite-scroll';

/** Props: whether more pages exist, whether one is loading, and the loader. */
export interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Renders the sentinel (nothing when the list is complete). */
export function InfiniteSentinel({ hasMore, loading, onMore }: InfiniteSentinelProps) {
  const ref = useIntersectionSentinel({ isEnabled: hasMore && !loading, onEnter: onMore });
  if (!hasMore) return null;
  return (
    <div ref={ref} style={{ textAlign: 'center', padding: 16 }}>
      {loading ? <Spin /> : <Button onClick={onMore}>Load more</Button>}
    </div>
  );
}
