/**
 * The reset-password form (spec 000 §2 Reset password, §5): password required ('Please enter a password'),
 * confirmation required and equal ('The new password that you entered do not match'), and the live rules
 * of RESET_PASSWORD_RULES (capital letter, lowercase, number, at least 8 characters); the messages
 * come from the contract's `ZResetPasswordForm`.
 */
import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { RESET_PASSWORD_RULES, ZResetPasswordForm } from '@portal/contracts';
import { zodFormRule } from '../../../shared/form-rules';
import { AuthForm, SubmitButton } from './AuthForm';
import { PasswordRuleList } from '../../../shared/components/PasswordRuleList';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
  /** The server's refusal of the password (issue 35), shown under the New password field until it changes. */
  passwordError?: string | null;
}

/** Renders the form with its live rules list. */
export function ResetPasswordForm({
  onSubmit,
  isSubmitting,
  errorMessage,
  passwordError,
}: ResetPasswordFormProps) {
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (passwordError) form.setFields([{ name: 'password', errors: [passwordError] }]);
  }, [form, passwordError]);
  return (
    <AuthForm
      form={form}
      title="Reset password"
      errorMessage={errorMessage}
      onFinish={(values: { password: string; confirm: string }) => onSubmit(values.password)}
      onValuesChange={(_, all: { password?: string }) => setPassword(all.password ?? '')}
    >
      <Form.Item label="New password" name="password" rules={[zodFormRule(ZResetPasswordForm, 'password')]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <PasswordRuleList rules={RESET_PASSWORD_RULES} password={password} unmetColor="#8c8c8c" />
      <Form.Item
        label="Confirm password"
        name="confirm"
        dependencies={['password']}
        rules={[zodFormRule(ZResetPasswordForm, 'confirm')]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <SubmitButton loading={isSubmitting}>Set new password</SubmitButton>
    </AuthForm>
  );
}
