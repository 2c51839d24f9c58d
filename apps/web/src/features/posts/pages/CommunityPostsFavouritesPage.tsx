/** /favourites/community-posts (spec 001 §2 Favourites): the caller's saved community posts. */
import { Typography } from 'antd';
import { PostFeed } from '../components/PostFeed';

/** Favourite (bookmarked) community posts. */
export default function CommunityPostsFavouritesPage() {
  return (
    <PostFeed
      source={{ kind: 'feed', saved: true }}
      emptyText="No community posts yet"
      header={(total) => (
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {total} bookmarked community posts
        </Typography.Title>
      )}
    />
  );
}
