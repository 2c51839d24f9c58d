/** {base}/saved-posts (spec 001 §2): infinite feed titled '{n} bookmarked community posts' ('Saved posts'). */
import { Typography } from 'antd';
import { PostFeed } from '../components/PostFeed';

/** The saved posts feed. */
export default function SavedPostsPage() {
  return (
    <PostFeed
      source={{ kind: 'feed', saved: true }}
      emptyText="No saved posts yet"
      header={(total) => (
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {total > 0 ? `${total} bookmarked community posts` : 'Saved posts'}
        </Typography.Title>
      )}
    />
  );
}
