/**
 * The app of one tenant: providers around the data router (spec 000 §2 routes).
 */
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { getStoredToken } from '../api/token-storage';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../session/query-client';
import { createAppRouter } from './router';
import { setPrefetchQueryClient } from '../shared/data-prefetch';
import { prefetchSession } from '../session/session-queries';

/**
 * Renders the portal for `profile`. With a stored token the account request starts at once, alongside the
 * route chunks, instead of after the auth guard's chunk has loaded and rendered (issue 18: it gates every
 * signed-in screen, so it was the first step of each screen's request waterfall); the permission flags of an
 * admin follow it at once ({@link prefetchSession}).
 */
export function App({ profile }: { profile: TenantProfile }) {
  const router = useMemo(() => createAppRouter(profile), [profile]);
  const queryClient = useMemo(() => {
    const client = createQueryClient();
    if (getStoredToken()) void prefetchSession(client);
    setPrefetchQueryClient(client, profile);
    return client;
  }, [profile]);
  return (
    <AppProviders profile={profile} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
