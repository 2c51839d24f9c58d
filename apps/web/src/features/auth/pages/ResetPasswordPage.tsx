/**
 * `/account/reset-password?token&userId` (spec 000 §2, §8): the form, then 'New password set' with a link to
 * sign in when the server answers true; the long reset failure message when it answers false; a refusal of
 * the password itself (issue 35: too common or breached) under the New password field.
 * Guard (spec 000 §2): a reset-password path without its authorization (the e-mailed token and userId) goes
 * to sign-in.
 */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { AuthDone } from '../components/AuthDone';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { useResetPassword } from '../queries';

/** Sets a new password from an e-mailed link. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const resetPassword = useResetPassword();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  if (!searchParams.get('token') || !searchParams.get('userId'))
    return <Navigate to="/account/sign-in" replace />;
  if (resetPassword.data === true) {
    return <AuthDone title={MESSAGES.newPasswordSet} signInLabel="Sign in" />;
  }
  return (
    <ResetPasswordForm
      isSubmitting={resetPassword.isPending}
      errorMessage={errorMessage}
      passwordError={passwordError}
      onSubmit={(password) => {
        setErrorMessage(null);
        setPasswordError(null);
        resetPassword.mutate(
          { token: searchParams.get('token') ?? '', userId: searchParams.get('userId') ?? '', password },
          {
            onSuccess: (outcome) => {
              if (outcome === false) setErrorMessage(MESSAGES.resetFailed);
              else if (outcome !== true) setPasswordError(outcome.passwordError);
            },
          },
        );
      }}
    />
  );
}
