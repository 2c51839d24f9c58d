/**
 * The verification code form of the two-factor sign-in and the first-time login (spec 000 §2 Code page, §4,
 * §5 Verification code): a code of 6 characters; Continue is disabled while empty, under 6 characters, or
 * after success ('Please, enter code' when the field is emptied); Resend shows the animated 'Resending'
 * while pending. With `successLabel` (first-time login) a success locks the form, shows a check mark and the
 * button reads the label ('Redirecting you to welcome page').
 */
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { canSubmitCode, LIMITS, ZCodeForm } from '@portal/contracts';
import { zodRule } from '../../../shared/form-rules';
import { AuthForm, SubmitButton } from './AuthForm';
import { ResendingLabel } from './ResendingLabel';

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  title: string;
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
  /** The button's text after success; also locks the form and shows a check mark. */
  successLabel?: string;
  /** The link under the buttons (back to sign in, or another e-mail). */
  link: { to: string; label: string };
}

/** Renders the code form. */
export function CodeForm(props: CodeFormProps) {
  const { title, email, onSubmit, onResend, isSubmitting, isResending, isSucceeded } = props;
  const { errorMessage, isMissingCredentials, successLabel, link } = props;
  const [code, setCode] = useState('');
  const isLocked = successLabel !== undefined && isSucceeded;

  return (
    <AuthForm
      title={title}
      intro={
        email && (
          <>
            We sent a verification code to <strong>{email}</strong>.
          </>
        )
      }
      errorMessage={errorMessage}
      onFinish={(values: { code: string }) => onSubmit(values.code.trim())}
      onValuesChange={(_, all: { code?: string }) => setCode(all.code ?? '')}
    >
      <Form.Item label="Verification code" name="code" rules={[zodRule(ZCodeForm.shape.code)]}>
        <Input
          size="large"
          maxLength={LIMITS.verificationCodeLength}
          autoComplete="one-time-code"
          inputMode="numeric"
          disabled={isMissingCredentials || isLocked}
          suffix={
            successLabel === undefined ? undefined : isSucceeded ? (
              <CheckCircleFilled aria-label="Code verified" style={{ color: '#237804', fontSize: 18 }} />
            ) : (
              <span />
            )
          }
        />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <SubmitButton
          loading={isSubmitting}
          disabled={isMissingCredentials || !canSubmitCode(code, isSucceeded)}
        >
          {isLocked ? successLabel : 'Continue'}
        </SubmitButton>
        <Button
          size="large"
          block
          onClick={onResend}
          disabled={isMissingCredentials || isResending || isLocked}
        >
          {isResending ? <ResendingLabel /> : 'Resend code'}
        </Button>
        <Link to={link.to}>{link.label}</Link>
      </Space>
    </AuthForm>
  );
}
