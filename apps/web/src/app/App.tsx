/**
 * The app of one tenant: providers around the data router (spec 000 §2 routes).
 */
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { TenantProfile } from '@portal/contracts';
import { getStoredToken } from '../api/token-storage';
import { AppProviders } from './AppProviders';
import { createQueryClient } from '../session/query-client';
import { createAppRouter } from './router';
import { setPrefetchQueryClient } from '../shared/data-prefetch';
import { prefetchSession } from '../session/session-queries';
import { nextTask } from '../shared/next-task';

/** What {@link startApp} starts: the app's query client and data router. */
export interface StartedApp {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Starts the portal for `profile`: the query client — with a stored token the account request leaves at once,
 * alongside the route chunks, instead of after the auth guard's chunk has loaded and rendered (issue 18: it gates
 * every signed-in screen, so it was the first step of each screen's request waterfall); the permission flags of
 * an admin follow it at once ({@link prefetchSession}) — and then, in a task of its own ({@link nextTask}), the
 * data router, whose loaders start the first page's queries. main.tsx calls it before the stylesheet has applied
 * and React renders, so those requests leave while the stylesheet loads, and neither the router (its route
 * table ranked and matched, its first loaders run: ~150 ms of a phone-speed CPU) nor the query client is part
 * of the entry's evaluation or of React's first render (issue 37 point 5).
 */
export async function startApp(profile: TenantProfile): Promise<StartedApp> {
  const queryClient = createQueryClient();
  if (getStoredToken()) void prefetchSession(queryClient);
  setPrefetchQueryClient(queryClient, profile);
  await nextTask();
  return { queryClient, router: createAppRouter(profile) };
}

/** Renders the portal for `profile` with what {@link startApp} started. */
export function App({ profile, queryClient, router }: { profile: TenantProfile } & StartedApp) {
  return (
    <AppProviders profile={profile} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
