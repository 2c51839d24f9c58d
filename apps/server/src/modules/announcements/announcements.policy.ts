/**
 * Who may edit the dashboard announcement (spec 000 §6, 001 §6): `canManageAnnouncements` from contracts —
 * tenant administrators (Admin, WorkSpaceOwner) and holders of the `generalAnnouncements` flag.
 */
import { canManageAnnouncements } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
import type { Actor } from '../../plugins/actor';

/** @throws AppError 403 'Forbidden' unless the actor may manage announcements (`canManageAnnouncements`). */
export function assertCanManageAnnouncements(actor: Pick<Actor, 'role' | 'permissions'>): void {
  assertAllowed(canManageAnnouncements, actor, 'Forbidden');
}
