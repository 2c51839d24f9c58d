/** Communities home (spec 001 §2): an infinite-scroll feed of posts with the report-post modal. */
import { Typography } from 'antd';
import type { PagePrefetch } from '../../../shared/data-prefetch';
import { PostFeed } from '../components/PostFeed';
import { postPagesQuery } from '../queries';
import { useCommunityBase } from '../../../session/use-community-base';

/** The home feed. */
export default function HomeFeedPage() {
  const { Words } = useCommunityBase();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Welcome to {Words}
      </Typography.Title>
      <PostFeed source={{ kind: 'feed', saved: false }} emptyText="No posts yet" />
    </>
  );
}

/** Starts the first page of the feed with the page's chunk (shared/data-prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  void queryClient.prefetchInfiniteQuery(postPagesQuery({ kind: 'feed', saved: false }));
