/** {base}/saved-posts (spec 001 §2): infinite feed titled '{n} bookmarked community posts' ('Saved posts'). */
import { Typography } from 'antd';
import type { PagePrefetch } from '../../../shared/data-prefetch';
import { PostFeed } from '../components/PostFeed';
import { postPagesQuery } from '../queries';
import { useTranslation } from 'react-i18next';

/** The saved posts feed. */
export default function SavedPostsPage() {
  const { t } = useTranslation();
  return (
    <PostFeed
      source={{ kind: 'feed', saved: true }}
      emptyText="No saved posts yet"
      header={(total) => (
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {total > 0 ? t('words.bookmarkedPosts', { total }) : 'Saved posts'}
        </Typography.Title>
      )}
    />
  );
}

/** Starts the first page of the feed with the page's chunk (shared/data-prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  void queryClient.prefetchInfiniteQuery(postPagesQuery({ kind: 'feed', saved: true }));
