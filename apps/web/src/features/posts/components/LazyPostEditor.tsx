/**
 * The post editor loaded on first use: TipTap and the image cropper stay out of the community and post
 * pages' initial JavaScript (DESIGN.md "Web": lazy loading).
 */
import { lazy, Suspense } from 'react';
import type { PostEditorModalProps } from './PostEditorModal';

const PostEditorModal = lazy(() => import('./PostEditorModal').then((m) => ({ default: m.PostEditorModal })));

/** Renders the editor modal once it has been opened. */
export function LazyPostEditor(props: PostEditorModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PostEditorModal {...props} />
    </Suspense>
  );
}
