/**
 * Roles, contact types and global permission flags as plain values (spec 000 §3, §6), without zod: the web
 * app's entry uses them at start (access rules, guards), so they must not build the users' schemas there.
 * `users.ts` re-exports them with the schemas.
 */
import {
  COMMENT_PERMISSION_FLAGS,
  COMMUNITY_ADD_FLAGS,
  CONTENT_PERMISSION_FLAGS,
} from '../shared/permission-flags';

/** Global user role values (spec 000 §3): Standard 0, Admin 1, WorkSpaceOwner 2, Manager 3. */
export const UserRole = { Standard: 0, Admin: 1, WorkSpaceOwner: 2, Manager: 3 } as const;
export type TUserRole = (typeof UserRole)[keyof typeof UserRole];

/** Contact types (spec 000 §1, §3). */
export const CONTACT_TYPES = ['Member', 'ClientUser'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];

/** Global permission flags (spec 000 §6); community-level permissions carry the same names. */
export const PERMISSION_FLAGS = [
  'generalCommunities',
  'generalCategories',
  'generalTags',
  'generalManagers',
  'generalTc',
  'generalFaq',
  'generalAnnouncements',
  ...CONTENT_PERMISSION_FLAGS,
  ...COMMENT_PERMISSION_FLAGS,
  ...COMMUNITY_ADD_FLAGS,
  'communityBlacklist',
  'postCreate',
  'canAccessAdmin',
  /** Create, edit and delete meetings (spec 001 §6 "meetingAll"; the community flag of the same name also grants it). */
  'meetingAll',
  /** Writes news, resources and members-only pages (issue 5; spec 000 §2 /admin/resources). */
  'contentEditor',
] as const;
export type TPermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type TPermissionFlags = Record<TPermissionFlag, boolean>;

/** All flags off. */
export function noPermissions(): TPermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as TPermissionFlags;
}

/** All flags on (global administrators). */
export function allPermissions(): TPermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as TPermissionFlags;
}
