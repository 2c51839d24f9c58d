/**
 * An event image as an antd form control (issue 18 "Staff tools"): a preview of the current image, an
 * Upload/Replace button that checks type (png, jpeg, webp, gif) and size (≤ 5 MB, the server's limits of
 * `POST /api/admin/events/upload`, docs/api-events.md) before a crop dialog at the image's aspect, uploads the
 * cropped file and sets the field to the URL the server answers; Remove empties it. The value is that URL.
 */
import { useState } from 'react';
import { Button, Flex, Spin, Typography, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { errorMessage } from '../../../api/api-error';
import { uploadEventFile } from '../queries';

/** Image types the server accepts for events. */
export const EVENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** Largest event image the server accepts: 5 MB. */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The message for a file the server would refuse, or null when it may be uploaded. */
export function eventImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!EVENT_IMAGE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image';
  if (file.size > EVENT_IMAGE_MAX_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

/** Props: the URL (antd Form.Item value/onChange), the accessible label, the crop aspect and preview size. */
export interface EventImageUploadProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** What the image is, e.g. 'Feature image' (names the buttons, the preview and the crop dialog). */
  label: string;
  /** Width / height of the crop and the preview, e.g. 3 for a banner, 1 for a portrait. */
  aspect: number;
  /** Preview width in pixels (default 240). */
  previewWidth?: number;
}

/** Renders the preview, the Upload/Replace button with its crop dialog and Remove. */
export function EventImageUpload({
  value,
  onChange,
  label,
  aspect,
  previewWidth = 240,
}: EventImageUploadProps) {
  const { message } = useApp();
  const [uploading, setUploading] = useState(false);
  const box = { width: previewWidth, aspectRatio: String(aspect), borderRadius: 6 } as const;
  return (
    <Flex gap={12} align="center" wrap>
      <Spin spinning={uploading}>
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            style={{
              ...box,
              objectFit: 'cover',
              display: 'block',
              border: '1px solid var(--portal-border-subtle, #f0f0f0)',
            }}
          />
        ) : (
          <Flex
            align="center"
            justify="center"
            style={{
              ...box,
              border: '1px dashed var(--portal-border, #d9d9d9)',
              background: 'var(--portal-bg-muted, #fafafa)',
            }}
          >
            <Typography.Text type="secondary">No image</Typography.Text>
          </Flex>
        )}
      </Spin>
      <Flex gap={8} wrap>
        <ImgCrop
          aspect={aspect}
          quality={0.9}
          modalTitle={`Crop ${label.toLowerCase()}`}
          modalOk="Crop and upload"
          beforeCrop={(file) => {
            const problem = eventImageProblem(file);
            if (problem) void message.error(problem);
            return !problem;
          }}
        >
          <Upload
            accept={EVENT_IMAGE_TYPES.join(',')}
            showUploadList={false}
            customRequest={async ({ file }) => {
              setUploading(true);
              try {
                const { url } = await uploadEventFile(file as File);
                onChange?.(url);
              } catch (error) {
                void message.error(errorMessage(error, 'Upload failed'));
              } finally {
                setUploading(false);
              }
            }}
          >
            <Button icon={<PictureOutlined />} aria-label={`${value ? 'Replace' : 'Upload'} ${label}`}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          </Upload>
        </ImgCrop>
        {value ? (
          <Button icon={<DeleteOutlined />} aria-label={`Remove ${label}`} onClick={() => onChange?.(null)}>
            Remove
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
