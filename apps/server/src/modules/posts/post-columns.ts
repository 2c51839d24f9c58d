/**
 * The named selections of a post row (spec 001 §7 "Posts"): the post's, its community's and the caller's
 * membership columns that a post's answer and the caller's access read, the author's public fields, and the
 * per-post subqueries (tags, attachments, open reports, the caller's like, save and report), with their row types.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_PERMISSION_FLAGS,
  isCommunityAdmin,
  type TCommunityPermissionFlag,
} from '@portal/contracts';
import { authorProfileVersions, communities, communityMembers, posts, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { isoTimestampSql } from '../../lib/sql-json';
import type { Actor } from '../../plugins/actor';
import { fileUrlSql } from '../../plugins/uploads';
import { communityStandingSql, postAbilitiesSql, type StandingSql } from './posts.policy';

/** The public fields of a post's or comment's author. */
const authorFields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  pronoun: users.pronoun,
};

/** A row selected with {@link authorFields}. */
type AuthorRow = {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  pronoun: string | null;
};

/** The columns of `posts` a post's answer and rules read (not `body_text`, the search copy of the body). */
const postColumns = {
  id: posts.id,
  tenantId: posts.tenantId,
  communityId: posts.communityId,
  createdByUserId: posts.createdByUserId,
  title: posts.title,
  body: posts.body,
  imageKey: posts.imageKey,
  status: posts.status,
  type: posts.type,
  isFrozen: posts.isFrozen,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  viewsCount: posts.viewsCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/**
 * The columns of a post's community that its answer and the caller's access read (not the about and
 * agreement HTML, segments or counters of the community's own page: a feed page repeated them 20 times).
 */
const postCommunityColumns = {
  id: communities.id,
  alias: communities.alias,
  name: communities.name,
  imageUrl: communities.imageUrl,
  isPublic: communities.isPublic,
  isVisible: communities.isVisible,
  isAutoJoin: communities.isAutoJoin,
  isArchived: communities.isArchived,
  isRequirePostApproval: communities.isRequirePostApproval,
};

/** The columns of the caller's membership that their access reads. */
const postMembershipColumns = {
  role: communityMembers.role,
  status: communityMembers.status,
  permissions: communityMembers.permissions,
};

/**
 * Columns and subqueries of a post row with everything its presentation needs (one query per page).
 * `actorId` is the caller's id, or a placeholder for it in a prepared query.
 */
export function postFields(actorId: string | Placeholder) {
  return {
    post: postColumns,
    community: postCommunityColumns,
    membership: postMembershipColumns,
    author: authorFields,
    tags: sql<
      { id: string; name: string }[]
    >`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from post_tag_links l join post_tags t on t.id = l.tag_id where l.post_id = "posts"."id"), '[]'::json)`,
    attachments: sql<
      { id: string; name: string; key: string }[]
    >`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'key', a.key) order by a.created_at, a.name) from post_attachments a where a.post_id = "posts"."id"), '[]'::json)`,
    reports: sql<
      { id: string; userId: string; reason: string; createdAt: string }[]
    >`coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', r.created_at) order by r.created_at) from post_reports r where r.post_id = "posts"."id" and r.resolved_at is null), '[]'::json)`,
    isLiked: sql<boolean>`exists(select 1 from post_likes x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
    isSaved: sql<boolean>`exists(select 1 from post_saves x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
    isReported: sql<boolean>`exists(select 1 from post_reports x where x.post_id = "posts"."id" and x.user_id = ${actorId})`,
  };
}

/** A post's own columns ({@link postColumns}). */
export type PostColumnsRow = { [K in keyof typeof postColumns]: (typeof posts.$inferSelect)[K] };
/** A post's community as a post row carries it ({@link postCommunityColumns}). */
export type PostCommunityRow = {
  [K in keyof typeof postCommunityColumns]: (typeof communities.$inferSelect)[K];
};
/** The caller's membership as a post row carries it ({@link postMembershipColumns}). */
export type PostMembershipRow = {
  [K in keyof typeof postMembershipColumns]: (typeof communityMembers.$inferSelect)[K];
};

/** A row selected with {@link postFields}. */
export type PostRow = {
  post: PostColumnsRow;
  community: PostCommunityRow;
  membership: PostMembershipRow | null;
  author: AuthorRow;
  tags: { id: string; name: string }[];
  attachments: { id: string; name: string; key: string }[];
  reports: { id: string; userId: string; reason: string; createdAt: string }[];
  isLiked: boolean;
  isSaved: boolean;
  isReported: boolean;
};

/** The placeholder of the caller's global flag `flag` in a post JSON statement ({@link postActorParams}). */
export const globalFlagSql = (flag: TCommunityPermissionFlag): SQL =>
  sql`${sql.placeholder(`g_${flag}`)}::boolean`;

/**
 * The values of the caller's placeholders of a statement that selects {@link postJson}: `actorId`, `isAdmin`
 * and `g_<flag>` for each community flag (true when the caller's global flag is `true`, as
 * `effectiveCommunityPermissions` reads it).
 */
export function postActorParams(actor: Pick<Actor, 'id' | 'role' | 'permissions'>): Record<string, unknown> {
  const params: Record<string, unknown> = { actorId: actor.id, isAdmin: isCommunityAdmin(actor.role) };
  const flags = actor.permissions as Partial<Record<TCommunityPermissionFlag, boolean>>;
  for (const flag of COMMUNITY_PERMISSION_FLAGS) params[`g_${flag}`] = flags[flag] === true;
  return params;
}

/**
 * The caller's standing in the row's community as SQL (`communityStandingSql`, the twin of `accessOf`): the
 * actor from the placeholders of {@link postActorParams}, the community and the caller's membership from the
 * joined `communities` and `community_members` rows.
 */
export function callerStandingSql(): ReturnType<typeof communityStandingSql> {
  return communityStandingSql({
    actor: { isAdmin: sql`${sql.placeholder('isAdmin')}::boolean`, flag: globalFlagSql },
    community: { isAutoJoin: sql`${communities.isAutoJoin}`, isPublic: sql`${communities.isPublic}` },
    membership: {
      role: sql`${communityMembers.role}`,
      status: sql`${communityMembers.status}`,
      permissions: sql`${communityMembers.permissions}`,
    },
  });
}

/**
 * A post row (`posts` joined to `communities`, `users` and the caller's membership `community_members`, as
 * `selectPostsOn` of posts.repository.ts joins them) as the JSON text of the contract's Post (spec 001 §3),
 * keys in the contract's order, written by PostgreSQL: file paths (`fileUrlSql`), ISO timestamps
 * (`isoTimestampSql`), tags, attachments, the caller's like/save/report flags, the open reports only for
 * postDelete holders, and the caller's abilities computed in SQL from their standing in the post's community
 * (`communityStandingSql`, `postAbilitiesSql` — the twins of `accessOf` and `postAbilities`). Placeholders:
 * {@link postActorParams}. The same answer as `presentPost` (posts.test.ts compares them) without a row
 * mapping, a presenter or a response serialisation in JavaScript (issue 37).
 */
export function postJson(): SQL<string> {
  const actorId = sql`${sql.placeholder('actorId')}::uuid`;
  const standing = callerStandingSql();
  const isReported = sql`exists(select 1 from post_reports x where x.post_id = ${posts.id} and x.user_id = ${actorId})`;
  const can = postAbilitiesSql(
    standing,
    {
      status: sql`${posts.status}`,
      isFrozen: sql`${posts.isFrozen}`,
      createdByUserId: sql`${posts.createdByUserId}`,
    },
    actorId,
    isReported,
  );
  return sql<string>`json_build_object(
    'id', ${posts.id},
    'title', ${posts.title},
    'body', ${posts.body},
    'imageUrl', ${fileUrlSql(posts.imageKey)},
    'status', ${posts.status},
    'type', ${posts.type},
    'isFrozen', ${posts.isFrozen},
    'isSaved', exists(select 1 from post_saves x where x.post_id = ${posts.id} and x.user_id = ${actorId}),
    'isLiked', exists(select 1 from post_likes x where x.post_id = ${posts.id} and x.user_id = ${actorId}),
    'isReported', ${isReported},
    'likesCount', ${posts.likesCount},
    'viewsCount', ${posts.viewsCount},
    'commentsCount', ${posts.commentsCount},
    'tags', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from post_tag_links l join post_tags t on t.id = l.tag_id where l.post_id = ${posts.id}), '[]'::json),
    'attachments', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'path', ${fileUrlSql(sql`a.key`)}) order by a.created_at, a.name) from post_attachments a where a.post_id = ${posts.id}), '[]'::json),
    'createdByUserId', ${posts.createdByUserId},
    'communityId', ${posts.communityId},
    'community', json_build_object('id', ${communities.id}, 'alias', ${communities.alias}, 'name', ${communities.name}, 'imageUrl', ${fileUrlSql(communities.imageUrl)}),
    'createdAt', ${isoTimestampSql(posts.createdAt)},
    'updatedAt', ${isoTimestampSql(posts.updatedAt)},
    'reports', case when ${can.canSeeReports} then coalesce((select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', ${isoTimestampSql(sql`r.created_at`)}) order by r.created_at) from post_reports r where r.post_id = ${posts.id} and r.resolved_at is null), '[]'::json) else '[]'::json end,
    'user', json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'avatarUrl', ${users.avatarUrl}, 'pronoun', ${users.pronoun}),
    'canEdit', ${can.canEdit},
    'canDelete', ${can.canDelete},
    'canComment', ${can.canComment},
    'canReport', ${can.canReport}
  )::text`;
}

/**
 * The version of the tenant's author profiles (the `user` of a post's or comment's JSON: id, names, avatar,
 * pronoun) as text, '' before the first change: the `xmin` of the tenant's `author_profile_versions` row,
 * renewed by a trigger in the transaction of every change to one of them (migration 0040). An uncorrelated
 * subquery of the tenant-bound `db` (its tenant condition by construction), so PostgreSQL reads it once per
 * statement instead of each post's author row.
 */
export function authorsVersionSql(db: Db): SQL<string> {
  const row = db.select({ v: sql`${authorProfileVersions}.xmin::text` }).from(authorProfileVersions);
  return sql<string>`coalesce(${row}, '')`;
}

/**
 * The version of a post's shared JSON (post-fragments.ts), as text: the row versions (`xmin`) of the post and
 * its community and the version of its tenant's author profiles ({@link authorsVersionSql}), joined by '.'. A
 * committed write to any row the shared JSON is written from changes it: the post's tag links, its tags'
 * names and its attachments are in the post's own `xmin`, since a change to one of them writes a new version
 * of the post's row in the same transaction (triggers of migration 0043; they were two subqueries per post).
 * Needs `posts` and its `communities` row in the FROM, or `communityVersion` (that row's `xmin` as text, e.g. a
 * column of a CTE over the page's communities); `db` tenant-bound.
 */
export function postVersionSql(db: Db, communityVersion: SQL = sql`${communities}.xmin::text`): SQL<string> {
  return sql<string>`${posts}.xmin::text || '.' || ${communityVersion} || '.' || ${authorsVersionSql(db)}`;
}

/**
 * Where {@link postCallerSql} reads a post row's caller inputs: the caller's standing in the post's community
 * (`communityStandingSql` expressions, or their columns computed once per community, `standingFromColumns`),
 * the community row's version (text) and the caller's save, like and report of the post (booleans).
 */
export interface CallerPartSources {
  standing: StandingSql;
  communityVersion: SQL;
  isSaved: SQL;
  isLiked: SQL;
  isReported: SQL;
}

/**
 * The {@link CallerPartSources} of a row with `posts`, its `communities` row and the caller's
 * `community_members` row (left join) in the FROM: the standing from those columns ({@link callerStandingSql}),
 * the flags as one primary-key probe each (a subquery: the report's runs for `isReported` and again in
 * `canReport`; the one-statement pages join the three rows instead, post-json.repository.ts).
 */
export function joinedCallerSources(): CallerPartSources {
  const actorId = sql`${sql.placeholder('actorId')}::uuid`;
  return {
    standing: callerStandingSql(),
    communityVersion: sql`${communities}.xmin::text`,
    isSaved: sql`exists(select 1 from post_saves x where x.post_id = ${posts.id} and x.user_id = ${actorId})`,
    isLiked: sql`exists(select 1 from post_likes x where x.post_id = ${posts.id} and x.user_id = ${actorId})`,
    isReported: sql`exists(select 1 from post_reports x where x.post_id = ${posts.id} and x.user_id = ${actorId})`,
  };
}

/**
 * A post row's caller part (post-fragments.ts `PostPageRow`) as one JSON array: `[id, version, isSaved,
 * isLiked, isReported, canEdit, canDelete, canComment, canReport, reports]` — the flags and abilities as
 * {@link postJson} computes them (`postAbilitiesSql` over the standing of `sources`), `reports` the open
 * reports only for postDelete holders (else null). `sources` (default {@link joinedCallerSources}: `posts`, its
 * `communities` row and the caller's `community_members` row in the FROM) say where the standing, the
 * community's version and the flags come from; placeholders of {@link postActorParams}; `db` the statement's
 * tenant-bound handle (for {@link postVersionSql}).
 */
export function postCallerSql(db: Db, sources: CallerPartSources = joinedCallerSources()): SQL {
  const actorId = sql`${sql.placeholder('actorId')}::uuid`;
  const can = postAbilitiesSql(
    sources.standing,
    {
      status: sql`${posts.status}`,
      isFrozen: sql`${posts.isFrozen}`,
      createdByUserId: sql`${posts.createdByUserId}`,
    },
    actorId,
    sources.isReported,
  );
  return sql`json_build_array(
    ${posts.id},
    ${postVersionSql(db, sources.communityVersion)},
    ${sources.isSaved},
    ${sources.isLiked},
    ${sources.isReported},
    ${can.canEdit},
    ${can.canDelete},
    ${can.canComment},
    ${can.canReport},
    case when ${can.canSeeReports} then (select json_agg(json_build_object('id', r.id, 'userId', r.user_id, 'reason', r.reason, 'createdAt', ${isoTimestampSql(sql`r.created_at`)}) order by r.created_at) from post_reports r where r.post_id = ${posts.id} and r.resolved_at is null) end
  )`;
}

/**
 * The shared parts of a post's JSON as PostgreSQL writes them (post-fragments.ts `PostFragmentRow`): `head`
 * the keys `id` … `isFrozen`, `mid` the keys `likesCount` … `updatedAt` (tags, attachments with their public
 * paths, the community), `user` the author (a subquery by primary key), with {@link postVersionSql}. The same
 * values as {@link postJson} writes. Needs `posts` and its `communities` row in the FROM; `db` tenant-bound.
 */
export function postFragmentFields(db: Db) {
  return {
    id: posts.id,
    version: postVersionSql(db),
    head: sql<string>`json_build_object(
      'id', ${posts.id},
      'title', ${posts.title},
      'body', ${posts.body},
      'imageUrl', ${fileUrlSql(posts.imageKey)},
      'status', ${posts.status},
      'type', ${posts.type},
      'isFrozen', ${posts.isFrozen})::text`,
    mid: sql<string>`json_build_object(
      'likesCount', ${posts.likesCount},
      'viewsCount', ${posts.viewsCount},
      'commentsCount', ${posts.commentsCount},
      'tags', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from post_tag_links l join post_tags t on t.id = l.tag_id where l.post_id = ${posts.id}), '[]'::json),
      'attachments', coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'path', ${fileUrlSql(sql`a.key`)}) order by a.created_at, a.name) from post_attachments a where a.post_id = ${posts.id}), '[]'::json),
      'createdByUserId', ${posts.createdByUserId},
      'communityId', ${posts.communityId},
      'community', json_build_object('id', ${communities.id}, 'alias', ${communities.alias}, 'name', ${communities.name}, 'imageUrl', ${fileUrlSql(communities.imageUrl)}),
      'createdAt', ${isoTimestampSql(posts.createdAt)},
      'updatedAt', ${isoTimestampSql(posts.updatedAt)})::text`,
    user: sql<string>`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatarUrl', u.avatar_url, 'pronoun', u.pronoun) from users u where u.id = ${posts.createdByUserId})::text`,
  };
}
