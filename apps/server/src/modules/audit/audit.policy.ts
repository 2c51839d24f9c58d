/**
 * Who may read the audit log and set its retention (issue 39 point 3): global Admins
 * (`canReadAuditLog` of contracts, the rule the admin menu offers /admin/audit by).
 */
import { canReadAuditLog } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 unless `actor` is a global Admin. */
export function assertCanReadAuditLog(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canReadAuditLog, actor);
}
