/**
 * Community administration calls of spec 001 §7 used so far: create a community (`POST
 * api/v1/admin/community`, multipart), the alias check, the admin member list, approve / change role /
 * remove / add members, and the user search of the member picker (`POST api/v1/account/search`). Field
 * rules and messages are those of §5 (Community form, Add members, Role change).
 */
import { z } from 'zod';
import { ZIntIdParam } from '../shared/input';
import {
  COMMUNITY_LIMITS,
  pageQuery,
  ZCommunity,
  ZCommunityListResponse,
  ZMember,
  ZMemberRole,
  ZMemberStatus,
} from '../communities/communities';

/** Messages of spec 001 §5 and §8 for community administration (exact wording). */
export const COMMUNITY_ADMIN_MESSAGES = {
  nameRequired: 'Please enter community name',
  /** A name of spaces only (spec 001 §5 gives both wordings for the required name; this one after trimming). */
  nameBlank: 'Please enter a community name',
  nameMax: 'Max length is 150 symbols',
  shortDescriptionRequired: 'Please enter a short description',
  shortDescriptionMax: 'Max length is 50 symbols',
  imageRequired: 'Please upload an image',
  aliasRequired: 'Please enter a community alias',
  aliasSpaces: 'Spaces are not allowed in alias',
  aliasExists: 'This community alias already exists',
  categoryRequired: 'Please enter a category',
  privacyRequired: 'Please select a privacy option',
  tagsMax: 'Up to 10 tags',
  datePast: 'Date cannot be in the past',
  startAfterEnd: 'Start date must be before end date',
  createFailed: 'Error creating community. Try again.',
  /** The community form's segment list failed to load (spec 001 §8). */
  segmentsFailed: 'Error fetching segments. Try again',
  searchMin: 'Please enter at least 3 letters',
  notFoundUsers: 'Not found users',
  addFailed: 'Failed to add members',
  approveFailed: 'Error approving member',
  roleFailed: 'Error updating member role',
  /** Returning a removed member to the community failed (spec 001 §8 "'Error updating member role:' on removed members"). */
  returnFailed: 'Error updating member role:',
  removeFailed: 'Error removing member',
  onlyAdmins: 'Only administrators can create communities',
  forbidden: 'You do not have permission to manage members of this community',
  alreadyInCommunity: 'The user is already a member of this community',
  blockedUser: 'The user is blacklisted in this community',
  notAwaiting: 'The member has no pending request',
  notInCommunity: 'The user is not a member of this community',
  moderatorNeedsPermission: 'Changing a moderator needs the add-moderator permission',
  successfullyUpdated: 'Successfully updated',
  removedSuccessfully: 'Removed successfully!',
  invitesSent: 'Invites sent',
  // Our own answer (the spec does not word it): `GET api/v1/account/{id}` for an unknown user.
  userNotFound: 'User not found',
} as const;

/** Image types of the community cover (png, jpeg, jpg) and its 5 MB limit. */
export const COMMUNITY_IMAGE_TYPES = ['png', 'jpeg', 'jpg'] as const;
/** Largest community cover image, in bytes (5 MB). */
export const COMMUNITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const boolFlag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(fallback);
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/**
 * The community form's fields (spec 001 §5 Community form), as parsed from the multipart body of
 * `POST api/v1/admin/community` (lists as repeated fields `categoryIds[]`, `tagsId[]`, `segmentIds[]`).
 * Defaults: public, visible, not auto-join, no post approval, no agreement, not pushed to the website
 * (§9). Auto-join is forced off unless public and visible; Public forces visible on (§4 Community).
 */
export const ZCommunityForm = z
  .object({
    name: z
      .string({ error: COMMUNITY_ADMIN_MESSAGES.nameRequired })
      .min(1, { message: COMMUNITY_ADMIN_MESSAGES.nameRequired, abort: true })
      .trim()
      .min(1, COMMUNITY_ADMIN_MESSAGES.nameBlank)
      .max(COMMUNITY_LIMITS.nameMax, COMMUNITY_ADMIN_MESSAGES.nameMax),
    shortDescription: z
      .string({ error: COMMUNITY_ADMIN_MESSAGES.shortDescriptionRequired })
      .trim()
      .min(1, COMMUNITY_ADMIN_MESSAGES.shortDescriptionRequired)
      .max(COMMUNITY_LIMITS.shortDescriptionMax, COMMUNITY_ADMIN_MESSAGES.shortDescriptionMax),
    alias: z
      .string({ error: COMMUNITY_ADMIN_MESSAGES.aliasRequired })
      .min(1, COMMUNITY_ADMIN_MESSAGES.aliasRequired)
      .max(COMMUNITY_LIMITS.aliasMax, COMMUNITY_ADMIN_MESSAGES.nameMax)
      .refine((v) => !/\s/.test(v), COMMUNITY_ADMIN_MESSAGES.aliasSpaces)
      .refine((v) => /^[A-Za-z0-9_-]+$/.test(v) || /\s/.test(v), 'Use letters, digits, - and _ only'),
    title: z.string().trim().max(300).optional(),
    categoryIds: z.array(z.uuid()).min(1, COMMUNITY_ADMIN_MESSAGES.categoryRequired).max(50),
    tagsId: z.array(z.uuid()).max(COMMUNITY_LIMITS.tagsMax, COMMUNITY_ADMIN_MESSAGES.tagsMax).default([]),
    segmentIds: z.array(ZIntIdParam).max(200).default([]),
    isPublic: boolFlag(true),
    isVisible: boolFlag(true),
    isAutoJoin: boolFlag(false),
    isRequirePostApproval: boolFlag(false),
    isRequireAgreement: boolFlag(false),
    pushToWebSite: boolFlag(false),
    aliveStartDate: isoDate.optional(),
    aliveEndDate: isoDate.optional(),
  })
  .transform((form) => {
    const isVisible = form.isPublic ? true : form.isVisible;
    return { ...form, isVisible, isAutoJoin: form.isPublic && isVisible ? form.isAutoJoin : false };
  });
/** The parsed shape of {@link ZCommunityForm}. */
export type TCommunityForm = z.infer<typeof ZCommunityForm>;

/** `GET api/v1/admin/community/exists-by-alias?alias` query and answer (case-insensitive). */
export const ZAliasExistsQuery = z.object({ alias: z.string().trim().min(1).max(COMMUNITY_LIMITS.aliasMax) });
/** Answer of the alias check: whether another community of the tenant uses the alias. */
export const ZAliasExistsResponse = z.object({ exists: z.boolean() });

/** `POST api/v1/admin/community` answer: the new community's id and alias. */
export const ZCreateCommunityResponse = z.object({ id: z.string(), alias: z.string() });
/** The parsed shape of {@link ZCreateCommunityResponse}. */
export type TCreateCommunityResponse = z.infer<typeof ZCreateCommunityResponse>;

/** Path of the member-row calls: community id and user id. */
export const ZCommunityMemberParams = z.object({ id: z.uuid(), userId: z.uuid() });

/**
 * `POST api/v1/admin/community/{id}/getlist` body: the admin members table (10 per page, §9), searched
 * by name or e-mail, filtered by status (default Awaiting and Joined; Removed for the removed members page).
 */
export const ZAdminMembersBody = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  keyword: z.string().trim().max(100).optional(),
  statuses: z.array(ZMemberStatus).min(1).max(4).default(['Awaiting', 'Joined']),
});
/** The parsed shape of {@link ZAdminMembersBody}. */
export type TAdminMembersBody = z.infer<typeof ZAdminMembersBody>;
/** Answer: members (Awaiting first, then moderators, editors, by name) and the total count. */
export const ZAdminMembersResponse = z.object({
  members: z.array(ZMember),
  totalItemCount: z.number().int(),
});

/**
 * `PUT api/v1/admin/community/{id}/member/{userId}` body: a new role, or a status — `Joined` approves an
 * awaiting request or returns a removed member to the community (spec 001 §4).
 */
export const ZMemberUpdateBody = z.union([
  z.object({ role: ZMemberRole }).strict(),
  z.object({ status: z.literal('Joined') }).strict(),
]);
/** The parsed shape of {@link ZMemberUpdateBody}. */
export type TMemberUpdateBody = z.infer<typeof ZMemberUpdateBody>;

/** `POST api/v1/admin/community/{id}/member` body: users to add as Joined members (1–100). */
export const ZAddMembersBody = z.object({ userIds: z.array(z.uuid()).min(1).max(100) });
/** The parsed shape of {@link ZAddMembersBody}. */
export type TAddMembersBody = z.infer<typeof ZAddMembersBody>;
/** Answer of the member calls: the member's new state (null after a removal) and the joined count. */
export const ZMemberChangeResponse = z.object({
  status: ZMemberStatus.nullable(),
  role: ZMemberRole.nullable(),
  membersCount: z.number().int(),
});
/** Answer of add members: how many were added, and the joined count. */
export const ZAddMembersResponse = z.object({ added: z.number().int(), membersCount: z.number().int() });

/**
 * `POST api/v1/account/search` body (spec 001 §7 Users): keyword of at least 3 characters matched on the
 * name (and e-mail), optional community for `isInCommunity` / `isBlocked`; picker page size 50.
 */
export const ZAccountSearchBody = z.object({
  keyword: z.string().trim().min(3, COMMUNITY_ADMIN_MESSAGES.searchMin).max(100),
  communityId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  sortBy: z.enum(['firstName', 'lastName']).default('firstName'),
  includeAdminUsers: z.boolean().default(false),
});
/** The parsed shape of {@link ZAccountSearchBody}. */
export type TAccountSearchBody = z.infer<typeof ZAccountSearchBody>;
/** User search result (spec 001 §3). */
export const ZUserSearchResult = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarSrc: z.string().nullable(),
  registeredEmail: z.string(),
  isBlocked: z.boolean(),
  isInCommunity: z.boolean(),
});
/** The parsed shape of {@link ZUserSearchResult}. */
export type TUserSearchResult = z.infer<typeof ZUserSearchResult>;
/** Answer of the member-picker search: a page of users with the total. */
export const ZAccountSearchResponse = z.object({
  users: z.array(ZUserSearchResult),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZAccountSearchResponse}. */
export type TAccountSearchResponse = z.infer<typeof ZAccountSearchResponse>;

export { communityAdminPaths, type CommunityAdminPaths } from './community-admin-paths';

/** A user as the admin user look-ups answer it (spec 001 §7 Users): name, avatar and registered e-mail. */
export const ZAccountSummary = ZUserSearchResult.omit({ isBlocked: true, isInCommunity: true });
/** The parsed shape of {@link ZAccountSummary}. */
export type TAccountSummary = z.infer<typeof ZAccountSummary>;
/** `GET api/v1/account/{id}` path parameters. */
export const ZAccountIdParams = z.object({ id: z.uuid() });
/**
 * `POST api/v1/account/batch` body (spec 000 §7, 001 §7 "Users by ids"): `accountIds` (at most 1000), page 1,
 * pageSize 100, sortBy firstName by default.
 */
export const ZAccountBatchBody = z.object({
  accountIds: z.array(z.uuid()).max(1000),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
  sortBy: z.enum(['firstName', 'lastName']).default('firstName'),
});
/** The parsed shape of {@link ZAccountBatchBody}. */
export type TAccountBatchBody = z.infer<typeof ZAccountBatchBody>;
/** Answer of `POST api/v1/account/batch`: the page of users found (`data.users`) and how many were found. */
export const ZAccountBatchResponse = z.object({
  users: z.array(ZAccountSummary),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZAccountBatchResponse}. */
export type TAccountBatchResponse = z.infer<typeof ZAccountBatchResponse>;

/**
 * `GET api/v1/admin/community?page&pageSize[&id]` query (spec 001 §7 Communities, "list or single"): a page of
 * the communities the caller administers (10 per page by default, spec 001 §9), or the one with `id`.
 */
export const ZAdminCommunityQuery = pageQuery(10).extend({ id: z.uuid().optional() });
/** The parsed shape of {@link ZAdminCommunityQuery}. */
export type TAdminCommunityQuery = z.infer<typeof ZAdminCommunityQuery>;
/**
 * Answer of `GET api/v1/admin/community`: without `id` the list `{ communities, totalItemCount }` (the shape
 * of `POST api/v1/community/getlist`); with `id` the single community.
 */
export const ZAdminCommunityResponse = z.union([ZCommunityListResponse, ZCommunity]);
/** The parsed shape of {@link ZAdminCommunityResponse}. */
export type TAdminCommunityResponse = z.infer<typeof ZAdminCommunityResponse>;
