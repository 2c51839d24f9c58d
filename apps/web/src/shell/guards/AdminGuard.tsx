/**
 * Admin area guard (spec 000 §2 Guards): users without admin access (`hasAdminAccess`, spec 000 §6) are
 * redirected to '/'. Admins get the admin shell (side menu, spec 001 §2) around the admin pages.
 */
import { Navigate } from 'react-router';
import { hasAdminAccess } from '@portal/contracts';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useAccessSubject } from '../../session/access-hooks';
import AdminLayout from '../layouts/AdminLayout';

/** Renders the admin child routes for admin-capable users only. */
export default function AdminGuard() {
  const subject = useAccessSubject();
  if (!subject) return <PageSpinner />;
  return hasAdminAccess(subject) ? <AdminLayout /> : <Navigate to="/" replace />;
}
