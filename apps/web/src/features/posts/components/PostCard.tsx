/**
 * A post in a feed (spec 001 §2 home feed, community Discussion tab, saved posts): author, date, community,
 * title, body excerpt, cover image, tags and the action row. A deleted post is dimmed and non-interactive.
 */
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { TPost } from '@portal/contracts';
import { formatDate, fullName } from '../../../shared/format';
import { useCommunityBase } from '../../../session/use-community-base';
import { PostActions } from './PostActions';
import { SafeHtml } from '../../../shared/components/SafeHtml';

/** Four tag palettes cycled by index (spec 001 §9 "Tag chip colours"). */
export const TAG_COLOURS = ['blue', 'green', 'purple', 'orange'] as const;

/** Props: the post and whether to show its community. */
export interface PostCardProps {
  post: TPost;
  showCommunity?: boolean;
}

/** Renders one post card. */
export function PostCard({ post, showCommunity = true }: PostCardProps) {
  const { base } = useCommunityBase();
  const navigate = useNavigate();
  const href = `${base}/${post.community.alias}/posts/${post.id}`;
  const deleted = post.status === 3;
  return (
    <Card
      style={{ opacity: deleted ? 0.5 : 1, pointerEvents: deleted ? 'none' : undefined }}
      aria-disabled={deleted || undefined}
      cover={
        post.imageUrl ? (
          <img alt="" src={post.imageUrl} style={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex gap={12} align="center" style={{ marginBottom: 8 }}>
        <Avatar alt="" src={post.user.avatarUrl ?? undefined}>
          {post.user.firstName.charAt(0)}
        </Avatar>
        <div>
          <Typography.Text strong>{fullName(post.user)}</Typography.Text>
          {post.user.pronoun ? (
            <Typography.Text type="secondary"> ({post.user.pronoun})</Typography.Text>
          ) : null}
          <div>
            <Typography.Text type="secondary">
              {formatDate(post.createdAt)}
              {showCommunity ? (
                <>
                  {' · '}
                  <Link to={`${base}/${post.community.alias}`}>{post.community.name}</Link>
                </>
              ) : null}
            </Typography.Text>
          </div>
        </div>
        {post.isFrozen ? <Tag>Closed</Tag> : null}
        {post.status === 2 ? <Tag color="gold">Waiting for approval</Tag> : null}
      </Flex>
      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
        <Link to={href}>{post.title}</Link>
      </Typography.Title>
      <SafeHtml
        html={post.body}
        style={{
          maxHeight: 120,
          overflow: 'hidden',
          maskImage: 'linear-gradient(180deg, #000 70%, transparent)',
        }}
      />
      {post.tags.length > 0 && (
        <Flex wrap gap={4} style={{ marginTop: 8 }}>
          {post.tags.map((tag, i) => (
            <Tag key={tag.id} color={TAG_COLOURS[i % TAG_COLOURS.length]}>
              {tag.name}
            </Tag>
          ))}
        </Flex>
      )}
      <div style={{ marginTop: 8 }}>
        <PostActions post={post} place="feed" onComments={() => navigate(href)} />
      </div>
    </Card>
  );
}
