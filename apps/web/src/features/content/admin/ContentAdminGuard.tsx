/**
 * Guard of /admin/resources (spec 000 §2; docs/api-content.md "Authoring"): administrators and users with
 * the `contentEditor` permission flag; everyone else goes to /admin. The server decides again on every call.
 */
import { Navigate, Outlet } from 'react-router';
import { usePermissions } from '../../../app/session-queries';
import { PageSpinner } from '../../../shared/components/PageSpinner';

/** Renders the content admin routes for content editors. */
export default function ContentAdminGuard() {
  const permissions = usePermissions();
  if (permissions.isPending) return <PageSpinner />;
  const flags = permissions.data as (typeof permissions.data & { contentEditor?: boolean }) | undefined;
  const canEdit = flags?.role === 1 || flags?.contentEditor === true;
  return canEdit ? <Outlet /> : <Navigate to="/admin" replace />;
}
