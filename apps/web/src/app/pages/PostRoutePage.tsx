/**
 * {base}/{alias}/posts/{id} (spec 001 §2): the posts feature's post page with the comments feature's nested
 * comments (001 §4). Composed here because a feature never imports another.
 */
import { PostPage, type PostComments } from '../../features/posts/pages/PostPage';
import { CommentsSection } from '../../features/comments/components/CommentsSection';

const COMMENTS: PostComments = (post, { userId, canEditAny }) => (
  <CommentsSection post={post} userId={userId} canEditAny={canEditAny} />
);

/** Renders the post page with its comments. */
export default function PostRoutePage() {
  return <PostPage comments={COMMENTS} />;
}
