/**
 * Meetings — spec 001 §7 "Meetings", §3 Meeting, §4 Meeting (RSVP closing, one-way publish and notify,
 * visibility fixed after creation), §5 Meeting form, §6 (meetingAll: global flag OR community flag;
 * `meetings.policy.ts`). Visibility decides who sees a meeting: 1 Public every user of the tenant,
 * 2 Community the community's members, 3 Private the invited users (plus the creator and managers). Lists
 * take a bounded number of queries: the page (with the caller's flags as subqueries), the count, the
 * participants and the assets of the page. The queries live in `meetings.repository.ts`.
 */
import type { asc, SQL } from 'drizzle-orm';
import {
  MEETING_MESSAGES,
  rsvpClosedReason,
  type TCommunityMeetingsQuery,
  type TExploreMeetingsBody,
  type TMeeting,
  type TMeetingListItem,
  type TMeetingPreference,
  type TRsvpStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { loadCommunityAccess } from '../communities/communities.service';
import { assertManagesMeetings, managesAllMeetings } from './meetings.policy';
import { asItems, presentMeetings } from './meetings.presenter';
import * as repo from './meetings.repository';
import { findMeetingPage, findParticipantsAndAssets, upcomingFirst, type Row } from './meetings.repository';
import { fileUrl } from '../../plugins/uploads';
import { jsonArrayBuffer } from '../../lib/sql-json';
import { findDashboardMeetingsJson } from './meetings-json.repository';
import type { RequestContext } from '../../plugins/auth';

/** Participants and assets of the given meetings (2 queries), then the answer shapes. */
export async function present(ctx: Pick<RequestContext, 'scope'>, rows: Row[]): Promise<TMeeting[]> {
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
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
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
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  query: TCommunityMeetingsQuery,
  admin = false,
) {
  const access = await loadCommunityAccess(ctx, { id: communityId });
  if (admin) assertManagesMeetings(access);
  return page(ctx, repo.communityMeetingsWhere(ctx, communityId, query, admin), query.page, query.pageSize);
}

/**
 * Loads the caller's access to the community and checks meetingAll there (spec 001 §6).
 * @throws AppError 404 unknown community, 403 without meetingAll.
 */
export async function assertManager(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
): Promise<void> {
  assertManagesMeetings(await loadCommunityAccess(ctx, { id: communityId }));
}

/** Loads one meeting of the community visible to the caller. @throws 404 'Meeting not found'. */
export async function loadRow(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
  mustSee = true,
): Promise<Row> {
  const row = await repo.findMeetingRow(ctx, communityId, meetingId, mustSee);
  if (!row) throw new AppError('NOT_FOUND', MEETING_MESSAGES.notFound);
  return row;
}

/** `GET api/v1/community/{id}/meeting/{mid}` — one meeting (404 when missing or not visible to the caller). */
export async function getMeeting(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
): Promise<TMeeting> {
  const [meeting] = await present(ctx, [await loadRow(ctx, communityId, meetingId)]);
  return meeting!;
}

/** `POST api/v1/community/meeting` — explore meetings with filters (spec 001 §2 Explore meetings, §7). */
export async function exploreMeetings(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  body: TExploreMeetingsBody,
) {
  return page(ctx, repo.exploreWhere(ctx, body), body.page, body.pageSize);
}

/** `GET api/v1/community/meeting/preference` (spec 001 §3 Meeting preference). */
export async function meetingPreference(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
): Promise<TMeetingPreference> {
  const { list, upcoming, incoming } = await repo.findPreference(ctx);
  return {
    communities: list.map((c) => ({ ...c, imageUrl: fileUrl(c.imageUrl) })),
    totalIncoming: incoming,
    totalUpcoming: upcoming,
  };
}

/**
 * `GET api/v1/dashboard/meetings` as the JSON of `ZMeetingsResponse` in one Buffer (the answer of
 * {@link dashboardMeetings}, built by PostgreSQL in one prepared statement: `meetings-json.repository.ts`).
 */
export async function dashboardMeetingsJson(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
): Promise<Buffer> {
  const { rows, total } = await findDashboardMeetingsJson(ctx, query);
  const items = rows.map(
    (r) => `{"meet":${r.json},"status":${Number(r.status)},"isFavorite":${r.isFavorite}}`,
  );
  return jsonArrayBuffer('{"meets":[', items, `],"totalItemCount":${total}}`);
}

/**
 * `GET api/v1/dashboard/meetings` — upcoming meetings for the dashboard (000 §2): visible to the caller and
 * published to the dashboard, or the caller is invited or going; "Can't go" only with viewMeetsWithAllAnswers.
 */
export async function dashboardMeetings(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  query: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
) {
  return page(
    ctx,
    repo.dashboardWhere(ctx, query.viewMeetsWithAllAnswers),
    query.page,
    query.pageSize,
    repo.startOrder,
  );
}

/**
 * `POST api/v1/community/{id}/meeting/{mid}` — RSVP (spec 001 §4): closed once the meeting has ended or
 * the RSVP deadline passed (400 with the tooltip text). Answers the caller's status and the going count.
 */
export async function rsvp(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
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
  await repo.upsertRsvp(ctx, meetingId, status);
  return { status, goingCount: await repo.countGoing(ctx, meetingId) };
}

/** `POST .../meeting/{mid}/add-to-favorite` and `delete-from-favorite`. */
export async function setFavorite(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  communityId: string,
  meetingId: string,
  on: boolean,
) {
  await loadRow(ctx, communityId, meetingId);
  await repo.setFavoriteRow(ctx, meetingId, on);
  return { isFavorite: on };
}

/**
 * For the calendar module (issue 38): the meetings the caller said Going to and may still see, ending at or
 * after `since`, soonest first, each with its community's name. One query.
 */
export function goingMeetings(ctx: Pick<RequestContext, 'scope' | 'actor'>, since: Date) {
  return repo.findGoingMeetings(ctx, since);
}

/**
 * For the calendar feed's one statement (issue 37 point 4): the condition of {@link goingMeetings} over
 * `meetings` joined to `communities`, `since` as SQL (a placeholder), built when `where` is called (once per
 * prepared statement), and the key of the caller's kind the condition depends on besides their id ('all': they
 * manage every meeting, so no visibility test; 'visible').
 */
export function goingMeetingsCondition(
  ctx: Pick<RequestContext, 'scope' | 'actor'>,
  since: SQL,
): { where: () => SQL; callerKind: 'all' | 'visible' } {
  return {
    where: () => repo.goingMeetingsWhere(ctx, since),
    callerKind: managesAllMeetings(ctx.actor) ? 'all' : 'visible',
  };
}
