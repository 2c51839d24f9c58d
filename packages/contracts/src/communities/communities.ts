/**
 * Communities, joining, members, categories — payloads and answers of spec 001 §7 ("Communities",
 * "Joining", "Members", "Categories" member side), the entities of §3, the membership states of §4, the
 * permission rules of §6 and the limits of §9. Server and web share these; answers are camelCase.
 */
import { z } from 'zod';
import { zBooleanFlags } from '../shared/input';
import {
  COMMENT_PERMISSION_FLAGS,
  COMMUNITY_ADD_FLAGS,
  CONTENT_PERMISSION_FLAGS,
} from '../shared/permission-flags';
import { UserRole, type TPermissionFlags, type TUserRole } from '../users/users';

/** Messages of spec 001 §2, §4, §5 and §8 for communities (exact wording). */
export const COMMUNITY_MESSAGES = {
  notFound: 'Community not found',
  notFoundDetail: 'does not exist',
  isPrivate: 'Community is private',
  mustBeMember: 'You must be a member to view it',
  onlyMembers: 'Oops! Only members of this community can view it!',
  failedToLoad: 'Failed to load communities',
  notFoundDot: 'Community not found.',
  privateDot: 'This community is private.',
  removed: "This community doesn't exist or may have been removed.",
  noneFound: 'No communities found',
  joinFailed: 'Something went wrong. Try again',
  leaveFailed: 'Error leaving community. Try again.',
  fetchFailed: 'Error fetching community. Try again.',
  answerRequired: 'This field is required',
  fileRequired: 'Please upload a file.',
  archived: 'Community is archived',
  notAMember: 'You are not a member of this community',
  alreadyMember: 'You are already a member of this community',
  blocked: 'You are blocked in this community',
  noPendingRequest: 'There is no pending request to cancel',
  adminCannotLeave: 'Auto-join communities cannot be left',
  addedToFavourites: 'Successfully added to favourites',
  removedFromFavourites: 'Successfully removed from favourites',
} as const;

/** Limits of spec 001 §9 used by communities. */
export const COMMUNITY_LIMITS = {
  nameMax: 150,
  aliasMax: 150,
  shortDescriptionMax: 50,
  tagsMax: 10,
  joinQuestionMax: 150,
  defaultPageSize: 1000,
  membersPageSize: 100,
  exploreDebounceMs: 800,
  likeDebounceMs: 500,
} as const;

/** Member status (spec 001 §3): Awaiting 1, Joined 2, Blocked 3, Removed 4. The API uses the names. */
export const MemberStatus = { Awaiting: 1, Joined: 2, Blocked: 3, Removed: 4 } as const;
/** Member status names as the API sends them, in the order of {@link MemberStatus}. */
export const MEMBER_STATUSES = ['Awaiting', 'Joined', 'Blocked', 'Removed'] as const;
/** One value of {@link MEMBER_STATUSES}. */
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];
/** Schema of one of those values. */
export const ZMemberStatus = z.enum(MEMBER_STATUSES);

/** Community member role (spec 001 §3). */
export const MEMBER_ROLES = ['Member', 'Moderator', 'Editor'] as const;
/** One value of {@link MEMBER_ROLES}. */
export type TMemberRole = (typeof MEMBER_ROLES)[number];
/** Schema of one of those values. */
export const ZMemberRole = z.enum(MEMBER_ROLES);

/**
 * Community-level permission flags (spec 001 §6): the global flags' names plus `meetingAll`.
 * The `general*` flags are global only.
 */
export const COMMUNITY_PERMISSION_FLAGS = [
  ...CONTENT_PERMISSION_FLAGS,
  'postCreate',
  ...COMMENT_PERMISSION_FLAGS,
  ...COMMUNITY_ADD_FLAGS,
  'communityBlacklist',
  'meetingAll',
] as const;
/** One value of {@link COMMUNITY_PERMISSION_FLAGS}. */
export type TCommunityPermissionFlag = (typeof COMMUNITY_PERMISSION_FLAGS)[number];
/** Every community-level flag with its value (the caller's effective permissions in a community). */
export type TCommunityPermissions = Record<TCommunityPermissionFlag, boolean>;
/** Schema of {@link TCommunityPermissions}: one boolean per community flag. */
export const ZCommunityPermissions = zBooleanFlags(COMMUNITY_PERMISSION_FLAGS);

/**
 * Community flags a role grants by default (our decision; spec 001 §6 names the flags, not the defaults).
 * A membership may add flags of its own (`community_members.permissions`).
 */
export const ROLE_PERMISSIONS: Record<TMemberRole, readonly TCommunityPermissionFlag[]> = {
  Member: ['postCreate', 'commentCreate'],
  Editor: ['postCreate', 'postEdit', 'commentCreate', 'commentEdit'],
  Moderator: COMMUNITY_PERMISSION_FLAGS.filter((f) => f !== 'communityAddModerator'),
};

/** Admin (1) or WorkSpaceOwner (2): treated as joined everywhere, may do everything (spec 001 §6). */
export function isCommunityAdmin(role: TUserRole | number): boolean {
  return role === UserRole.Admin || role === UserRole.WorkSpaceOwner;
}

/** What {@link effectiveCommunityPermissions} looks at. */
export interface CommunityPermissionSubject {
  /** Global role of the user. */
  role: TUserRole | number;
  /** Global permission flags of the user. */
  permissions: Partial<TPermissionFlags> & Partial<Record<'meetingAll', boolean>>;
  /** The user's membership in the community, or null. Flags count only while Joined. */
  membership: {
    role: TMemberRole;
    status: TMemberStatus;
    permissions?: Partial<TCommunityPermissions>;
  } | null;
}

/**
 * Effective permissions in one community (spec 001 §6): global flag OR community flag. Community flags
 * (role defaults plus the membership's own) count only for a Joined member; admins have every flag.
 */
export function effectiveCommunityPermissions(subject: CommunityPermissionSubject): TCommunityPermissions {
  const admin = isCommunityAdmin(subject.role);
  const joined = subject.membership?.status === 'Joined';
  const granted = new Set<TCommunityPermissionFlag>(
    joined ? [...ROLE_PERMISSIONS[subject.membership!.role]] : [],
  );
  if (joined)
    for (const [flag, on] of Object.entries(subject.membership!.permissions ?? {}))
      if (on) granted.add(flag as TCommunityPermissionFlag);
  return Object.fromEntries(
    COMMUNITY_PERMISSION_FLAGS.map((flag) => [
      flag,
      admin || granted.has(flag) || subject.permissions[flag] === true,
    ]),
  ) as TCommunityPermissions;
}

const uuid = z.uuid();
const page = z.coerce.number().int().min(1).default(1);
const pageSize = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
/** Query flags written `true`/`false`. */
export const ZQueryBoolean = z.stringbool().optional();

/** Category reference on a community (spec 001 §3). */
export const ZCategoryRef = z.object({
  id: z.string(),
  name: z.string(),
  parentCategoryId: z.string().nullable(),
});

/**
 * Community (spec 001 §3). Dates are ISO strings. `isFavorite` and `isLiked` are the caller's;
 * `hasJoinQuestions` tells the join flow whether a questions modal follows (spec 001 §4 Join flow).
 */
export const ZCommunity = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  title: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categories: z.array(ZCategoryRef),
  categoryIds: z.array(z.string()),
  segmentIds: z.array(z.number().int()),
  tagsId: z.array(z.string()),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  isPublic: z.boolean(),
  isVisible: z.boolean(),
  isArchived: z.boolean(),
  archivedDate: z.string().nullable(),
  isDeleted: z.boolean(),
  aliveStartDate: z.string().nullable(),
  aliveEndDate: z.string().nullable(),
  isAutoJoin: z.boolean(),
  isRequirePostApproval: z.boolean(),
  isRequireAgreement: z.boolean(),
  pushToWebSite: z.boolean(),
  hasJoinQuestions: z.boolean(),
  isFavorite: z.boolean(),
  isLiked: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
  membersCount: z.number().int(),
  pendingMembersCount: z.number().int(),
  postsCount: z.number().int(),
  createdAt: z.string(),
  latestActivity: z.string().nullable(),
});
/** The parsed shape of {@link ZCommunity}. */
export type TCommunity = z.infer<typeof ZCommunity>;

/** A list entry (spec 001 §3): the community plus the caller's status (null when not a member). */
export const ZCommunityListItem = z.object({
  community: ZCommunity,
  status: z.enum(['Awaiting', 'Joined']).nullable(),
});
/** The parsed shape of {@link ZCommunityListItem}. */
export type TCommunityListItem = z.infer<typeof ZCommunityListItem>;

/** `POST api/v1/community/getlist` body (spec 001 §7). Ids are uuids; results sorted by name. */
export const ZCommunityListBody = z.object({
  page,
  pageSize: pageSize(1000, COMMUNITY_LIMITS.defaultPageSize),
  onlyJoined: z.boolean().optional(),
  onlyFavorite: z.boolean().optional(),
  categoryIds: z.array(uuid).max(200).optional(),
  keyword: z.string().trim().max(150).optional(),
  tagIds: z.array(uuid).max(50).optional(),
  communityIds: z.array(uuid).max(1000).optional(),
});
/** The parsed shape of {@link ZCommunityListBody}. */
export type TCommunityListBody = z.infer<typeof ZCommunityListBody>;
/** `POST api/v1/community/getlist` answer: one page and the total count of matches. */
export const ZCommunityListResponse = z.object({
  communities: z.array(ZCommunityListItem),
  totalItemCount: z.number().int(),
});
/** The parsed shape of {@link ZCommunityListResponse}. */
export type TCommunityListResponse = z.infer<typeof ZCommunityListResponse>;

/** Short community entry of the sidebar lists (spec 001 §2 sidebar). */
export const ZCommunitySummary = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  isAutoJoin: z.boolean(),
  isPublic: z.boolean(),
});
/** The parsed shape of {@link ZCommunitySummary}. */
export type TCommunitySummary = z.infer<typeof ZCommunitySummary>;

/**
 * `POST api/v1/community/preference` answer (spec 001 §3 Community preference): joined and moderated
 * communities sorted by name (at most 1000 each), and the joined count.
 */
export const ZCommunityPreference = z.object({
  topJoined: z.array(ZCommunitySummary),
  topModerated: z.array(ZCommunitySummary),
  joinedCount: z.number().int(),
});
/** The parsed shape of {@link ZCommunityPreference}. */
export type TCommunityPreference = z.infer<typeof ZCommunityPreference>;

/** `POST api/v1/community/get-top-favorites` answer: the caller's favourite communities, by name. */
export const ZTopFavoritesResponse = z.object({ communities: z.array(ZCommunitySummary) });
/** The parsed shape of {@link ZTopFavoritesResponse}. */
export type TTopFavoritesResponse = z.infer<typeof ZTopFavoritesResponse>;

/**
 * `GET api/v1/community/{id}` and `GET api/v1/community?alias=` answer (spec 001 §3): the community with
 * the caller's role, status, effective permissions, postCreate and joinedAt. `isAdmin` is true for global
 * Admin and WorkSpaceOwner (always treated as joined, no join or leave controls, spec 001 §4).
 */
export const ZCommunityDetail = z.object({
  community: ZCommunity,
  role: ZMemberRole.nullable(),
  status: ZMemberStatus.nullable(),
  permissions: ZCommunityPermissions,
  postCreate: z.boolean(),
  joinedAt: z.string().nullable(),
  isAdmin: z.boolean(),
});
/** The parsed shape of {@link ZCommunityDetail}. */
export type TCommunityDetail = z.infer<typeof ZCommunityDetail>;

/** `GET api/v1/community?alias=` query. An unknown alias answers 400 'Community not found' (spec 001 §2). */
export const ZCommunityByAliasQuery = z.object({ alias: z.string().trim().min(1).max(150) });

/** Path parameter `{id}` of a community. */
export const ZCommunityIdParams = z.object({ id: uuid });

/** `GET api/v1/community/files/{key}`: the stored file's key (the wildcard part of the path). */
export const ZCommunityFileParams = z.object({ '*': z.string().max(300) });

/** `GET api/v1/community/{id}/about` answer: sanitised HTML ('Who are we?'). */
export const ZCommunityAbout = z.object({ about: z.string() });
/** `GET api/v1/community/{id}/terms` answer: agreement HTML ('' when none). */
export const ZCommunityTerms = z.object({ agreement: z.string(), isRequireAgreement: z.boolean() });

/** Join question (spec 001 §3). */
export const ZJoinQuestion = z.object({
  id: z.string(),
  text: z.string(),
  isRequiredAssets: z.boolean(),
  communityId: z.string(),
});
/** The parsed shape of {@link ZJoinQuestion}. */
export type TJoinQuestion = z.infer<typeof ZJoinQuestion>;
/** `GET api/v1/community/{id}/join/question` answer. */
export const ZJoinQuestionsResponse = z.object({ communityQuestions: z.array(ZJoinQuestion) });

/**
 * `PUT api/v1/community/{id}/join` body (spec 001 §4 Join flow): one answer per question (text; for a
 * question with `isRequiredAssets` the text may be empty and the file follows through send-files), and
 * `acceptTerms` which must be true when the community requires an agreement.
 */
export const ZJoinBody = z.object({
  answers: z
    .array(z.object({ questionId: uuid, answer: z.string().trim().max(2000).default('') }))
    .max(50)
    .default([]),
  acceptTerms: z.boolean().optional(),
});
/** The parsed shape of {@link ZJoinBody}. */
export type TJoinBody = z.infer<typeof ZJoinBody>;

/** Answer of join, cancel and unjoin: the caller's new status (null when no longer a member). */
export const ZMembershipStateResponse = z.object({
  status: z.enum(['Awaiting', 'Joined']).nullable(),
  membersCount: z.number().int(),
});
/** The parsed shape of {@link ZMembershipStateResponse}. */
export type TMembershipStateResponse = z.infer<typeof ZMembershipStateResponse>;

/** `PUT api/v1/community/{id}/join/question/{qid}/send-files` params; multipart field `files` (one file). */
export const ZJoinFilesParams = z.object({ id: uuid, qid: uuid });
/** An attachment as stored: display name and download path. */
export const ZCommunityAttachment = z.object({ id: z.string(), name: z.string(), path: z.string() });
/** The parsed shape of {@link ZCommunityAttachment}. */
export type TCommunityAttachment = z.infer<typeof ZCommunityAttachment>;
/** Answer of the join-question file upload: the stored attachments. */
export const ZJoinFilesResponse = z.object({ attachments: z.array(ZCommunityAttachment) });

/** Allowed join-answer file types (as post attachments, spec 001 §5). */
export const JOIN_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'ppt', 'pptx', 'txt', 'png', 'jpeg', 'jpg'] as const;

/** Answer of like/dislike (spec 001 §7): the new like state and count. */
export const ZCommunityLikeResponse = z.object({ isLiked: z.boolean(), likesCount: z.number().int() });
/** Answer of add-to-favorite / delete-from-favorite. */
export const ZCommunityFavoriteResponse = z.object({ isFavorite: z.boolean() });
/** Answer of view: the new views count (one view per call). */
export const ZCommunityViewResponse = z.object({ viewsCount: z.number().int() });

/** Member (spec 001 §3). Dates ISO. `isHaveAnswers`: the member answered join questions. */
export const ZMember = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pronoun: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  organisationName: z.string().nullable(),
  homeState: z.string().nullable(),
  role: ZMemberRole,
  status: ZMemberStatus,
  joinedAt: z.string(),
  isHaveAnswers: z.boolean(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
/** The parsed shape of {@link ZMember}. */
export type TMember = z.infer<typeof ZMember>;
/** `GET api/v1/community/{id}/member?page&pageSize[&keyword]` query (default page size 100). */
export const ZMembersQuery = z.object({
  page,
  pageSize: pageSize(1000, COMMUNITY_LIMITS.membersPageSize),
  keyword: z.string().trim().max(100).optional(),
});
/** Joined members, moderators first then by name. */
export const ZMembersResponse = z.object({ members: z.array(ZMember), totalItemCount: z.number().int() });
/** The parsed shape of {@link ZMembersResponse}. */
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

/** `GET api/v1/dashboard/recommended/community` answer: visible communities the caller has not joined. */
export const ZRecommendedCommunitiesResponse = z.object({ communities: z.array(ZCommunity) });

/** Pagination query `page`, `pageSize` with a default size. */
export const pageQuery = (fallback: number, max = 1000) =>
  z.object({ page, pageSize: pageSize(max, fallback) });
