/**
 * Post and comment rules — spec 001 §6 on top of the community access (global flag OR community flag):
 * edit/delete a post: its author or postEdit, never when deleted or closed; close: postEdit or postDelete;
 * open and restore: postEdit; comment: a joined member with commentCreate on a published, open post;
 * edit/delete a comment: its author or commentEdit; report: anyone but the author, once.
 * Non-published posts are seen by their author and by holders of postApprove, postEdit or postDelete.
 * Every 403 goes through `assertAllowed` (lib/policy.ts); 'Community is private' is the communities rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_MESSAGES,
  MEMBER_ROLES,
  POST_MESSAGES,
  PostStatus,
  POST_TRANSITIONS,
  ROLE_PERMISSIONS,
  type TCommunityPermissionFlag,
  type TPostStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { assertAllowed } from '../../lib/policy';
import {
  assertReadable,
  type CommunityAccess,
  type CommunityStanding,
} from '../communities/communities.service';

/** The fields of a post the rules look at. */
export interface PostFacts {
  status: number;
  isFrozen: boolean;
  createdByUserId: string;
}

/** True when the caller holds a post moderation flag: postApprove, postEdit or postDelete (spec 001 §6). */
function isPostModerator(access: CommunityStanding): boolean {
  const p = access.permissions;
  return p.postApprove || p.postEdit || p.postDelete;
}

/** True when the caller wrote the post or holds postEdit (spec 001 §6 edit or delete a post). */
function isAuthorOrEditor(access: CommunityStanding, post: PostFacts, actorId: string): boolean {
  return post.createdByUserId === actorId || access.permissions.postEdit;
}

/** True when the caller may see this post at all (spec 001 §4: a deleted post is dimmed, not hidden, for editors). */
export function canSeePost(access: CommunityStanding, post: PostFacts, actorId: string): boolean {
  if (!access.readable) return false;
  if (post.status === PostStatus.Published) return true;
  return post.createdByUserId === actorId || isPostModerator(access);
}

/** @throws 403 'Community is private' or 404 'Post not found' when the caller may not see the post. */
export function assertCanSeePost(access: CommunityStanding, post: PostFacts, actorId: string): void {
  assertReadable(access);
  if (!canSeePost(access, post, actorId)) throw new AppError('NOT_FOUND', POST_MESSAGES.postNotFound);
}

/** What the caller may do with a post (sent with every post so the web app hides controls the same way). */
export function postAbilities(
  access: CommunityStanding,
  post: PostFacts,
  actorId: string,
  isReported: boolean,
) {
  const isAuthor = post.createdByUserId === actorId;
  const live = post.status !== PostStatus.Deleted && !post.isFrozen;
  return {
    canEdit: live && isAuthorOrEditor(access, post, actorId),
    canDelete: live && isAuthorOrEditor(access, post, actorId),
    canComment:
      access.isJoined &&
      access.permissions.commentCreate &&
      post.status === PostStatus.Published &&
      !post.isFrozen,
    canReport: !isAuthor && !isReported && post.status === PostStatus.Published,
    canSeeReports: access.permissions.postDelete,
  };
}

/**
 * The operands of {@link communityStandingSql}, as SQL: the caller's global standing (`isAdmin` and a global
 * flag by name, booleans — parameters of the statement), the post's community (`isAutoJoin`, `isPublic`
 * columns) and the caller's membership of it (`role`, `status` text and `permissions` jsonb columns of a LEFT
 * JOIN: all NULL when the caller has no membership row).
 */
export interface StandingSqlInputs {
  actor: { isAdmin: SQL; flag: (flag: TCommunityPermissionFlag) => SQL };
  community: { isAutoJoin: SQL; isPublic: SQL };
  membership: { role: SQL; status: SQL; permissions: SQL };
}

/** The SQL twin of a {@link CommunityStanding}: boolean SQL expressions (never NULL) of one row. */
export interface StandingSql {
  isJoined: SQL;
  isBlacklisted: SQL;
  readable: SQL;
  /** The effective flag (global OR community flag, spec 001 §6). */
  permission: (flag: TCommunityPermissionFlag) => SQL;
}

/**
 * `accessOf` (community-access.ts) in SQL, for answers PostgreSQL assembles with the caller's abilities
 * (issue 37): a Removed membership counts as none; no (or a Removed) membership in an auto-join community, or
 * an admin, is a Joined Member; a Blocked membership (not an admin) loses every flag; a flag is the admin's, a
 * global flag, or — while Joined — the role's default (`ROLE_PERMISSIONS`) or the membership's own
 * (`permissions ->> flag = 'true'`). Equality with the JavaScript over a table of cases: posts.policy.test.ts.
 */
export function communityStandingSql({ actor, community, membership }: StandingSqlInputs): StandingSql {
  const joinedStored = sql`coalesce(${membership.status} = 'Joined', false)`;
  const joinedVirtual = sql`(not coalesce(${membership.status} <> 'Removed', false) and (${community.isAutoJoin} or ${actor.isAdmin}))`;
  const isJoined = sql`(${joinedStored} or ${joinedVirtual})`;
  const isBlacklisted = sql`(not ${actor.isAdmin} and coalesce(${membership.status} = 'Blocked', false))`;
  const permission = (flag: TCommunityPermissionFlag): SQL => {
    const roles = MEMBER_ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(flag));
    const byRole = roles.length
      ? sql`${membership.role} in (${sql.join(
          roles.map((r) => sql.raw(`'${r}'`)),
          sql`, `,
        )})`
      : sql`false`;
    const stored = sql`(${joinedStored} and (${byRole} or coalesce(${membership.permissions} ->> ${sql.raw(`'${flag}'`)} = 'true', false)))`;
    const virtual = roles.includes('Member') ? sql` or ${joinedVirtual}` : sql``;
    return sql`(not ${isBlacklisted} and (${actor.isAdmin} or ${actor.flag(flag)} or ${stored}${virtual}))`;
  };
  return {
    isJoined,
    isBlacklisted,
    readable: sql`(not ${isBlacklisted} and (${actor.isAdmin} or ${isJoined} or ${community.isPublic}))`,
    permission,
  };
}

/** The community flags {@link postAbilitiesSql} reads from a standing (spec 001 §6). */
export const ABILITY_FLAGS = [
  'postEdit',
  'commentCreate',
  'postDelete',
] as const satisfies readonly TCommunityPermissionFlag[];

/** A column of {@link standingColumnsSql}: the standing's booleans and the {@link ABILITY_FLAGS}' effective flags. */
export type StandingColumn =
  'is_joined' | 'is_blacklisted' | 'readable' | `p_${(typeof ABILITY_FLAGS)[number]}`;

/**
 * A {@link StandingSql} as named boolean columns (never NULL), to be computed once per community of a list
 * (a CTE row: the caller's standing does not depend on the post) and read back per post with
 * {@link standingFromColumns} (issue 37, 6 Dec: the feed evaluated the standing for each of its 20 posts).
 */
export function standingColumnsSql(standing: StandingSql): Record<StandingColumn, SQL> {
  return {
    is_joined: standing.isJoined,
    is_blacklisted: standing.isBlacklisted,
    readable: standing.readable,
    p_postEdit: standing.permission('postEdit'),
    p_commentCreate: standing.permission('commentCreate'),
    p_postDelete: standing.permission('postDelete'),
  };
}

/**
 * The {@link StandingSql} whose expressions are the columns of {@link standingColumnsSql} (`column(name)` the
 * reference to one, e.g. `"fc"."p_postEdit"`): the same values, read instead of computed.
 * @throws Error from `permission(flag)` for a flag not in {@link ABILITY_FLAGS} (not kept as a column).
 */
export function standingFromColumns(column: (name: StandingColumn) => SQL): StandingSql {
  return {
    isJoined: column('is_joined'),
    isBlacklisted: column('is_blacklisted'),
    readable: column('readable'),
    permission: (flag) => {
      if (!(ABILITY_FLAGS as readonly string[]).includes(flag))
        throw new Error(`standingFromColumns: the flag ${flag} is not a standing column`);
      return column(`p_${flag}` as StandingColumn);
    },
  };
}

/** A post's {@link PostFacts} as SQL operands (columns of the post row). */
export interface PostFactsSql {
  status: SQL;
  isFrozen: SQL;
  createdByUserId: SQL;
}

/**
 * {@link postAbilities} in SQL: the same five booleans as SQL expressions of the caller's standing
 * ({@link communityStandingSql}), the post's facts, the caller's id and whether they reported the post.
 * Equality with the JavaScript over a table of cases: posts.policy.test.ts.
 */
export function postAbilitiesSql(
  standing: StandingSql,
  post: PostFactsSql,
  actorId: SQL,
  isReported: SQL,
): Record<keyof ReturnType<typeof postAbilities>, SQL> {
  const isAuthor = sql`(${post.createdByUserId} = ${actorId})`;
  const published = sql`(${post.status} = ${sql.raw(String(PostStatus.Published))})`;
  const live = sql`(${post.status} <> ${sql.raw(String(PostStatus.Deleted))} and not ${post.isFrozen})`;
  const authorOrEditor = sql`(${isAuthor} or ${standing.permission('postEdit')})`;
  return {
    canEdit: sql`(${live} and ${authorOrEditor})`,
    canDelete: sql`(${live} and ${authorOrEditor})`,
    canComment: sql`(${standing.isJoined} and ${standing.permission('commentCreate')} and ${published} and not ${post.isFrozen})`,
    canReport: sql`(not ${isAuthor} and not ${isReported} and ${published})`,
    canSeeReports: standing.permission('postDelete'),
  };
}

/**
 * {@link canSeePost} in SQL: the community is readable to the caller and the post is Published, or the
 * caller wrote it, or holds postApprove, postEdit or postDelete (spec 001 §4, §6). A boolean SQL expression
 * (never NULL) of the caller's standing ({@link communityStandingSql}), the post's facts and the caller's id.
 * Equality with the JavaScript over a table of cases: posts.policy.test.ts.
 */
export function canSeePostSql(standing: StandingSql, post: PostFactsSql, actorId: SQL): SQL {
  const moderator = sql`(${standing.permission('postApprove')} or ${standing.permission('postEdit')} or ${standing.permission('postDelete')})`;
  return sql`(${standing.readable} and (${post.status} = ${sql.raw(String(PostStatus.Published))} or ${post.createdByUserId} = ${actorId} or ${moderator}))`;
}

/** @throws 400 'The post is deleted' / 'The post is closed' for a post that takes no interaction. */
export function assertInteractive(post: PostFacts): void {
  if (post.status === PostStatus.Deleted) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
  if (post.isFrozen) throw new AppError('BAD_REQUEST', POST_MESSAGES.postClosed);
}

/**
 * Editing, deleting or tagging a post (spec 001 §6).
 * @throws AppError 403 'You do not have permission to do this' unless the caller is the author or holds
 * postEdit.
 */
export function assertAuthorOrEditor(access: CommunityStanding, post: PostFacts, actorId: string): void {
  assertAllowed((a) => isAuthorOrEditor(a, post, actorId), access, POST_MESSAGES.forbidden);
}

/**
 * Creating a post (spec 001 §6): a joined member of a readable, unarchived community with postCreate.
 * @throws AppError 403 'Community is private' / not a member / forbidden, 400 archived community.
 */
export function assertCanCreatePost(access: CommunityAccess): void {
  assertReadable(access);
  assertAllowed((a) => a.isJoined, access, COMMUNITY_MESSAGES.notAMember);
  assertAllowed((a) => a.permissions.postCreate, access, POST_MESSAGES.forbidden);
  if (access.community.isArchived) throw new AppError('BAD_REQUEST', COMMUNITY_MESSAGES.archived);
}

/**
 * Closing (`isFrozen` true on an open post) needs postEdit or postDelete; opening (false on a closed post)
 * needs postEdit (spec 001 §6). Anything else is not a close/open and passes.
 * @throws AppError 403.
 */
export function assertCloseOrOpen(
  access: CommunityStanding,
  post: PostFacts,
  isFrozen: boolean | undefined,
): void {
  if (isFrozen === true && !post.isFrozen)
    assertAllowed(({ permissions: p }) => p.postEdit || p.postDelete, access, POST_MESSAGES.forbidden);
  if (isFrozen === false && post.isFrozen)
    assertAllowed((a) => a.permissions.postEdit, access, POST_MESSAGES.forbidden);
}

/**
 * A status change must be one of the transitions of spec 001 §4 and the caller must hold its flag.
 * @throws AppError 403 without the flag (or without any moderation flag for an unknown change), 400
 * 'This status change is not allowed' for a change that is not a transition.
 */
export function assertStatusChange(access: CommunityStanding, from: number, to: TPostStatus): void {
  const transition = POST_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (!transition) {
    assertAllowed(isPostModerator, access, POST_MESSAGES.forbidden);
    throw new AppError('BAD_REQUEST', POST_MESSAGES.statusChangeNotAllowed);
  }
  assertAllowed((a) => a.permissions[transition.flag], access, POST_MESSAGES.forbidden);
}

/** Reporting (spec 001 §6): anyone but the author, a Published post. @throws AppError 400. */
export function assertCanReport(post: PostFacts, actorId: string): void {
  if (post.createdByUserId === actorId) throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwnPost);
  if (post.status !== PostStatus.Published) throw new AppError('BAD_REQUEST', POST_MESSAGES.postDeleted);
}
