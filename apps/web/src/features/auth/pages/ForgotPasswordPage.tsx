/**
 * `/account/forgot-password` (spec 000 §2, §8): the form, then the confirmation 'Reset password email sent!'
 * when the server answers true; 'Incorrect email provided' when it answers false.
 */
import { useState } from 'react';
import { MESSAGES } from '@portal/contracts';
import { AuthDone } from '../components/AuthDone';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { useForgotPassword } from '../queries';

/** Asks for a reset-password e-mail. */
export default function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  if (forgotPassword.data === true) {
    return (
      <AuthDone
        title={MESSAGES.resetEmailSent}
        subTitle="Follow the link in the email to choose a new password."
        signInLabel="Back to sign in"
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
