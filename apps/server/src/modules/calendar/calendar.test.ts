/**
 * Calendars (issue 38 point 1, docs/calendars.md): every served `.ics` is read back with an independent parser
 * (ical.js, Mozilla's): zones (TZID of the event's zone and its VTIMEZONE), UIDs on the tenant's domain and
 * unique, lines folded at 75 octets with multi-byte titles read back whole, TEXT escaping; the feed holds
 * exactly the member's items, a regenerated token 404s the old link, another tenant's host 404s, 304s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { events, meetingUsers } from '../../db/schema/index';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { buildCourse, buildEnrolment, buildTicket } from '../../../test/factories/cpd';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildMeeting } from '../../../test/factories/meetings';

const ORIGINS = 'ota=https://members.ota.org.au,psa=https://portal.psa.example';
let app: FastifyInstance;
let alice: { id: string; headers: Record<string, string> };
let bob: { id: string; headers: Record<string, string> };

async function member(tenantId: 'ota' | 'psa' = 'ota') {
  const user = await buildUser(app, { tenantId });
  return { id: user.id, headers: (await signIn(app, user.email, tenantId)).headers };
}

beforeAll(async () => {
  app = await buildTestApp({ TENANT_ORIGINS: ORIGINS });
  alice = await member();
  bob = await member();
});
afterAll(async () => app.close());

/** Parses a calendar with ical.js; checks every line is at most 75 octets (RFC 5545 §3.1). */
function parse(text: string) {
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(text.endsWith('END:VCALENDAR')).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const zones = calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  return {
    calendar,
    zones,
    vevents,
    uids: vevents.map((v) => String(v.getFirstPropertyValue('uid'))),
    text: (v: ICAL.Component, name: string) => String(v.getFirstPropertyValue(name) ?? ''),
    tzid: (v: ICAL.Component, name: 'dtstart' | 'dtend') => v.getFirstProperty(name)?.getParameter('tzid'),
  };
}

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('GET /api/event/{id}/calendar.ics', () => {
  it('answers 401 without a token and 404 for a draft or another tenant', async () => {
    const { event } = await buildEvent(app);
    expect((await get(`/api/event/${event.id}/calendar.ics`, { host: hostOf('ota') })).statusCode).toBe(401);
    const draft = await buildEvent(app, { isPublished: false });
    expect((await get(`/api/event/${draft.event.id}/calendar.ics`, alice.headers)).statusCode).toBe(404);
    const psa = await member('psa');
    expect((await get(`/api/event/${event.id}/calendar.ics`, psa.headers)).statusCode).toBe(404);
  });

  it('writes each session in its zone with a VTIMEZONE, UIDs on the tenant domain, the ticket noted', async () => {
    const { event, prices } = await buildEvent(app, {
      prices: [{ name: 'Early bird, member', amountCents: 0 }],
    });
    await app.database.db
      .update(events)
      .set({
        startTimeZone: 'Australia/Sydney',
        sessions: [
          {
            title: 'Keynote',
            startDateTime: '2027-01-15T09:00:00',
            startTimeZone: 'Australia/Sydney',
            endDateTime: '2027-01-15T10:30:00',
            endTimeZone: 'Australia/Sydney',
          },
          {
            title: 'Workshop',
            startDateTime: '2027-01-15T11:00:00',
            startTimeZone: 'UTC+05:30',
            endDateTime: '2027-01-15T12:00:00',
            endTimeZone: 'UTC+05:30',
          },
        ],
      })
      .where(eq(events.id, event.id));
    await buildTicket(app, { eventId: event.id, priceId: prices[0]!.id, userId: alice.id });
    const res = await get(`/api/event/${event.id}/calendar.ics`, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const ics = parse(res.body);
    expect(ics.vevents).toHaveLength(2);
    expect(ics.uids).toEqual([
      `event-${event.id}-session-1@members.ota.org.au`,
      `event-${event.id}-session-2@members.ota.org.au`,
    ]);
    expect(ics.zones.sort()).toEqual(['Australia/Sydney', 'UTC+0530']);
    const [keynote, workshop] = ics.vevents as [ICAL.Component, ICAL.Component];
    expect(ics.tzid(keynote, 'dtstart')).toBe('Australia/Sydney');
    expect(ics.tzid(workshop, 'dtend')).toBe('UTC+0530');
    // The wall clock in its zone, and the same instant once ical.js applies the VTIMEZONE (AEDT, +11:00).
    expect(res.body).toContain('DTSTART;TZID=Australia/Sydney:20270115T090000');
    const start = keynote.getFirstPropertyValue('dtstart') as ICAL.Time;
    start.zone = new ICAL.Timezone(ics.calendar.getFirstSubcomponent('vtimezone')!);
    expect(start.toJSDate().toISOString()).toBe('2027-01-14T22:00:00.000Z');
    expect(ics.text(keynote, 'summary')).toBe(`${event.title} — Keynote`);
    expect(ics.text(keynote, 'description')).toContain('Your ticket: Early bird, member');
    // Bob holds no ticket: nothing noted.
    const bobs = parse((await get(`/api/event/${event.id}/calendar.ics`, bob.headers)).body);
    expect(bobs.text(bobs.vevents[0]!, 'description')).not.toContain('Your ticket');
  });

  it('folds long multi-byte lines by octets and escapes commas, semicolons and newlines', async () => {
    const title = `Ergothérapie, santé; ${'é'.repeat(30)} 作業療法 ${'🙂'.repeat(12)} \\ end`;
    const shortDesc = 'First line, with a comma;\nsecond line; "quoted" \\ backslash';
    const { event } = await buildEvent(app, { title });
    await app.database.db.update(events).set({ shortDesc }).where(eq(events.id, event.id));
    const res = await get(`/api/event/${event.id}/calendar.ics`, alice.headers);
    expect(res.body).toMatch(/\r\n /); // folded
    expect(res.body).toContain('Ergothérapie\\, santé\\; ');
    const ics = parse(res.body);
    expect(ics.uids).toEqual([`event-${event.id}@members.ota.org.au`]);
    expect(ics.text(ics.vevents[0]!, 'summary')).toBe(title);
    expect(ics.text(ics.vevents[0]!, 'description')).toContain(shortDesc);
  });
});

describe('GET /api/v1/community/{id}/meeting/{mid}/calendar.ics', () => {
  it('serves a visible meeting and 404s a private one the caller is not invited to', async () => {
    const community = await buildCommunity(app);
    const open = await buildMeeting(app, community.id, { name: 'Peer supervision, monthly' });
    const res = await get(`/api/v1/community/${community.id}/meeting/${open.id}/calendar.ics`, alice.headers);
    expect(res.statusCode).toBe(200);
    const ics = parse(res.body);
    expect(ics.uids).toEqual([`meeting-${open.id}@members.ota.org.au`]);
    expect(ics.text(ics.vevents[0]!, 'summary')).toBe('Peer supervision, monthly');
    const hidden = await buildMeeting(app, community.id, { visible: 3 });
    expect(
      (await get(`/api/v1/community/${community.id}/meeting/${hidden.id}/calendar.ics`, alice.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe('the calendar feed', () => {
  const feedOf = async (who: { headers: Record<string, string> }) =>
    (await get('/api/calendar/feed', who.headers)).json() as { webcalUrl: string; feedUrl: string };
  const pathOf = (url: string) => new URL(url).pathname;

  it('gives a webcal link on the configured origin, the same on every call', async () => {
    expect((await get('/api/calendar/feed', { host: hostOf('ota') })).statusCode).toBe(401);
    const first = await feedOf(alice);
    expect(first.webcalUrl).toMatch(
      /^webcal:\/\/members\.ota\.org\.au\/api\/calendar\/feed\/[\w-]{43}\.ics$/,
    );
    expect(first.feedUrl).toBe(first.webcalUrl.replace(/^webcal:/, 'https:'));
    expect((await feedOf(alice)).webcalUrl).toBe(first.webcalUrl);
    expect((await feedOf(bob)).webcalUrl).not.toBe(first.webcalUrl);
    // The link does not follow the request's Host header.
    const spoofed = await get('/api/calendar/feed', { ...alice.headers, 'x-forwarded-host': 'evil.example' });
    expect(spoofed.json().webcalUrl).toBe(first.webcalUrl);
  });

  it("holds exactly the member's tickets, Going meetings, enrolments and CPD period", async () => {
    const carol = await member();
    const dave = await member();
    const mine = await buildEvent(app, { title: 'Carol event' });
    const theirs = await buildEvent(app, { title: 'Dave event' });
    await buildTicket(app, { eventId: mine.event.id, priceId: mine.prices[0]!.id, userId: carol.id });
    await buildTicket(app, { eventId: theirs.event.id, priceId: theirs.prices[0]!.id, userId: dave.id });
    const cancelled = await buildEvent(app, { title: 'Cancelled event' });
    await buildTicket(app, {
      eventId: cancelled.event.id,
      priceId: cancelled.prices[0]!.id,
      userId: carol.id,
      status: 'Removed',
    });
    const community = await buildCommunity(app);
    await addMember(app, community.id, carol.id);
    const going = await buildMeeting(app, community.id, { name: 'Carol going' });
    const cantGo = await buildMeeting(app, community.id, { name: 'Carol cannot go' });
    const daves = await buildMeeting(app, community.id, { name: 'Dave going' });
    await app.database.db.insert(meetingUsers).values([
      { tenantId: 'ota', meetingId: going.id, userId: carol.id, status: 1 },
      { tenantId: 'ota', meetingId: cantGo.id, userId: carol.id, status: 2 },
      { tenantId: 'ota', meetingId: daves.id, userId: dave.id, status: 1 },
    ]);
    const course = await buildCourse(app, { name: 'Splinting basics' });
    const enrolment = await buildEnrolment(app, {
      userId: carol.id,
      courseId: course.id,
      expiryDate: '2999-06-30',
    });
    await buildEnrolment(app, { userId: dave.id, courseId: course.id, expiryDate: '2999-06-30' });
    // CPD: the current period exists once the member opens CPD.
    await get('/api/user/cpd/period/current', carol.headers);

    const res = await get(pathOf((await feedOf(carol)).feedUrl), { host: hostOf('ota') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = parse(res.body);
    const host = '@members.ota.org.au';
    expect(ics.uids.filter((u) => !u.startsWith('cpd-period-')).sort()).toEqual(
      [
        `event-${mine.event.id}${host}`,
        `meeting-${going.id}${host}`,
        `enrolment-${enrolment.id}${host}`,
      ].sort(),
    );
    expect(ics.uids.filter((u) => u.startsWith('cpd-period-'))).toHaveLength(1);
    expect(new Set(ics.uids).size).toBe(ics.uids.length);
    const summaries = ics.vevents.map((v) => ics.text(v, 'summary'));
    expect(summaries).not.toContain('Dave event');
    expect(summaries).not.toContain('Dave going');
    expect(summaries).not.toContain('Carol cannot go');
    expect(summaries).not.toContain('Cancelled event');
    const cpd = ics.vevents.find((v) => ics.text(v, 'uid').startsWith('cpd-period-'))!;
    expect(cpd.getFirstPropertyValue('dtstart')).toMatchObject({ isDate: true });
  });

  it('404s the old link once regenerated, on another tenant host and for an unknown token', async () => {
    const erin = await member();
    const old = pathOf((await feedOf(erin)).feedUrl);
    expect((await get(old, { host: hostOf('ota') })).statusCode).toBe(200);
    expect((await get(old, { host: hostOf('psa') })).statusCode).toBe(404);
    const regenerated = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed/regenerate',
      headers: erin.headers,
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = pathOf(regenerated.json().feedUrl);
    expect(fresh).not.toBe(old);
    expect((await get(old, { host: hostOf('ota') })).statusCode).toBe(404);
    expect((await get(fresh, { host: hostOf('ota') })).statusCode).toBe(200);
    expect((await feedOf(erin)).feedUrl).toBe(regenerated.json().feedUrl);
    expect((await get(`/api/calendar/feed/${'A'.repeat(43)}.ics`, { host: hostOf('ota') })).statusCode).toBe(
      404,
    );
    expect((await get('/api/calendar/feed/short.ics', { host: hostOf('ota') })).statusCode).toBe(400);
  });

  it('answers 304 to If-None-Match and If-Modified-Since, and 200 once the content changed', async () => {
    const frank = await member();
    const path = pathOf((await feedOf(frank)).feedUrl);
    const first = await get(path, { host: hostOf('ota') });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const again = await get(path, { host: hostOf('ota'), 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(path, { host: hostOf('ota'), 'if-modified-since': lastModified })).statusCode).toBe(
      304,
    );
    const { event, prices } = await buildEvent(app);
    await buildTicket(app, { eventId: event.id, priceId: prices[0]!.id, userId: frank.id });
    const changed = await get(path, { host: hostOf('ota'), 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parse(changed.body).uids).toContain(`event-${event.id}@members.ota.org.au`);
  });
});
