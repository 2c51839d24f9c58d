/**
 * Guard of one admin area (spec 000 §2 Guards; issue 41): its child routes render only when the signed-in
 * person may use the area by the area's one rule ({@link canUseAdminArea} over `GET /api/v1/permission`, the
 * rule the admin menu and the server apply); anyone else goes to the admin home `/admin` (whose own guard
 * sends people without admin access home). The server decides again on every call.
 */
import { Navigate, Outlet } from 'react-router';
import { usePermissions } from '../../session/session-queries';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { canUseAdminArea, type AdminArea } from '../admin-navigation';

/** Props: the admin area the child routes belong to. */
export interface AdminAreaGuardProps {
  area: AdminArea;
}

/** Renders `<Outlet />` when the area is allowed, a spinner while the permissions load, else `/admin`. */
export function AdminAreaGuard({ area }: AdminAreaGuardProps) {
  const permissions = usePermissions();
  if (permissions.isPending) return <PageSpinner />;
  return canUseAdminArea(area, permissions.data) ? <Outlet /> : <Navigate to="/admin" replace />;
}
