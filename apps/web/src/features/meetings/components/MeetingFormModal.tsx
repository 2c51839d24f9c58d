/**
 * Create/edit meeting modal (spec 001 §5 Meeting form): title (required, not blank, max 300), description
 * (required, max 2000), date (past days disabled), From (not in the past on the same day), To (after
 * From), optional RSVP date (not after the start; a button sets it to the start; a flag disables it),
 * meeting link (required http(s) URL), privacy (required; fixed when editing), optional ID and password,
 * assets (≤ 5 files, 5 MB, pdf docx xlsx txt png jpeg jpg pptx ppt; previews for images) and a cover
 * image cropped at aspect 3. Messages: 'Error creating meeting. Try again.', 'Error editing meeting. Try
 * again.'.
 */
import { useEffect, useState } from 'react';
import { App, Button, Checkbox, DatePicker, Flex, Form, Input, Modal, Radio, Switch, TimePicker } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { MEETING_FILE_TYPES, MEETING_LIMITS, MEETING_MESSAGES, type TMeeting } from '@portal/contracts';
import { useSaveMeetingMutation } from '../queries';
import {
  atTime,
  canAddMeetingAsset,
  isPastDay,
  meetingAssetError,
  meetingDescriptionError,
  meetingFromError,
  meetingLinkError,
  meetingRsvpError,
  meetingTitleError,
  meetingToError,
  previewError,
} from '../meeting-rules';
import { AttachmentsUpload, type AttachmentItem } from '../../../shared/components/AttachmentsUpload';
import { CoverImageUpload, type CoverImage } from '../../../shared/components/CoverImageUpload';
import { useBusySave } from '../../../shared/use-busy-save';
import { useTranslation } from 'react-i18next';
import { PICKER_FORMATS } from '../../../shared/format';

/** Form values. */
export interface MeetingFormValues {
  name: string;
  description: string;
  date: Dayjs | null;
  from: Dayjs | null;
  to: Dayjs | null;
  rsvpDate: Dayjs | null;
  noRsvp: boolean;
  meetingLink: string;
  visible: 1 | 2 | 3 | undefined;
  meetingId: string;
  meetingPassword: string;
  sendNotification: boolean;
}

/** Props: open state, community id, the meeting when editing, and close. */
export interface MeetingFormModalProps {
  open: boolean;
  communityId: string;
  meeting?: TMeeting;
  onClose: (saved?: TMeeting) => void;
}

const rule = <T,>(check: (value: T) => string | null): Rule => ({
  validator: async (_rule, value: T) => {
    const problem = check(value);
    if (problem) throw new Error(problem);
  },
});

/**
 * A required time field of the form (HH:mm, 5-minute steps): 'required' when empty, then `check`'s message
 * (null = fine); checked again when the `dependsOn` field changes.
 */
function TimeField(props: {
  label: string;
  name: 'from' | 'to';
  dependsOn: 'date' | 'from';
  requiredMessage: string;
  check: (value: Dayjs | null) => string | null;
}) {
  return (
    <Form.Item
      label={props.label}
      name={props.name}
      required
      dependencies={[props.dependsOn]}
      rules={[{ required: true, message: props.requiredMessage }, rule(props.check)]}
    >
      <TimePicker format={PICKER_FORMATS.time} minuteStep={5} needConfirm={false} />
    </Form.Item>
  );
}

/** The meeting form modal. */
export function MeetingFormModal({ open, communityId, meeting, onClose }: MeetingFormModalProps) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { busy, runSave } = useBusySave();
  const saveMeeting = useSaveMeetingMutation();
  const [form] = Form.useForm<MeetingFormValues>();
  const [files, setFiles] = useState<AttachmentItem[]>([]);
  const [deletedAssets, setDeletedAssets] = useState<string[]>([]);
  const [cover, setCover] = useState<CoverImage | null>(null);
  const noRsvp = Form.useWatch('noRsvp', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (meeting) {
      form.setFieldsValue({
        name: meeting.name,
        description: meeting.description,
        date: dayjs(meeting.startDate),
        from: dayjs(meeting.startDate),
        to: dayjs(meeting.endDate),
        rsvpDate: meeting.rsvpDate ? dayjs(meeting.rsvpDate) : null,
        noRsvp: !meeting.rsvpDate,
        meetingLink: meeting.meetingLink,
        visible: meeting.visible,
        meetingId: meeting.meetingId ?? '',
        meetingPassword: meeting.meetingPassword ?? '',
      });
    }
    setFiles(meeting?.assets.map((a) => ({ uid: a.id, id: a.id, name: a.fileName, url: a.path })) ?? []);
    setDeletedAssets([]);
    setCover(meeting?.imageUrl ? { url: meeting.imageUrl } : null);
  }, [open, meeting, form]);

  const start = (): Dayjs | null => {
    const { date, from } = form.getFieldsValue(['date', 'from']) as Pick<MeetingFormValues, 'date' | 'from'>;
    return date && from ? atTime(date, from) : null;
  };

  const submit = async () => {
    let values: MeetingFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const startAt = atTime(values.date!, values.from!);
    const endAt = atTime(values.date!, values.to!);
    const fd = new FormData();
    fd.append('name', values.name.trim());
    fd.append('description', values.description.trim());
    fd.append('meetingLink', values.meetingLink.trim());
    if (values.meetingId?.trim()) fd.append('meetingId', values.meetingId.trim());
    if (values.meetingPassword?.trim()) fd.append('meetingPassword', values.meetingPassword.trim());
    const startChanged = !meeting || startAt.toISOString() !== dayjs(meeting.startDate).toISOString();
    if (startChanged) fd.append('startDate', startAt.toISOString());
    fd.append('duration', String(endAt.diff(startAt, 'minute')));
    if (!values.noRsvp && values.rsvpDate) fd.append('rsvpDate', values.rsvpDate.second(0).toISOString());
    if (!meeting) {
      fd.append('visible', String(values.visible));
      fd.append('sendNotification', values.sendNotification ? 'true' : 'false');
    }
    if (cover?.file) fd.append('imageFile', cover.file);
    if (meeting && !cover && meeting.imageUrl) fd.append('removeImage', 'true');
    files.forEach((f) => f.file && fd.append('files', f.file));
    if (meeting && deletedAssets.length) fd.append('deletedAssetIds', JSON.stringify(deletedAssets));
    await runSave(meeting ? MEETING_MESSAGES.editFailed : MEETING_MESSAGES.createFailed, async () => {
      const saved = await saveMeeting.mutateAsync({ communityId, meetingId: meeting?.id, body: fd });
      void message.success(meeting ? 'Successfully updated' : 'Successfully saved!');
      onClose(saved);
    });
  };

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
        initialValues={{
          noRsvp: false,
          sendNotification: false,
          name: '',
          description: '',
          meetingLink: '',
          meetingId: '',
          meetingPassword: '',
        }}
      >
        <Form.Item
          label="Meeting title"
          name="name"
          required
          rules={[rule((v: string) => meetingTitleError(v ?? ''))]}
        >
          <Input count={{ show: true, max: MEETING_LIMITS.titleMax }} />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          required
          rules={[rule((v: string) => meetingDescriptionError(v ?? ''))]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            count={{ show: true, max: MEETING_LIMITS.descriptionMax }}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            label="Date"
            name="date"
            required
            rules={[{ required: true, message: 'Please select a date' }]}
          >
            <DatePicker format={PICKER_FORMATS.communityDay} disabledDate={(d) => isPastDay(d)} />
          </Form.Item>
          <TimeField
            label="From"
            name="from"
            dependsOn="date"
            requiredMessage="Please select a start time"
            check={(v) =>
              meeting && !form.isFieldTouched('from') && !form.isFieldTouched('date')
                ? null
                : meetingFromError(form.getFieldValue('date'), v)
            }
          />
          <TimeField
            label="To"
            name="to"
            dependsOn="from"
            requiredMessage="Please select an end time"
            check={(v) => meetingToError(form.getFieldValue('from'), v)}
          />
        </Flex>
        <Flex gap={12} align="flex-end" wrap>
          <Form.Item
            label="RSVP date"
            name="rsvpDate"
            dependencies={['date', 'from', 'noRsvp']}
            rules={[
              rule((v: Dayjs | null) => (form.getFieldValue('noRsvp') ? null : meetingRsvpError(v, start()))),
            ]}
          >
            <DatePicker
              showTime={{ format: PICKER_FORMATS.time }}
              format={PICKER_FORMATS.rsvp}
              disabled={noRsvp}
              disabledDate={(d) => isPastDay(d)}
            />
          </Form.Item>
          <Form.Item>
            <Button disabled={noRsvp} onClick={() => form.setFieldsValue({ rsvpDate: start() })}>
              Set RSVP to meeting start
            </Button>
          </Form.Item>
          <Form.Item name="noRsvp" valuePropName="checked">
            <Checkbox>No RSVP date</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item
          label="Meeting link"
          name="meetingLink"
          required
          rules={[rule((v: string) => meetingLinkError(v ?? ''))]}
        >
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label="Meeting ID" name="meetingId" style={{ flex: 1 }}>
            <Input />
          </Form.Item>
          <Form.Item label="Meeting password" name="meetingPassword" style={{ flex: 1 }}>
            <Input />
          </Form.Item>
        </Flex>
        <Form.Item
          label="Privacy"
          name="visible"
          required
          rules={[{ required: true, message: MEETING_MESSAGES.privacyRequired }]}
          extra={meeting ? 'Visibility cannot be changed when editing.' : undefined}
        >
          <Radio.Group
            disabled={Boolean(meeting)}
            options={[
              { value: 1, label: 'Public' },
              { value: 2, label: t('words.visibilityCommunity') },
              { value: 3, label: 'Private' },
            ]}
          />
        </Form.Item>
        {!meeting ? (
          <Form.Item name="sendNotification" valuePropName="checked" label="Send notification">
            <Switch />
          </Form.Item>
        ) : null}
        <Form.Item label="Cover image">
          <CoverImageUpload
            cover={cover}
            problem={(file) => meetingAssetError(file) ?? previewError(file.name)}
            onChoose={setCover}
            onRemove={() => setCover(null)}
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
            onRemoveSaved={(id) => setDeletedAssets((d) => [...d, id])}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
