/**
 * Meetings — spec 001 §7 "Meetings", §3 Meeting, §4 Meeting (RSVP closing, one-way publish and notify,
 * visibility fixed after creation), §5 Meeting form, §6 (meetingAll: global flag OR community flag).
 * Visibility decides who sees a meeting: 1 Public every user of the tenant, 2 Community the community's
 * members, 3 Private the invited users (plus the creator and managers). Lists take a bounded number of
 * queries: the page (with the caller's flags as subqueries), the count, the participants and the assets
 * of the page.
 */
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  MEETING_MESSAGES,
  RsvpStatus,
  rsvpClosedReason,
  type TCommunityMeetingsQuery,
  type TExploreMeetingsBody,
  type TMeeting,
  type TMeetingListItem,
  type TMeetingPreference,
  type TRsvpStatus,
} from '@portal/contracts';
import { communities, meetingFavorites, meetingUsers, meetings } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { loadCommunityAccess } from '../communities/communities.service';
import { assertManagesMeetings } from './meetings.policy';
import type { CommunityContext } from '../communities/communities.service';
import { asItems, presentMeetings } from './meetings.presenter';
import {
  findMeetingPage,
  findParticipantsAndAssets,
  pastUpcoming,
  rowFields,
  upcomingFirst,
  visibleSql,
  type Row,
} from './meetings.repository';
import { fileUrl } from '../../plugins/uploads';

/** Participants and assets of the given meetings (2 queries), then the answer shapes. */
export async function present(ctx: CommunityContext, rows: Row[]): Promise<TMeeting[]> {
  if (rows.length === 0) return [];
  return presentMeetings(
    rows,
    await findParticipantsAndAssets(
      ctx,
      rows.map((r) => r.meeting.id),
    ),
  );
}

/** One page of meetings matching `where` (visible to the caller), with the total. */
async function page(
  ctx: CommunityContext,
  where: SQL,
  pageNo: number,
  pageSize: number,
  order: (SQL | ReturnType<typeof asc>)[] = upcomingFirst,
): Promise<{ meets: TMeetingListItem[]; totalItemCount: number }> {
  const { rows, total } = await findMeetingPage(ctx, where, pageNo, pageSize, order);
  return { meets: asItems(await present(ctx, rows)), totalItemCount: total };
}

/**
 * `GET api/v1/community/{id}/meeting` — the community's meetings the caller may see (spec 001 §7).
 * With `admin` (`GET api/v1/admin/community/{id}/meeting`) the caller needs meetingAll and sees all.
 */
export async function listCommunityMeetings(
  ctx: CommunityContext,
  communityId: string,
  query: TCommunityMeetingsQuery,
  admin = false,
) {
  const access = await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId });
  if (admin) assertManagesMeetings(access);
  const where = and(
    eq(meetings.communityId, communityId),
    admin ? undefined : visibleSql(ctx),
    pastUpcoming(query.showPast, query.showUpcoming),
  ) as SQL;
  return page(ctx, where, query.page, query.pageSize);
}

/**
 * Loads the caller's access to the community and checks meetingAll there (spec 001 §6).
 * @throws AppError 404 unknown community, 403 without meetingAll.
 */
export async function assertManager(ctx: CommunityContext, communityId: string): Promise<void> {
  assertManagesMeetings(await loadCommunityAccess(ctx.scope, ctx.actor, { id: communityId }));
}

/** Loads one meeting of the community visible to the caller. @throws 404 'Meeting not found'. */
export async function loadRow(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  mustSee = true,
): Promise<Row> {
  const [row] = await ctx.scope.db
    .select(rowFields(ctx))
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(
      inTenant(
        ctx.scope,
        meetings,
        eq(meetings.id, meetingId),
        eq(meetings.communityId, communityId),
        eq(communities.isDeleted, false),
        mustSee ? visibleSql(ctx) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return row as Row;
}

/** `GET api/v1/community/{id}/meeting/{mid}` — one meeting (404 when missing or not visible to the caller). */
export async function getMeeting(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
): Promise<TMeeting> {
  const [meeting] = await present(ctx, [await loadRow(ctx, communityId, meetingId)]);
  return meeting!;
}

/** `POST api/v1/community/meeting` — explore meetings with filters (spec 001 §2 Explore meetings, §7). */
export async function exploreMeetings(ctx: CommunityContext, body: TExploreMeetingsBody) {
  const me = ctx.actor.id;
  const conditions: (SQL | undefined)[] = [visibleSql(ctx), pastUpcoming(body.showPast, body.showUpcoming)];
  if (body.communitiesIds?.length) conditions.push(inArray(meetings.communityId, body.communitiesIds));
  if (body.onlyFavorite)
    conditions.push(
      sql`exists(select 1 from meeting_favorites f where f.meeting_id = ${meetings.id} and f.user_id = ${me})`,
    );
  if (body.statuses?.length && body.statuses.length < 3) {
    const list = sql.join(
      body.statuses.map((s) => sql`${s}`),
      sql`, `,
    );
    conditions.push(
      sql`coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me}), 0) in (${list})`,
    );
  }
  if (body.startDate) conditions.push(gte(meetings.startDate, new Date(body.startDate)));
  if (body.endDate) conditions.push(lte(meetings.startDate, new Date(body.endDate)));
  if (body.keyword)
    conditions.push(sql`${meetings.name} ilike ${'%' + body.keyword.replace(/[%_\\]/g, '\\$&') + '%'}`);
  return page(ctx, and(...conditions) as SQL, body.page, body.pageSize);
}

/** `GET api/v1/community/meeting/preference` (spec 001 §3 Meeting preference). */
export async function meetingPreference(ctx: CommunityContext): Promise<TMeetingPreference> {
  const base = inTenant(ctx.scope, meetings, eq(communities.isDeleted, false), visibleSql(ctx));
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
        incoming: sql<number>`count(*) filter (where ${meetings.endDate} > now() and coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${ctx.actor.id}), 0) = 0)::int`,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .where(base),
  ]);
  return {
    communities: list.map((c) => ({ ...c, imageUrl: fileUrl(c.imageUrl) })),
    totalIncoming: Number(totals?.incoming ?? 0),
    totalUpcoming: Number(totals?.upcoming ?? 0),
  };
}

/**
 * `GET api/v1/dashboard/meetings` — upcoming meetings for the dashboard (000 §2): visible to the caller and
 * published to the dashboard, or the caller is invited or going; "Can't go" only with viewMeetsWithAllAnswers.
 */
export async function dashboardMeetings(
  ctx: CommunityContext,
  query: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
) {
  const me = ctx.actor.id;
  const myStatus = sql`coalesce((select mu.status from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me}), 0)`;
  const where = and(
    visibleSql(ctx),
    sql`${meetings.endDate} > now()`,
    or(
      eq(meetings.toDashBoard, true),
      sql`exists(select 1 from meeting_users mu where mu.meeting_id = ${meetings.id} and mu.user_id = ${me} and (mu.invited or mu.status = ${RsvpStatus.Going}))`,
    ),
    query.viewMeetsWithAllAnswers ? undefined : sql`${myStatus} <> ${RsvpStatus.CantGo}`,
  ) as SQL;
  return page(ctx, where, query.page, query.pageSize, [asc(meetings.startDate), asc(meetings.id)]);
}

/**
 * `POST api/v1/community/{id}/meeting/{mid}` — RSVP (spec 001 §4): closed once the meeting has ended or
 * the RSVP deadline passed (400 with the tooltip text). Answers the caller's status and the going count.
 */
export async function rsvp(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  status: TRsvpStatus,
) {
  const row = await loadRow(ctx, communityId, meetingId);
  const closed = rsvpClosedReason({
    startDate: row.meeting.startDate,
    duration: row.meeting.duration,
    rsvpDate: row.meeting.rsvpDate,
  });
  if (closed)
    throw new AppError(
      'BAD_REQUEST',
      closed === 'ended' ? MEETING_MESSAGES.rsvpClosedEnded : MEETING_MESSAGES.rsvpClosedDeadline,
    );
  await ctx.scope.db
    .insert(meetingUsers)
    .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id, status })
    .onConflictDoUpdate({
      target: [meetingUsers.meetingId, meetingUsers.userId],
      set: { status, updatedAt: new Date() },
    });
  const [count] = await ctx.scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingUsers)
    .where(
      inTenant(
        ctx.scope,
        meetingUsers,
        eq(meetingUsers.meetingId, meetingId),
        eq(meetingUsers.status, RsvpStatus.Going),
      ),
    );
  return { status, goingCount: Number(count?.n ?? 0) };
}

/** `POST .../meeting/{mid}/add-to-favorite` and `delete-from-favorite`. */
export async function setFavorite(
  ctx: CommunityContext,
  communityId: string,
  meetingId: string,
  on: boolean,
) {
  await loadRow(ctx, communityId, meetingId);
  if (on)
    await ctx.scope.db
      .insert(meetingFavorites)
      .values({ tenantId: ctx.scope.tenantId, meetingId, userId: ctx.actor.id })
      .onConflictDoNothing();
  else
    await ctx.scope.db
      .delete(meetingFavorites)
      .where(
        inTenant(
          ctx.scope,
          meetingFavorites,
          eq(meetingFavorites.meetingId, meetingId),
          eq(meetingFavorites.userId, ctx.actor.id),
        ),
      );
  return { isFavorite: on };
}
