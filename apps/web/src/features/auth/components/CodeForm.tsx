/**
 * The verification code form (spec 000 §2 Code page, §5 Verification code): a code of 6 characters;
 * Continue is disabled while empty, under 6 characters, or after success ('Please, enter code' when the
 * field is emptied); Resend shows the animated 'Resending' while pending.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { canSubmitCode, LIMITS, MESSAGES } from '@portal/contracts';
import { ResendingLabel } from './ResendingLabel';

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  email: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  isSubmitting: boolean;
  isResending: boolean;
  isSucceeded: boolean;
  /** Inline error: missing credentials, wrong code or the server's message. */
  errorMessage: string | null;
  /** True when no pending sign-in exists: the form cannot be used. */
  isMissingCredentials: boolean;
}

/** Renders the code form. */
export function CodeForm(props: CodeFormProps) {
  const {
    email,
    onSubmit,
    onResend,
    isSubmitting,
    isResending,
    isSucceeded,
    errorMessage,
    isMissingCredentials,
  } = props;
  const [code, setCode] = useState('');

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string }) => onSubmit(values.code.trim())}
      onValuesChange={(_, all: { code?: string }) => setCode(all.code ?? '')}
    >
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Verification code
      </Typography.Title>
      {email && (
        <Typography.Paragraph>
          We sent a verification code to <strong>{email}</strong>.
        </Typography.Paragraph>
      )}
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Verification code"
        name="code"
        rules={[{ required: true, message: MESSAGES.enterCode }]}
      >
        <Input
          size="large"
          maxLength={LIMITS.verificationCodeLength}
          autoComplete="one-time-code"
          inputMode="numeric"
          disabled={isMissingCredentials}
        />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          disabled={isMissingCredentials || !canSubmitCode(code, isSucceeded)}
        >
          Continue
        </Button>
        <Button size="large" block onClick={onResend} disabled={isMissingCredentials || isResending}>
          {isResending ? <ResendingLabel /> : 'Resend code'}
        </Button>
        <Link to="/account/sign-in">Back to sign in</Link>
      </Space>
    </Form>
  );
}
