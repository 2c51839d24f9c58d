/**
 * What the admin area offers the signed-in person (issue 40): the side menu of the admin shell (spec 001 §2
 * "Admin shell") and the cards of the admin home, decided from `GET /api/v1/permission` with the same
 * contracts rules the server enforces, so nothing is offered that would answer 403.
 */
import {
  canAdministerMemberships,
  canEditContent,
  canManageAnnouncements,
  canManageEvents,
  canManageServerValues,
  canReadSentMail,
  GLOBAL_ADMIN_TAB_RULES,
  type PermissionSubject,
  isCommunityAdmin,
  type TPermissionResponse,
} from '@portal/contracts';

/** An admin area; each maps to one server rule (see {@link adminAreasOf}). */
export type AdminArea =
  /** Global community administration: any general* tab (`GLOBAL_ADMIN_TAB_RULES`). */
  | 'communities'
  /**
   * "My {words}": the communities a moderator without a global role moderates (moderatedCommunityCount > 0;
   * Admin and WorkSpaceOwner administer every community, through communities management).
   */
  | 'mine'
  /** The cross-community moderation queue: admin access (`hasAdminAccess`). */
  | 'moderation'
  | 'announcement'
  /** /admin/users search: admin access (sign in as: Admin only, on the page). */
  | 'users'
  | 'resources'
  | 'events'
  | 'settings'
  | 'memberships'
  | 'sentMail';

/** The permission subject of the contracts' rules, from the permission answer. */
export const subjectOf = (p: TPermissionResponse): PermissionSubject => ({ role: p.role, permissions: p });

/**
 * The admin areas `permission` may use, in menu order (an empty list while it is unknown):
 * communities management (a general* tab), My {words} (moderates one or more), moderation queue and users
 * (admin access), announcement (`canManageAnnouncements`), resources (`canEditContent`), events
 * (`canManageEvents`), settings (`canManageServerValues`), memberships (`canAdministerMemberships`) and sent
 * mail (`canReadSentMail`).
 */
export function adminAreasOf(permission: TPermissionResponse | undefined | null): AdminArea[] {
  if (!permission) return [];
  const subject = subjectOf(permission);
  const access = { role: permission.role, contactTypes: [] };
  const rules: [AdminArea, boolean][] = [
    ['communities', Object.values(GLOBAL_ADMIN_TAB_RULES).some((rule) => rule(subject))],
    ['mine', (permission.moderatedCommunityCount ?? 0) > 0 && !isCommunityAdmin(permission.role)],
    ['moderation', permission.hasAdminAccess],
    ['users', permission.hasAdminAccess],
    ['announcement', canManageAnnouncements(subject)],
    ['resources', canEditContent(subject)],
    ['events', canManageEvents(subject)],
    ['settings', canManageServerValues(subject)],
    ['memberships', canAdministerMemberships(subject)],
    ['sentMail', canReadSentMail(access)],
  ];
  return rules.filter(([, allowed]) => allowed).map(([area]) => area);
}
