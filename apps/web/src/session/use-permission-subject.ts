/**
 * The signed-in user as the contracts' permission rules take it (`PermissionSubject`: role and global flags,
 * spec 000 §6), from `GET /api/v1/permission`. Screens decide with the same rule functions as the server.
 */
import type { PermissionSubject } from '@portal/contracts';
import { usePermissions } from './session-queries';

/** The permission subject, or null while the flags load or failed. */
export function usePermissionSubject(): PermissionSubject | null {
  const { data } = usePermissions();
  return data ? { role: data.role, permissions: data } : null;
}
