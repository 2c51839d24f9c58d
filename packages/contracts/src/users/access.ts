/**
 * Module visibility and role checks shared by server and web — spec 000 §6 "Roles and permissions".
 */
import type { ModuleName, SubModuleName, TenantProfile } from '../tenants/tenant-profiles';
import {
  PERMISSION_FLAGS,
  UserRole,
  type TContactType,
  type TPermissionFlag,
  type TPermissionFlags,
  type TUserRole,
} from './roles';

/** What the access rules look at. */
export interface AccessSubject {
  contactTypes: readonly TContactType[];
  role: TUserRole;
  /** Number of communities the user moderates (spec 000 §6 admin access). */
  moderatedCommunityCount?: number;
}

/** Called with a warning when a profile names an access rule that does not exist. */
export type AccessWarn = (message: string) => void;

/** Default warning sink: the console, where one exists. */
const defaultWarn: AccessWarn = (message) =>
  (globalThis as { console?: { warn(m: string): void } }).console?.warn(message);

const RULES: Record<string, (subject: AccessSubject) => boolean> = {
  isMember: (s) => s.contactTypes.includes('Member'),
  isClientUser: (s) => s.contactTypes.includes('ClientUser'),
};

/**
 * Evaluates a module's access rules: true when the list is empty or ANY rule holds.
 * An unknown rule name is logged through `warn` and denies (spec 000 §6).
 */
export function passesAccessRules(
  rules: readonly string[],
  subject: AccessSubject,
  warn: AccessWarn = defaultWarn,
): boolean {
  if (rules.length === 0) return true;
  let granted = false;
  for (const name of rules) {
    const rule = Object.hasOwn(RULES, name) ? RULES[name] : undefined;
    if (!rule) {
      warn(`Unknown access rule "${name}": access denied`);
      return false;
    }
    if (rule(subject)) granted = true;
  }
  return granted;
}

/** A module is visible when enabled in the tenant profile and its access rules pass (spec 000 §6). */
export function canAccessModule(
  profile: TenantProfile,
  module: ModuleName,
  subject: AccessSubject | null,
  warn?: AccessWarn,
): boolean {
  const config = profile.modules[module];
  if (!config?.enabled) return false;
  if (!subject) return config.accessRules.length === 0;
  return passesAccessRules(config.accessRules, subject, warn);
}

/** A sub-module is visible when its module is accessible and the sub-module flag is on. */
export function canAccessSubModule(
  profile: TenantProfile,
  module: ModuleName,
  subModule: SubModuleName,
  subject: AccessSubject | null,
  warn?: AccessWarn,
): boolean {
  return (
    canAccessModule(profile, module, subject, warn) && profile.modules[module].subModules[subModule] === true
  );
}

/** Find an OT and Brand assets require contact type Member (spec 000 §6). */
export function canUseMemberOnlySetting(
  profile: TenantProfile,
  subModule: 'find_an_ot' | 'brand_assets',
  subject: AccessSubject | null,
): boolean {
  return (
    !!subject &&
    subject.contactTypes.includes('Member') &&
    canAccessSubModule(profile, 'settings', subModule, subject)
  );
}

/**
 * Admin access (spec 000 §6): global role Admin or WorkSpaceOwner, or moderator of at least one community.
 */
export function hasAdminAccess(subject: AccessSubject): boolean {
  return (
    subject.role === UserRole.Admin ||
    subject.role === UserRole.WorkSpaceOwner ||
    (subject.moderatedCommunityCount ?? 0) > 0
  );
}

/** The admin-like check also includes Manager (spec 000 §6). */
export function isAdminLike(subject: AccessSubject): boolean {
  return hasAdminAccess(subject) || subject.role === UserRole.Manager;
}

/**
 * Only a global Admin may end every session of another account ("sign out everywhere", issue 10 §7), e.g.
 * after a stolen device or a suspected takeover.
 */
export function canEndSessions(subject: AccessSubject): boolean {
  return subject.role === UserRole.Admin;
}

/** Only a global Admin may impersonate another user (sign in as a member). */
export function canImpersonate(subject: AccessSubject): boolean {
  return subject.role === UserRole.Admin;
}

/**
 * Only a global Admin of the tenant may read its sent mail (issue 10 §2): the outbox holds every member's
 * sign-in codes and reset links, so moderators, workspace owners and managers are refused.
 */
export function canReadSentMail(subject: AccessSubject): boolean {
  return subject.role === UserRole.Admin;
}

/** Roles whose sessions nobody may borrow: the tenant's administrators (issue 10 §12). */
const STAFF_ROLES: readonly TUserRole[] = [UserRole.Admin, UserRole.WorkSpaceOwner];

/**
 * Whether `actor` may sign in as `target` (issue 10 §12): the actor must be a global Admin, and the target
 * must be someone else who is not an administrator (role Admin or WorkSpaceOwner) — an admin's session is
 * a takeover of the tenant, so it is never lent.
 */
export function canImpersonateUser(
  actor: AccessSubject & { id?: string },
  target: { id?: string; role: TUserRole },
): boolean {
  if (!canImpersonate(actor)) return false;
  if (actor.id !== undefined && actor.id === target.id) return false;
  return !STAFF_ROLES.includes(target.role);
}

/** What the global permission rules look at: the role and the stored global flags. */
export interface PermissionSubject {
  role: TUserRole | number;
  permissions: Partial<TPermissionFlags>;
}

/**
 * A tenant administrator: global role Admin or WorkSpaceOwner. Spec 001 §6: they are treated as joined in
 * every community and may do everything there; the same two roles administer events and FAQ.
 */
export function isTenantAdmin(subject: Pick<PermissionSubject, 'role'>): boolean {
  return subject.role === UserRole.Admin || subject.role === UserRole.WorkSpaceOwner;
}

/**
 * Holds a global permission flag (spec 000 §6): a tenant administrator holds every flag; anyone else holds
 * what is stored on the account. Community-level flags are added by the community rules (001 §6).
 */
export function holdsGlobalFlag(subject: PermissionSubject, flag: TPermissionFlag): boolean {
  return isTenantAdmin(subject) || subject.permissions[flag] === true;
}

/** Writes news, resources and members-only pages (issue 5; spec 000 §2 /admin/resources): `contentEditor`. */
export function canEditContent(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'contentEditor');
}

/** Manages the dashboard's general announcements (spec 001 §6 global administration): `generalAnnouncements`. */
export function canManageAnnouncements(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalAnnouncements');
}

/** Manages the general FAQ (spec 001 §6 global administration): `generalFaq`. */
export function canManageFaq(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalFaq');
}

/** Administers events, ticket prices and attendees (spec 002 events administration): tenant administrators. */
export function canManageEvents(subject: Pick<PermissionSubject, 'role'>): boolean {
  return isTenantAdmin(subject);
}

/** Creates a community (spec 000 §6 "Creating a community: Admin only"). */
export function canCreateCommunity(subject: Pick<PermissionSubject, 'role'>): boolean {
  return subject.role === UserRole.Admin;
}

/**
 * The global flags `GET /api/v1/permission` reports (spec 000 §6): a global Admin holds every flag; anyone else
 * (a WorkSpaceOwner included) the flags stored on the account. The rule functions above (`canEditContent`, …)
 * additionally admit a WorkSpaceOwner (spec 001 §6); see docs/permissions.md "Global rules".
 */
export function reportedPermissionFlags(subject: PermissionSubject): TPermissionFlags {
  const isAdmin = subject.role === UserRole.Admin;
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, isAdmin || subject.permissions[flag] === true]),
  ) as TPermissionFlags;
}

/** Manages every community from the global Communities tab (spec 001 §2, §6): `generalCommunities`. */
export function canManageGlobalCommunities(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalCommunities');
}

/** Manages community categories (`api/v1/admin/community/category`): `generalCategories`. */
export function canManageCategories(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalCategories');
}

/** Manages post tags (`api/v1/admin/community/post/tag`): `generalTags`. */
export function canManageTags(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalTags');
}

/** Lists, adds and removes managers (`api/v1/admin/account/admin`): `generalManagers`. */
export function canManageManagers(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalManagers');
}

/**
 * May give or take the global role `role` (spec 001 §6 "Admin accounts are created from an email and a
 * role"): only an Admin grants or removes Admin; WorkSpaceOwner needs a tenant administrator; Manager needs
 * {@link canManageManagers}. Nobody changes their own role.
 */
export function canAssignGlobalRole(subject: PermissionSubject, role: TUserRole | number): boolean {
  if (!canManageManagers(subject)) return false;
  if (role === UserRole.Admin) return subject.role === UserRole.Admin;
  if (role === UserRole.WorkSpaceOwner) return isTenantAdmin(subject);
  return true;
}

/** Reads and saves the global terms and conditions (`api/v1/admin/community/global-tc`): `generalTc`. */
export function canManageGlobalTerms(subject: PermissionSubject): boolean {
  return holdsGlobalFlag(subject, 'generalTc');
}

/**
 * The global community administration tabs (spec 001 §2 "Global community administration", §6 "Global tabs
 * follow the general* flags"), in display order, each with the one rule that shows the tab and that its
 * server calls apply (tenant administrators hold every flag). The keys are the tabs' URL segments
 * (`communities` is the root).
 */
export const GLOBAL_ADMIN_TAB_RULES = {
  communities: canManageGlobalCommunities,
  categories: canManageCategories,
  tags: canManageTags,
  administrators: canManageManagers,
  'terms-conditions': canManageGlobalTerms,
  faq: canManageFaq,
} as const satisfies Record<string, (subject: PermissionSubject) => boolean>;
/** A tab of the global community administration (its URL segment; `communities` is the root). */
export type TGlobalAdminTab = keyof typeof GLOBAL_ADMIN_TAB_RULES;

/** Manages server values (`api/v1/admin/server-values`, /admin/settings): tenant administrators. */
export function canManageServerValues(subject: Pick<PermissionSubject, 'role'>): boolean {
  return isTenantAdmin(subject);
}
