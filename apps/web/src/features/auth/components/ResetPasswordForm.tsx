/**
 * The reset-password form (spec 000 §2 Reset password, §5): password required ('Please enter a password'),
 * confirmation required and equal ('The new password that you entered do not match'), and the live rules
 * of RESET_PASSWORD_RULES (capital letter, lowercase, number, at least 8 characters); the messages
 * come from the contract's `ZResetPasswordForm`.
 */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { RESET_PASSWORD_RULES, ZResetPasswordForm } from '@portal/contracts';
import { zodFormRule } from '../../../shared/form-rules';
import { AuthForm, SubmitButton } from './AuthForm';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
}

/** Renders the form with its live rules list. */
export function ResetPasswordForm({ onSubmit, isSubmitting, errorMessage }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      title="Reset password"
      errorMessage={errorMessage}
      onFinish={(values: { password: string }) => onSubmit(values.password)}
      onValuesChange={(_, all: { password?: string }) => setPassword(all.password ?? '')}
    >
      <Form.Item label="New password" name="password" rules={[zodFormRule(ZResetPasswordForm, 'password')]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {RESET_PASSWORD_RULES.map((rule) => {
          const isMet = rule.test(password);
          return (
            <li key={rule.key} data-met={isMet} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {isMet ? (
                <CheckCircleFilled style={{ color: '#237804' }} aria-label="met" />
              ) : (
                <CloseCircleOutlined style={{ color: '#8c8c8c' }} aria-label="not met" />
              )}
              <span>{rule.label}</span>
            </li>
          );
        })}
      </ul>
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
