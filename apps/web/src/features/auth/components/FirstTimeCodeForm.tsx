/**
 * First-time code verification (spec 000 §2, §4 First-time login, §5 Verification code): a 6-character code;
 * Continue is disabled while empty, under 6 characters, or after success. On success a check mark shows and
 * the button reads 'Redirecting you to welcome page'.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { canSubmitCode, LIMITS, MESSAGES } from '@portal/contracts';
import { ResendingLabel } from './ResendingLabel';

/** Props of {@link FirstTimeCodeForm}. */
export interface FirstTimeCodeFormProps {
  email: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  isSubmitting: boolean;
  isResending: boolean;
  isSucceeded: boolean;
  errorMessage: string | null;
}

/** Renders the code form. */
export function FirstTimeCodeForm(props: FirstTimeCodeFormProps) {
  const { email, onSubmit, onResend, isSubmitting, isResending, isSucceeded, errorMessage } = props;
  const [code, setCode] = useState('');
  const isMissing = email === null;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { code: string }) => onSubmit(values.code.trim())}
      onValuesChange={(_, all: { code?: string }) => setCode(all.code ?? '')}
    >
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Verify your e-mail
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
          disabled={isMissing || isSucceeded}
          suffix={
            isSucceeded ? (
              <CheckCircleFilled aria-label="Code verified" style={{ color: '#237804', fontSize: 18 }} />
            ) : (
              <span />
            )
          }
        />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          disabled={isMissing || !canSubmitCode(code, isSucceeded)}
        >
          {isSucceeded ? 'Redirecting you to welcome page' : 'Continue'}
        </Button>
        <Button size="large" block onClick={onResend} disabled={isMissing || isResending || isSucceeded}>
          {isResending ? <ResendingLabel /> : 'Resend code'}
        </Button>
        <Link to="/account/first-time-login/email-input">Use another e-mail</Link>
      </Space>
    </Form>
  );
}
