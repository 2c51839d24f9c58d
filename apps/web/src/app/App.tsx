/**
 * The app of one tenant: providers around the data router (spec 000 §2 routes).
 */
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { TenantProfile } from '@portal/contracts';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

/** Renders the portal for `profile`. */
export function App({ profile }: { profile: TenantProfile }) {
  const router = useMemo(() => createAppRouter(profile), [profile]);
  return (
    <AppProviders profile={profile}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
