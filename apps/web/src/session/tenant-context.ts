/**
 * The tenant profile of this page load (spec 000 §1), provided once at the root.
 */
import { createContext, useContext } from 'react';
import type { TenantProfile } from '@portal/contracts';

/** Holds the active {@link TenantProfile}; null only outside the providers. */
export const TenantContext = createContext<TenantProfile | null>(null);

/**
 * The active tenant profile.
 * @throws Error when used outside `AppProviders`.
 */
export function useTenant(): TenantProfile {
  const profile = useContext(TenantContext);
  if (!profile) throw new Error('useTenant must be used inside the tenant provider');
  return profile;
}
