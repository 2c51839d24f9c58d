/**
 * First-time login account routes (spec 000 §2 "Account and onboarding routes", §4 First-time login):
 * `/account/first-time-login/email-input` → `generate-one-time-login-code` (email → tokenSent, requestId);
 * `/account/first-time-login/code-verification` (and its password-entry alias `code`) → `login-with-code`;
 * on success a check mark, 'Redirecting you to welcome page', and 2000 ms later the first welcome step.
 * Any other sub-path goes to the e-mail input, keeping the query: `?joined=1` (the return of a new member's
 * first payment, issue 13 "Joining") shows above the e-mail input what happened (issue 34:
 * `payment=success|declined|processing`, with the checkout to try again after a decline).
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, MESSAGES } from '@portal/contracts';
import { storeToken } from '../../../api/token-storage';
import { PaymentNoticeAlert } from '../../../shared/components/PaymentNoticeAlert';
import { paymentNoticeOf, type PaymentNotice } from '../../../shared/payment-return';
import { CodeForm } from '../components/CodeForm';
import { FirstTimeEmailForm } from '../components/FirstTimeEmailForm';
import {
  FIRST_WELCOME_PATH,
  clearPendingFirstTimeLogin,
  readPendingFirstTimeLogin,
  savePendingFirstTimeLogin,
} from '../first-time-login';
import { useGenerateOneTimeLoginCode } from '../queries';
import { oneTimeLoginError, useCodeEntry } from '../use-code-entry';

/** The notice of a new member back from paying their first invoice (issue 13 "Joining"). */
export const JOINED_NOTICE =
  'Payment received. Welcome! Your membership is active: enter your e-mail to sign in for the first time.';

/**
 * The truth of a new member's return from the hosted checkout (issue 34): paid → {@link JOINED_NOTICE};
 * declined or cancelled → not completed, nothing charged, the membership not active yet, and the same
 * checkout to try again; processing → the payment is clearing. No `payment` parameter (an older link) reads
 * as paid, as before.
 */
export function joinedNoticeOf(params: URLSearchParams): PaymentNotice {
  const notice = paymentNoticeOf(params, JOINED_NOTICE);
  if (!notice) return { type: 'success', text: JOINED_NOTICE, retryUrl: null, testMode: false };
  if (notice.type === 'warning')
    return {
      ...notice,
      text: `${notice.text} Your membership is not active yet: pay your first invoice to start it.`,
    };
  return notice;
}

function EmailInputStep() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
    <>
      {params.get('joined') === '1' && <PaymentNoticeAlert notice={joinedNoticeOf(params)} />}
      <FirstTimeEmailForm
        onSubmit={handleSubmit}
        isSubmitting={generate.isPending}
        errorMessage={errorMessage}
      />
    </>
  );
}

function CodeVerificationStep() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending] = useState(readPendingFirstTimeLogin);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const entry = useCodeEntry(pending, clearPendingFirstTimeLogin, (session) => {
    // The token is stored only when leaving: the login layout sends a signed-in user to redirectTo
    // (spec 000 §2 Guards), here the first welcome step.
    timer.current = window.setTimeout(() => {
      storeToken(session.token);
      queryClient.clear();
      void navigate(`${location.pathname}?redirectTo=${encodeURIComponent(FIRST_WELCOME_PATH)}`, {
        replace: true,
      });
    }, LIMITS.loginRedirectDelayMs);
  });
  return (
    <CodeForm
      title="Verify your e-mail"
      successLabel="Redirecting you to welcome page"
      link={{ to: '/account/first-time-login/email-input', label: 'Use another e-mail' }}
      {...entry}
    />
  );
}

/** Renders the step of the current sub-path. */
export default function FirstTimeLoginPage() {
  const step = useParams()['*'] ?? '';
  const { search } = useLocation();
  if (step === 'email-input') return <EmailInputStep />;
  if (step === 'code-verification' || step === 'code') return <CodeVerificationStep />;
  return <Navigate to={`/account/first-time-login/email-input${search}`} replace />;
}
