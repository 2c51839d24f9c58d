/**
 * Meetings data access and visibility conditions — spec 001 §7 "Meetings", §3 Meeting, §4 Meeting (RSVP closing, one-way publish and notify,
 * visibility fixed after creation), §5 Meeting form, §6 (meetingAll: global flag OR community flag).
 * Visibility decides who sees a meeting: 1 Public every user of the tenant, 2 Community the community's
 * members, 3 Private the invited users (plus the creator and managers). Lists take a bounded number of
 * queries: the page (with the caller's flags as subqueries), the count, the participants and the assets
 * of the page.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  MeetingVisibility,
  RsvpStatus,
  type TExploreMeetingsBody,
  type TRsvpStatus,
} from '@portal/contracts';
import {
  communities,
  communityMembers,
  meetingAssets,
  meetingFavorites,
  meetingUsers,
  meetings,
  users,
} from '../../db/schema/index';
import { existsIn, selectIn } from '../../db/tenant-sql';

import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';
import type { RequestContext } from '../../plugins/auth';
import { managesAllMeetings } from './meetings.policy';

/** A row of `meetings`. */
export type MeetingRow = typeof meetings.$inferSelect;

/** ISO string of a date. */
export const iso = (d: Date) => d.toISOString();

/** Whether the caller manages every meeting of the tenant (see `meetings.policy.ts`). */
const managesAll = (ctx: Pick<RequestContext, 'scope' | 'actor'>): boolean => managesAllMeetings(ctx.actor);

/** SQL: the caller has meetingAll in the meeting's community (global flag, admin, moderator, own flag). */
export function canManageSql(ctx: Pick<RequestContext, 'scope' | 'actor'>): SQL {
  if (managesAll(ctx)) return sql`true`;
  return existsIn(
    ctx.scope,
    communityMembers,
    and(
      joinedIn(ctx),
      sql`(${communityMembers.role} = 'Moderator' or (${communityMembers.permissions} ->> 'meetingAll') = 'true')`,
    ),
  );
}

/** The caller's Joined membership of the meeting's community (condition on `community_members`). */
function joinedIn(ctx: Pick<RequestContext, 'scope' | 'actor'>): SQL | undefined {
  return and(
    eq(communityMembers.communityId, meetings.communityId),
    eq(communityMembers.userId, ctx.actor.id),
    eq(communityMembers.status, 'Joined'),
  );
}

/** The caller's `meeting_users` row of the meeting, and `condition` (a subquery of the scope's tenant). */
function myMeetingUser(ctx: Pick<RequestContext, 'scope' | 'actor'>, condition?: SQL): SQL {
  return existsIn(
    ctx.scope,
    meetingUsers,
    and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.userId, ctx.actor.id), condition),
  );
}

/**
 * SQL: the caller may see the meeting (spec 001 §3 visible): Public → everyone of the tenant; Community →
 * Joined members of the community (auto-join communities: everyone); Private → invited users and the
 * creator; and every meeting to those with meetingAll in its community.
 */
export function visibleSql(ctx: Pick<RequestContext, 'scope' | 'actor'>): SQL {
  if (managesAll(ctx)) return sql`true`;
  const me = ctx.actor.id;
  return sql`(${meetings.visible} = ${MeetingVisibility.Public}
    or (${meetings.visible} = ${MeetingVisibility.Community} and (${communities.isAutoJoin} or ${existsIn(
      ctx.scope,
      communityMembers,
      joinedIn(ctx),
    )}))
    or (${meetings.visible} = ${MeetingVisibility.Private} and (${meetings.createdByUserId} = ${me} or ${myMeetingUser(
      ctx,
      eq(meetingUsers.invited, true),
    )}))
    or ${canManageSql(ctx)})`;
}

/** SQL: the caller favourited the meeting. */
const isFavoriteSql = (ctx: Pick<RequestContext, 'scope' | 'actor'>) =>
  existsIn(
    ctx.scope,
    meetingFavorites,
    and(eq(meetingFavorites.meetingId, meetings.id), eq(meetingFavorites.userId, ctx.actor.id)),
  );

/** SQL: the caller's RSVP status of the meeting, null when they have no row. */
const myStatusOrNull = (ctx: Pick<RequestContext, 'scope' | 'actor'>) =>
  selectIn<number | null>(
    ctx.scope,
    sql`${meetingUsers.status}`,
    meetingUsers,
    and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.userId, ctx.actor.id)),
  );

/** Fields of a meeting page row: the meeting, its community, and the caller's flags. */
export function rowFields(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  return {
    meeting: meetings,
    communityAlias: communities.alias,
    communityName: communities.name,
    communityImage: communities.imageUrl,
    isFavorite: sql<boolean>`${isFavoriteSql(ctx)}`,
    myStatus: myStatusOrNull(ctx),
    goingCount: selectIn<number>(
      ctx.scope,
      sql`count(*)::int`,
      meetingUsers,
      and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.status, RsvpStatus.Going)),
    ),
    canManage: sql<boolean>`${canManageSql(ctx)}`,
  };
}
/** A row selected with {@link rowFields}. */
export type Row = {
  meeting: MeetingRow;
  communityAlias: string;
  communityName: string;
  communityImage: string | null;
  isFavorite: boolean;
  myStatus: number | null;
  goingCount: number;
  canManage: boolean;
};

/** Participants (with their public fields) and assets of the given meetings: two queries. */
export async function findParticipantsAndAssets(ctx: Pick<RequestContext, 'scope'>, ids: string[]) {
  const [people, files] = await Promise.all([
    ctx.scope.db
      .select({
        meetingId: meetingUsers.meetingId,
        userId: meetingUsers.userId,
        status: meetingUsers.status,
        invited: meetingUsers.invited,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
        pronoun: users.pronoun,
      })
      .from(meetingUsers)
      .innerJoin(users, eq(users.id, meetingUsers.userId))
      .where(inArray(meetingUsers.meetingId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    ctx.scope.db
      .select()
      .from(meetingAssets)
      .where(inArray(meetingAssets.meetingId, ids))
      .orderBy(asc(meetingAssets.createdAt)),
  ]);
  return { people, files };
}

/** Upcoming (not ended) first by start ascending, then past by start descending. */
export const upcomingFirst = [
  sql`case when ${meetings.endDate} > now() then 0 else 1 end`,
  sql`case when ${meetings.endDate} > now() then ${meetings.startDate} end asc`,
  desc(meetings.startDate),
  asc(meetings.id),
];

/** One page of meeting rows matching `where` (communities not deleted) in `order`, with the total. */
export async function findMeetingPage(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  where: SQL,
  pageNo: number,
  pageSize: number,
  order: (SQL | ReturnType<typeof asc>)[],
): Promise<{ rows: Row[]; total: number }> {
  const base = and(eq(communities.isDeleted, false), where);
  const [rows, [count]] = await Promise.all([
    ctx.scope.db
      .select(rowFields(ctx))
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base)
      .orderBy(...order)
      .limit(pageOf(pageNo, pageSize).limit)
      .offset(pageOf(pageNo, pageSize).offset),
    ctx.scope.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base),
  ]);
  return { rows: rows as Row[], total: Number(count?.n ?? 0) };
}

/** `endDate` in the past or the future when only one of the two is asked for. */
export function pastUpcoming(showPast?: boolean, showUpcoming?: boolean): SQL | undefined {
  if (showPast && !showUpcoming) return lte(meetings.endDate, sql`now()`);
  if (showUpcoming && !showPast) return sql`${meetings.endDate} > now()`;
  return undefined;
}

/** By start ascending (the dashboard's order). */
export const startOrder = [asc(meetings.startDate), asc(meetings.id)];

/** SQL: the caller's RSVP status of the meeting (0 when none). */
const myStatusSql = (ctx: Pick<RequestContext, 'scope' | 'actor'>) =>
  sql`coalesce(${myStatusOrNull(ctx)}, 0)`;

/** Condition: a community's meetings, visible to the caller unless `all`, filtered past/upcoming. */
export function communityMeetingsWhere(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  query: { showPast?: boolean; showUpcoming?: boolean },
  all: boolean,
): SQL {
  return and(
    eq(meetings.communityId, communityId),
    all ? undefined : visibleSql(ctx),
    pastUpcoming(query.showPast, query.showUpcoming),
  ) as SQL;
}

/**
 * Condition of the explore filters (spec 001 §2 Explore meetings): visible, past/upcoming, communities,
 * favourites only, the caller's RSVP statuses (all three: no filter), start date range, name keyword.
 */
export function exploreWhere(ctx: Pick<RequestContext, 'scope' | 'actor'>, body: TExploreMeetingsBody): SQL {
  const conditions: (SQL | undefined)[] = [visibleSql(ctx), pastUpcoming(body.showPast, body.showUpcoming)];
  if (body.communitiesIds?.length) conditions.push(inArray(meetings.communityId, body.communitiesIds));
  if (body.onlyFavorite) conditions.push(isFavoriteSql(ctx));
  if (body.statuses?.length && body.statuses.length < 3) {
    const list = sql.join(
      body.statuses.map((s) => sql`${s}`),
      sql`, `,
    );
    conditions.push(sql`${myStatusSql(ctx)} in (${list})`);
  }
  if (body.startDate) conditions.push(gte(meetings.startDate, new Date(body.startDate)));
  if (body.endDate) conditions.push(lte(meetings.startDate, new Date(body.endDate)));
  if (body.keyword) conditions.push(sql`${meetings.name} ilike ${containsPattern(body.keyword)}`);
  return and(...conditions) as SQL;
}

/**
 * Condition of the dashboard list (spec 000 §2): visible, not ended, and published to the dashboard or the
 * caller is invited or going; without `viewMeetsWithAllAnswers` the caller's "Can't go" ones are left out.
 */
export function dashboardWhere(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  viewMeetsWithAllAnswers?: boolean,
): SQL {
  return and(
    visibleSql(ctx),
    sql`${meetings.endDate} > now()`,
    or(
      eq(meetings.toDashBoard, true),
      myMeetingUser(ctx, or(eq(meetingUsers.invited, true), eq(meetingUsers.status, RsvpStatus.Going))),
    ),
    viewMeetsWithAllAnswers ? undefined : sql`${myStatusSql(ctx)} <> ${RsvpStatus.CantGo}`,
  ) as SQL;
}

/** One meeting of the community (community not deleted; visible to the caller when `mustSee`), or undefined. */
export async function findMeetingRow(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
  mustSee: boolean,
): Promise<Row | undefined> {
  const [row] = await ctx.scope.db
    .select(rowFields(ctx))
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(
      and(
        eq(meetings.id, meetingId),
        eq(meetings.communityId, communityId),
        eq(communities.isDeleted, false),
        mustSee ? visibleSql(ctx) : undefined,
      ),
    )
    .limit(1);
  return row as Row | undefined;
}

/**
 * The communities of the meetings the caller may see (distinct, by name) and the counts of upcoming
 * meetings and of upcoming ones the caller has not answered (spec 001 §3 Meeting preference).
 */
export async function findPreference(ctx: Pick<RequestContext, 'scope' | 'actor'>) {
  const base = and(eq(communities.isDeleted, false), visibleSql(ctx));
  const [list, [totals]] = await Promise.all([
    ctx.scope.db
      .selectDistinct({
        id: communities.id,
        name: communities.name,
        alias: communities.alias,
        imageUrl: communities.imageUrl,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base)
      .orderBy(asc(communities.name), asc(communities.id)),
    ctx.scope.db
      .select({
        upcoming: sql<number>`count(*) filter (where ${meetings.endDate} > now())::int`,
        incoming: sql<number>`count(*) filter (where ${meetings.endDate} > now() and ${myStatusSql(ctx)} = 0)::int`,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base),
  ]);
  return { list, upcoming: Number(totals?.upcoming ?? 0), incoming: Number(totals?.incoming ?? 0) };
}

/** Stores the caller's RSVP status of a meeting (insert or update). */
export async function upsertRsvp(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  meetingId: string,
  status: TRsvpStatus,
): Promise<void> {
  await ctx.scope.db
    .insert(meetingUsers)
    .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id, status })
    .onConflictDoUpdate({
      target: [meetingUsers.meetingId, meetingUsers.userId],
      set: { status, updatedAt: new Date() },
    });
}

/** How many users are going to a meeting. */
export async function countGoing(ctx: Pick<RequestContext, 'scope'>, meetingId: string): Promise<number> {
  const [count] = await ctx.scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingUsers)
    .where(and(eq(meetingUsers.meetingId, meetingId), eq(meetingUsers.status, RsvpStatus.Going)));
  return Number(count?.n ?? 0);
}

/** Marks (`on`) or unmarks a meeting as the caller's favourite (idempotent). */
export async function setFavoriteRow(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  meetingId: string,
  on: boolean,
): Promise<void> {
  if (on)
    await ctx.scope.db
      .insert(meetingFavorites)
      .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id })
      .onConflictDoNothing();
  else
    await ctx.scope.db
      .delete(meetingFavorites)
      .where(and(eq(meetingFavorites.meetingId, meetingId), eq(meetingFavorites.userId, ctx.actor.id)));
}

/**
 * The meetings the caller said Going to (spec 001 §4 RSVP) that they may still see, of communities not deleted,
 * ending at or after `since`, soonest first (at most 500): the calendar feed's meetings (issue 38).
 */
export function findGoingMeetings(ctx: Pick<RequestContext, 'scope' | 'actor'>, since: Date) {
  return ctx.scope.db
    .select({ meeting: meetings, communityName: communities.name })
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(goingMeetingsWhere(ctx, since))
    .orderBy(asc(meetings.startDate), asc(meetings.id))
    .limit(500);
}

/**
 * The condition of {@link findGoingMeetings} (over `meetings` joined to `communities`): the community not
 * deleted, the meeting ending at or after `since` (a Date, or SQL such as a placeholder cast to timestamptz),
 * the caller Going and allowed to see it. The calendar feed's one statement uses it (issue 37 point 4).
 */
export function goingMeetingsWhere(ctx: Pick<RequestContext, 'scope' | 'actor'>, since: Date | SQL): SQL {
  return and(
    eq(communities.isDeleted, false),
    since instanceof Date ? gte(meetings.endDate, since) : sql`${meetings.endDate} >= ${since}`,
    myMeetingUser(ctx, eq(meetingUsers.status, RsvpStatus.Going)),
    visibleSql(ctx),
  ) as SQL;
}
