/**
 * `/account/sign-in/code` (spec 000 §2 Code page, §4 Login, §8): finishes a two-factor sign-in with the
 * e-mailed code (`login-with-code`), or resends the code ('New verification code sent. Please check your
 * email.'). Without the stored {email, requestId} it shows 'Error. Please, back to login page and type your
 * login and password'.
 */
import { useState } from 'react';
import { App } from 'antd';
import { MESSAGES } from '@portal/contracts';
import { isApiError } from '../../../api/api-error';
import { CodeForm } from '../components/CodeForm';
import { clearPendingSignIn, readPendingSignIn } from '../pending-sign-in';
import { useLoginWithCode, useResendOneTimeCode } from '../queries';
import { useStartSession } from '../use-start-session';

/** The message of a failed one-time login: the server's message or error_description, else the error's own. */
function oneTimeLoginError(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || error.error_description || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Lets the user enter or resend the verification code. */
export default function SignInCodePage() {
  const { message } = App.useApp();
  const [pending] = useState(readPendingSignIn);
  const loginWithCode = useLoginWithCode();
  const resend = useResendOneTimeCode();
  const startSession = useStartSession();
  const [errorMessage, setErrorMessage] = useState<string | null>(
    pending ? null : MESSAGES.missingCredentials,
  );
  const [isSucceeded, setIsSucceeded] = useState(false);

  const handleSubmit = (code: string) => {
    if (!pending) {
      setErrorMessage(MESSAGES.missingCredentials);
      return;
    }
    setErrorMessage(null);
    loginWithCode.mutate(
      { email: pending.email, code, requestId: pending.requestId },
      {
        onSuccess: (session) => {
          setIsSucceeded(true);
          clearPendingSignIn();
          startSession(session.token);
        },
        onError: (error) => setErrorMessage(oneTimeLoginError(error, MESSAGES.wrongPassword)),
      },
    );
  };

  const handleResend = () => {
    if (!pending) return;
    setErrorMessage(null);
    resend.mutate(
      { requestId: pending.requestId, userName: pending.email },
      {
        onSuccess: () => void message.success(MESSAGES.codeResent),
        onError: (error) => setErrorMessage(oneTimeLoginError(error, MESSAGES.defaultRequestError)),
      },
    );
  };

  return (
    <CodeForm
      email={pending?.email ?? null}
      onSubmit={handleSubmit}
      onResend={handleResend}
      isSubmitting={loginWithCode.isPending}
      isResending={resend.isPending}
      isSucceeded={isSucceeded}
      errorMessage={errorMessage}
      isMissingCredentials={!pending}
    />
  );
}
