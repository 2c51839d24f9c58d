/**
 * The verification step of the join form (issue 13 "Joining": the account's e-mail is verified by a code
 * from the outbox): the 6-digit code, Continue, Resend code and Back to the details. It tells the person to
 * check their e-mail, which for an address that already has an account explains how to sign in instead.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { LIMITS, MEMBERSHIP_MESSAGES } from '@portal/contracts';

/** Props of {@link JoinCodeForm}. */
export interface JoinCodeFormProps {
  email: string;
  isSubmitting: boolean;
  isResending: boolean;
  errorMessage: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Renders the code form. */
export function JoinCodeForm(props: JoinCodeFormProps) {
  const { email, isSubmitting, isResending, errorMessage, onSubmit, onResend, onBack } = props;
  const [code, setCode] = useState('');
  const isComplete = code.trim().length === LIMITS.verificationCodeLength;
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit(values.code.trim())}
      onValuesChange={(_, all: { code?: string }) => setCode(all.code ?? '')}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Verify your e-mail
      </Typography.Title>
      <Typography.Paragraph>
        We sent a verification code to <strong>{email}</strong>.
      </Typography.Paragraph>
      {/* The same words for every address (issue 35 point 1): one with an account gets a sign-in e-mail. */}
      <Typography.Paragraph>{MEMBERSHIP_MESSAGES.joinCheckEmail}</Typography.Paragraph>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Verification code"
        name="code"
        rules={[{ required: true, whitespace: true, message: 'Please, enter code' }]}
      >
        <Input
          size="large"
          maxLength={LIMITS.verificationCodeLength}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          disabled={!isComplete}
        >
          Continue
        </Button>
        <Button size="large" block onClick={onResend} loading={isResending}>
          Resend code
        </Button>
        <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
          Back to your details
        </Button>
      </Space>
    </Form>
  );
}
