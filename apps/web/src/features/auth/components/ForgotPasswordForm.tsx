/**
 * The forgot-password form (spec 000 §5 Forgot password): email required ('Please enter an email address')
 * and valid ('Please enter a valid email'), checked by the contract's `ZForgotPasswordBody`.
 */
import { Link } from 'react-router';
import { ZForgotPasswordBody } from '@portal/contracts';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  onSubmit: (email: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
}

/** Renders the form. */
export function ForgotPasswordForm({ onSubmit, isSubmitting, errorMessage }: ForgotPasswordFormProps) {
  return (
    <AuthForm
      title="Forgot password"
      intro="Enter your email address and we will send you a link to reset your password."
      errorMessage={errorMessage}
      onFinish={(values: { email: string }) => onSubmit(values.email.trim())}
    >
      <EmailField schema={ZForgotPasswordBody.shape.email} autoComplete="email" />
      <SubmitButton loading={isSubmitting}>Send reset link</SubmitButton>
      <div style={{ marginTop: 16 }}>
        <Link to="/account/sign-in">Back to sign in</Link>
      </div>
    </AuthForm>
  );
}
