/**
 * The cover image field of the post and meeting forms (spec 001 §5): a preview at aspect 3, a png/jpeg/jpg
 * chosen and cropped at aspect 3 (the form's file rules checked first, the message shown on a broken one), and
 * Remove cover.
 */
import type { ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { useApp } from '../app-feedback';
import { PictureOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';

/** The cover: a new file to upload, or only the URL of the saved one. */
export interface CoverImage {
  file?: File;
  url: string;
}

/** Props: the cover, the rules, what choosing and removing do, and how the preview and row are drawn. */
export interface CoverImageUploadProps {
  cover: CoverImage | null;
  /** The message of the first rule the chosen file breaks, or null. */
  problem: (file: File) => string | null;
  onChoose: (cover: CoverImage) => void;
  onRemove: () => void;
  /** Draws the preview of `url`. */
  preview: (url: string) => ReactNode;
  /** Lays out preview, choose and remove (a Space or a Flex of the form). */
  row: (children: ReactNode) => ReactNode;
  /** Extra cropper options (rotation, quality). */
  crop?: { rotationSlider?: boolean; quality?: number };
}

/** Renders the cover preview, the cropper and Remove cover. */
export function CoverImageUpload({
  cover,
  problem,
  onChoose,
  onRemove,
  preview,
  row,
  crop,
}: CoverImageUploadProps) {
  const { message } = useApp();
  return row(
    <>
      {cover ? preview(cover.url) : null}
      <ImgCrop aspect={3} {...crop} modalTitle="Crop cover image">
        <Upload
          accept=".png,.jpeg,.jpg"
          showUploadList={false}
          beforeUpload={(file) => {
            const broken = problem(file);
            if (broken) {
              void message.error(broken);
              return Upload.LIST_IGNORE;
            }
            onChoose({ file, url: URL.createObjectURL(file) });
            return false;
          }}
        >
          <Button icon={<PictureOutlined />}>{cover ? 'Change cover' : 'Add cover image'}</Button>
        </Upload>
      </ImgCrop>
      {cover ? <Button onClick={onRemove}>Remove cover</Button> : null}
    </>,
  );
}
