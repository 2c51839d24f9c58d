/**
 * First-time e-mail input (spec 000 §2 "First-time email input", §5): e-mail required ('Email is required');
 * Continue is enabled only when the e-mail matches the pattern.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { EMAIL_PATTERN, MESSAGES } from '@portal/contracts';

/** Props of {@link FirstTimeEmailForm}. */
export interface FirstTimeEmailFormProps {
  onSubmit: (email: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
}

/** Renders the e-mail form. */
export function FirstTimeEmailForm({ onSubmit, isSubmitting, errorMessage }: FirstTimeEmailFormProps) {
  const [email, setEmail] = useState('');
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { email: string }) => onSubmit(values.email.trim())}
      onValuesChange={(_, all: { email?: string }) => setEmail(all.email ?? '')}
    >
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Welcome! Let’s get you started
      </Typography.Title>
      <Typography.Paragraph>
        Enter the e-mail address your membership is registered with. We will send you a verification code.
      </Typography.Paragraph>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" name="email" rules={[{ required: true, message: MESSAGES.emailRequired }]}>
        <Input size="large" type="email" autoComplete="email" />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          disabled={!EMAIL_PATTERN.test(email.trim())}
        >
          Continue
        </Button>
        <Link to="/account/sign-in">Back to sign in</Link>
      </Space>
    </Form>
  );
}
