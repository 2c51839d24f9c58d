/** Communities home (spec 001 §2): an infinite-scroll feed of posts with the report-post modal. */
import { Typography } from 'antd';
import { PostFeed } from '../components/PostFeed';
import { useCommunityBase } from '../../../app/use-community-base';

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
