/**
 * `/account/forgot-password` (spec 000 §2, §8): the form, then the confirmation 'Reset password email sent!'
 * when the server answers true; 'Incorrect email provided' when it answers false.
 */
import { useState } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { useForgotPassword } from '../queries';

/** Asks for a reset-password e-mail. */
export default function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  if (forgotPassword.data === true) {
    return (
      <Result
        status="success"
        title={MESSAGES.resetEmailSent}
        subTitle="Follow the link in the email to choose a new password."
        extra={
          <Link to="/account/sign-in">
            <Button type="primary">Back to sign in</Button>
          </Link>
        }
      />
    );
  }
  return (
    <ForgotPasswordForm
      isSubmitting={forgotPassword.isPending}
      errorMessage={errorMessage}
      onSubmit={(email) => {
        setErrorMessage(null);
        forgotPassword.mutate(
          { email },
          { onSuccess: (isSent) => !isSent && setErrorMessage(MESSAGES.incorrectEmail) },
        );
      }}
    />
  );
}
