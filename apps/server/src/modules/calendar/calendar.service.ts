/**
 * Calendars (issue 38 point 1, RFC 5545): the `.ics` of an event and of a community meeting (the same
 * visibility as their detail calls), and each member's private subscription feed. The feed's token is
 * HMAC-SHA256(AUTH_SECRET, tenant, user, seed) in base64url (32 bytes); the database keeps the random seed and
 * the token's SHA-256, through which each feed request finds the member (one indexed query, no cache), so a
 * regenerated link answers 404 at once on every replica. Feeds answer with a strong ETag (SHA-256 of the
 * bytes) and `Last-Modified` (when the bytes last changed), and 304 to `If-None-Match` / `If-Modified-Since`.
 */
import crypto from 'node:crypto';
import { CALENDAR_MESSAGES, type TCalendarFeed, type TenantProfile } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Hmac } from '../../lib/signed-url';
import type { RequestContext } from '../../plugins/auth';
import type { TenantScope } from '../../db/tenant-scope';
import { findEventRow, requireEventsAccess } from '../events/events.service';
import { goingMeetingsCondition, loadRow } from '../meetings/meetings.service';
import { userTicketsForEvent } from '../tickets/tickets.service';
import { sydneyToday } from '../cpd/cpd.service';
import { feedSections } from './calendar.policy';
import { sql } from 'drizzle-orm';
import {
  cpdPeriodItem,
  enrolmentItem,
  eventItems,
  meetingItem,
  type CalendarEventRow,
} from './calendar.presenter';
import * as repo from './calendar.repository';
import { buildCalendar, type AllDayItem, type TimedItem } from './ical';

/** How far back a feed reaches: items that ended within the last 90 days stay, older ones drop out. */
export const FEED_PAST_DAYS = 90;
/** Suggested refresh interval of a subscription: one hour, in seconds. */
export const FEED_TTL_SECONDS = 60 * 60;
/** `DTSTAMP` of feed items: fixed, so an unchanged feed has the same bytes and the same ETag. */
const FEED_STAMP = new Date('2026-01-01T00:00:00Z');

/** A calendar file to send: its name and text. */
export interface CalendarFile {
  fileName: string;
  body: string;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The token of a feed (43 base64url characters) from its seed, bound to tenant and user. */
function feedToken(hmac: Hmac, tenantId: string, userId: string, seed: string): string {
  return Buffer.from(hmac(['calendar-feed', tenantId, userId, seed].join('\n')), 'hex').toString('base64url');
}

/** A new random seed and the hash of the token it makes. */
function newSeed(hmac: Hmac, tenantId: string, userId: string) {
  const seed = crypto.randomBytes(32).toString('base64url');
  return { seed, tokenHash: sha256(feedToken(hmac, tenantId, userId, seed)) };
}

/** The links of a feed row: `webcal://host/api/calendar/feed/<token>.ics` and its https twin. */
function presentFeed(
  ctx: Pick<RequestContext, 'hmac' | 'origin' | 'scope'>,
  row: repo.FeedRow,
): TCalendarFeed {
  const token = feedToken(ctx.hmac, ctx.scope.tenantId, row.userId, row.seed);
  const url = new URL(`/api/calendar/feed/${token}.ics`, ctx.origin);
  const feedUrl = url.toString();
  return {
    webcalUrl: `webcal://${url.host}${url.pathname}`,
    feedUrl,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
  };
}

/** `GET /api/calendar/feed`: the caller's feed links, creating the feed on the first call. */
export async function myFeed(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac' | 'origin'>,
): Promise<TCalendarFeed> {
  const existing = await repo.feedOfUser(ctx.scope, ctx.actor.id);
  if (existing) return presentFeed(ctx, existing);
  const { seed, tokenHash } = newSeed(ctx.hmac, ctx.scope.tenantId, ctx.actor.id);
  return presentFeed(ctx, await repo.insertFeed(ctx.scope, ctx.actor.id, seed, tokenHash));
}

/** `POST /api/calendar/feed/regenerate`: a new token; the old link answers 404 from now on. */
export async function regenerateFeed(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'hmac' | 'origin'>,
): Promise<TCalendarFeed> {
  const { seed, tokenHash } = newSeed(ctx.hmac, ctx.scope.tenantId, ctx.actor.id);
  const row =
    (await repo.rotateFeed(ctx.scope, ctx.actor.id, seed, tokenHash)) ??
    (await repo.insertFeed(ctx.scope, ctx.actor.id, seed, tokenHash));
  return presentFeed(ctx, row);
}

/** Safe file name part of a title: letters, digits and dashes, at most 60 characters. */
const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase() || 'calendar';

/**
 * `GET /api/event/{id}/calendar.ics`: the event's VEVENTs (one per session) in its zone, the caller's tickets
 * noted. Same rules as the event detail: the events module for the member, a published event.
 * @throws AppError FORBIDDEN (module), NOT_FOUND (missing, draft, other tenant).
 */
export async function eventCalendar(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant' | 'origin'>,
  eventId: number,
): Promise<CalendarFile> {
  requireEventsAccess(ctx.tenant, ctx.actor);
  const { event } = await findEventRow(ctx, eventId);
  const tickets = await userTicketsForEvent(ctx, eventId);
  const names = tickets.filter((t) => t.attendanceStatus === 'Active').map((t) => t.ticketPrice);
  return {
    fileName: `${slug(event.title)}.ics`,
    body: buildCalendar({
      name: event.title,
      timed: eventItems(event, names, ctx.origin),
      stamp: new Date(),
    }),
  };
}

/**
 * `GET /api/v1/community/{id}/meeting/{mid}/calendar.ics`: the meeting's VEVENT. Same rule as the meeting
 * detail: visible to the caller. @throws AppError NOT_FOUND 'Meeting not found'.
 */
export async function meetingCalendar(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'origin'>,
  communityId: string,
  meetingId: string,
): Promise<CalendarFile> {
  const row = await loadRow(ctx, communityId, meetingId);
  return {
    fileName: `${slug(row.meeting.name)}.ics`,
    body: buildCalendar({
      name: row.meeting.name,
      timed: [meetingItem(row.meeting, row.communityName, ctx.origin)],
      stamp: new Date(),
    }),
  };
}

/** A feed answer: 200 with the calendar, or 304; with its validators either way. */
export interface FeedAnswer {
  status: 200 | 304;
  body: string | null;
  etag: string;
  lastModified: Date;
}

/** The conditional request headers a feed reads (RFC 9110 §13.1.2, §13.1.3). */
export interface FeedConditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/**
 * The calendar text of one member's feed (every item theirs; sections by the tenant's modules). What it holds
 * comes from one prepared statement (`repo.feedItems`, issue 37 point 4). `now`: the request's instant.
 */
export async function feedText(
  ctx: Pick<RequestContext, 'scope' | 'actor' | 'tenant' | 'origin'>,
  now: Date,
): Promise<string> {
  const sections = feedSections(ctx.tenant, ctx.actor);
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const today = sydneyToday(now);
  // The meetings condition for this kind of caller, their id the statement's placeholder `userId`.
  const caller = {
    scope: ctx.scope,
    actor: { ...ctx.actor, id: sql.placeholder('userId') as unknown as string },
  };
  const items = await repo.feedItems(
    ctx.scope,
    sections,
    goingMeetingsCondition(caller, sql`${sql.placeholder('since')}::timestamptz`),
    { userId: ctx.actor.id, since: since.toISOString(), today },
  );
  const byEvent = new Map<number, { event: CalendarEventRow; names: string[] }>();
  for (const { event, priceName } of items.tickets) {
    const entry = byEvent.get(event.id) ?? { event, names: [] };
    entry.names.push(priceName);
    byEvent.set(event.id, entry);
  }
  const timed: TimedItem[] = [
    ...[...byEvent.values()].flatMap(({ event, names }) => eventItems(event, names, ctx.origin)),
    ...items.meetings.map((m) => meetingItem(m.meeting, m.communityName, ctx.origin)),
  ];
  const allDay: AllDayItem[] = [
    ...items.enrolments.map((e) => enrolmentItem(e, ctx.origin)),
    ...items.periods.slice(0, 1).map((p) => cpdPeriodItem(p, ctx.origin)),
  ];
  return buildCalendar({
    name: `${ctx.tenant.fullName}: my calendar`,
    timed,
    allDay,
    ttlSeconds: FEED_TTL_SECONDS,
    stamp: FEED_STAMP,
  });
}

/** True when `header` (an `If-None-Match` list, or `*`) names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * `GET /api/calendar/feed/{token}.ics` (no session): the feed of the member whose token this is, in the
 * request's tenant. 304 when `If-None-Match` names the current ETag or, without it, when `If-Modified-Since`
 * is not before the last change. @throws AppError NOT_FOUND for an unknown, regenerated or other tenant's token.
 */
export async function feedByToken(
  ctx: { scope: TenantScope; tenant: TenantProfile; origin: string },
  token: string,
  conditions: FeedConditions,
  now = new Date(),
): Promise<FeedAnswer> {
  const owner = await repo.feedOwnerByTokenHash(ctx.scope, sha256(token));
  if (!owner) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.feedNotFound);
  const { feed: row, actor } = owner;
  const body = await feedText({ ...ctx, actor }, now);
  const etag = `"${sha256(body)}"`;
  let lastModified = row.contentChangedAt ?? now;
  if (row.contentEtag !== etag) {
    lastModified = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await repo.recordContent(ctx.scope, row.userId, etag, lastModified);
  }
  const since = conditions.ifModifiedSince ? Date.parse(conditions.ifModifiedSince) : NaN;
  const notModified = conditions.ifNoneMatch
    ? matchesEtag(conditions.ifNoneMatch, etag)
    : !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  return { status: notModified ? 304 : 200, body: notModified ? null : body, etag, lastModified };
}
