/**
 * The verification-code step shared by the two-factor sign-in and the first-time login (spec 000 §4, §8):
 * `login-with-code` with the pending {email, requestId}, resend ('New verification code sent. Please check
 * your email.'), and the inline error — 'Error. Please, back to login page and type your login and password'
 * without a pending sign-in, else the server's message.
 */
import { useState } from 'react';
import { useApp } from '../../shared/app-feedback';
import { MESSAGES, type TSessionResponse } from '@portal/contracts';
import { isApiError } from '../../api/api-error';
import type { PendingCode } from './pending-code';
import { useLoginWithCode, useResendOneTimeCode } from './queries';

/** The message of a failed one-time login: the server's message or error_description, else the error's own. */
export function oneTimeLoginError(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || error.error_description || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * State and actions of a code page: `onSignedIn` runs with the session after the pending sign-in is
 * forgotten (`clearPending`). Answers the props the {@link CodeForm} needs.
 */
export function useCodeEntry(
  pending: PendingCode | null,
  clearPending: () => void,
  onSignedIn: (session: TSessionResponse) => void,
) {
  const { message } = useApp();
  const loginWithCode = useLoginWithCode();
  const resend = useResendOneTimeCode();
  const [errorMessage, setErrorMessage] = useState<string | null>(
    pending ? null : MESSAGES.missingCredentials,
  );
  const [isSucceeded, setIsSucceeded] = useState(false);

  const onSubmit = (code: string) => {
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
          clearPending();
          onSignedIn(session);
        },
        onError: (error) => setErrorMessage(oneTimeLoginError(error, MESSAGES.wrongPassword)),
      },
    );
  };

  const onResend = () => {
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

  return {
    email: pending?.email ?? null,
    onSubmit,
    onResend,
    isSubmitting: loginWithCode.isPending,
    isResending: resend.isPending,
    isSucceeded,
    errorMessage,
    isMissingCredentials: !pending,
  };
}
