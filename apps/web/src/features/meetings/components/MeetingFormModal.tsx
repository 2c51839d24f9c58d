/**
 * Create/edit meeting modal (spec 001 §5 Meeting form): title (required, not blank, max 300), description
 * (required, max 2000), date (past days disabled), From (not in the past on the same day), To (after
 * From), optional RSVP date (not after the start; a button sets it to the start; a flag disables it),
 * meeting link (required http(s) URL), privacy (required; fixed when editing), optional ID and password,
 * assets (≤ 5 files, 5 MB, pdf docx xlsx txt png jpeg jpg pptx ppt; previews for images) and a cover
 * image cropped at aspect 3. Messages: 'Error creating meeting. Try again.', 'Error editing meeting. Try
 * again.'.
 */
import { Form, Modal } from 'antd';
import type { TMeeting } from '@portal/contracts';
import { MEETING_FORM_DEFAULTS, type MeetingFormValues } from '../meeting-form-values';
import { MeetingAboutFields } from './MeetingAboutFields';
import { MeetingInvitationFields } from './MeetingInvitationFields';
import { MeetingMediaFields } from './MeetingMediaFields';
import { MeetingPlaceFields } from './MeetingPlaceFields';
import { MeetingTimeFields } from './MeetingTimeFields';
import { useMeetingForm } from './use-meeting-form';

/** Props: open state, community id, the meeting when editing, and close. */
export interface MeetingFormModalProps {
  open: boolean;
  communityId: string;
  meeting?: TMeeting;
  onClose: (saved?: TMeeting) => void;
}

/** The meeting form modal, composed of its field groups (state and saving: {@link useMeetingForm}). */
export function MeetingFormModal({ open, communityId, meeting, onClose }: MeetingFormModalProps) {
  const { form, busy, cover, setCover, files, setFiles, removeSavedAsset, submit } = useMeetingForm({
    open,
    communityId,
    meeting,
    onClose,
  });
  const isEditing = Boolean(meeting);

  return (
    <Modal
      open={open}
      title={meeting ? 'Edit meeting' : 'Create meeting'}
      width={720}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText={meeting ? 'Save' : 'Create'}
      okButtonProps={{ loading: busy }}
      forceRender
    >
      <Form<MeetingFormValues>
        form={form}
        name="meetingForm"
        layout="vertical"
        initialValues={MEETING_FORM_DEFAULTS}
      >
        <MeetingAboutFields />
        <MeetingTimeFields isEditing={isEditing} />
        <MeetingPlaceFields />
        <MeetingInvitationFields isEditing={isEditing} />
        <MeetingMediaFields
          cover={cover}
          onCoverChange={setCover}
          files={files}
          setFiles={setFiles}
          onRemoveSavedFile={removeSavedAsset}
        />
      </Form>
    </Modal>
  );
}
