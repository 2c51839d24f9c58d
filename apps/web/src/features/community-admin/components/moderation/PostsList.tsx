/**
 * Posts of the admin area as a table or a feed (spec 001 §2 "table or feed toggle"): title, author, status,
 * date, counters and the moderation actions; the feed shows each post's body as sanitised HTML.
 */
import { Avatar, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { TAdminPost, TCommunityPermissions } from '@portal/contracts';
import { ItemList } from '../../../../shared/components/ItemList';
import { SafeHtml } from '../../../../shared/components/SafeHtml';
import { PostActions, POST_STATUS_LABELS } from './PostActions';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format';

/** Props: the page of posts, its paging, the view and the caller's flags. */
export interface PostsListProps {
  posts: TAdminPost[];
  loading: boolean;
  view: 'table' | 'feed';
  permissions: TCommunityPermissions;
  emptyText: string;
  pagination?: { current: number; total: number; onChange: (page: number) => void };
  /** Shows the community column (the cross-community queue). */
  showCommunity?: boolean;
}

const date = (iso: string) => formatDate(iso);
const author = (p: TAdminPost) => `${p.user.firstName} ${p.user.lastName}`.trim();

/** Renders the posts as a table or as a feed of cards. */
export function PostsList({
  posts,
  loading,
  view,
  permissions,
  emptyText,
  pagination,
  showCommunity,
}: PostsListProps) {
  const { t } = useTranslation();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  if (view === 'feed')
    return (
      <ItemList
        loading={loading}
        items={posts}
        itemKey={(post) => post.id}
        empty={empty}
        split={false}
        pagination={
          pagination && { ...pagination, pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }
        }
        renderItem={(post) => ({
          content: (
            <Card size="small">
              <Space align="start">
                <Avatar src={post.user.avatarUrl ?? undefined} alt="">
                  {post.user.firstName[0]}
                </Avatar>
                <div>
                  <Typography.Text strong>{author(post)}</Typography.Text>{' '}
                  <Typography.Text type="secondary">· {date(post.createdAt)}</Typography.Text>{' '}
                  <Tag>{POST_STATUS_LABELS[post.status]}</Tag>
                  {post.isFrozen && <Tag>Closed</Tag>}
                </div>
              </Space>
              <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
                {post.title}
              </Typography.Title>
              <SafeHtml html={post.body} />
              <PostActions post={post} permissions={permissions} />
            </Card>
          ),
        })}
      />
    );
  return (
    <Table<TAdminPost>
      rowKey="id"
      loading={loading}
      dataSource={posts}
      locale={{ emptyText: loading ? ' ' : empty }}
      pagination={pagination ? { ...pagination, pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      columns={[
        { title: 'Title', dataIndex: 'title', key: 'title' },
        ...(showCommunity
          ? [{ title: t('words.postsColumn'), dataIndex: 'communityName', key: 'community' }]
          : []),
        { title: 'Author', key: 'author', render: (_v: unknown, p: TAdminPost) => author(p) },
        {
          title: 'Status',
          key: 'status',
          render: (_v: unknown, p: TAdminPost) => (
            <Space size={4}>
              <Tag>{POST_STATUS_LABELS[p.status]}</Tag>
              {p.isFrozen && <Tag>Closed</Tag>}
            </Space>
          ),
        },
        { title: 'Created', key: 'createdAt', render: (_v: unknown, p: TAdminPost) => date(p.createdAt) },
        { title: 'Comments', dataIndex: 'commentsCount', key: 'comments' },
        {
          title: 'Actions',
          key: 'actions',
          render: (_v: unknown, p: TAdminPost) => <PostActions post={p} permissions={permissions} />,
        },
      ]}
    />
  );
}
