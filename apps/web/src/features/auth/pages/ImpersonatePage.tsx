/**
 * `/account/impersonate?username&password&impersonatorId` (spec 000 §2 Account routes): signs in at once with
 * the one-time credentials an administrator obtained, stores the token and goes home; any failure
 * redirects to `/account/sign-in`.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { storeToken } from '../../../api/token-storage';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useSignIn } from '../queries';

/** Runs the auto-login once. */
export default function ImpersonatePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = useSignIn();
  // The password is single use: a second call (React StrictMode re-running effects) would fail.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const email = searchParams.get('username') ?? '';
    const password = searchParams.get('password') ?? '';
    const impersonatorId = searchParams.get('impersonatorId');
    mutateAsync({ email, password, impersonatorId })
      .then((answer) => {
        if (answer.twoFactorRequired) throw new Error('Two-factor sign-in cannot be impersonated');
        storeToken(answer.token);
        queryClient.clear();
        navigate('/', { replace: true });
      })
      .catch(() => navigate('/account/sign-in', { replace: true }));
  }, [searchParams, mutateAsync, navigate, queryClient]);

  return <PageSpinner />;
}
