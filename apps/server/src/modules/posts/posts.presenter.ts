/** Posts rows → the contract's Post (spec 001 §3), with what the caller may do (spec 001 §6). */
import type { TPost, TPostStatus } from '@portal/contracts';
import type { Actor } from '../../plugins/actor';
import { attachmentLinks, fileUrl } from '../../plugins/uploads';
import { accessOf, type CommunityStanding } from '../communities/communities.service';
import { postAbilities } from './posts.policy';
import type { PostRow } from './post-columns';

/** Open reports as the contract shows them (ISO dates); only to those who may see reports. */
export function presentReports(
  reports: { id: string; userId: string; reason: string; createdAt: string }[],
  canSee: boolean,
) {
  return canSee ? reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) : [];
}

/**
 * Maps a row to the contract's Post (spec 001 §3) with the caller's abilities; `access` is computed from
 * the row's community and membership when not given.
 */
export function presentPost(row: PostRow, actor: Actor, access?: CommunityStanding): TPost {
  const a = access ?? accessOf(actor, row.community, row.membership);
  const p = row.post;
  const can = postAbilities(a, p, actor.id, Boolean(row.isReported));
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    imageUrl: fileUrl(p.imageKey),
    status: p.status as TPostStatus,
    type: (p.type as TPost['type']) ?? null,
    isFrozen: p.isFrozen,
    isSaved: Boolean(row.isSaved),
    isLiked: Boolean(row.isLiked),
    isReported: Boolean(row.isReported),
    likesCount: p.likesCount,
    viewsCount: p.viewsCount,
    commentsCount: p.commentsCount,
    tags: row.tags,
    attachments: attachmentLinks(row.attachments),
    createdByUserId: p.createdByUserId,
    communityId: p.communityId,
    community: {
      id: row.community.id,
      alias: row.community.alias,
      name: row.community.name,
      imageUrl: fileUrl(row.community.imageUrl),
    },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    reports: presentReports(row.reports, can.canSeeReports),
    user: row.author,
    canEdit: can.canEdit,
    canDelete: can.canDelete,
    canComment: can.canComment,
    canReport: can.canReport,
  };
}
