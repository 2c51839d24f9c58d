/**
 * Guard of the signed-in area (spec 000 §2 Guards): without a stored authorization token it redirects to
 * `/account/sign-in?redirectTo=<path+search>`. With one, it loads the account first; a token the server
 * refuses (401) is cleared by the community client, which reloads the page into the sign-in redirect. Only a
 * failed first load stops the area; a failed later refresh keeps the page (docs/architecture.md "A failed
 * refresh keeps the page").
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { getStoredToken } from '../../api/token-storage';
import { useAccount } from '../../session/session-queries';
import { LoadError } from '../../shared/components/LoadError';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { signInPathFor } from '../../shared/redirect-path';

function AccountGate() {
  const account = useAccount();
  if (account.isPending) return <PageSpinner />;
  if (account.isLoadingError)
    return <LoadError message="Failed to load your account." onRetry={() => account.refetch()} />;
  return <Outlet />;
}

/** Renders the child routes for a signed-in user, else redirects to sign-in. */
export default function RequireAuth() {
  const location = useLocation();
  if (!getStoredToken()) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <AccountGate />;
}
