/**
 * The sign-in form (spec 000 §2 Sign-in screens, §5 Login): email and password; the button enables only
 * when `canSubmitSignIn` holds (email pattern, password of 2+ characters); the field messages come
 * from the contract's `ZSignInForm`. The password is cleared when a
 * submission fails.
 */
import { useState } from 'react';
import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
import { canSubmitSignIn } from '@portal/contracts/shared/validation';
import { zodRule } from '../../../shared/form-rules';
import { AuthForm, EmailField, SubmitButton } from './AuthForm';
import { AuthParagraph } from './AuthText';

/**
 * The form's schema (the contract's `ZSignInForm`), loaded when the member first focuses a field (or by the
 * first check): the sign-in page is the first screen of a first visit, and zod (23 kB gzip) need not delay it
 * (issue 37 point 5).
 */
const signInSchema = () => import('@portal/contracts/auth/auth.schemas').then((module) => module.ZSignInForm);
const emailSchema = () => signInSchema().then((schema) => schema.shape.email);
const passwordSchema = () => signInSchema().then((schema) => schema.shape.password);

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
    <AuthForm
      title="Sign in"
      errorMessage={errorMessage}
      form={form}
      onFocus={() => void signInSchema()}
      onFinish={handleFinish}
      onValuesChange={(_, all: Partial<SignInValues>) => {
        setEmail((all.email ?? '').trim());
        setPassword(all.password ?? '');
      }}
    >
      <EmailField schema={emailSchema} autoComplete="username" />
      <Form.Item label="Password" name="password" rules={[zodRule(passwordSchema)]}>
        <Password autoComplete="current-password" size="large" />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <Link to="/account/forgot-password">Forgot password?</Link>
      </div>
      <SubmitButton loading={isSubmitting} disabled={!canSubmitSignIn(email, password)}>
        Sign in
      </SubmitButton>
      <AuthParagraph style={{ marginTop: 24 }}>
        Not a member yet? <a href={registerRoute}>Register</a>
      </AuthParagraph>
      <AuthParagraph>
        First time here? <Link to="/account/first-time-login/email-input">Set up your account</Link>
      </AuthParagraph>
    </AuthForm>
  );
}
