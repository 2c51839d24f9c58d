/**
 * Guard of /admin/resources (spec 000 §2; docs/api-content.md "Authoring"): whoever `canEditContent` allows
 * (tenant administrators and users with the `contentEditor` permission flag, spec 000 §6); everyone else goes
 * to /admin. The server decides again on every call.
 */
import { Navigate, Outlet } from 'react-router';
import { canEditContent } from '@portal/contracts';
import { usePermissions } from '../../../session/session-queries';
import { PageSpinner } from '../../../shared/components/PageSpinner';

/** Renders the content admin routes for content editors. */
export default function ContentAdminGuard() {
  const permissions = usePermissions();
  if (permissions.isPending) return <PageSpinner />;
  const flags = permissions.data;
  const canEdit = flags ? canEditContent({ role: flags.role, permissions: flags }) : false;
  return canEdit ? <Outlet /> : <Navigate to="/admin" replace />;
}
