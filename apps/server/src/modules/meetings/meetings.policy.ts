/**
 * Who may manage meetings — spec 001 §6 `meetingAll` (global flag OR community flag; tenant administrators
 * hold every flag, spec 000 §6) and §3 Meeting visibility. The per-meeting "may see" and "may manage" SQL
 * conditions built on {@link managesAllMeetings} live in `meetings.repository.ts`.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isTenantAdmin, MEETING_MESSAGES } from '@portal/contracts';
import { assertAllowed } from '../../lib/policy';
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

/**
 * Creating, editing, deleting a meeting and its assets (spec 001 §6 `meetingAll`).
 * @throws AppError 403 'You do not have permission to manage meetings' without meetingAll in the community.
 */
export function assertManagesMeetings(access: CommunityAccess): void {
  assertAllowed(canManageMeetings, access, MEETING_MESSAGES.forbidden);
}

/**
 * SQL twin of the contracts' `rsvpClosedReason` (spec 001 §4): `'ended'` once `now` reaches start + duration
 * minutes, else `'deadline'` once `now` is past the RSVP date, else NULL. `now` defaults to the statement's
 * `now()` (the JS rule reads `Date.now()` when the answer is presented: the two differ only for a meeting that
 * closes between the two instants). Tested equal over a table of cases (`meetings-json.test.ts`).
 */
export function rsvpClosedReasonSql(
  meeting: { startDate: SQL | AnyColumn; duration: SQL | AnyColumn; rsvpDate: SQL | AnyColumn },
  now: SQL = sql`now()`,
): SQL<'ended' | 'deadline' | null> {
  return sql<
    'ended' | 'deadline' | null
  >`case when ${now} >= ${meeting.startDate} + ${meeting.duration} * interval '1 minute' then 'ended' when ${meeting.rsvpDate} is not null and ${now} > ${meeting.rsvpDate} then 'deadline' end`;
}
