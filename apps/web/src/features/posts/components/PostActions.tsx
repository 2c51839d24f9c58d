/**
 * Like, save, comments count, share and report of a post (spec 001 §4 "Like and save toggles": on screen
 * at once, sent after 700 ms for likes, 600 ms for saves in feed lists and 700 ms on the post page). Share
 * copies the post's link ('Link copied') and tells the server, which notifies the author (000 §4 type 6).
 */
import { Button, Space, Tooltip } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  BookFilled,
  BookOutlined,
  FlagOutlined,
  HeartFilled,
  HeartOutlined,
  MessageOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { POST_LIMITS, type TPost } from '@portal/contracts';
import {
  useLikePostMutation,
  useReportPostMutation,
  useSavePostToggleMutation,
  useSharePostMutation,
} from '../queries';
import { useDelayedToggle } from '../../../shared/use-delayed-toggle';
import { useReport } from '../../../shared/components/ReportModal';
import { copyText } from '../../../shared/copy-link';
import { useCommunityBase } from '../../../session/use-community-base';

/** Props: the post, where it is shown, and the comments link target. */
export interface PostActionsProps {
  post: TPost;
  place: 'feed' | 'page';
  onComments?: () => void;
}

/** The action row. */
export function PostActions({ post, place, onComments }: PostActionsProps) {
  const { message } = useApp();
  const sharePost = useSharePostMutation();
  const like = useLikePostMutation();
  const save = useSavePostToggleMutation();
  const report = useReportPostMutation();
  const {
    reported,
    start: startReport,
    dialog: reportDialog,
  } = useReport(post.isReported, 'post', (text) => report.mutateAsync({ id: post.id, message: text }));
  const { base } = useCommunityBase();
  const share = async () => {
    const copied = await copyText(
      `${window.location.origin}${base}/${post.community.alias}/posts/${post.id}`,
    );
    if (!copied.ok) {
      void message.error(copied.message);
      return;
    }
    void message.success('Link copied');
    // The author hears of it; a failure here never undoes the copy.
    sharePost.mutate(post.id);
  };
  const disabled = post.status === 3 || post.isFrozen;
  const [liked, likes, toggleLike] = useDelayedToggle({
    value: post.isLiked,
    count: post.likesCount,
    delayMs: POST_LIMITS.likeDelayMs,
    send: (on) => like.mutateAsync({ id: post.id, on }),
    onError: () => void message.error('Something went wrong. Try again'),
  });
  const [saved, , toggleSave] = useDelayedToggle({
    value: post.isSaved,
    delayMs: place === 'feed' ? POST_LIMITS.feedSaveDelayMs : POST_LIMITS.likeDelayMs,
    send: (on) => save.mutateAsync({ id: post.id, on }),
    onError: () => void message.error('Something went wrong. Try again'),
  });
  return (
    <Space wrap>
      <Button
        type="text"
        icon={liked ? <HeartFilled style={{ color: '#c41d7f' }} /> : <HeartOutlined />}
        aria-pressed={liked}
        aria-label={liked ? 'Unlike' : 'Like'}
        onClick={toggleLike}
        disabled={disabled}
      >
        {likes}
      </Button>
      <Button type="text" icon={<MessageOutlined />} onClick={onComments} aria-label="Comments">
        {post.commentsCount}
      </Button>
      <Button
        type="text"
        icon={saved ? <BookFilled /> : <BookOutlined />}
        aria-pressed={saved}
        aria-label={saved ? 'Saved' : 'Save'}
        onClick={toggleSave}
        disabled={post.status === 3}
      >
        {saved ? 'Saved' : 'Save'}
      </Button>
      {post.status === 1 && (
        <Button type="text" icon={<ShareAltOutlined />} onClick={() => void share()} disabled={disabled}>
          Share
        </Button>
      )}
      {post.canReport && (
        <Tooltip title={reported ? 'You have already reported this post' : undefined}>
          <Button type="text" icon={<FlagOutlined />} onClick={startReport} disabled={reported || disabled}>
            Report
          </Button>
        </Tooltip>
      )}
      {reportDialog}
    </Space>
  );
}
