/**
 * The forgot-password form (spec 000 §5 Forgot password): email required ('Please enter an email address')
 * and valid ('Please enter a valid email').
 */
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { EMAIL_PATTERN, MESSAGES } from '@portal/contracts';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  onSubmit: (email: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
}

/** Renders the form. */
export function ForgotPasswordForm({ onSubmit, isSubmitting, errorMessage }: ForgotPasswordFormProps) {
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { email: string }) => onSubmit(values.email.trim())}
    >
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Forgot password
      </Typography.Title>
      <Typography.Paragraph>
        Enter your email address and we will send you a link to reset your password.
      </Typography.Paragraph>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, whitespace: true, message: MESSAGES.enterEmail },
          { pattern: EMAIL_PATTERN, message: MESSAGES.validEmail },
        ]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
        Send reset link
      </Button>
      <div style={{ marginTop: 16 }}>
        <Link to="/account/sign-in">Back to sign in</Link>
      </div>
    </Form>
  );
}
