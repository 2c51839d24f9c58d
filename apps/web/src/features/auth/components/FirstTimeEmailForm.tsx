/**
 * First-time e-mail input (spec 000 §2 "First-time email input", §5): e-mail required ('Email is required');
 * Continue is enabled only when the e-mail matches the pattern.
 */
import { useState } from 'react';
import { Space } from 'antd';
import { Link } from 'react-router';
import { EMAIL_PATTERN, ZFirstTimeEmailForm } from '@portal/contracts';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';

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
    <AuthForm
      title="Welcome! Let’s get you started"
      intro="Enter the e-mail address your membership is registered with. We will send you a verification code."
      errorMessage={errorMessage}
      onFinish={(values: { email: string }) => onSubmit(values.email.trim())}
      onValuesChange={(_, all: { email?: string }) => setEmail(all.email ?? '')}
    >
      <EmailField schema={ZFirstTimeEmailForm.shape.email} autoComplete="email" />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <SubmitButton loading={isSubmitting} disabled={!EMAIL_PATTERN.test(email.trim())}>
          Continue
        </SubmitButton>
        <Link to="/account/sign-in">Back to sign in</Link>
      </Space>
    </AuthForm>
  );
}
