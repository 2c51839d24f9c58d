/**
 * Who may use courses (spec 002 §1, §6; issue 15): courses belong to CPD, so the cpd module must be on and
 * permitted (403 for lca); a member acts only for themself (`userId` of a body); completing a member's course
 * is for event administrators (`canManageEvents`: Admin, WorkSpaceOwner — they also run the attendance).
 */
import { canManageEvents } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** Completing enrolments needs `canManageEvents` (`assertAllowed`). @throws AppError FORBIDDEN ('Forbidden'). */
export function requireCourseAdmin(actor: Pick<Actor, 'role'>): void {
  assertAllowed(canManageEvents, actor, 'Forbidden');
}
