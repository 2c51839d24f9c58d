/**
 * Communities home (spec 001 §2): an infinite-scroll feed of posts with the report-post modal, and the
 * "N new posts" banner of the live stream (issue 38 point 4).
 */
import { Typography } from 'antd';
import type { PagePrefetch } from '../../../shared/data-prefetch';
import { PostFeed } from '../components/PostFeed';
import { NewPostsBanner } from '../components/NewPostsBanner';
import { postPagesQuery, useNewFeedPosts } from '../queries';
import { useCommunityBase } from '../../../session/use-community-base';

/** The home feed. */
export default function HomeFeedPage() {
  const { Words } = useCommunityBase();
  const newPosts = useNewFeedPosts();
  const handleShowNewPosts = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    void newPosts.show();
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Welcome to {Words}
      </Typography.Title>
      <NewPostsBanner count={newPosts.count} onShow={handleShowNewPosts} />
      <PostFeed source={{ kind: 'feed', saved: false }} emptyText="No posts yet" />
    </>
  );
}

/** Starts the first page of the feed with the page's chunk (shared/data-prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  void queryClient.prefetchInfiniteQuery(postPagesQuery({ kind: 'feed', saved: false }));
