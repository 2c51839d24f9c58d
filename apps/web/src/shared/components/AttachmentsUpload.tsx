/**
 * The attachments field of the post and meeting forms (spec 001 §5 Post form, Meeting form): a picture list of
 * the saved attachments and the new files, each new file checked before it joins the list (type and size; the
 * first broken rule's message is shown and the file is left out), the button disabled at the form's maximum,
 * previews for the image types. Removing a saved attachment reports its id so the form can send it as deleted.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { useApp } from '../app-feedback';
import { PaperClipOutlined } from '@ant-design/icons';

/** One attachment of the list: a saved one (`id`, `url`) or a new file to upload (`file`). */
export interface AttachmentItem {
  uid: string;
  name: string;
  /** New file to upload. */
  file?: File;
  /** Saved attachment id. */
  id?: string;
  /** Saved attachment URL, or an object URL previewing a new image. */
  url?: string;
}

/** Props: the list and its setter, the form's rules, and what removing a saved attachment does. */
export interface AttachmentsUploadProps {
  items: AttachmentItem[];
  setItems: Dispatch<SetStateAction<AttachmentItem[]>>;
  /** Allowed extensions without the dot (the `accept` of the file chooser). */
  types: readonly string[];
  /** The message of the first rule a new file breaks (type, size), or null. */
  problem: (file: File) => string | null;
  /** Whether one more file fits after `count` (the button is disabled otherwise). */
  canAdd: (count: number) => boolean;
  /** Whether a file of this name gets a preview. */
  previewable: (name: string) => boolean;
  /** A saved attachment was removed. */
  onRemoveSaved: (id: string) => void;
  /** Clicking an item (default: antd's). */
  onPreview?: (file: UploadFile) => void;
}

/** Renders the attachments list with its Attach files button. */
export function AttachmentsUpload({
  items,
  setItems,
  types,
  problem,
  canAdd,
  previewable,
  onRemoveSaved,
  onPreview,
}: AttachmentsUploadProps) {
  const { message } = useApp();
  return (
    <Upload
      multiple
      listType="picture"
      accept={types.map((t) => `.${t}`).join(',')}
      fileList={items.map((a) => ({ uid: a.uid, name: a.name, status: 'done' as const, url: a.url }))}
      beforeUpload={(file) => {
        const broken = problem(file);
        if (broken) {
          void message.error(broken);
          return Upload.LIST_IGNORE;
        }
        setItems((prev) =>
          canAdd(prev.length)
            ? [
                ...prev,
                {
                  uid: file.uid,
                  name: file.name,
                  file,
                  url: previewable(file.name) ? URL.createObjectURL(file) : undefined,
                },
              ]
            : prev,
        );
        return false;
      }}
      onRemove={(f) => {
        const gone = items.find((a) => a.uid === f.uid);
        if (gone?.id) onRemoveSaved(gone.id);
        setItems((prev) => prev.filter((a) => a.uid !== f.uid));
      }}
      onPreview={onPreview}
    >
      <Button icon={<PaperClipOutlined />} disabled={!canAdd(items.length)}>
        Attach files
      </Button>
    </Upload>
  );
}
