/**
 * Post editor (spec 001 §5 Post form): title (required, not blank, max 150), body (TipTap, required),
 * type, tags (up to 10), attachments (up to 10; pdf, docx, xlsx, ppt, pptx, txt, png, jpeg, jpg; 5 MB;
 * previews for png/jpeg/jpg; upload disabled at 10) and a cover image cropped at aspect 3. Post/Save is
 * disabled while title or body is empty. Create: 'Successfully created' or 'Successfully created. Waiting
 * for approval', then the tags are set; failures 'Error creating post. Try again.' / 'Error editing post.
 * Try again.' with the server message as description.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Image, Input, Modal, Select, Space, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import {
  POST_FILE_TYPES,
  POST_LIMITS,
  POST_MESSAGES,
  POST_PREVIEW_TYPES,
  POST_TYPES,
  fileExtension,
  type TPost,
} from '@portal/contracts';
import { usePostTags, useSavePostMutation } from '../queries';
import { canSubmitPost, postBodyError, postTitleError, tagsError } from '../post-rules';
import { canAddAttachment, postAttachmentError } from '../../../shared/post-attachment-rules';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';
import { AttachmentsUpload, type AttachmentItem } from '../../../shared/components/AttachmentsUpload';
import { CoverImageUpload, type CoverImage } from '../../../shared/components/CoverImageUpload';
import { useBusySave } from '../../../shared/use-busy-save';

const TYPE_LABELS: Record<(typeof POST_TYPES)[number], string> = {
  Urgent: 'Urgent',
  OpportunityCollaborate: 'Opportunity to collaborate',
  OpportunityContinue: 'Opportunity to continue',
  Knowledge: 'Knowledge',
};

/** Props: open state, the community, the post when editing, and close. */
export interface PostEditorModalProps {
  open: boolean;
  communityId: string;
  post?: TPost;
  onClose: (saved?: TPost) => void;
}

const isPreviewable = (name: string) =>
  (POST_PREVIEW_TYPES as readonly string[]).includes(fileExtension(name));

/** The create/edit post modal. */
export function PostEditorModal({ open, communityId, post, onClose }: PostEditorModalProps) {
  const { message } = useApp();
  const { busy, runSave } = useBusySave();
  const savePost = useSavePostMutation();
  const tags = usePostTags();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [type, setType] = useState<string | undefined>(undefined);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [attachments, setAttachments] = useState<AttachmentItem[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [cover, setCover] = useState<CoverImage | null>(null);
  const [coverRemoved, setCoverRemoved] = useState(false);
  const [touched, setTouched] = useState({ title: false, body: false });

  useEffect(() => {
    if (!open) return;
    setTitle(post?.title ?? '');
    setBody(post?.body ?? '');
    setType(post?.type ?? undefined);
    setTagIds(post?.tags.map((t) => t.id) ?? []);
    setAttachments(post?.attachments.map((a) => ({ uid: a.id, id: a.id, name: a.name, url: a.path })) ?? []);
    setDeleted([]);
    setCover(post?.imageUrl ? { url: post.imageUrl } : null);
    setCoverRemoved(false);
    setTouched({ title: false, body: false });
  }, [open, post]);

  const titleError = touched.title ? postTitleError(title) : null;
  const bodyError = touched.body ? postBodyError(body) : null;
  const tagError = tagsError(tagIds.length);
  const canSubmit = canSubmitPost(title, body) && !postTitleError(title) && !tagError;
  const submit = async () => {
    setTouched({ title: true, body: true });
    if (!canSubmit) return;
    const form = new FormData();
    if (!post) form.append('communityId', communityId);
    form.append('title', title.trim());
    form.append('body', body);
    if (type) form.append('type', type);
    if (cover?.file) form.append('imageFile', cover.file);
    if (post && coverRemoved && !cover?.file) form.append('removeImage', 'true');
    attachments.forEach((a) => a.file && form.append('files', a.file));
    if (post && deleted.length) form.append('deletedAttachmentIds', JSON.stringify(deleted));
    await runSave(post ? 'Error editing post. Try again.' : 'Error creating post. Try again.', async () => {
      const tagsChanged = post ? tagIds.join() !== post.tags.map((t) => t.id).join() : tagIds.length > 0;
      const { saved, tagsFailed } = await savePost.mutateAsync({
        postId: post?.id,
        form,
        tagIds: tagsChanged ? tagIds : undefined,
      });
      if (tagsFailed) void message.error('Editing tags error. Try again.');
      void message.success(
        post
          ? POST_MESSAGES.edited
          : saved.status === 2
            ? POST_MESSAGES.createdWaiting
            : POST_MESSAGES.created,
      );
      onClose(saved);
    });
  };

  return (
    <Modal
      open={open}
      title={post ? 'Edit post' : 'Create post'}
      width={760}
      onCancel={() => onClose()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose()}>
          Cancel
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!canSubmitPost(title, body)}
          loading={busy}
          onClick={() => void submit()}
        >
          {post ? 'Save' : 'Post'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Title" required validateStatus={titleError ? 'error' : undefined} help={titleError}>
          <Input
            aria-label="Title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setTouched((t) => ({ ...t, title: true }));
            }}
            count={{ show: true, max: POST_LIMITS.titleMax }}
          />
        </Form.Item>
        <Form.Item label="Content" required validateStatus={bodyError ? 'error' : undefined} help={bodyError}>
          <RichTextEditor
            variant="post"
            label="Content"
            value={body}
            onChange={(html) => {
              setBody(html);
              setTouched((t) => ({ ...t, body: true }));
            }}
          />
        </Form.Item>
        <Form.Item label="Type">
          <Select
            aria-label="Type"
            allowClear
            value={type}
            onChange={setType}
            options={POST_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item
          label="Tags"
          validateStatus={tagError ? 'error' : undefined}
          help={tagError ?? 'Up to 10 tags'}
        >
          <Select
            aria-label="Tags"
            mode="multiple"
            value={tagIds}
            onChange={(ids: string[]) => setTagIds(ids.slice(0, POST_LIMITS.tagsMax))}
            loading={tags.isPending}
            optionFilterProp="label"
            options={(tags.data?.tags ?? []).map((t) => ({
              value: t.id,
              label: t.name,
              disabled: tagIds.length >= POST_LIMITS.tagsMax && !tagIds.includes(t.id),
            }))}
          />
        </Form.Item>
        <Form.Item label="Cover image">
          <CoverImageUpload
            cover={cover}
            problem={(file) =>
              postAttachmentError(file) ?? (isPreviewable(file.name) ? null : POST_MESSAGES.previewTypes)
            }
            onChoose={setCover}
            onRemove={() => {
              setCover(null);
              setCoverRemoved(true);
            }}
            preview={(url) => (
              <Image
                src={url}
                alt="Cover preview"
                width={240}
                style={{ aspectRatio: '3 / 1', objectFit: 'cover' }}
              />
            )}
            row={(children) => <Space align="start">{children}</Space>}
            crop={{ rotationSlider: true, quality: 0.9 }}
          />
        </Form.Item>
        <Form.Item
          label="Attachments"
          help={`Up to ${POST_LIMITS.filesMax} files: ${POST_FILE_TYPES.join(', ')}; 5 MB each`}
        >
          <AttachmentsUpload
            items={attachments}
            setItems={setAttachments}
            types={POST_FILE_TYPES}
            problem={postAttachmentError}
            canAdd={canAddAttachment}
            previewable={isPreviewable}
            onRemoveSaved={(id) => setDeleted((d) => [...d, id])}
            onPreview={(f) => {
              if (!isPreviewable(f.name)) void message.info(POST_MESSAGES.previewTypes);
              else if (f.url) window.open(f.url, '_blank', 'noopener');
            }}
          />
        </Form.Item>
        {post?.status === 2 ? (
          <Typography.Text type="secondary">This post is waiting for approval.</Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
