/**
 * The dashboard's meetings as JSON from PostgreSQL (issue 37 point 2, docs/benchmarks.md): each meeting as the
 * contract's `TMeeting` text, built in one prepared statement with the same conditions and caller flags as
 * `meetings.repository.ts` (`rowFields`, `dashboardWhere`) and the SQL twin of `rsvpClosedReason`. The meeting's
 * own part of that text (`id` to `assets`) is read from its stored card (`meeting_cards`, migration 0047) and the
 * caller's and the clock's fields appended ({@link meetingCardJson}); {@link meetingJson} builds the same text
 * from the tables, for a page whose card is missing (never while the triggers run).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RsvpStatus } from '@portal/contracts';
import { communities, meetingCards, meetingFavorites, meetingUsers, meetings } from '../../db/schema/index';
import { preparedQuery } from '../../db/tenant-scope';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { isoTimestampSql } from '../../lib/sql-json';
import { fileUrlSql } from '../../plugins/uploads';
import type { RequestContext } from '../../plugins/auth';
import { managesAllMeetings, rsvpClosedReasonSql } from './meetings.policy';
import { dashboardWhere, rowFields, startOrder, visibleSql } from './meetings.repository';

/** The caller's RSVP row and favourite of each meeting, left-joined once per meeting (both keyed by meeting and user). */
const myAnswer = alias(meetingUsers, 'my_answer');
const myFavorite = alias(meetingFavorites, 'my_favorite');

/**
 * The caller's status (null without an RSVP row) and favourite of the meeting, read from the {@link myAnswer} and
 * {@link myFavorite} joins: computed once per meeting and reused by the condition, the JSON and the row's
 * columns, where the subqueries of `rowFields` ran once per use (issue 37).
 */
const callerFlags = {
  myStatus: sql<number | null>`${myAnswer.status}`,
  isFavorite: sql<boolean>`(${myFavorite.meetingId} is not null)`,
};

/**
 * One meeting as the JSON text of the contract's `TMeeting` (the presenter's shape, key for key): participants
 * by first and last name (then user id), assets by creation (then id), the caller's status and favourite from
 * {@link callerFlags}, the rest of the caller's flags from the same SQL as {@link rowFields} and
 * `rsvpClosedReason` from {@link rsvpClosedReasonSql}.
 */
function meetingJson(ctx: Pick<RequestContext, 'scope' | 'actor'>): SQL<string> {
  const f = { ...rowFields(ctx), ...callerFlags };
  return sql<string>`json_build_object(
    'id', ${meetings.id},
    'name', ${meetings.name},
    'description', ${meetings.description},
    'meetingLink', ${meetings.meetingLink},
    'meetingId', ${meetings.meetingCode},
    'meetingPassword', ${meetings.meetingPassword},
    'startDate', ${isoTimestampSql(meetings.startDate)},
    'endDate', ${isoTimestampSql(meetings.endDate)},
    'duration', ${meetings.duration},
    'rsvpDate', ${isoTimestampSql(meetings.rsvpDate)},
    'visible', ${meetings.visible},
    'imageUrl', ${fileUrlSql(meetings.imageKey)},
    'sendNotification', ${meetings.sendNotification},
    'isNotified', ${meetings.notifiedAt} is not null,
    'toDashBoard', ${meetings.toDashBoard},
    'communityId', ${meetings.communityId},
    'community', json_build_object('id', ${meetings.communityId}, 'alias', ${communities.alias}, 'name', ${communities.name}, 'imageUrl', ${fileUrlSql(communities.imageUrl)}),
    'users', coalesce((select json_agg(json_build_object('id', u.id, 'userId', u.id, 'status', mu.status, 'invited', mu.invited, 'firstName', u.first_name, 'lastName', u.last_name, 'avatarUrl', u.avatar_url, 'pronoun', u.pronoun) order by u.first_name, u.last_name, u.id)
      from meeting_users mu join users u on u.id = mu.user_id and u.tenant_id = mu.tenant_id
      where mu.meeting_id = ${meetings.id} and mu.tenant_id = ${meetings.tenantId}), '[]'::json),
    'goingCount', ${f.goingCount},
    'assets', coalesce((select json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'path', ${fileUrlSql(sql`a.key`)}) order by a.created_at, a.id)
      from meeting_assets a where a.meeting_id = ${meetings.id} and a.tenant_id = ${meetings.tenantId}), '[]'::json),
    'isFavorite', ${f.isFavorite},
    'status', coalesce(${f.myStatus}, ${RsvpStatus.NoResponse}),
    'rsvpClosedReason', ${rsvpClosedReasonSql(meetings)},
    'canManage', ${f.canManage},
    'createdByUserId', ${meetings.createdByUserId},
    'createdAt', ${isoTimestampSql(meetings.createdAt)}
  )::text`;
}

/**
 * The same text as {@link meetingJson} from the meeting's stored card (migration 0047: `json_build_object` of the
 * keys `id` to `assets`, written by the same expressions) followed by the keys that depend on the caller or the
 * clock (`isFavorite`, `status`, `rsvpClosedReason`, `canManage`) and the two after them, in the contract's
 * order: the card's closing brace gives way to `, ` and the second object's pairs (`json_build_object` separates
 * pairs with `, `). Null when the card is missing. The card is a scalar subquery, so PostgreSQL reads it only for
 * the page's rows (after the sort and the limit), as it built the JSON before.
 */
function meetingCardJson(ctx: Pick<RequestContext, 'scope' | 'actor'>): SQL<string | null> {
  const f = { ...rowFields(ctx), ...callerFlags };
  return sql<string | null>`left((select ${meetingCards.card} from ${meetingCards}
      where ${meetingCards.meetingId} = ${meetings.id} and ${meetingCards.tenantId} = ${meetings.tenantId}), -1)
    || ', ' || substr(json_build_object(
    'isFavorite', ${f.isFavorite},
    'status', coalesce(${f.myStatus}, ${RsvpStatus.NoResponse}),
    'rsvpClosedReason', ${rsvpClosedReasonSql(meetings)},
    'canManage', ${f.canManage},
    'createdByUserId', ${meetings.createdByUserId},
    'createdAt', ${isoTimestampSql(meetings.createdAt)}
  )::text, 2)`;
}

/** A row of {@link findDashboardMeetingsJson}: the meeting's JSON and the caller's status and favourite. */
export interface MeetingJsonRow {
  json: string;
  status: number;
  isFavorite: boolean;
  total: number;
}

/** The caller as a prepared statement sees it: the same flags, the id a placeholder (`actorId`). */
const preparedCaller = (
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Pick<RequestContext, 'scope' | 'actor'> => ({
  scope: ctx.scope,
  actor: { ...ctx.actor, id: sql.placeholder('actorId') as unknown as string },
});

/**
 * {@link dashboardWhere} on the {@link myAnswer} join: visible to the caller, not ended, published to the dashboard
 * or the caller is invited or going, and (unless `viewAll`) the caller's status is not "Can't go". Without a row
 * of the caller the invitation test is null, so the meeting needs `toDashBoard`, as with `dashboardWhere`'s
 * `exists`. Checked equal to the presenter's answers by meetings-json.test.ts.
 */
function dashboardJoinedWhere(caller: Pick<RequestContext, 'scope' | 'actor'>, viewAll: boolean) {
  return and(
    eq(communities.isDeleted, false),
    visibleSql(caller),
    sql`${meetings.endDate} > now()`,
    or(eq(meetings.toDashBoard, true), eq(myAnswer.invited, true), eq(myAnswer.status, RsvpStatus.Going)),
    viewAll ? undefined : sql`coalesce(${myAnswer.status}, 0) <> ${RsvpStatus.CantGo}`,
  );
}

/**
 * The dashboard's page statement for callers who manage every meeting or not, with or without "Can't go": each
 * meeting's JSON from its stored card (`fromCards`, {@link meetingCardJson}) or built from the tables
 * ({@link meetingJson}).
 */
const dashboardJsonQuery =
  (ctx: Pick<RequestContext, 'scope' | 'actor'>, viewAll: boolean, name: string, fromCards: boolean) =>
  (db: Db) => {
    const caller = preparedCaller(ctx);
    const actorId = sql.placeholder('actorId');
    const f = callerFlags;
    return db
      .select({
        json: fromCards ? meetingCardJson(caller) : meetingJson(caller),
        status: sql<number>`coalesce(${f.myStatus}, ${RsvpStatus.NoResponse})`,
        isFavorite: f.isFavorite,
        // Every matching row counted in the same pass as the page (a window over the rows before the limit),
        // not by a second walk of the same conditions.
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(meetings)
      .innerJoin(communities, eq(communities.id, meetings.communityId))
      .leftJoin(myAnswer, and(eq(myAnswer.meetingId, meetings.id), eq(myAnswer.userId, actorId)))
      .leftJoin(myFavorite, and(eq(myFavorite.meetingId, meetings.id), eq(myFavorite.userId, actorId)))
      .where(dashboardJoinedWhere(caller, viewAll))
      .orderBy(...startOrder)
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number)
      .prepare(name);
  };

/**
 * A page of the dashboard's meetings ({@link dashboardWhere}, by start) as JSON texts ({@link meetingJson}) with
 * the caller's status and favourite and the total: one prepared statement per kind of caller (manages every
 * meeting or not) and `viewMeetsWithAllAnswers`, reading each meeting's stored card (migration 0047); a page with
 * a missing card is built from the tables instead (the same text), a page past the end counts in a second
 * statement.
 */
export async function findDashboardMeetingsJson(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
): Promise<{ rows: MeetingJsonRow[]; total: number }> {
  const viewAll = query.viewMeetsWithAllAnswers === true;
  const kind = `${managesAllMeetings(ctx.actor) ? 'all' : 'visible'}_${viewAll ? 'every' : 'answered'}`;
  const { limit, offset } = pageOf(query.page, query.pageSize);
  const run = async (name: string, fromCards: boolean) =>
    (await preparedQuery(ctx.scope, name, dashboardJsonQuery(ctx, viewAll, name, fromCards)).execute({
      actorId: ctx.actor.id,
      limit,
      offset,
    })) as (Omit<MeetingJsonRow, 'json'> & { json: string | null })[];
  let found = await run(`dashboard_meetings_card_${kind}`, true);
  if (found.some((row) => row.json === null)) found = await run(`dashboard_meetings_json_${kind}`, false);
  const rows = found as MeetingJsonRow[];
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  const [count] = await ctx.scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetings)
    .innerJoin(communities, eq(communities.id, meetings.communityId))
    .where(and(eq(communities.isDeleted, false), dashboardWhere(ctx, viewAll)));
  return { rows: [], total: Number(count?.n ?? 0) };
}
