/**
 * What the admin area offers the signed-in person (issue 40): the side menu of the admin shell (spec 001 §2
 * "Admin shell") and the cards of the admin home, decided from `GET /api/v1/permission` with the same
 * contracts rules the server enforces, so nothing is offered that would answer 403. The same table
 * ({@link ADMIN_AREA_RULES}) guards the admin routes (`shell/guards/admin-area-route.tsx`), so the menu and the
 * guards cannot disagree.
 */
import {
  canAdministerMemberships,
  canReadAuditLog,
  canEditContent,
  canManageAnnouncements,
  canManageEvents,
  canManageServerValues,
  canPreviewDigest,
  canReadSentMail,
  communityAdminPaths,
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
  /** /admin/import: member import from CSV and the CPD records export (issue 39). */
  | 'import'
  /** /admin/account-closures: members' requests to close their account (issue 39 point 5). */
  | 'accountClosures'
  /** /admin/insights: figures and charts for staff (issue 39 point 4). */
  | 'insights'
  | 'sentMail'
  /** The digest preview of any member (issue 38): `canPreviewDigest`. */
  | 'digestPreview'
  /** The audit log of staff writes (issue 39): `canReadAuditLog` (tenant administrators). */
  | 'audit';

/** The permission subject of the contracts' rules, from the permission answer. */
export const subjectOf = (p: TPermissionResponse): PermissionSubject => ({ role: p.role, permissions: p });

/** A rule of {@link ADMIN_AREA_RULES}: whether the permission answer may use an area. */
export type AdminAreaRule = (permission: TPermissionResponse) => boolean;

/**
 * The one rule of each admin area, in menu order: the contracts rule the server applies to the area's calls.
 * Communities management: a general* tab (`GLOBAL_ADMIN_TAB_RULES`); My {words}: moderates one or more
 * (not Admin or WorkSpaceOwner, who administer every community through management); moderation queue and
 * users: admin access (`hasAdminAccess`); announcement: `canManageAnnouncements`; resources:
 * `canEditContent`; events (and attendance): `canManageEvents`; settings: `canManageServerValues`;
 * memberships, import, account closures and insights: `canAdministerMemberships`; sent mail: `canReadSentMail`; digest preview: `canPreviewDigest`; audit log: `canReadAuditLog`.
 */
export const ADMIN_AREA_RULES: Readonly<Record<AdminArea, AdminAreaRule>> = {
  communities: (p) => Object.values(GLOBAL_ADMIN_TAB_RULES).some((rule) => rule(subjectOf(p))),
  mine: (p) => (p.moderatedCommunityCount ?? 0) > 0 && !isCommunityAdmin(p.role),
  moderation: (p) => p.hasAdminAccess,
  users: (p) => p.hasAdminAccess,
  announcement: (p) => canManageAnnouncements(subjectOf(p)),
  resources: (p) => canEditContent(subjectOf(p)),
  events: (p) => canManageEvents(subjectOf(p)),
  settings: (p) => canManageServerValues(subjectOf(p)),
  memberships: (p) => canAdministerMemberships(subjectOf(p)),
  import: (p) => canAdministerMemberships(subjectOf(p)),
  accountClosures: (p) => canAdministerMemberships(subjectOf(p)),
  insights: (p) => canAdministerMemberships(subjectOf(p)),
  sentMail: (p) => canReadSentMail({ role: p.role, contactTypes: [] }),
  digestPreview: (p) => canPreviewDigest({ role: p.role, contactTypes: [] }),
  audit: (p) => canReadAuditLog({ role: p.role }),
};

/** Whether `permission` may use `area` ({@link ADMIN_AREA_RULES}); false while the answer is unknown. */
export function canUseAdminArea(
  area: AdminArea,
  permission: TPermissionResponse | undefined | null,
): boolean {
  return permission ? ADMIN_AREA_RULES[area](permission) : false;
}

/**
 * The admin areas `permission` may use, in menu order (an empty list while it is unknown), each decided by
 * its rule in {@link ADMIN_AREA_RULES}.
 */
export function adminAreasOf(permission: TPermissionResponse | undefined | null): AdminArea[] {
  return (Object.keys(ADMIN_AREA_RULES) as AdminArea[]).filter((area) => canUseAdminArea(area, permission));
}

/**
 * The i18n title key (`area.{key}`) of each admin area listed after the spec's entries, in menu order: the side
 * menu's "Association" group and the admin home's cards share it.
 */
export const ADMIN_AREA_TITLE_KEYS: Readonly<Partial<Record<AdminArea, string>>> = {
  users: 'adminUsers',
  resources: 'adminResources',
  events: 'adminEvents',
  settings: 'adminSettings',
  announcement: 'adminAnnouncement',
  memberships: 'adminMemberships',
  import: 'adminImport',
  accountClosures: 'adminAccountClosures',
  insights: 'adminInsights',
  sentMail: 'adminSentMail',
  digestPreview: 'adminDigestPreview',
  audit: 'adminAudit',
};

/**
 * The path an admin area opens for a tenant whose community word is `communityWord` (e.g. '/admin/events',
 * '/admin/hub-management'); undefined for 'mine', whose entries open one community each.
 */
export function adminAreaPath(area: AdminArea, communityWord: string): string | undefined {
  const paths = communityAdminPaths(communityWord);
  const fixed: Partial<Record<AdminArea, string>> = {
    communities: paths.managementPath,
    moderation: paths.moderationPath,
    users: '/admin/users',
    announcement: '/admin/announcement',
    resources: '/admin/resources',
    events: '/admin/events',
    settings: '/admin/settings',
    memberships: '/admin/memberships',
    import: '/admin/import',
    accountClosures: '/admin/account-closures',
    insights: '/admin/insights',
    sentMail: '/admin/sent-mail',
    digestPreview: '/admin/digest-preview',
    audit: '/admin/audit',
  };
  return fixed[area];
}
