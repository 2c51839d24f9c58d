/**
 * Moderation of one community and across the tenant (issue 14) — spec 001 §2 (All posts, Pending posts,
 * Reported posts, Reported comments, Archived posts), §3 Community statistics, §4 Post and Reports
 * (declining reports resolves them; approving a comment report deletes the comment), §6 (postApprove,
 * postDelete, commentDelete), §7 Posts admin calls. Status changes themselves go through the posts
 * service's `set-status` (one set of §4 transitions). Each report is resolved once; its reporter is told
 * (`moderation.resolved`, notification types 10 and 11).
 */
import { eq } from 'drizzle-orm';
import { auditedWrite, rowOf } from '../../db/audit';
import { postComments } from '../../db/schema/index';
import {
  MODERATION_MESSAGES,
  PostStatus,
  type TAdminPost,
  type TAdminPostsQuery,
  type TAdminReportedComment,
  type TModerationQueue,
} from '@portal/contracts';
import { withTransaction, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { fileUrl } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { loadCommunityAccess } from '../communities/communities.service';
import { removeReportedComment } from '../comments/comments.service';
import {
  assertAdminArea,
  assertFlag,
  assertModeratesSomething,
  assertPostModerator,
  communitiesWithFlag,
} from './moderation.policy';
import * as repo from './moderation.repository';

type PostRow = Awaited<ReturnType<typeof repo.postPage>>['rows'][number];
type CommentRow = Awaited<ReturnType<typeof repo.reportedCommentPage>>['rows'][number];
type ReportRow = { id: string; userId: string; reason: string; createdAt: Date };

const report = (r: ReportRow) => ({
  id: r.id,
  userId: r.userId,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});
const author = (r: { userId: string; firstName: string; lastName: string; avatarUrl: string | null }) => ({
  id: r.userId,
  firstName: r.firstName,
  lastName: r.lastName,
  avatarUrl: fileUrl(r.avatarUrl),
});

/** Presents a page of posts with their open reports (one more query). */
async function presentPosts(ctx: Pick<RequestContext, 'scope'>, rows: PostRow[]): Promise<TAdminPost[]> {
  const reports = await repo.openPostReports(
    ctx.scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    status: r.status as TAdminPost['status'],
    isFrozen: r.isFrozen,
    communityId: r.communityId,
    communityName: r.communityName,
    communityAlias: r.communityAlias,
    createdAt: r.createdAt.toISOString(),
    likesCount: r.likesCount,
    commentsCount: r.commentsCount,
    viewsCount: r.viewsCount,
    user: author(r),
    reports: reports.filter((x) => x.postId === r.id).map(report),
  }));
}

/** Presents a page of reported comments with their open reports (one more query). */
async function presentComments(
  ctx: Pick<RequestContext, 'scope'>,
  rows: CommentRow[],
): Promise<TAdminReportedComment[]> {
  const reports = await repo.openCommentReports(
    ctx.scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    postId: r.postId,
    postTitle: r.postTitle,
    communityId: r.communityId,
    communityName: r.communityName,
    createdAt: r.createdAt.toISOString(),
    user: author(r),
    reports: reports.filter((x) => x.commentId === r.id).map(report),
  }));
}

/**
 * `GET api/v1/admin/community/{id}/post/statistics` — the sidebar counts (all, pending, reported posts,
 * reported comments, archived) in one query. @throws 403 for a caller without an admin flag here.
 */
export async function statistics(ctx: Pick<RequestContext, 'scope' | 'actor'>, id: string) {
  assertAdminArea(await loadCommunityAccess(ctx, { id }));
  return repo.statistics(ctx.scope, id);
}

/**
 * `GET api/v1/admin/community/{id}/post?page&pageSize&status&id` — the admin posts table, newest first.
 * Pending posts (status 2) need postApprove; other lists need postApprove, postEdit or postDelete.
 * @throws AppError 403.
 */
export async function adminPosts(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  q: TAdminPostsQuery,
) {
  const access = await loadCommunityAccess(ctx, { id });
  if (q.status === PostStatus.WaitForApproval) assertFlag(access, 'postApprove');
  else assertPostModerator(access);
  const { rows, total } = await repo.postPage(ctx.scope, [id], q);
  return { posts: await presentPosts(ctx, rows), totalItemCount: total };
}

/**
 * `GET api/v1/admin/community/{id}/post/report` — Published posts with open reports, each with its reports
 * (spec 001 §2 Reported posts; page size 1000). Needs postDelete: without it the caller sees none (403).
 */
export async function reportedPosts(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  q: { page: number; pageSize: number },
) {
  assertFlag(await loadCommunityAccess(ctx, { id }), 'postDelete');
  const { rows, total } = await repo.postPage(ctx.scope, [id], { ...q, reported: true });
  return { posts: await presentPosts(ctx, rows), totalItemCount: total };
}

/** `GET api/v1/admin/community/{id}/comment/report` — comments with open reports. Needs commentDelete (403). */
export async function reportedComments(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  id: string,
  q: { page: number; pageSize: number },
) {
  assertFlag(await loadCommunityAccess(ctx, { id }), 'commentDelete');
  const { rows, total } = await repo.reportedCommentPage(ctx.scope, [id], q);
  return { comments: await presentComments(ctx, rows), totalItemCount: total };
}

/** Reports by id with their resolution, as the audit record of declining them compares them (issue 39). */
async function reportsById(scope: TenantScope, kind: 'post' | 'comment', ids: string[]) {
  const rows =
    kind === 'post' ? await repo.postReportsByIds(scope, ids) : await repo.commentReportsByIds(scope, ids);
  return Object.fromEntries(rows.map((r) => [r.id, { resolvedAt: r.resolvedAt }]));
}

/**
 * Declines reports (spec 001 §4: declining resolves them): `DELETE api/v1/admin/community/{id}/post/report
 * ?ids=` (postDelete) and `.../comment/report?ids=` (commentDelete). Each report is resolved once; already
 * resolved ones count 0. Reporters are told (types 10/11).
 * @throws AppError 404 when an id is not a report of this community, 403 without the flag.
 */
export async function declineReports(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'bus' | 'audit'>,
  id: string,
  kind: 'post' | 'comment',
  ids: string[],
) {
  return auditedWrite(ctx, { load: (s) => reportsById(s, kind, ids) }, async (ctx) => {
    const access = await loadCommunityAccess(ctx, { id });
    assertFlag(access, kind === 'post' ? 'postDelete' : 'commentDelete');
    const found =
      kind === 'post'
        ? await repo.postReportsByIds(ctx.scope, ids)
        : await repo.commentReportsByIds(ctx.scope, ids);
    if (found.length !== new Set(ids).size || found.some((r) => r.communityId !== id))
      throw new AppError('NOT_FOUND', 'Report not found');
    const resolved = await withTransaction(ctx.scope, async (tx) => {
      const done = await repo.resolveReports(tx, kind, ids);
      const byTarget = new Map<string, { postId: string; commentId: string | null; users: string[] }>();
      for (const r of found as { id: string; postId: string; userId: string; commentId?: string }[]) {
        if (!done.some((x) => x.id === r.id)) continue;
        const commentId = r.commentId ?? null;
        const key = commentId ?? r.postId;
        const entry = byTarget.get(key) ?? { postId: r.postId, commentId, users: [] };
        entry.users.push(r.userId);
        byTarget.set(key, entry);
      }
      for (const t of byTarget.values())
        await ctx.bus.emit(tx, 'moderation.resolved', {
          tenantId: ctx.scope.tenantId,
          actorId: ctx.actor.id,
          communityId: id,
          postId: t.postId,
          commentId: t.commentId,
          recipientIds: t.users,
        });
      return done;
    });
    return { resolved: resolved.length };
  });
}

/**
 * `POST api/v1/admin/community/{id}/comment/{commentId}/report/approve` — approving a comment report
 * deletes the comment and its replies (spec 001 §4 Reports); its reporters are told (type 11).
 * @throws AppError 403 without commentDelete, 404 unknown comment of this community, 400 when it has no
 * open report.
 */
export async function approveCommentReport(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'storage' | 'bus' | 'audit'>,
  id: string,
  commentId: string,
) {
  return auditedWrite(ctx, { load: rowOf(postComments, eq(postComments.id, commentId)) }, async (ctx) => {
    assertFlag(await loadCommunityAccess(ctx, { id }), 'commentDelete');
    const comment = await repo.commentWithReporters(ctx.scope, commentId);
    if (!comment || comment.communityId !== id) throw new AppError('NOT_FOUND', 'Comment not found');
    if (!comment.reporterIds.length)
      throw new AppError('BAD_REQUEST', MODERATION_MESSAGES.reportAlreadyResolved);
    const result = await removeReportedComment(ctx, commentId, (tx) =>
      ctx.bus.emit(tx, 'moderation.resolved', {
        tenantId: ctx.scope.tenantId,
        actorId: ctx.actor.id,
        communityId: id,
        postId: comment.postId,
        commentId: null,
        recipientIds: comment.reporterIds,
      }),
    );
    return { resolved: comment.reporterIds.length, commentsCount: result.commentsCount };
  });
}

/**
 * `GET api/v1/admin/community/moderation?page&pageSize` — the cross-community queue (issue 14): pending
 * posts of the communities where the caller holds postApprove, reported posts where postDelete, reported
 * comments where commentDelete (all communities for admins and holders of the global flag). Actions are
 * the per-community calls. Bounded: memberships, then page + total + reports for each list.
 * @throws AppError 403 when the caller moderates nothing.
 */
export async function moderationQueue(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  q: { page: number; pageSize: number },
): Promise<TModerationQueue> {
  const memberships = await repo.joinedMemberships(ctx.scope, ctx.actor.id);
  const approve = communitiesWithFlag(ctx.actor, memberships, 'postApprove');
  const postDelete = communitiesWithFlag(ctx.actor, memberships, 'postDelete');
  const commentDelete = communitiesWithFlag(ctx.actor, memberships, 'commentDelete');
  assertModeratesSomething([approve, postDelete, commentDelete]);
  const [pending, reported, comments] = await Promise.all([
    repo.postPage(ctx.scope, approve, { ...q, status: PostStatus.WaitForApproval }),
    repo.postPage(ctx.scope, postDelete, { ...q, reported: true }),
    repo.reportedCommentPage(ctx.scope, commentDelete, q),
  ]);
  return {
    pendingPosts: await presentPosts(ctx, pending.rows),
    reportedPosts: await presentPosts(ctx, reported.rows),
    reportedComments: await presentComments(ctx, comments.rows),
    totals: { pendingPosts: pending.total, reportedPosts: reported.total, reportedComments: comments.total },
  };
}
