/**
 * `/account/sign-in` (spec 000 §2 Sign-in screens, §8 Login errors). Without two-factor the session starts
 * at once; with it a one-time code is requested and the user goes to `/account/sign-in/code`.
 * 'Invalid credential' shows 'The user name or password is incorrect.' inline; a 429 shows the server's
 * message inline; other server messages appear as notifications.
 */
import { useState } from 'react';
import { useApp } from '../../../shared/app-feedback';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/contracts/shared/messages';
import { isApiError } from '../../../api/api-error';
import { useTenant } from '../../../session/tenant-context';
import { SignInForm, type SignInValues } from '../components/SignInForm';
import { savePendingSignIn } from '../pending-sign-in';
import { useRequestOneTimeLoginCode, useSignIn } from '../queries';
import { useStartSession } from '../use-start-session';

/** Signs the user in. */
export default function SignInPage() {
  const profile = useTenant();
  const { notification } = useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const requestCode = useRequestOneTimeLoginCode();
  const startSession = useStartSession();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const handleSubmit = async ({ email, password }: SignInValues): Promise<boolean> => {
    setErrorMessage(null);
    try {
      const answer = await signIn.mutateAsync({ email, password });
      if (answer.twoFactorRequired) {
        const { requestId } = await requestCode.mutateAsync({ email, password });
        savePendingSignIn({ email, requestId });
        const redirectTo = searchParams.get('redirectTo');
        navigate(`/account/sign-in/code${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`);
        return true;
      }
      startSession(answer.token);
      return true;
    } catch (error) {
      if (isApiError(error) && error.message === MESSAGES.invalidCredentialServer) {
        setErrorMessage(MESSAGES.invalidCredential);
      } else if (isApiError(error) && error.status === 429) {
        setErrorMessage(error.message || MESSAGES.tooManyAttempts);
      } else if (!isApiError(error) || error.status !== 500) {
        // 500s were already announced by the API client.
        notification.error({ title: error instanceof Error ? error.message : MESSAGES.defaultRequestError });
      }
      return false;
    }
  };

  return (
    <SignInForm
      onSubmit={handleSubmit}
      isSubmitting={signIn.isPending || requestCode.isPending}
      errorMessage={errorMessage}
      registerRoute={profile.registerRoute}
    />
  );
}
