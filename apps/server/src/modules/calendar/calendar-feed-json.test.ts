/**
 * The calendar feed from one prepared statement (issue 37 point 4; `feedText`, `repo.feedItems`,
 * `repo.feedOwnerByTokenHash`): the calendar text is, byte for byte, what the four builder queries before it
 * gave (kept here as the reference path), for members of every kind (tickets on one-off, multi-session and past
 * events, several tickets of one event, Going meetings of each visibility, a tenant admin, enrolments, the CPD
 * period, nothing at all) and every set of sections (modules on and off); the owner's row is `findActorById`'s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { TENANT_PROFILES, type TenantProfile } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { buildCourse, buildEnrolment, buildTicket } from '../../../test/factories/cpd';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildMeeting } from '../../../test/factories/meetings';
import {
  calendarFeeds,
  courseEnrolments,
  courses,
  cpdPeriods,
  events,
  meetingUsers,
  ticketPrices,
  tickets,
} from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { findActorById, type Actor } from '../../plugins/actor';
import { goingMeetings } from '../meetings/meetings.service';
import { sydneyToday } from '../cpd/cpd.service';
import { feedSections } from './calendar.policy';
import {
  cpdPeriodItem,
  enrolmentItem,
  eventItems,
  meetingItem,
  type CalendarEventRow,
} from './calendar.presenter';
import { FEED_PAST_DAYS, FEED_TTL_SECONDS, feedText } from './calendar.service';
import { buildCalendar, type AllDayItem, type TimedItem } from './ical';
import * as repo from './calendar.repository';

const ORIGIN = 'https://members.ota.org.au';
let app: FastifyInstance;
let scope: TenantScope;

beforeAll(async () => {
  app = await buildTestApp();
  scope = tenantScope(app.database.db, 'ota');
});
afterAll(async () => app.close());

/** The feed text as the code before issue 37 point 4 built it: four builder queries, then the same items. */
async function referenceFeedText(
  ctx: { scope: TenantScope; actor: Actor; tenant: TenantProfile; origin: string },
  now: Date,
): Promise<string> {
  const sections = feedSections(ctx.tenant, ctx.actor);
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const today = sydneyToday(now);
  const userId = ctx.actor.id;
  const [ticketRows, meetingRows, enrolments, periods] = await Promise.all([
    sections.events
      ? ctx.scope.db
          .select({ event: events, priceName: ticketPrices.name })
          .from(tickets)
          .innerJoin(events, eq(events.id, tickets.eventId))
          .innerJoin(ticketPrices, eq(ticketPrices.id, tickets.ticketPriceId))
          .where(
            and(
              eq(tickets.userId, userId),
              eq(tickets.attendanceStatus, 'Active'),
              eq(events.isPublished, true),
              gte(events.endUtc, since),
            ),
          )
          .orderBy(asc(events.startUtc), asc(tickets.id))
          .limit(500)
      : [],
    sections.meetings ? goingMeetings(ctx, since) : [],
    sections.cpd
      ? ctx.scope.db
          .select({
            id: courseEnrolments.id,
            expiryDate: courseEnrolments.expiryDate,
            courseName: courses.name,
          })
          .from(courseEnrolments)
          .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
          .where(
            and(
              eq(courseEnrolments.userId, userId),
              eq(courseEnrolments.status, 'Active'),
              isNotNull(courseEnrolments.expiryDate),
              gte(courseEnrolments.expiryDate, today),
            ),
          )
          .orderBy(asc(courseEnrolments.expiryDate), asc(courseEnrolments.id))
          .limit(200)
      : [],
    sections.cpd
      ? ctx.scope.db
          .select({ id: cpdPeriods.id, start: cpdPeriods.periodStartDate, end: cpdPeriods.periodEndDate })
          .from(cpdPeriods)
          .where(
            and(
              eq(cpdPeriods.userId, userId),
              lte(cpdPeriods.periodStartDate, today),
              gte(cpdPeriods.periodEndDate, today),
            ),
          )
          .orderBy(asc(cpdPeriods.periodEndDate))
      : [],
  ]);
  const byEvent = new Map<number, { event: CalendarEventRow; names: string[] }>();
  for (const { event, priceName } of ticketRows) {
    const entry = byEvent.get(event.id) ?? { event, names: [] };
    entry.names.push(priceName);
    byEvent.set(event.id, entry);
  }
  const timed: TimedItem[] = [
    ...[...byEvent.values()].flatMap(({ event, names }) => eventItems(event, names, ctx.origin)),
    ...meetingRows.map((m) => meetingItem(m.meeting, m.communityName, ctx.origin)),
  ];
  const allDay: AllDayItem[] = [
    ...enrolments.map((e) => enrolmentItem(e, ctx.origin)),
    ...periods.slice(0, 1).map((p) => cpdPeriodItem(p, ctx.origin)),
  ];
  return buildCalendar({
    name: `${ctx.tenant.fullName}: my calendar`,
    timed,
    allDay,
    ttlSeconds: FEED_TTL_SECONDS,
    stamp: new Date('2026-01-01T00:00:00Z'),
  });
}

/** The tenant profile with the named modules switched off. */
function without(...modules: ('events' | 'communities' | 'cpd')[]): TenantProfile {
  const profile = structuredClone(TENANT_PROFILES.ota) as TenantProfile;
  for (const m of modules) profile.modules[m] = { ...profile.modules[m]!, enabled: false };
  return profile;
}

const PROFILES: [string, TenantProfile][] = [
  ['every module', TENANT_PROFILES.ota],
  ['events off', without('events')],
  ['communities off', without('communities')],
  ['cpd off', without('cpd')],
  ['all three off', without('events', 'communities', 'cpd')],
];

describe('the calendar feed from one statement', () => {
  it('gives the reference text for every kind of member and every set of sections', async () => {
    const rich = await buildUser(app);
    const admin = await buildUser(app, { role: 1 });
    const empty = await buildUser(app);
    const outsider = await buildUser(app);

    // Events: a one-off with two tickets of the member (two prices), a multi-session one, one that ended 30
    // days ago (in the feed), one that ended 120 days ago (out), a draft (out), a cancelled ticket (out).
    const twoPrices = await buildEvent(app, {
      title: 'Conference, "Sydney"; day 1',
      prices: [
        { name: 'Early bird', amountCents: 0 },
        { name: 'Dinner', amountCents: 0 },
      ],
    });
    await buildTicket(app, {
      eventId: twoPrices.event.id,
      priceId: twoPrices.prices[0]!.id,
      userId: rich.id,
    });
    await buildTicket(app, {
      eventId: twoPrices.event.id,
      priceId: twoPrices.prices[1]!.id,
      userId: rich.id,
    });
    const sessions = await buildEvent(app, { title: 'Workshop series', startInHours: 24 * 3 });
    await app.database.db
      .update(events)
      .set({
        startTimeZone: 'Australia/Perth',
        shortDesc: 'Hands-on; bring a laptop',
        sessions: [
          {
            title: 'Part one',
            startDateTime: '2027-03-01T09:00:00',
            startTimeZone: 'Australia/Perth',
            endDateTime: '2027-03-01T11:00:00',
            endTimeZone: 'Australia/Perth',
          },
          {
            title: '',
            startDateTime: '2027-03-08T09:00:00',
            startTimeZone: 'UTC+08:00',
            endDateTime: '2027-03-08T11:00:00',
            endTimeZone: 'UTC+08:00',
          },
        ],
      })
      .where(eq(events.id, sessions.event.id));
    await buildTicket(app, { eventId: sessions.event.id, priceId: sessions.prices[0]!.id, userId: rich.id });
    const recent = await buildEvent(app, { title: 'Recent', startInHours: -24 * 30 - 2, durationHours: 1 });
    await buildTicket(app, { eventId: recent.event.id, priceId: recent.prices[0]!.id, userId: rich.id });
    const old = await buildEvent(app, { title: 'Old', startInHours: -24 * 120, durationHours: 1 });
    await buildTicket(app, { eventId: old.event.id, priceId: old.prices[0]!.id, userId: rich.id });
    const draft = await buildEvent(app, { title: 'Draft', isPublished: false });
    await buildTicket(app, { eventId: draft.event.id, priceId: draft.prices[0]!.id, userId: rich.id });
    const cancelled = await buildEvent(app, { title: 'Cancelled' });
    await buildTicket(app, {
      eventId: cancelled.event.id,
      priceId: cancelled.prices[0]!.id,
      userId: rich.id,
      status: 'Removed',
    });
    await buildTicket(app, {
      eventId: cancelled.event.id,
      priceId: cancelled.prices[0]!.id,
      userId: admin.id,
    });

    // Meetings: Public, Community (member of it), Community (not a member: out unless admin), Private invited,
    // Private not invited (out unless admin), Can't go (out), one of a deleted community (out).
    const joined = await buildCommunity(app);
    await addMember(app, joined.id, rich.id);
    const other = await buildCommunity(app);
    const gone = await buildCommunity(app);
    const meetingsOf = {
      publicOne: await buildMeeting(app, joined.id, { name: 'Public', startInMinutes: 60 }),
      community: await buildMeeting(app, joined.id, { name: 'Community', visible: 2, startInMinutes: 30 }),
      notMember: await buildMeeting(app, other.id, { name: 'Not member', visible: 2 }),
      invited: await buildMeeting(app, other.id, { name: 'Invited', visible: 3, invite: [rich.id] }),
      uninvited: await buildMeeting(app, other.id, { name: 'Uninvited', visible: 3 }),
      cantGo: await buildMeeting(app, joined.id, { name: "Can't go" }),
      past: await buildMeeting(app, joined.id, { name: 'Last week', startInMinutes: -60 * 24 * 7 }),
      deleted: await buildMeeting(app, gone.id, { name: 'Deleted community' }),
    };
    const going = (meetingId: string, userId: string, status = 1) => ({
      tenantId: 'ota' as const,
      meetingId,
      userId,
      status,
    });
    await app.database.db
      .insert(meetingUsers)
      .values([
        going(meetingsOf.publicOne.id, rich.id),
        going(meetingsOf.community.id, rich.id),
        going(meetingsOf.notMember.id, rich.id),
        going(meetingsOf.uninvited.id, rich.id),
        going(meetingsOf.cantGo.id, rich.id, 2),
        going(meetingsOf.past.id, rich.id),
        going(meetingsOf.deleted.id, rich.id),
        going(meetingsOf.notMember.id, admin.id),
        going(meetingsOf.uninvited.id, admin.id),
        going(meetingsOf.publicOne.id, outsider.id),
      ])
      .onConflictDoNothing();
    await app.database.db
      .update(meetingUsers)
      .set({ status: 1 })
      .where(and(eq(meetingUsers.meetingId, meetingsOf.invited.id), eq(meetingUsers.userId, rich.id)));
    // A deleted community's meetings stay out of the feed.
    await app.database.db.execute(sql`update communities set is_deleted = true where id = ${gone.id}`);

    // CPD: two enrolments with expiry (one later, one sooner), one expired, one without a date; the period.
    const course = await buildCourse(app, { name: 'Splinting, basics' });
    const later = await buildCourse(app, { name: 'Later course' });
    const expired = await buildCourse(app, { name: 'Expired course' });
    const undated = await buildCourse(app, { name: 'Undated course' });
    await buildEnrolment(app, { userId: rich.id, courseId: later.id, expiryDate: '2999-12-31' });
    await buildEnrolment(app, { userId: rich.id, courseId: course.id, expiryDate: '2999-06-30' });
    await buildEnrolment(app, { userId: rich.id, courseId: expired.id, expiryDate: '2001-01-01' });
    await buildEnrolment(app, { userId: rich.id, courseId: undated.id, expiryDate: null });
    await buildEnrolment(app, { userId: admin.id, courseId: course.id, expiryDate: '2999-06-30' });
    await app.inject({
      method: 'GET',
      url: '/api/user/cpd/period/current',
      headers: (await signIn(app, rich.email, 'ota')).headers,
    });

    const now = new Date();
    const counts: Record<string, number> = {};
    for (const user of [rich, admin, empty, outsider]) {
      const actor = (await findActorById(scope, user.id))!;
      for (const [label, tenant] of PROFILES) {
        const ctx = { scope, actor, tenant, origin: ORIGIN };
        const expected = await referenceFeedText(ctx, now);
        expect([user.id, label, await feedText(ctx, now)]).toEqual([user.id, label, expected]);
        counts[`${user.id === rich.id ? 'rich' : user.id === admin.id ? 'admin' : 'other'} ${label}`] =
          expected.split('BEGIN:VEVENT').length - 1;
      }
    }
    // The comparison is not between two empty feeds: the rich member's holds every kind of item.
    // Events: 2 (one with 2 sessions) + the recent one = 4; meetings: public, community, invited and last
    // week's (ended within 90 days) = 4; enrolments 2; the period 1.
    expect(counts['rich every module']).toBe(4 + 4 + 2 + 1);
    expect(counts['rich cpd off']).toBe(4 + 4);
    expect(counts['admin every module']).toBeGreaterThanOrEqual(2 + 1);
  });

  it("finds the feed's owner as findActorById does, only in the feed's tenant", async () => {
    const user = await buildUser(app);
    await app.database.db
      .insert(calendarFeeds)
      .values({ tenantId: 'ota', userId: user.id, seed: 'seed', tokenHash: `hash-${user.id}` });
    const owner = await repo.feedOwnerByTokenHash(scope, `hash-${user.id}`);
    const [feed] = await app.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id));
    expect(owner).toEqual({ feed, actor: await findActorById(scope, user.id) });
    expect(await repo.feedOwnerByTokenHash(tenantScope(app.database.db, 'psa'), `hash-${user.id}`)).toBe(
      undefined,
    );
    expect(await repo.feedOwnerByTokenHash(scope, 'no-such-hash')).toBe(undefined);
  });
});
