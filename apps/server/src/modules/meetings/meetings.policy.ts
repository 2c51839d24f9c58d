/**
 * Who may manage meetings — spec 001 §6 `meetingAll` (global flag OR community flag; tenant administrators
 * hold every flag, spec 000 §6) and §3 Meeting visibility. The per-meeting "may see" and "may manage" SQL
 * conditions built on {@link managesAllMeetings} live in `meetings.repository.ts`.
 */
import { isTenantAdmin, MEETING_MESSAGES } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/actor';
import type { CommunityAccess } from '../communities/communities.service';

/**
 * Whether the caller manages every meeting of the tenant: role Admin or WorkSpaceOwner, or the global
 * `meetingAll` flag stored on the account (a community-level flag name, so read from the stored flags).
 */
export function managesAllMeetings(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  const flags = actor.permissions as Record<string, boolean | undefined>;
  return isTenantAdmin(actor) || flags.meetingAll === true;
}

/** Whether the caller may manage the meetings of the community (effective `meetingAll`, spec 001 §6). */
export function canManageMeetings(access: CommunityAccess): boolean {
  return access.permissions.meetingAll;
}

/** @throws AppError 403 MEETING_MESSAGES.forbidden without meetingAll in the community (spec 001 §6). */
export function assertManagesMeetings(access: CommunityAccess): void {
  if (!canManageMeetings(access)) throw new AppError('FORBIDDEN', MEETING_MESSAGES.forbidden);
}
