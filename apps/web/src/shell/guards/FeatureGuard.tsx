/**
 * Feature guard (spec 000 §2 Guards): its child routes render only when the module, and the sub-module if
 * named, is enabled for the tenant and permitted to the user (`canAccessModule` / `canAccessSubModule`), and,
 * for Find an OT and Brand assets, the user has the contact type Member (spec 000 §6).
 * On denial it goes back to the previous location, or home when there is none.
 */
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { canAccessModule, canAccessSubModule, type ModuleName, type SubModuleName } from '@portal/contracts';
import { useTenant } from '../../session/tenant-context';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useAccessSubject } from '../../session/access-hooks';

/** Props: the module and optional sub-module the child routes need. */
export interface FeatureGuardProps {
  module: ModuleName;
  subModule?: SubModuleName;
  /** The user must also have the contact type Member (spec 000 §6: Find an OT, Brand assets). */
  requiresMember?: boolean;
}

/** Renders `<Outlet />` when permitted, otherwise navigates away. */
export function FeatureGuard({ module, subModule, requiresMember = false }: FeatureGuardProps) {
  const profile = useTenant();
  const subject = useAccessSubject();
  const navigate = useNavigate();
  const isAllowed =
    subject !== null &&
    (subModule
      ? canAccessSubModule(profile, module, subModule, subject)
      : canAccessModule(profile, module, subject)) &&
    (!requiresMember || subject.contactTypes.includes('Member'));
  const isDenied = subject !== null && !isAllowed;

  useEffect(() => {
    if (!isDenied) return;
    // react-router keeps the history index in history.state.idx; 0 means this is the first entry.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [isDenied, navigate]);

  if (subject === null) return <PageSpinner />;
  return isAllowed ? <Outlet /> : null;
}
