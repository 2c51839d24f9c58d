/**
 * Meetings data access and visibility conditions — spec 001 §7 "Meetings", §3 Meeting, §4 Meeting (RSVP closing, one-way publish and notify,
 * visibility fixed after creation), §5 Meeting form, §6 (meetingAll: global flag OR community flag).
 * Visibility decides who sees a meeting: 1 Public every user of the tenant, 2 Community the community's
 * members, 3 Private the invited users (plus the creator and managers). Lists take a bounded number of
 * queries: the page (with the caller's flags as subqueries), the count, the participants and the assets
 * of the page.
 */
import { asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MeetingVisibility, RsvpStatus } from '@portal/contracts';
import { communities, meetingAssets, meetingUsers, meetings, users } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import type { CommunityContext } from '../communities/communities.service';
import { pageOf } from '../../lib/paging';
import { managesAllMeetings } from './meetings.policy';

/** A row of `meetings`. */
export type MeetingRow = typeof meetings.$inferSelect;

/** ISO string of a date. */
export const iso = (d: Date) => d.toISOString();

/** Whether the caller manages every meeting of the tenant (see `meetings.policy.ts`). */
const managesAll = (ctx: CommunityContext): boolean => managesAllMeetings(ctx.actor);

/** SQL: the caller has meetingAll in the meeting's community (global flag, admin, moderator, own flag). */
export function canManageSql(ctx: CommunityContext): SQL {
  if (managesAll(ctx)) return sql`true`;
  return sql`exists(select 1 from community_members cm where cm.community_id = ${meetings.communityId}
    and cm.user_id = ${ctx.actor.id} and cm.status = 'Joined'
    and (cm.role = 'Moderator' or (cm.permissions ->> 'meetingAll') = 'true'))`;
}

/**
 * SQL: the caller may see the meeting (spec 001 §3 visible): Public → everyone of the tenant; Community →
 * Joined members of the community (auto-join communities: everyone); Private → invited users and the
 * creator; and every meeting to those with meetingAll in its community.
 */
export function visibleSql(ctx: CommunityContext): SQL {
  if (managesAll(ctx)) return sql`true`;
  const me = ctx.actor.id;
  return sql`(${meetings.visible} = ${MeetingVisibility.Public}
    or (${meetings.visible} = ${MeetingVisibility.Community} and (${communities.isAutoJoin} or exists(
      select 1 from community_members cm where cm.community_id = ${meetings.communityId}
      and cm.user_id = ${me} and cm.status = 'Joined')))
    or (${meetings.visible} = ${MeetingVisibility.Private} and (${meetings.createdByUserId} = ${me} or exists(
      select 1 from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me} and mu.invited)))
    or ${canManageSql(ctx)})`;
}

/** Fields of a meeting page row: the meeting, its community, and the caller's flags. */
export function rowFields(ctx: CommunityContext) {
  const me = ctx.actor.id;
  return {
    meeting: meetings,
    communityAlias: communities.alias,
    communityName: communities.name,
    communityImage: communities.imageUrl,
    isFavorite: sql<boolean>`exists(select 1 from meeting_favorites f where f.meeting_id = ${meetings.id} and f.user_id = ${me})`,
    myStatus: sql<
      number | null
    >`(select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me})`,
    goingCount: sql<number>`(select count(*)::int from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.status = ${RsvpStatus.Going})`,
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
export async function findParticipantsAndAssets(ctx: CommunityContext, ids: string[]) {
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
      .where(inTenant(ctx.scope, meetingUsers, inArray(meetingUsers.meetingId, ids)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    ctx.scope.db
      .select()
      .from(meetingAssets)
      .where(inTenant(ctx.scope, meetingAssets, inArray(meetingAssets.meetingId, ids)))
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
  ctx: CommunityContext,
  where: SQL,
  pageNo: number,
  pageSize: number,
  order: (SQL | ReturnType<typeof asc>)[],
): Promise<{ rows: Row[]; total: number }> {
  const base = inTenant(ctx.scope, meetings, eq(communities.isDeleted, false), where);
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
