/**
 * API tests of attendance (issue 15 "CPD from attendance"): the check-in list with name search, check-in by
 * ticket id and by the ticket's QR code, credits once with the event's hours and relatedEventId, un-check
 * removes the credit, a member substitute is credited instead of the holder, period boundaries in Sydney time
 * (an event at 23:30 on 30 June Sydney counts in the old CPD year), event administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildCpdEvent, buildTicket } from '../../../test/factories/cpd';
import { buildUser, signIn } from '../../../test/factories/users';

let app: FastifyInstance;
let admin: Record<string, string>;
let holder: { id: string };
let holderHeaders: Record<string, string>;
let substitute: { id: string };
let substituteHeaders: Record<string, string>;

type Period = {
  periodStartDate: string;
  completedTotalHours: number;
  cpdRecords: { relatedEventId: number | null; hours: number; completedDate: string; title: string }[];
};
const periods = async (h: Record<string, string>): Promise<Period[]> =>
  (await app.inject({ method: 'GET', url: '/api/user/cpds', headers: h })).json().data.periods;
const eventRecords = async (h: Record<string, string>, eventId: number) =>
  (await periods(h)).flatMap((p) => p.cpdRecords).filter((r) => r.relatedEventId === eventId);
const checkIn = (eventId: number, payload: object, h = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/checkin`, headers: h, payload });
const uncheck = (eventId: number, ticketId: number, h = admin) =>
  app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}/checkin/${ticketId}`, headers: h });

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'att-admin@example.com', role: 1 });
  admin = (await signIn(app, 'att-admin@example.com')).headers;
  holder = await buildUser(app, { email: 'att-holder@example.com', firstName: 'Hannah', lastName: 'Holder' });
  holderHeaders = (await signIn(app, 'att-holder@example.com')).headers;
  substitute = await buildUser(app, {
    email: 'att-sub@example.com',
    firstName: 'Sam',
    lastName: 'Substitute',
  });
  substituteHeaders = (await signIn(app, 'att-sub@example.com')).headers;
});
afterAll(async () => app.close());

describe('check-in of a CPD event', () => {
  it('credits the holder once with the event hours and relatedEventId; un-check removes it', async () => {
    const { event, priceId } = await buildCpdEvent(app, {
      startsAt: new Date(Date.now() - 86_400_000),
      hours: 3.5,
    });
    const ticket = await buildTicket(app, { eventId: event.id, priceId, userId: holder.id });
    const first = await checkIn(event.id, { ticketId: ticket.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().attendee).toMatchObject({
      ticketId: ticket.id,
      attendeeKind: 'holder',
      attendeeName: 'Hannah Holder',
      checkedInAt: expect.any(String),
      cpdCreditedTo: 'Hannah Holder',
    });
    expect((await checkIn(event.id, { ticketId: ticket.id })).statusCode).toBe(200);
    const records = await eventRecords(holderHeaders, event.id);
    expect(records).toEqual([
      expect.objectContaining({ hours: 3.5, title: event.title, relatedEventId: event.id }),
    ]);

    const undone = await uncheck(event.id, ticket.id);
    expect(undone.json().attendee).toMatchObject({ checkedInAt: null, cpdCreditedTo: null });
    expect(await eventRecords(holderHeaders, event.id)).toEqual([]);
    expect((await uncheck(event.id, ticket.id)).statusCode).toBe(200);
  });

  it('credits a substitute who is a member instead of the holder', async () => {
    const { event, priceId } = await buildCpdEvent(app, {
      startsAt: new Date(Date.now() - 3_600_000),
      hours: 2,
    });
    const ticket = await buildTicket(app, {
      eventId: event.id,
      priceId,
      userId: holder.id,
      nominee: { nomineeName: 'Sam Substitute', nomineeEmail: 'ATT-SUB@example.com' },
    });
    const res = await checkIn(event.id, { ticketId: ticket.id });
    expect(res.json().attendee).toMatchObject({
      attendeeKind: 'nominee',
      attendeeName: 'Sam Substitute',
      cpdCreditedTo: 'Sam Substitute',
    });
    expect(await eventRecords(substituteHeaders, event.id)).toHaveLength(1);
    expect(await eventRecords(holderHeaders, event.id)).toEqual([]);
    await uncheck(event.id, ticket.id);
    expect(await eventRecords(substituteHeaders, event.id)).toEqual([]);
  });

  it('credits nobody for a substitute who is not a member, nor for a non-CPD event', async () => {
    const { event, priceId } = await buildCpdEvent(app, { startsAt: new Date(), hours: 2 });
    const ticket = await buildTicket(app, {
      eventId: event.id,
      priceId,
      userId: holder.id,
      nominee: { nomineeName: 'Guest', nomineeEmail: 'guest@elsewhere.example' },
    });
    expect((await checkIn(event.id, { ticketId: ticket.id })).json().attendee.cpdCreditedTo).toBeNull();
    expect(await eventRecords(holderHeaders, event.id)).toEqual([]);
    const plain = await buildCpdEvent(app, { startsAt: new Date(), hours: null, isCpd: false });
    const t2 = await buildTicket(app, { eventId: plain.event.id, priceId: plain.priceId, userId: holder.id });
    const res = await checkIn(plain.event.id, { ticketId: t2.id });
    expect(res.json().attendee).toMatchObject({ checkedInAt: expect.any(String), cpdCreditedTo: null });
    expect(await eventRecords(holderHeaders, plain.event.id)).toEqual([]);
  });

  it('counts an event at 23:30 on 30 June Sydney in the old CPD year, and 00:30 on 1 July in the new one', async () => {
    const user = await buildUser(app, { email: 'att-boundary@example.com' });
    const h = (await signIn(app, 'att-boundary@example.com')).headers;
    const late = await buildCpdEvent(app, { startsAt: new Date('2025-06-30T13:30:00Z'), hours: 1.5 });
    const early = await buildCpdEvent(app, { startsAt: new Date('2025-06-30T14:30:00Z'), hours: 2 });
    for (const e of [late, early]) {
      const t = await buildTicket(app, { eventId: e.event.id, priceId: e.priceId, userId: user.id });
      expect((await checkIn(e.event.id, { ticketId: t.id })).statusCode).toBe(200);
    }
    const byStart = Object.fromEntries((await periods(h)).map((p) => [p.periodStartDate, p]));
    expect(byStart['2024-07-01']).toMatchObject({ completedTotalHours: 1.5 });
    expect(byStart['2024-07-01']!.cpdRecords[0]!.completedDate).toBe('2025-06-30');
    expect(byStart['2025-07-01']).toMatchObject({ completedTotalHours: 2 });
    expect(byStart['2025-07-01']!.cpdRecords[0]!.completedDate).toBe('2025-07-01');
  });
});

describe('QR code check-in', () => {
  it("checks in by the code of the member's ticket; refuses a tampered code or another event's", async () => {
    const { event, priceId } = await buildCpdEvent(app, { startsAt: new Date(), hours: 1 });
    const other = await buildCpdEvent(app, { startsAt: new Date(), hours: 1 });
    const ticket = await buildTicket(app, { eventId: event.id, priceId, userId: holder.id });
    const codeRes = await app.inject({
      method: 'GET',
      url: `/api/ticket/${ticket.id}/checkin-code`,
      headers: holderHeaders,
    });
    const { code } = codeRes.json();
    expect(code).toMatch(new RegExp(`^T${ticket.id}\\.[0-9a-f]{24}$`));
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/ticket/${ticket.id}/checkin-code`,
          headers: substituteHeaders,
        })
      ).statusCode,
    ).toBe(404);
    const tampered = await checkIn(event.id, {
      code: `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(ATTENDANCE_MESSAGES.invalidCode);
    const wrongEvent = await checkIn(other.event.id, { code });
    expect(wrongEvent.statusCode).toBe(400);
    const res = await checkIn(event.id, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendee).toMatchObject({ ticketId: ticket.id, checkedInAt: expect.any(String) });
    expect(await eventRecords(holderHeaders, event.id)).toHaveLength(1);
  });

  it('refuses a cancelled ticket', async () => {
    const { event, priceId } = await buildCpdEvent(app, { startsAt: new Date(), hours: 1 });
    const ticket = await buildTicket(app, {
      eventId: event.id,
      priceId,
      userId: holder.id,
      status: 'Removed',
    });
    const res = await checkIn(event.id, { ticketId: ticket.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ATTENDANCE_MESSAGES.ticketCancelled);
  });
});

describe('check-in list', () => {
  it('lists active tickets by attendee name with search, filter and counts', async () => {
    const { event, priceId } = await buildCpdEvent(app, { startsAt: new Date(), hours: 4 });
    const a = await buildTicket(app, { eventId: event.id, priceId, userId: holder.id });
    await buildTicket(app, {
      eventId: event.id,
      priceId,
      userId: holder.id,
      nominee: { nomineeName: 'Zed Nominee', nomineeEmail: 'zed@example.com' },
    });
    await buildTicket(app, { eventId: event.id, priceId, userId: substitute.id });
    await buildTicket(app, { eventId: event.id, priceId, userId: substitute.id, status: 'Removed' });
    await checkIn(event.id, { ticketId: a.id });
    const list = (query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/events/${event.id}/attendance${query}`, headers: admin });
    const all = (await list()).json();
    expect(all).toMatchObject({
      event: { id: event.id, isCpd: true, cpdHours: 4 },
      totalItems: 3,
      ticketCount: 3,
      checkedInCount: 1,
    });
    expect(all.attendees.map((x: { attendeeName: string }) => x.attendeeName)).toEqual([
      'Hannah Holder',
      'Sam Substitute',
      'Zed Nominee',
    ]);
    expect(
      (await list('?keyword=zed')).json().attendees.map((x: { attendeeName: string }) => x.attendeeName),
    ).toEqual(['Zed Nominee']);
    expect((await list('?keyword=subst')).json().totalItems).toBe(1);
    expect((await list('?checkedIn=true')).json().attendees).toHaveLength(1);
    expect((await list('?checkedIn=false')).json().totalItems).toBe(2);
  });

  it('is for event administrators only (403 for a member, 401 signed out, 404 for an unknown event)', async () => {
    const { event, priceId } = await buildCpdEvent(app, { startsAt: new Date(), hours: 1 });
    const ticket = await buildTicket(app, { eventId: event.id, priceId, userId: holder.id });
    const url = `/api/admin/events/${event.id}/attendance`;
    expect((await app.inject({ method: 'GET', url, headers: holderHeaders })).statusCode).toBe(403);
    expect((await checkIn(event.id, { ticketId: ticket.id }, holderHeaders)).statusCode).toBe(403);
    expect((await uncheck(event.id, ticket.id, holderHeaders)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: { host: 'ota.localhost' } })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/events/999999/attendance', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(await eventRecords(holderHeaders, event.id)).toEqual([]);
  });
});
