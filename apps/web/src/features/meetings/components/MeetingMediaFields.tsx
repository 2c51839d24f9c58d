/**
 * The meeting's media (spec 001 §5 Meeting form): a cover image cropped at aspect 3 with its preview, and
 * up to 5 files (5 MB each; pdf docx xlsx txt png jpeg jpg pptx ppt; previews for images). The state lives
 * in `useMeetingForm`; this group only renders it.
 */
import type { Dispatch, SetStateAction } from 'react';
import { Flex, Form } from 'antd';
import { MEETING_FILE_TYPES, MEETING_LIMITS } from '@portal/contracts';
import { canAddMeetingAsset, meetingAssetError, previewError } from '../meeting-rules';
import { AttachmentsUpload, type AttachmentItem } from '../../../shared/components/AttachmentsUpload';
import { CoverImageUpload, type CoverImage } from '../../../shared/components/CoverImageUpload';

/** Props of {@link MeetingMediaFields}: the cover and the files, and how they change. */
export interface MeetingMediaFieldsProps {
  cover: CoverImage | null;
  onCoverChange: (cover: CoverImage | null) => void;
  files: AttachmentItem[];
  setFiles: Dispatch<SetStateAction<AttachmentItem[]>>;
  /** Called with the id of a saved file the user removes. */
  onRemoveSavedFile: (id: string) => void;
}

/** Renders 'Cover image' and 'Files'. */
export function MeetingMediaFields(props: MeetingMediaFieldsProps) {
  const { cover, onCoverChange, files, setFiles, onRemoveSavedFile } = props;
  return (
    <>
      <Form.Item label="Cover image">
        <CoverImageUpload
          cover={cover}
          problem={(file) => meetingAssetError(file) ?? previewError(file.name)}
          onChoose={onCoverChange}
          onRemove={() => onCoverChange(null)}
          preview={(url) => (
            <img
              src={url}
              alt="Cover preview"
              style={{ width: 240, aspectRatio: '3 / 1', objectFit: 'cover' }}
            />
          )}
          row={(children) => (
            <Flex gap={8} align="center" wrap>
              {children}
            </Flex>
          )}
        />
      </Form.Item>
      <Form.Item
        label="Files"
        extra={`Up to ${MEETING_LIMITS.assetsMax} files: ${MEETING_FILE_TYPES.join(', ')}; 5 MB each`}
      >
        <AttachmentsUpload
          items={files}
          setItems={setFiles}
          types={MEETING_FILE_TYPES}
          problem={meetingAssetError}
          canAdd={canAddMeetingAsset}
          previewable={(name) => previewError(name) === null}
          onRemoveSaved={onRemoveSavedFile}
        />
      </Form.Item>
    </>
  );
}
