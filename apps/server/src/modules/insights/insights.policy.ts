/**
 * Who may read the insights (issue 39 point 4): tenant administrators (`canAdministerMemberships`, the
 * rule of the memberships and invoices screens whose figures the charts sum up).
 */
import { canAdministerMemberships } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError FORBIDDEN ('Forbidden') for anyone else. */
export function requireInsightsReader(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canAdministerMemberships, actor, 'Forbidden');
}
