/**
 * First-time login account routes (spec 000 §2 "Account and onboarding routes", §4 First-time login):
 * `/account/first-time-login/email-input` → `generate-one-time-login-code` (email → tokenSent, requestId);
 * `/account/first-time-login/code-verification` (and its password-entry alias `code`) → `login-with-code`;
 * on success a check mark, 'Redirecting you to welcome page', and 2000 ms later the first welcome step.
 * Any other sub-path goes to the e-mail input.
 */
import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, MESSAGES } from '@portal/contracts';
import { isApiError } from '../../../api/api-error';
import { storeToken } from '../../../api/token-storage';
import { FirstTimeCodeForm } from '../components/FirstTimeCodeForm';
import { FirstTimeEmailForm } from '../components/FirstTimeEmailForm';
import {
  FIRST_WELCOME_PATH,
  clearPendingFirstTimeLogin,
  readPendingFirstTimeLogin,
  savePendingFirstTimeLogin,
} from '../first-time-login';
import { useGenerateOneTimeLoginCode, useLoginWithCode, useResendOneTimeCode } from '../queries';

/** The message of a failed one-time login: the server's message or error_description, else the error's own. */
function oneTimeLoginError(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || error.error_description || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

function EmailInputStep() {
  const navigate = useNavigate();
  const generate = useGenerateOneTimeLoginCode();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const handleSubmit = (email: string) => {
    setErrorMessage(null);
    generate.mutate(
      { email },
      {
        onSuccess: (answer) => {
          savePendingFirstTimeLogin({ email, requestId: answer.requestId });
          void navigate('/account/first-time-login/code-verification');
        },
        onError: (error) => setErrorMessage(oneTimeLoginError(error, MESSAGES.defaultRequestError)),
      },
    );
  };
  return (
    <FirstTimeEmailForm
      onSubmit={handleSubmit}
      isSubmitting={generate.isPending}
      errorMessage={errorMessage}
    />
  );
}

function CodeVerificationStep() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending] = useState(readPendingFirstTimeLogin);
  const loginWithCode = useLoginWithCode();
  const resend = useResendOneTimeCode();
  const [errorMessage, setErrorMessage] = useState<string | null>(
    pending ? null : MESSAGES.missingCredentials,
  );
  const [isSucceeded, setIsSucceeded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleSubmit = (code: string) => {
    if (!pending) return;
    setErrorMessage(null);
    loginWithCode.mutate(
      { email: pending.email, code, requestId: pending.requestId },
      {
        onSuccess: (session) => {
          setIsSucceeded(true);
          clearPendingFirstTimeLogin();
          // The token is stored only when leaving: the login layout sends a signed-in user to redirectTo
          // (spec 000 §2 Guards), here the first welcome step.
          timer.current = window.setTimeout(() => {
            storeToken(session.token);
            queryClient.clear();
            void navigate(`${location.pathname}?redirectTo=${encodeURIComponent(FIRST_WELCOME_PATH)}`, {
              replace: true,
            });
          }, LIMITS.loginRedirectDelayMs);
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
    <FirstTimeCodeForm
      email={pending?.email ?? null}
      onSubmit={handleSubmit}
      onResend={handleResend}
      isSubmitting={loginWithCode.isPending}
      isResending={resend.isPending}
      isSucceeded={isSucceeded}
      errorMessage={errorMessage}
    />
  );
}

/** Renders the step of the current sub-path. */
export default function FirstTimeLoginPage() {
  const step = useParams()['*'] ?? '';
  if (step === 'email-input') return <EmailInputStep />;
  if (step === 'code-verification' || step === 'code') return <CodeVerificationStep />;
  return <Navigate to="/account/first-time-login/email-input" replace />;
}
