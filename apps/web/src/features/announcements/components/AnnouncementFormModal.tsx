/**
 * Create / edit form of an announcement (spec 001 §5 Announcement): title ('Please enter an announcement
 * title'), description ('Please enter an announcement description'), link ('Please enter valid link'), date
 * range ('Please set an announcement date range'; days before today disabled), target segments (none: every
 * member) and the Active switch (activating one deactivates the current one, §4).
 */
import { DatePicker, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES as M,
  ZAnnouncementBody,
  type TAdminAnnouncement,
  type TAnnouncementBody,
  type TSegmentRef,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { PICKER_FORMATS, toIsoDay } from '../../../shared/format';

const fields = ZAnnouncementBody.shape;

interface FormValues {
  title: string;
  description: string;
  link: string;
  range: [Dayjs, Dayjs] | null;
  segmentIds: number[];
  isActive: boolean;
}

/** Props: the announcement to edit (null: create), the segments, saving state and handlers. */
export interface AnnouncementFormModalProps {
  announcement: TAdminAnnouncement | null;
  segments: TSegmentRef[];
  isSegmentsLoading: boolean;
  isSaving: boolean;
  onSave: (body: TAnnouncementBody) => void;
  onClose: () => void;
}

/** Renders the modal (mounted while open). */
export function AnnouncementFormModal(props: AnnouncementFormModalProps) {
  const { announcement: a } = props;
  const [form] = Form.useForm<FormValues>();
  const today = dayjs().startOf('day');
  const initialStart = a?.startDate ? dayjs(a.startDate) : null;
  const initial: FormValues = {
    title: a?.title ?? '',
    description: a?.description ?? '',
    link: a?.link ?? '',
    range: a?.startDate && a.endDate ? [dayjs(a.startDate), dayjs(a.endDate)] : null,
    segmentIds: a?.segmentIds ?? [],
    isActive: a?.isActive ?? true,
  };
  const handleFinish = (values: FormValues) =>
    props.onSave({
      title: values.title,
      description: values.description,
      link: values.link ? values.link : null,
      startDate: toIsoDay(values.range![0]),
      endDate: toIsoDay(values.range![1]),
      isActive: values.isActive,
      segmentIds: values.segmentIds ?? [],
    });

  return (
    <Modal
      open
      title={a ? 'Edit announcement' : 'Create announcement'}
      okText="Save"
      width={640}
      onOk={() => form.submit()}
      confirmLoading={props.isSaving}
      onCancel={props.onClose}
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={initial} onFinish={handleFinish}>
        <Form.Item label="Title" name="title" required rules={[zodRule(fields.title)]}>
          <Input maxLength={ANNOUNCEMENT_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item label="Description" name="description" required rules={[zodRule(fields.description)]}>
          <Input.TextArea rows={4} maxLength={ANNOUNCEMENT_LIMITS.descriptionMax} showCount />
        </Form.Item>
        <Form.Item label="'Read update' link" name="link" rules={[zodRule(fields.link)]}>
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Form.Item
          label="Date range"
          name="range"
          required
          rules={[
            {
              validator: async (_r, value: FormValues['range']) => {
                if (!value?.[0] || !value[1]) throw new Error(M.dateRangeRequired);
                const startChanged = !initialStart || !value[0].isSame(initialStart, 'day');
                if (startChanged && value[0].isBefore(today)) throw new Error(M.startInPast);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            format={PICKER_FORMATS.day}
            allowEmpty={[false, false]}
            disabledDate={(day) => day.isBefore(today) && !(initialStart && day.isSame(initialStart, 'day'))}
            aria-label="Date range"
          />
        </Form.Item>
        <Form.Item label="Show to members in these segments (none: everyone)" name="segmentIds">
          <Select
            mode="multiple"
            allowClear
            loading={props.isSegmentsLoading}
            optionFilterProp="label"
            options={props.segments.map((s) => ({ value: s.segmentId, label: s.segmentName }))}
          />
        </Form.Item>
        <Form.Item
          label="Active"
          name="isActive"
          valuePropName="checked"
          extra="Only one announcement is active at a time: activating this one deactivates the current one."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
