/**
 * The sign-in form (spec 000 §2 Sign-in screens, §5 Login): email and password; the button enables only
 * when `canSubmitSignIn` holds (email pattern, password of 2+ characters). The password is cleared when a
 * submission fails.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { canSubmitSignIn, EMAIL_PATTERN, MESSAGES } from '@portal/contracts';

/** The submitted values. */
export interface SignInValues {
  email: string;
  password: string;
}

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Resolves true on success; false clears the password. */
  onSubmit: (values: SignInValues) => Promise<boolean>;
  isSubmitting: boolean;
  /** Inline error (Alert, type error), e.g. 'The user name or password is incorrect.'. */
  errorMessage: string | null;
  registerRoute: string;
}

/** Renders the sign-in form with its forgot-password and register links. */
export function SignInForm({ onSubmit, isSubmitting, errorMessage, registerRoute }: SignInFormProps) {
  const [form] = Form.useForm<SignInValues>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleFinish = async (values: SignInValues) => {
    const isDone = await onSubmit({ email: values.email.trim(), password: values.password });
    if (!isDone) {
      form.setFieldValue('password', '');
      setPassword('');
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={(_, all: Partial<SignInValues>) => {
        setEmail((all.email ?? '').trim());
        setPassword(all.password ?? '');
      }}
    >
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Sign in
      </Typography.Title>
      {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: MESSAGES.enterEmail },
          { pattern: EMAIL_PATTERN, message: MESSAGES.validEmail },
        ]}
      >
        <Input type="email" autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: MESSAGES.typePassword }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <Link to="/account/forgot-password">Forgot password?</Link>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={isSubmitting}
        disabled={!canSubmitSignIn(email, password)}
      >
        Sign in
      </Button>
      <Typography.Paragraph style={{ marginTop: 24 }}>
        Not a member yet? <a href={registerRoute}>Register</a>
      </Typography.Paragraph>
      <Typography.Paragraph>
        First time here? <Link to="/account/first-time-login/email-input">Set up your account</Link>
      </Typography.Paragraph>
    </Form>
  );
}
