/**
 * The change-password form (spec 000 §5 Change password): current password required; new password required
 * and matching 8+ characters with lower, upper, digit and one of !@#$%^&* (the rule is shown live under the
 * field, each part ticked as it is met); retype required, same rule, and equal to the new one.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import {
  CHANGE_PASSWORD_RULES,
  SETTINGS_MESSAGES,
  ZChangePasswordBody,
  type TChangePasswordBody,
} from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { PasswordRuleList } from '../../../shared/components/PasswordRuleList';

/** The three fields, named as the `POST api/v1/account/change-password` body (spec 000 §7). */
export type ChangePasswordValues = TChangePasswordBody;

const fields = ZChangePasswordBody.shape;

/** A refused change's messages per field (the server's ModelState, issue 35: shown under the field). */
export type ChangePasswordFieldErrors = Partial<Record<keyof ChangePasswordValues, string[]>>;

/**
 * Props: the submit action (answers true when the password changed, so the form clears; false or the
 * server's field messages when refused, which then show under their fields) and its state.
 */
export interface ChangePasswordFormProps {
  onSubmit: (values: ChangePasswordValues) => Promise<boolean | ChangePasswordFieldErrors>;
  isSubmitting: boolean;
}

/** Renders the three password fields, the live rule list and Save. */
export function ChangePasswordForm({ onSubmit, isSubmitting }: ChangePasswordFormProps) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [password, setPassword] = useState('');
  const handleFinish = async (values: ChangePasswordValues) => {
    const outcome = await onSubmit(values);
    if (outcome === true) {
      form.resetFields();
      setPassword('');
    } else if (outcome)
      form.setFields(
        Object.entries(outcome).map(([name, errors]) => ({
          name: name as keyof ChangePasswordValues,
          errors,
        })),
      );
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 480 }}
      onFinish={(values) => void handleFinish(values)}
      onValuesChange={(_, all: Partial<ChangePasswordValues>) => setPassword(all.newPassword ?? '')}
    >
      <Form.Item label="Current password" name="currentPassword" rules={[zodRule(fields.currentPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="newPassword" rules={[zodRule(fields.newPassword)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordRuleList
        rules={CHANGE_PASSWORD_RULES}
        password={password}
        unmetColor="#6b6b6b"
        margin="-8px 0 16px"
      />
      <Form.Item
        label="Retype new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          zodRule(fields.confirmPassword),
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(SETTINGS_MESSAGES.passwordsDoNotMatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Change password
      </Button>
    </Form>
  );
}
