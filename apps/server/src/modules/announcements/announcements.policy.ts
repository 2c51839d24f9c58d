/**
 * Who may edit the dashboard announcement (spec 000 §6, 001 §6): `canManageAnnouncements` from contracts —
 * tenant administrators (Admin, WorkSpaceOwner) and holders of the `generalAnnouncements` flag.
 */
import { canManageAnnouncements } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';

/** @throws AppError FORBIDDEN unless the actor may manage announcements. */
export function requireAnnouncementManager(actor: Pick<Actor, 'role' | 'permissions'>): void {
  if (!canManageAnnouncements(actor)) throw new AppError('FORBIDDEN', 'Forbidden');
}
