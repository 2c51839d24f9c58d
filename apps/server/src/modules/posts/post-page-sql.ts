/**
 * The parts of the one-statement post pages (spec 001 §7 "Posts": the feed and a community's posts; issue 37):
 * the page's communities with the caller's standing computed once per community ({@link callerCommunitiesSelect},
 * a CTE), and the page's caller parts read per post from it ({@link postCallerRows}, {@link rowsNewestFirst}).
 * The statements are built in post-json.repository.ts; every query takes the tenant-bound handle.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PostStatus } from '@portal/contracts';
import {
  communities,
  communityMembers,
  postLikes,
  postReports,
  postSaves,
  posts,
} from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { feedPageIdsSubquery } from './post-feed.repository';
import { callerStandingSql, postCallerSql, type CallerPartSources } from './post-columns';
import type { PostPageRow } from './post-fragments';
import { standingColumnsSql, standingFromColumns, type StandingColumn } from './posts.policy';

/**
 * The communities of a one-statement page with, per community, the caller's standing computed once
 * (`standingColumnsSql` of {@link callerStandingSql}: the twins of `accessOf`, posts.policy.test.ts), its row's
 * version (`version`, `xmin` as text, for `postVersionSql`) and the caller's membership columns (for the
 * JavaScript access check): `communities` left-joined to the caller's `community_members` row (placeholder
 * `actorId`), filtered by `where`. A CTE of the feed and community statements (issue 37, 6 Dec: the standing
 * and both joins were per post).
 */
export function callerCommunitiesSelect(db: Db, where: SQL | undefined) {
  const standing = standingColumnsSql(callerStandingSql());
  const column = (name: StandingColumn) => sql<boolean>`${standing[name]}`.as(name);
  return db
    .select({
      id: communities.id,
      postsCount: communities.postsCount,
      isAutoJoin: communities.isAutoJoin,
      isPublic: communities.isPublic,
      role: communityMembers.role,
      status: communityMembers.status,
      permissions: communityMembers.permissions,
      version: sql<string>`${communities}.xmin::text`.as('version'),
      is_joined: column('is_joined'),
      is_blacklisted: column('is_blacklisted'),
      readable: column('readable'),
      p_postEdit: column('p_postEdit'),
      p_commentCreate: column('p_commentCreate'),
      p_postDelete: column('p_postDelete'),
    })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(
        eq(communityMembers.communityId, communities.id),
        eq(communityMembers.userId, sql.placeholder('actorId')),
      ),
    )
    .where(where);
}

/** A CTE of {@link callerCommunitiesSelect}. */
export type CallerCommunities = ReturnType<typeof callerCommunitiesCte>;

/** {@link callerCommunitiesSelect} as the CTE `name` (`with`). */
export const callerCommunitiesCte = (db: Db, name: string, where: SQL | undefined) =>
  db.$with(name).as(callerCommunitiesSelect(db, where));

/**
 * The caller part (`row`, {@link postCallerSql}), `created_at` and `post_id` of the posts whose ids `ids`
 * selects (Published ones only: the ids of a kept feed order, post-feed-order.ts, are checked again) — for the caller (placeholders of
 * {@link postActorParams}): a subquery of the one-statement pages.
 * Each post joins its community's row of `cc` (the standing and version computed once per community,
 * {@link callerCommunitiesSelect}) and the caller's save, like and report rows by primary key (left joins: the
 * report read once for `isReported` and `canReport`).
 */
export function postCallerRows(
  db: Db,
  ids: SQL | ReturnType<typeof feedPageIdsSubquery>,
  cc: CallerCommunities,
) {
  const actorId = sql.placeholder('actorId');
  const ccName = sql.identifier(cc._.alias);
  const sources: CallerPartSources = {
    standing: standingFromColumns((name) => sql`${ccName}.${sql.identifier(name)}`),
    communityVersion: sql`${cc.version}`,
    isSaved: sql`(${postSaves.postId} is not null)`,
    isLiked: sql`(${postLikes.postId} is not null)`,
    isReported: sql`(${postReports.postId} is not null)`,
  };
  return db
    .select({
      row: sql`${postCallerSql(db, sources)}`.as('row'),
      createdAt: sql`${posts.createdAt}`.as('created_at'),
      id: sql`${posts.id}`.as('post_id'),
    })
    .from(posts)
    .innerJoin(cc, eq(cc.id, posts.communityId))
    .leftJoin(postSaves, and(eq(postSaves.postId, posts.id), eq(postSaves.userId, actorId)))
    .leftJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, actorId)))
    .leftJoin(postReports, and(eq(postReports.postId, posts.id), eq(postReports.userId, actorId)))
    .where(and(inArray(posts.id, ids), eq(posts.status, PostStatus.Published)));
}

/** The caller parts of a {@link postCallerRows} subquery as one JSON array, newest first (`[]` for none). */
export function rowsNewestFirst(page: ReturnType<typeof postCallerRows>): SQL<PostPageRow[]> {
  return sql<
    PostPageRow[]
  >`coalesce((select json_agg(p.row order by p.created_at desc, p.post_id desc) from (${page}) p), '[]'::json)`;
}

/**
 * The key of a feed's communities (the CTE `fc` of {@link callerCommunitiesSelect}): md5 of each one's
 * `id:version` (`xmin`), by id; null for none. Equal keys: the same communities, none of whose Published posts
 * or their order changed in between (migration 0045; post-feed-order.ts).
 */
export function feedOrderKeySql(fc: CallerCommunities): SQL<string | null> {
  return sql<string | null>`md5(string_agg(${fc.id}::text || ':' || ${fc.version}, ',' order by ${fc.id}))`;
}
