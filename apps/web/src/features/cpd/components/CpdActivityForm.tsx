/**
 * The activity form (issue 15: add and edit a self-logged CPD activity with evidence files): title, category,
 * domain, presenter, date completed, hours and evidence. Field rules come from the contract
 * (`ZCpdRecordForm` through `zodRule`, with its messages); the date cannot be after today in Sydney; each
 * evidence file is checked before it joins the list (type and 5 MB, at most 10 files) and a broken rule's
 * message is shown. Nothing typed is lost when saving fails: the form stays as it was.
 */
import { useState } from 'react';
import { AutoComplete, Button, DatePicker, Flex, Form, Input, InputNumber, Upload } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CPD_CATEGORIES,
  CPD_DOMAINS,
  CPD_EVIDENCE_TYPES,
  CPD_RECORD_LIMITS,
  CPD_RECORD_MESSAGES,
  isCpdDateInFuture,
  ZCpdRecordForm,
  type TCpdRecord,
  type TCpdRecordForm,
} from '@portal/contracts';
import { checkRule, zodRule } from '../../../shared/form-rules';
import { canAddEvidence, evidenceProblem } from '../activity-rules';
import { sydneyToday } from '../cpd-progress';
import type { CpdActivityInput } from '../queries';
import { PICKER_FORMATS, toIsoDay } from '../../../shared/format';

const fields = ZCpdRecordForm.shape;
// An empty hours field is checked as NaN: the contract coerces, and null or '' would read as 0 hours.
const options = (values: readonly string[]) => values.map((value) => ({ value }));
/** The free-text fields with suggestions. */
const SUGGESTED_FIELDS = [
  { label: 'Category', name: 'categoryName', values: CPD_CATEGORIES },
  { label: 'Domain', name: 'domain', values: CPD_DOMAINS },
] as const;

/** Props of {@link CpdActivityForm}: the record being edited (none: a new one), saving state and actions. */
export interface CpdActivityFormProps {
  record?: TCpdRecord;
  isSaving: boolean;
  onSubmit: (input: CpdActivityInput) => void;
  onCancel: () => void;
}

/** Renders the form. */
export function CpdActivityForm({ record, isSaving, onSubmit, onCancel }: CpdActivityFormProps) {
  const { message } = useApp();
  const [form] = Form.useForm<TCpdRecordForm>();
  const [saved, setSaved] = useState(record?.attachments ?? []);
  const [removed, setRemoved] = useState<string[]>([]);
  const [files, setFiles] = useState<{ uid: string; file: File }[]>([]);
  const today = sydneyToday();

  return (
    <Form<TCpdRecordForm>
      form={form}
      layout="vertical"
      requiredMark="optional"
      style={{ maxWidth: 640 }}
      initialValues={{
        title: record?.title ?? '',
        categoryName: record?.categoryName ?? '',
        domain: record?.domain ?? '',
        presenter: record?.presenter ?? '',
        completedDate: record?.completedDate ?? '',
        hours: record?.hours,
      }}
      onFinish={(values) =>
        onSubmit({ fields: values, files: files.map((f) => f.file), removeAttachmentIds: removed })
      }
    >
      <Form.Item label="Activity title" name="title" required rules={[zodRule(fields.title)]}>
        <Input maxLength={CPD_RECORD_LIMITS.titleMax} />
      </Form.Item>
      <Flex gap={16} wrap>
        {SUGGESTED_FIELDS.map(({ label, name, values }) => (
          <Form.Item
            key={name}
            label={label}
            name={name}
            rules={[zodRule(fields[name])]}
            style={{ flex: '1 1 240px' }}
          >
            <AutoComplete options={options(values)} maxLength={CPD_RECORD_LIMITS.textMax} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item label="Presenter or provider" name="presenter" rules={[zodRule(fields.presenter)]}>
        <Input maxLength={CPD_RECORD_LIMITS.textMax} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label="Date completed"
          name="completedDate"
          required
          style={{ flex: '1 1 240px' }}
          getValueProps={(value: string) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? toIsoDay(value) : '')}
          rules={[
            zodRule(fields.completedDate),
            checkRule((value) =>
              value && isCpdDateInFuture(value, today) ? CPD_RECORD_MESSAGES.dateInFuture : null,
            ),
          ]}
        >
          <DatePicker
            format={PICKER_FORMATS.day}
            style={{ width: '100%' }}
            disabledDate={(day) => toIsoDay(day) > today}
          />
        </Form.Item>
        <Form.Item
          label="Hours"
          name="hours"
          required
          rules={[zodRule(fields.hours, Number.NaN)]}
          style={{ flex: '1 1 240px' }}
        >
          <InputNumber
            min={CPD_RECORD_LIMITS.minHours}
            max={CPD_RECORD_LIMITS.maxHours}
            step={0.25}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Form.Item
        label="Evidence"
        extra={`${CPD_EVIDENCE_TYPES.join(', ')}; up to 5 MB each, ${CPD_RECORD_LIMITS.filesMax} files.`}
      >
        <Upload
          multiple
          accept={CPD_EVIDENCE_TYPES.map((type) => `.${type}`).join(',')}
          fileList={[
            ...saved.map((a) => ({ uid: a.id, name: a.name, status: 'done' as const })),
            ...files.map((f) => ({ uid: f.uid, name: f.file.name, status: 'done' as const })),
          ]}
          beforeUpload={(file) => {
            const problem = evidenceProblem(file);
            if (problem) {
              void message.error(problem);
            } else if (!canAddEvidence(saved.length + files.length)) {
              void message.error(CPD_RECORD_MESSAGES.tooManyFiles);
            } else {
              setFiles((prev) => [...prev, { uid: file.uid, file }]);
            }
            return Upload.LIST_IGNORE;
          }}
          onRemove={(item) => {
            if (saved.some((a) => a.id === item.uid)) {
              setSaved((prev) => prev.filter((a) => a.id !== item.uid));
              setRemoved((prev) => [...prev, item.uid]);
            } else {
              setFiles((prev) => prev.filter((f) => f.uid !== item.uid));
            }
          }}
        >
          <Button icon={<UploadOutlined />}>Attach evidence</Button>
        </Upload>
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {record ? 'Save changes' : 'Add activity'}
        </Button>
        <Button onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
