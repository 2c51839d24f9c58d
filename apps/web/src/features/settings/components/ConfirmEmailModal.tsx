/**
 * Confirms a new e-mail address (issue 12: the change takes effect only after the code sent to the new
 * address is entered): the code field ('Please, enter code' when empty), Confirm and Cancel.
 */
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { SETTINGS_MESSAGES, ZConfirmEmailBody } from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';

/** Props: the address waiting for its code, the confirm action and its state. */
export interface ConfirmEmailModalProps {
  email: string | null;
  isConfirming: boolean;
  errorMessage: string | null;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

/** Renders the modal while `email` is set. */
export function ConfirmEmailModal(props: ConfirmEmailModalProps) {
  const { email, isConfirming, errorMessage, onConfirm, onClose } = props;
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Modal
      open={email !== null}
      title="Confirm your new email address"
      okText="Confirm"
      confirmLoading={isConfirming}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>{email ? SETTINGS_MESSAGES.emailChangeSent(email) : null}</Typography.Paragraph>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => onConfirm(values.code.trim())}>
        <Form.Item label="Verification code" name="code" rules={[zodRule(ZConfirmEmailBody.shape.code)]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={20} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
