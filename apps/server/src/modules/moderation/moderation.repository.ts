/**
 * Moderation data access (issue 14; spec 001 §3 Community statistics, §7 Posts admin calls): the sidebar
 * counts in one query, the admin posts table, reported posts and comments with their open reports, and
 * the resolution of reports. Every function takes the tenant scope first; lists take the communities they
 * cover (`'all'` for a global moderator) and answer a page plus its total in a bounded number of queries.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PostStatus } from '@portal/contracts';
import {
  commentReports,
  communities,
  communityMembers,
  postComments,
  postReports,
  posts,
  users,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { existsIn, selectIn } from '../../db/tenant-sql';
import { pageAndTotal } from '../../lib/paging';

/** The communities a list covers: every community of the tenant, or the given ids. */
export type CommunityFilter = 'all' | string[];

const inCommunities = (filter: CommunityFilter): SQL | undefined =>
  filter === 'all' ? undefined : filter.length ? inArray(posts.communityId, filter) : sql`false`;

/**
 * Sidebar counts of one community (spec 001 §3 Community statistics), one query of subselects (each built by
 * the tenant-bound handle, so each carries the tenant condition).
 */
export async function statistics(scope: TenantScope, communityId: string) {
  const ofCommunity = eq(posts.communityId, communityId);
  const count = sql`count(*)::int`;
  const [row] = await scope.db
    .select({
      allPostsCount: selectIn<number>(scope, count, posts, ofCommunity),
      pendingPostsCount: selectIn<number>(
        scope,
        count,
        posts,
        and(ofCommunity, eq(posts.status, PostStatus.WaitForApproval)),
      ),
      reportedPostsCount: selectIn<number>(
        scope,
        sql`count(distinct ${postReports.postId})::int`,
        postReports,
        and(ofCommunity, isNull(postReports.resolvedAt), eq(posts.status, PostStatus.Published)),
        [[posts, eq(posts.id, postReports.postId)]],
      ),
      reportedPostCommentsCount: selectIn<number>(
        scope,
        sql`count(distinct ${commentReports.commentId})::int`,
        commentReports,
        and(ofCommunity, isNull(commentReports.resolvedAt)),
        [
          [postComments, eq(postComments.id, commentReports.commentId)],
          [posts, eq(posts.id, postComments.postId)],
        ],
      ),
      archivedPostsCount: selectIn<number>(
        scope,
        count,
        posts,
        and(ofCommunity, inArray(posts.status, [PostStatus.Archived, PostStatus.ArchivedDueToReported])),
      ),
    })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row!;
}

const postRow = {
  id: posts.id,
  title: posts.title,
  body: posts.body,
  status: posts.status,
  isFrozen: posts.isFrozen,
  communityId: posts.communityId,
  communityName: communities.name,
  communityAlias: communities.alias,
  createdAt: posts.createdAt,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  viewsCount: posts.viewsCount,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};
/** A row of {@link postPage}. */
export type AdminPostRow = Awaited<ReturnType<typeof postPage>>['rows'][number];

/** The post has an open report (a correlated subquery of the scope's tenant). */
const hasOpenPostReport = (scope: TenantScope) =>
  existsIn(scope, postReports, and(eq(postReports.postId, posts.id), isNull(postReports.resolvedAt)));

/**
 * A page of posts of the given communities, newest first: by status (`status`), one post (`id`), or only
 * Published posts with open reports (`reported`). Two queries (page, total).
 */
export function postPage(
  scope: TenantScope,
  filter: CommunityFilter,
  q: {
    page: number;
    pageSize: number;
    status?: number;
    statuses?: number[];
    id?: string;
    reported?: boolean;
  },
) {
  const where = and(
    inCommunities(filter),
    eq(communities.isDeleted, false),
    q.status !== undefined ? eq(posts.status, q.status) : undefined,
    q.statuses ? inArray(posts.status, q.statuses) : undefined,
    q.id ? eq(posts.id, q.id) : undefined,
    q.reported ? and(eq(posts.status, PostStatus.Published), hasOpenPostReport(scope)) : undefined,
  );
  const rows = scope.db
    .select(postRow)
    .from(posts)
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .innerJoin(users, eq(users.id, posts.createdByUserId))
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id));
  const total = scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
  return pageAndTotal(rows, total, q.page, q.pageSize);
}

/** Open reports of the given posts, oldest first (one query). */
export function openPostReports(scope: TenantScope, postIds: string[]) {
  if (!postIds.length) return Promise.resolve([]);
  return scope.db
    .select({
      id: postReports.id,
      postId: postReports.postId,
      userId: postReports.userId,
      reason: postReports.reason,
      createdAt: postReports.createdAt,
    })
    .from(postReports)
    .where(and(inArray(postReports.postId, postIds), isNull(postReports.resolvedAt)))
    .orderBy(postReports.createdAt, postReports.id);
}

/** The comment has an open report (a correlated subquery of the scope's tenant). */
const hasOpenCommentReport = (scope: TenantScope) =>
  existsIn(
    scope,
    commentReports,
    and(eq(commentReports.commentId, postComments.id), isNull(commentReports.resolvedAt)),
  );

/** A page of comments with open reports in the given communities, newest first; two queries. */
export function reportedCommentPage(
  scope: TenantScope,
  filter: CommunityFilter,
  q: { page: number; pageSize: number },
) {
  const where = and(inCommunities(filter), eq(communities.isDeleted, false), hasOpenCommentReport(scope));
  const rows = scope.db
    .select({
      id: postComments.id,
      body: postComments.body,
      postId: posts.id,
      postTitle: posts.title,
      communityId: posts.communityId,
      communityName: communities.name,
      createdAt: postComments.createdAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .innerJoin(users, eq(users.id, postComments.createdByUserId))
    .where(where)
    .orderBy(desc(postComments.createdAt), desc(postComments.id));
  const total = scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(communities, eq(communities.id, posts.communityId))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
  return pageAndTotal(rows, total, q.page, q.pageSize);
}

/** Open reports of the given comments, oldest first (one query). */
export function openCommentReports(scope: TenantScope, commentIds: string[]) {
  if (!commentIds.length) return Promise.resolve([]);
  return scope.db
    .select({
      id: commentReports.id,
      commentId: commentReports.commentId,
      userId: commentReports.userId,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
    })
    .from(commentReports)
    .where(and(inArray(commentReports.commentId, commentIds), isNull(commentReports.resolvedAt)))
    .orderBy(commentReports.createdAt, commentReports.id);
}

/** The given post reports with their post's community (to check the caller's rights before resolving). */
export function postReportsByIds(scope: TenantScope, ids: string[]) {
  return scope.db
    .select({
      id: postReports.id,
      postId: postReports.postId,
      userId: postReports.userId,
      resolvedAt: postReports.resolvedAt,
      communityId: posts.communityId,
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(inArray(postReports.id, ids));
}

/** The given comment reports with their comment's post and community. */
export function commentReportsByIds(scope: TenantScope, ids: string[]) {
  return scope.db
    .select({
      id: commentReports.id,
      commentId: commentReports.commentId,
      userId: commentReports.userId,
      resolvedAt: commentReports.resolvedAt,
      postId: postComments.postId,
      communityId: posts.communityId,
    })
    .from(commentReports)
    .innerJoin(postComments, eq(postComments.id, commentReports.commentId))
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(inArray(commentReports.id, ids));
}

/** A comment with its post and community, and the users of its open reports. */
export async function commentWithReporters(scope: TenantScope, commentId: string) {
  const [comment] = await scope.db
    .select({ id: postComments.id, postId: posts.id, communityId: posts.communityId })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(eq(postComments.id, commentId));
  if (!comment) return null;
  const reporters = await scope.db
    .select({ userId: commentReports.userId })
    .from(commentReports)
    .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.resolvedAt)));
  return { ...comment, reporterIds: reporters.map((r) => r.userId) };
}

/**
 * Resolves open reports by id (each only once: already resolved ones are left alone); answers the ids
 * resolved now.
 */
export async function resolveReports(scope: TenantScope, kind: 'post' | 'comment', ids: string[]) {
  const table = kind === 'post' ? postReports : commentReports;
  const rows = await scope.db
    .update(table)
    .set({ resolvedAt: new Date() })
    .where(and(inArray(table.id, ids), isNull(table.resolvedAt)))
    .returning({ id: table.id, userId: table.userId });
  return rows;
}

/** A user's Joined memberships with role and flags (for the communities they moderate). */
export function joinedMemberships(scope: TenantScope, userId: string) {
  return scope.db
    .select({
      communityId: communityMembers.communityId,
      role: communityMembers.role,
      status: communityMembers.status,
      permissions: communityMembers.permissions,
    })
    .from(communityMembers)
    .where(and(eq(communityMembers.userId, userId), eq(communityMembers.status, 'Joined')));
}
