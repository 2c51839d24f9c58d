/**
 * Who may import members and export staff lists (issue 39 points 1 and 2): tenant administrators
 * (`canAdministerMemberships`, the memberships and invoices screens' rule); attendee lists follow the events
 * screens (`canManageEvents`, checked by the attendance service).
 */
import { canAdministerMemberships } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** Import and the member, invoice and CPD exports. @throws AppError FORBIDDEN ('Forbidden'). */
export function requireImportExportAdmin(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canAdministerMemberships, actor, 'Forbidden');
}
