/**
 * {base}/{alias}/posts/{id} (spec 001 §2): post detail with the breadcrumb title 'Discussions' and a back
 * button to the community posts; like and save (700 ms), report, edit, delete (author or postEdit; not
 * when closed), close/open (postEdit or postDelete), nested comments (passed in by the route). After
 * deletion the user goes to
 * {base}/{alias}/posts. A deleted post is dimmed and non-interactive.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Divider,
  Flex,
  Image,
  Result,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { COMMUNITY_MESSAGES, POST_MESSAGES, fileExtension, type TPost } from '@portal/contracts';
import { useCommunityByAlias } from '../../../shared/community-queries';
import { useDeletePostMutation, useFreezePostMutation, usePost, usePostViewMutation } from '../queries';
import { PostActions } from '../components/PostActions';
import { LazyPostEditor } from '../components/LazyPostEditor';
import { TAG_COLOURS } from '../components/PostCard';
import { SafeHtml } from '../../../shared/components/SafeHtml';
import { formatDate, formatTime, fullName } from '../../../shared/format';
import { useCommunityBase } from '../../../session/use-community-base';
import { useAccount } from '../../../session/session-queries';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { useFailureNotice } from '../../../shared/failure-notice';
import { useTranslation } from 'react-i18next';

/** Renders the comments of a post: the caller's id and whether the commentEdit flag lets them edit any. */
export type PostComments = (
  post: TPost,
  caller: { userId: string | undefined; canEditAny: boolean },
) => ReactNode;

/** The post page; the comments come from the comments feature (composed in app/pages/PostRoutePage). */
export function PostPage({ comments }: { comments: PostComments }) {
  const { alias = '', postId = '' } = useParams();
  const { base } = useCommunityBase();
  const navigate = useNavigate();
  const { message, modal } = useApp();
  const { t } = useTranslation();
  const notifyFailure = useFailureNotice();
  const recordView = usePostViewMutation().mutate;
  const deletePost = useDeletePostMutation();
  const freezePost = useFreezePostMutation();
  const post = usePost(postId);
  const community = useCommunityByAlias(alias);
  const account = useAccount();
  const [editing, setEditing] = useState(false);
  const postsPath = `${base}/${alias}/posts`;

  useEffect(() => {
    recordView(postId);
  }, [postId, recordView]);

  const header = (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label="Back to posts"
        onClick={() => navigate(postsPath)}
      />
      <Breadcrumb
        items={[
          { title: <Link to={`${base}/${alias}`}>{community.data?.community.name ?? alias}</Link> },
          { title: <Link to={postsPath}>Discussions</Link> },
        ]}
      />
    </Flex>
  );
  if (post.isPending)
    return (
      <>
        {header}
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  if (post.isLoadingError)
    return (
      <>
        {header}
        {isApiError(post.error) && post.error.status === 404 ? (
          <Result status="404" title={POST_MESSAGES.postNotFound} />
        ) : isApiError(post.error) && post.error.status === 403 ? (
          <Result status="403" title={t('words.thisIsPrivate')} subTitle={COMMUNITY_MESSAGES.mustBeMember} />
        ) : (
          <LoadError message="Error fetching post. Try again." onRetry={() => post.refetch()} />
        )}
      </>
    );
  const p = post.data;
  const perms = community.data?.permissions;
  const deleted = p.status === 3;

  const remove = () =>
    modal.confirm({
      title: 'Delete post',
      content: 'Are you sure you want to delete this post?',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePost.mutateAsync(p.id);
          void message.success(POST_MESSAGES.deleted);
          navigate(postsPath);
        } catch (error) {
          notifyFailure('Error deleting post. Try again.', error);
        }
      },
    });
  const setFrozen = async (isFrozen: boolean) => {
    try {
      await freezePost.mutateAsync({ id: p.id, isFrozen });
      void message.success('Successfully updated');
    } catch (error) {
      // Opening a closed post from its page has its own message (spec 001 §8 'Error opening post. Try again.').
      notifyFailure(isFrozen ? POST_MESSAGES.closeOpenFailed : POST_MESSAGES.openFailed, error);
    }
  };
  const canFreeze = Boolean(perms && (perms.postEdit || perms.postDelete));

  return (
    <>
      {header}
      <Card
        style={{ opacity: deleted ? 0.5 : 1, pointerEvents: deleted ? 'none' : undefined }}
        cover={
          p.imageUrl ? (
            <img alt="" src={p.imageUrl} style={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />
          ) : undefined
        }
      >
        <Flex gap={12} align="center" wrap>
          <Avatar alt="" src={p.user.avatarUrl ?? undefined}>
            {p.user.firstName.charAt(0)}
          </Avatar>
          <div>
            <Typography.Text strong>{fullName(p.user)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {formatDate(p.createdAt)} {formatTime(p.createdAt)}
              </Typography.Text>
            </div>
          </div>
          {p.isFrozen ? <Tag>Closed</Tag> : null}
          {p.status === 2 ? <Tag color="gold">Waiting for approval</Tag> : null}
          {deleted ? <Tag color="red">Deleted</Tag> : null}
          <Flex gap={8} style={{ marginLeft: 'auto' }} wrap>
            {p.canEdit && !p.isFrozen && !deleted ? (
              <Button onClick={() => setEditing(true)}>Edit</Button>
            ) : null}
            {p.canDelete && !p.isFrozen && !deleted ? (
              <Button danger onClick={remove}>
                Delete
              </Button>
            ) : null}
            {canFreeze && !deleted ? (
              <Button onClick={() => void setFrozen(!p.isFrozen)} disabled={p.isFrozen && !perms?.postEdit}>
                {p.isFrozen ? 'Open' : 'Close'}
              </Button>
            ) : null}
          </Flex>
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {p.title}
        </Typography.Title>
        <SafeHtml html={p.body} />
        {p.tags.length ? (
          <Flex wrap gap={4} style={{ marginTop: 12 }}>
            {p.tags.map((t, i) => (
              <Tag key={t.id} color={TAG_COLOURS[i % TAG_COLOURS.length]}>
                {t.name}
              </Tag>
            ))}
          </Flex>
        ) : null}
        {p.attachments.length ? (
          <Flex vertical gap={8} style={{ marginTop: 12 }} aria-label="Attachments">
            {p.attachments.map((a) =>
              ['png', 'jpg', 'jpeg'].includes(fileExtension(a.name)) ? (
                <Image key={a.id} src={a.path} alt={a.name} width={200} />
              ) : (
                <a key={a.id} href={a.path} target="_blank" rel="noopener noreferrer">
                  <PaperClipOutlined /> {a.name}
                </a>
              ),
            )}
          </Flex>
        ) : null}
        <Divider />
        <PostActions post={p} place="page" />
      </Card>
      <Card style={{ marginTop: 16 }}>
        {comments(p, { userId: account.data?.id, canEditAny: Boolean(perms?.commentEdit) })}
      </Card>
      {community.data ? (
        <LazyPostEditor
          open={editing}
          communityId={community.data.community.id}
          post={p}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
