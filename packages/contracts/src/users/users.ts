/**
 * Users, roles, contact types and global permission flags — spec 000 §3 (User) and §6.
 */
import { z } from 'zod';
import { zBooleanFlags } from '../shared/input';
import { CONTACT_TYPES, PERMISSION_FLAGS } from './roles';
import { ZThemeChoice } from '../settings/theme';

export {
  allPermissions,
  CONTACT_TYPES,
  noPermissions,
  PERMISSION_FLAGS,
  UserRole,
  type TContactType,
  type TPermissionFlag,
  type TPermissionFlags,
  type TUserRole,
} from './roles';

/** A role value ({@link UserRole}). */
export const ZUserRole = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** A contact type ({@link CONTACT_TYPES}). */
export const ZContactType = z.enum(CONTACT_TYPES);
/** Every global permission flag ({@link PERMISSION_FLAGS}) as a boolean. */
export const ZPermissionFlags = zBooleanFlags(PERMISSION_FLAGS);

/** Segment reference (spec 000 §3 Segment). */
export const ZSegmentRef = z.object({ segmentId: z.number().int(), segmentName: z.string() });
export type TSegmentRef = z.infer<typeof ZSegmentRef>;

/**
 * The signed-in user's account as `GET api/v1/account` answers it (spec 000 §3 User). Dates are ISO strings.
 * `moderatedCommunityCount` lets the shell decide admin access (spec 000 §6).
 */
export const ZAccount = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registeredEmail: z.string(),
  avatarUrl: z.string().nullable(),
  pronoun: z.string().nullable(),
  role: ZUserRole,
  contactTypes: z.array(ZContactType),
  segments: z.array(ZSegmentRef),
  mobile: z.string().nullable(),
  postalAddress1: z.string().nullable(),
  suburb: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  memberNum: z.string().nullable(),
  isFirstLogin: z.boolean(),
  isMember: z.boolean(),
  isClientUser: z.boolean(),
  moderatedCommunityCount: z.number().int(),
  mode: z.enum(['legacy', 'workflow']),
  impersonatorId: z.string().nullable(),
  /** The member's theme choice (issue 42 point 1), applied by the web as soon as the account arrives. */
  theme: ZThemeChoice,
});
export type TAccount = z.infer<typeof ZAccount>;

/** `GET /api/v1/permission` answer: the global permission flags plus the role facts the shell needs. */
export const ZPermissionResponse = ZPermissionFlags.extend({
  role: ZUserRole,
  hasAdminAccess: z.boolean(),
  isAdminLike: z.boolean(),
  /** How many communities the caller moderates: the admin menu offers "My {words}" when above 0 (issue 40). */
  moderatedCommunityCount: z.number().int().min(0),
});
export type TPermissionResponse = z.infer<typeof ZPermissionResponse>;

/** `GET api/v1/account/settings` answer (spec 000 §7). */
export const ZAccountSettings = z.object({
  enableTfa: z.boolean(),
  mailTo: z.boolean(),
  allowSms: z.boolean(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** `PUT api/v1/account/settings` body (spec 000 §7: enableTFA, mailTo, allowSms). */
export const ZUpdateAccountSettingsBody = z
  .object({
    enableTFA: z.boolean().optional(),
    mailTo: z.boolean().optional(),
    allowSms: z.boolean().optional(),
  })
  .strict();
export type TUpdateAccountSettingsBody = z.infer<typeof ZUpdateAccountSettingsBody>;

/** A user row of the admin user search (`GET /api/v1/admin/users`, spec 000 §2 /admin/users). */
export const ZAdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZUserRole,
  contactTypes: z.array(ZContactType),
  memberNum: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** `GET /api/v1/admin/users?keyword&page&pageSize` (page 1-based, pageSize 1..100, default 20). */
export const ZAdminUsersQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminUsersQuery = z.output<typeof ZAdminUsersQuery>;

/** Answer of the admin user search: one page and the total count. */
export const ZAdminUsersResponse = z.object({ users: z.array(ZAdminUser), totalItemCount: z.number().int() });
