/**
 * Comment box (spec 001 §5 Comment): TipTap with paragraph, quote, bullet and ordered lists; save disabled
 * when blank (an editor with no text yields an empty body); attachments as for posts (up to 10, 5 MB).
 */
import { useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { PaperClipOutlined } from '@ant-design/icons';
import { POST_FILE_TYPES } from '@portal/contracts';
import { canSubmitComment } from '../comment-rules';
import { canAddAttachment, postAttachmentError } from '../../../shared/post-attachment-rules';
import { RichTextEditor } from '../../../shared/components/RichTextEditor';

/** Props: label, initial HTML, the save action and optional cancel. */
export interface CommentEditorProps {
  label: string;
  initial?: string;
  saveText?: string;
  allowFiles?: boolean;
  onSave: (body: string, files: File[]) => Promise<void>;
  onCancel?: () => void;
}

/** The comment editor. */
export function CommentEditor({
  label,
  initial = '',
  saveText = 'Comment',
  allowFiles = true,
  onSave,
  onCancel,
}: CommentEditorProps) {
  const { message } = useApp();
  const [body, setBody] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(body, files);
      setBody('');
      setFiles([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <RichTextEditor variant="comment" label={label} value={body} onChange={setBody} />
      <Flex gap={8} justify="space-between" wrap>
        {allowFiles ? (
          <Upload
            multiple
            accept={POST_FILE_TYPES.map((t) => `.${t}`).join(',')}
            fileList={files.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, status: 'done' as const }))}
            beforeUpload={(file) => {
              const problem = postAttachmentError(file);
              if (problem) {
                void message.error(problem);
                return Upload.LIST_IGNORE;
              }
              setFiles((prev) => (canAddAttachment(prev.length) ? [...prev, file] : prev));
              return false;
            }}
            onRemove={(f) => setFiles((prev) => prev.filter((x, i) => `${i}-${x.name}` !== f.uid))}
          >
            <Button size="small" icon={<PaperClipOutlined />} disabled={!canAddAttachment(files.length)}>
              Attach
            </Button>
          </Upload>
        ) : (
          <span />
        )}
        <Flex gap={8}>
          {onCancel ? (
            <Button size="small" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button
            size="small"
            type="primary"
            loading={busy}
            disabled={!canSubmitComment(body, files.length)}
            onClick={() => void save()}
          >
            {saveText}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
