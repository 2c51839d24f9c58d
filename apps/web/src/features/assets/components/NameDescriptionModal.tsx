/**
 * The name-and-description modal of the assets tab (spec 001 §5): new folder, rename folder and rename file
 * share it. The name is required with the caller's message (checked after trimming); Save validates, then
 * hands the values over; Cancel closes without saving.
 */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { requiredError } from '../asset-rules';
import { checkRule } from '../../../shared/form-rules';

/** The form's values. */
export interface NameDescription {
  name: string;
  description: string;
}

/** Props: what is edited (null when closed), the labels and messages, and the two outcomes. */
export interface NameDescriptionModalProps {
  /** The values to start from; null keeps the modal closed. */
  initial: NameDescription | null;
  title: string;
  /** The antd form name (ids of the fields). */
  formName: string;
  nameLabel: string;
  /** Shown when the name is blank. */
  requiredMessage: string;
  onSave: (values: NameDescription) => Promise<void>;
  onCancel: () => void;
}

/** Renders the modal. */
export function NameDescriptionModal(props: NameDescriptionModalProps) {
  const { initial, title, formName, nameLabel, requiredMessage, onSave, onCancel } = props;
  const [form] = Form.useForm<NameDescription>();
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSave(values);
  };
  return (
    <Modal
      open={initial !== null}
      title={title}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText="Save"
      forceRender
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          label={nameLabel}
          name="name"
          required
          rules={[checkRule((v) => requiredError(v, requiredMessage))]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
