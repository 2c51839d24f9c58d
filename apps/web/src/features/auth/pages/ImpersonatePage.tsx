/**
 * `/account/impersonate?username&password&impersonatorId` (spec 000 §2 Account routes): signs in at once with
 * the one-time credentials an administrator obtained, stores the token and goes home; any failure
 * redirects to `/account/sign-in`. The credentials are read once, and the address is replaced by the bare
 * path before the sign-in call goes out, so the secret stays neither in the address bar nor in the history
 * (issue 35 point 2).
 */
import { useEffect, useRef, useState } from 'react';
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
  // Read once: the address loses them below.
  const [credentials] = useState(() => ({
    email: searchParams.get('username') ?? '',
    password: searchParams.get('password') ?? '',
    impersonatorId: searchParams.get('impersonatorId'),
  }));
  // The password is single use: a second call (React StrictMode re-running effects) would fail.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    // The history entry itself is replaced (not a new one pushed), so Back cannot show the secret either.
    navigate({ pathname: '/account/impersonate', search: '' }, { replace: true });
    mutateAsync(credentials)
      .then((answer) => {
        if (answer.twoFactorRequired) throw new Error('Two-factor sign-in cannot be impersonated');
        storeToken(answer.token);
        queryClient.clear();
        navigate('/', { replace: true });
      })
      .catch(() => navigate('/account/sign-in', { replace: true }));
  }, [credentials, mutateAsync, navigate, queryClient]);

  return <PageSpinner />;
}
