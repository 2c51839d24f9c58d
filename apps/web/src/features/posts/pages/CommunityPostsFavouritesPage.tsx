/** /favourites/community-posts (spec 001 §2 Favourites): the caller's saved community posts. */
import { Typography } from 'antd';
import { PostFeed } from '../components/PostFeed';
import { useTranslation } from 'react-i18next';

/** Favourite (bookmarked) community posts. */
export default function CommunityPostsFavouritesPage() {
  const { t } = useTranslation();
  return (
    <PostFeed
      source={{ kind: 'feed', saved: true }}
      emptyText={t('words.noPostsYet')}
      header={(total) => (
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {t('words.bookmarkedPosts', { total })}
        </Typography.Title>
      )}
    />
  );
}
