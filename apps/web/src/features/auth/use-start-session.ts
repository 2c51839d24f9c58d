/**
 * Starts a session after a successful sign-in (spec 000 §2 Guards): stores the token, drops cached data of
 * any previous user and goes to the same-site `redirectTo`, or home.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { storeToken } from '../../api/token-storage';
import { safeRedirectPath } from '../../shared/redirect-path';

/** Returns `startSession(token)`. */
export function useStartSession(): (token: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (token: string) => {
    storeToken(token);
    queryClient.clear();
    navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true });
  };
}
