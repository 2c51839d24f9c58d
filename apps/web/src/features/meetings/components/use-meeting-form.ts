/**
 * The state of the meeting form (spec 001 §5 Meeting form, §7 Meetings): the antd form instance, reset to the
 * defaults or to the values of the meeting being edited whenever it opens, the cover image and the files (new
 * ones, and the saved ones removed), and the save of {@link toMeetingFormData} with its messages
 * ('Successfully saved!' / 'Successfully updated'; on failure 'Error creating meeting. Try again.' / 'Error
 * editing meeting. Try again.'). No JSX: `MeetingFormModal` renders.
 */
import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { MEETING_MESSAGES, type TMeeting } from '@portal/contracts';
import { useSaveMeetingMutation } from '../queries';
import { toMeetingFormData, toMeetingFormValues, type MeetingFormValues } from '../meeting-form-values';
import type { AttachmentItem } from '../../../shared/components/AttachmentsUpload';
import type { CoverImage } from '../../../shared/components/CoverImageUpload';
import { useBusySave } from '../../../shared/use-busy-save';

/**
 * Answers the form and its media state: `{ form, busy, cover, setCover, files, setFiles, removeSavedAsset,
 * submit }`. Opening resets the form (to the meeting's values when editing); `submit()` validates, sends
 * {@link toMeetingFormData} and calls `onClose(saved)`, or shows the failure notice and keeps the values.
 */
export function useMeetingForm(options: {
  open: boolean;
  communityId: string;
  meeting?: TMeeting;
  onClose: (saved?: TMeeting) => void;
}) {
  const { open, communityId, meeting, onClose } = options;
  const { message } = useApp();
  const { busy, runSave } = useBusySave();
  const saveMeeting = useSaveMeetingMutation();
  const [form] = Form.useForm<MeetingFormValues>();
  const [files, setFiles] = useState<AttachmentItem[]>([]);
  const [deletedAssets, setDeletedAssets] = useState<string[]>([]);
  const [cover, setCover] = useState<CoverImage | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (meeting) form.setFieldsValue(toMeetingFormValues(meeting));
    setFiles(meeting?.assets.map((a) => ({ uid: a.id, id: a.id, name: a.fileName, url: a.path })) ?? []);
    setDeletedAssets([]);
    setCover(meeting?.imageUrl ? { url: meeting.imageUrl } : null);
  }, [open, meeting, form]);

  const removeSavedAsset = (id: string) => setDeletedAssets((d) => [...d, id]);

  const submit = async () => {
    let values: MeetingFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = toMeetingFormData(values, { meeting, cover, files, deletedAssets });
    await runSave(meeting ? MEETING_MESSAGES.editFailed : MEETING_MESSAGES.createFailed, async () => {
      const saved = await saveMeeting.mutateAsync({ communityId, meetingId: meeting?.id, body });
      void message.success(meeting ? 'Successfully updated' : 'Successfully saved!');
      onClose(saved);
    });
  };

  return { form, busy, cover, setCover, files, setFiles, removeSavedAsset, submit };
}
