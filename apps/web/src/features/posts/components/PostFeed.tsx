/**
 * Infinite-scroll list of posts (spec 001 §2 home feed, saved posts, a community's Discussion tab): 20 per
 * page, loading, error and 'No {items} yet' empty states.
 */
import { Empty, Flex, Skeleton } from 'antd';
import { usePostPages } from '../queries';
import { InfiniteSentinel } from '../../../shared/components/InfiniteSentinel';
import { PostCard } from './PostCard';
import { LoadError } from '../../../shared/components/LoadError';

/** Props: the source of posts and the empty text. */
export interface PostFeedProps {
  source: Parameters<typeof usePostPages>[0];
  emptyText: string;
  showCommunity?: boolean;
  /** Receives the total count once loaded. */
  header?: (total: number) => React.ReactNode;
}

/** Renders the feed. */
export function PostFeed({ source, emptyText, showCommunity = true, header }: PostFeedProps) {
  const pages = usePostPages(source);
  if (pages.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (pages.isLoadingError)
    return <LoadError message="Error fetching post. Try again." onRetry={() => pages.refetch()} />;
  const posts = pages.data.pages.flatMap((p) => p.posts);
  const total = pages.data.pages[0]?.totalItemCount ?? 0;
  return (
    <Flex vertical gap={16}>
      {header?.(total)}
      {posts.length === 0 ? <Empty description={emptyText} /> : null}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} showCommunity={showCommunity} />
      ))}
      <InfiniteSentinel
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
    </Flex>
  );
}
