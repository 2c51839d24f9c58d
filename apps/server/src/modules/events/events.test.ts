/**
 * API tests of spec 002 §7 Events and §4 ticket rules: list filters and paging, detail, filters, tags,
 * attachments, ticket prices with sold out, register (free only, capacity, last-ticket race), cancel (not after
 * start), nominate, dietary (first tenant only), favourites, permissions, tenant isolation and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent, buildType } from '../../../test/factories/events';
import { ticketPrices, tickets } from '../../db/schema/index';

let app: FastifyInstance;
let member: { headers: Record<string, string> };
let memberId: string;
let other: { headers: Record<string, string> };
let psaMember: { headers: Record<string, string> };

beforeAll(async () => {
  app = await buildTestApp();
  const m = await buildUser(app, { email: 'm@ota.test' });
  memberId = m.id;
  member = await signIn(app, 'm@ota.test');
  await buildUser(app, { email: 'o@ota.test' });
  other = await signIn(app, 'o@ota.test');
  await buildUser(app, { email: 'p@psa.test', tenantId: 'psa' });
  psaMember = await signIn(app, 'p@psa.test', 'psa');
});
afterAll(async () => app.close());

const post = (who: { headers: Record<string, string> }, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const get = (who: { headers: Record<string, string> }, url: string) =>
  app.inject({ method: 'GET', url, headers: who.headers });

describe('POST /api/event/list', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host: hostOf('ota') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('filters by keyword, type, tag, listing, activity and date range, pages, and hides drafts and other tenants', async () => {
    const typeId = await buildType(app, 'Workshop');
    const a = await buildEvent(app, {
      title: 'Zebra hand therapy workshop',
      typeId,
      tagLabels: ['Hands'],
      startInHours: 48,
    });
    const b = await buildEvent(app, { title: 'Zebra CPD webinar', isCpd: true, startInHours: 72 });
    const past = await buildEvent(app, { title: 'Zebra past meetup', startInHours: -72 });
    await buildEvent(app, { title: 'Zebra draft', isPublished: false });
    await buildEvent(app, { title: 'Zebra elsewhere', tenantId: 'psa' });

    const list = async (body: object) => {
      const res = await post(member, '/api/event/list', { keyword: 'zebra', ...body });
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json.data.totalItems).toBe(json.totalItems);
      return json as {
        events: { id: number; title: string; tags: { label: string }[] }[];
        totalItems: number;
      };
    };
    expect((await list({})).events.map((e) => e.title)).toEqual([
      'Zebra past meetup',
      'Zebra hand therapy workshop',
      'Zebra CPD webinar',
    ]);
    expect((await list({ typeId })).events.map((e) => e.id)).toEqual([a.event.id]);
    const tagId = (await list({ typeId })).events[0]!.tags[0]!;
    expect(tagId.label).toBe('Hands');
    expect((await list({ listing: 'cpd' })).events.map((e) => e.id)).toEqual([b.event.id]);
    expect((await list({ listing: 'events' })).totalItems).toBe(2);
    expect((await list({ isActiveEvent: false })).events.map((e) => e.id)).toEqual([past.event.id]);
    expect((await list({ isActiveEvent: true })).totalItems).toBe(2);
    const day = new Date(Date.now() + 72 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ startDateFrom: day, startDateTo: day })).events.map((e) => e.id)).toContain(
      b.event.id,
    );
    const paged = await list({ page: 2, size: 2 });
    expect(paged.events).toHaveLength(1);
    expect(paged.totalItems).toBe(3);
    expect((await list({ sortOrder: 'desc' })).events[0]!.id).toBe(b.event.id);
  });

  it('lists an event that started long before the others and is still running as active, and keeps the past out', async () => {
    // Many short past events, then one that began 400 days ago and ends in 10 days: the start-ordered scan is
    // bounded by the tenant's longest event, which must still reach it (listConditions).
    for (let i = 1; i <= 5; i += 1)
      await buildEvent(app, { title: `Quagga past ${i}`, startInHours: -24 * i });
    const running = await buildEvent(app, {
      title: 'Quagga year-long programme',
      startInHours: -24 * 400,
      durationHours: 24 * 410,
    });
    const upcoming = await buildEvent(app, { title: 'Quagga next week', startInHours: 24 * 7 });
    const res = await post(member, '/api/event/list', { keyword: 'quagga', isActiveEvent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: { id: number }) => e.id)).toEqual([running.event.id, upcoming.event.id]);
    expect(res.json().totalItems).toBe(2);
  });

  it('answers bad input with 400', async () => {
    expect((await post(member, '/api/event/list', { size: 0 })).statusCode).toBe(400);
    expect((await post(member, '/api/event/list', { locationId: 'x' })).statusCode).toBe(400);
    expect((await post(member, '/api/event/list', { startDateFrom: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('event detail, filters, attachments, ticket prices', () => {
  it('serves the detail, docs/links and ticket prices with sold out; 404 for drafts and other tenants', async () => {
    const { event, prices } = await buildEvent(app, {
      prices: [
        { name: 'Member', amountCents: 12000, capacity: 10, sold: 10 },
        { name: 'Free', amountCents: 0 },
      ],
    });
    const detail = await get(member, `/api/Event/${event.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: event.id,
      title: event.title,
      minPrice: 0,
      soldOut: false,
      sessions: [],
    });
    const ticketsRes = await get(member, `/api/event/${event.id}/tickets`);
    expect(ticketsRes.json()).toEqual([
      {
        ticketPriceId: prices[0]!.id,
        eventId: event.id,
        name: 'Member',
        amount: 120,
        soldOut: true,
        capacity: 10,
        remaining: 0,
      },
      {
        ticketPriceId: prices[1]!.id,
        eventId: event.id,
        name: 'Free',
        amount: 0,
        soldOut: false,
        capacity: null,
        remaining: null,
      },
    ]);
    expect((await get(member, `/api/event/${event.id}/docs`)).json()).toEqual({
      attachments: [{ label: 'Programme', url: '/files/programme.pdf' }],
    });
    expect((await get(member, `/api/event/${event.id}/links`)).json().attachments[0].label).toBe('Venue');
    expect((await get(member, `/api/event/${event.id}/other`)).statusCode).toBe(400);
    expect((await get(psaMember, `/api/Event/${event.id}`)).statusCode).toBe(404);
    const draft = await buildEvent(app, { isPublished: false });
    expect((await get(member, `/api/Event/${draft.event.id}`)).statusCode).toBe(404);
  });

  it('serves types, categories, locations, whenfilter and tags of the tenant only', async () => {
    await buildType(app, 'Conference');
    await buildType(app, 'Psa only', 'psa');
    const types = (await get(member, '/api/event/types')).json() as Record<string, string>;
    expect(Object.values(types)).toContain('Conference');
    expect(Object.values(types)).not.toContain('Psa only');
    expect((await get(member, '/api/event/categories')).statusCode).toBe(200);
    expect((await get(member, '/api/event/locations')).statusCode).toBe(200);
    expect((await get(member, '/api/event/whenfilter')).json()[0].id).toBe('today');
    await buildEvent(app, { tagLabels: ['Leadership'] });
    await buildEvent(app, { tenantId: 'psa', tagLabels: ['Leaderboard'] });
    expect(
      (await get(member, '/api/tag/tags?keyword=lead')).json().map((t: { label: string }) => t.label),
    ).toEqual(['Leadership']);
  });
});

describe('tickets', () => {
  it('registers a free ticket directly and shows it in upcoming, event query and user tickets', async () => {
    const { event, prices } = await buildEvent(app);
    const res = await post(member, '/api/event/register', { ticketPriceId: prices[0]!.id, userId: memberId });
    expect(res.statusCode).toBe(200);
    const [ticket] = res.json().tickets;
    expect(ticket).toMatchObject({
      eventId: event.id,
      amount: 0,
      attendanceStatus: 'Active',
      canCancel: true,
    });
    const upcoming = (await post(member, '/api/user/upcomingevents', { page: 1, size: 20 })).json();
    expect(upcoming.registeredTickets.map((t: { ticketId: number }) => t.ticketId)).toContain(
      ticket.ticketId,
    );
    expect(
      (await post(member, '/api/user/eventquery', { eventIds: [event.id] })).json().responses[0],
    ).toEqual({
      eventId: event.id,
      response: 1,
      userTicketId: ticket.ticketId,
    });
    expect((await get(member, `/api/user/event/${event.id}/tickets`)).json()).toHaveLength(1);
    expect((await get(member, `/api/ticket/${ticket.ticketId}`)).json().event.id).toBe(event.id);
    expect((await get(other, `/api/ticket/${ticket.ticketId}`)).statusCode).toBe(404);
  });

  it('refuses paid prices (cart only), another userId, sold out, and changes nothing', async () => {
    const { prices } = await buildEvent(app, {
      prices: [{ amountCents: 5000 }, { amountCents: 0, capacity: 1, sold: 1 }],
    });
    const paid = await post(member, '/api/event/register', { ticketPriceId: prices[0]!.id });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe(EVENT_MESSAGES.paidNeedsCheckout);
    const soldOut = await post(member, '/api/event/register', { ticketPriceId: prices[1]!.id });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('No tickets left');
    expect(
      (
        await post(member, '/api/event/register', {
          ticketPriceId: prices[1]!.id,
          userId: crypto.randomUUID(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(member, '/api/event/register', { ticketPriceId: 'x' })).statusCode).toBe(400);
    expect((await post(psaMember, '/api/event/register', { ticketPriceId: prices[1]!.id })).statusCode).toBe(
      404,
    );
    const rows = await app.database.db.select().from(tickets).where(eq(tickets.ticketPriceId, prices[1]!.id));
    expect(rows).toHaveLength(0);
  });

  it('gives the last ticket to exactly one of many concurrent registrations', async () => {
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 0, capacity: 1 }] });
    const racers = await Promise.all(
      [1, 2, 3, 4].map(async (i) => {
        await buildUser(app, { email: `racer${i}@ota.test` });
        return signIn(app, `racer${i}@ota.test`);
      }),
    );
    const results = await Promise.all(
      racers.map((r) => post(r, '/api/event/register', { ticketPriceId: prices[0]!.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [price] = await app.database.db
      .select()
      .from(ticketPrices)
      .where(eq(ticketPrices.id, prices[0]!.id));
    expect(price!.sold).toBe(1);
    const rows = await app.database.db.select().from(tickets).where(eq(tickets.ticketPriceId, prices[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('cancels before the start (place freed) and refuses after the start', async () => {
    const { prices } = await buildEvent(app, { prices: [{ amountCents: 0, capacity: 1 }] });
    const ticket = (await post(member, '/api/event/register', { ticketPriceId: prices[0]!.id })).json()
      .tickets[0];
    const cancelled = await post(member, '/api/ticket/cancel', { ticketId: ticket.ticketId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      refundAmount: null,
      ticket: { attendanceStatus: 'Removed', canCancel: false },
    });
    expect((await post(member, '/api/ticket/cancel', { ticketId: ticket.ticketId })).statusCode).toBe(409);
    expect((await post(other, '/api/event/register', { ticketPriceId: prices[0]!.id })).statusCode).toBe(200);

    const started = await buildEvent(app, { startInHours: 1 });
    const t2 = (await post(member, '/api/event/register', { ticketPriceId: started.prices[0]!.id })).json()
      .tickets[0];
    await app.database.db.update(tickets).set({ createdAt: new Date() }).where(eq(tickets.id, t2.ticketId));
    const { events } = await import('../../db/schema/index');
    await app.database.db
      .update(events)
      .set({ startUtc: new Date(Date.now() - 60_000) })
      .where(eq(events.id, started.event.id));
    const late = await post(member, '/api/ticket/cancel', { ticketId: t2.ticketId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EVENT_MESSAGES.eventStarted);
    const [row] = await app.database.db.select().from(tickets).where(eq(tickets.id, t2.ticketId));
    expect(row!.attendanceStatus).toBe('Active');
    expect((await post(other, '/api/ticket/cancel', { ticketId: t2.ticketId })).statusCode).toBe(404);
  });

  it('nominates a substitute with the spec messages for bad input', async () => {
    const { prices } = await buildEvent(app);
    const ticket = (await post(member, '/api/event/register', { ticketPriceId: prices[0]!.id })).json()
      .tickets[0];
    const bad = await post(member, '/api/ticket/nominatesubstitute', {
      ticketId: ticket.ticketId,
      nomineeTitle: '',
      nomineeName: 'x'.repeat(151),
      nomineeEmail: 'nope',
      nomineeMobile: '04-12',
    });
    expect(bad.statusCode).toBe(400);
    const text = bad.body;
    for (const message of [
      EVENT_MESSAGES.nomineeTitleRequired,
      EVENT_MESSAGES.maxLength150,
      EVENT_MESSAGES.nomineeEmailInvalid,
      EVENT_MESSAGES.nomineeMobileDigits,
    ])
      expect(text).toContain(message);
    const [unchanged] = await app.database.db.select().from(tickets).where(eq(tickets.id, ticket.ticketId));
    expect(unchanged!.nominee).toBeNull();
    const ok = await post(member, '/api/ticket/nominatesubstitute', {
      ticketId: ticket.ticketId,
      nomineeTitle: 'Dr',
      nomineeName: 'Sam Lee',
      nomineeEmail: 'sam@example.com',
      nomineeMobile: '0412345678',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      ticketId: ticket.ticketId,
      attendanceStatus: 'Active',
      nominee: { nomineeName: 'Sam Lee' },
    });
    const all = await app.database.db.select().from(tickets).where(eq(tickets.ticketPriceId, prices[0]!.id));
    expect(all).toHaveLength(1);
  });

  it('keeps dietary requirements for the first tenant only', async () => {
    expect((await get(member, '/api/value/dietaryrequirements')).json()[0]).toEqual({
      id: 'vegetarian',
      label: 'Vegetarian',
    });
    expect((await get(psaMember, '/api/value/dietaryrequirements')).statusCode).toBe(404);
    expect((await get(psaMember, '/api/user/requirements')).statusCode).toBe(404);
    const saved = await post(member, '/api/user/requirements', {
      dietaryRequirements: ['vegan'],
      otherDietaryRequirement: ' no onions ',
      accessibilityRequirement: '',
    });
    expect(saved.json()).toEqual({
      dietaryRequirements: ['vegan'],
      otherDietaryRequirement: 'no onions',
      accessibilityRequirement: null,
    });
    expect((await get(member, '/api/user/requirements')).json().dietaryRequirements).toEqual(['vegan']);
    expect(
      (await post(member, '/api/user/requirements', { dietaryRequirements: ['bogus'] })).statusCode,
    ).toBe(400);
    expect((await get(member, '/api/user/requirements')).json().dietaryRequirements).toEqual(['vegan']);

    const { prices } = await buildEvent(app);
    const ticket = (await post(member, '/api/event/register', { ticketPriceId: prices[0]!.id })).json()
      .tickets[0];
    expect(ticket.dietaryRequirements).toEqual(['vegan']);
    const changed = await post(member, '/api/ticket/update', {
      ticketId: ticket.ticketId,
      dietaryRequirements: [],
      otherDietaryRequirement: 'none',
    });
    expect(changed.json()).toMatchObject({ dietaryRequirements: null, otherDietaryRequirement: 'none' });
  });
});

describe("an event card's extras", () => {
  it("carries the cheapest live price, sold out when every live price is, the caller's own ticket and favourite, and tags by label — on the list and the detail", async () => {
    const full = await buildEvent(app, {
      title: 'Quokka sold-out course',
      startInHours: 24,
      prices: [
        { amountCents: 5000, capacity: 2, sold: 2 },
        { amountCents: 1000, capacity: 5, sold: 0 },
      ],
      tagLabels: ['Zeta', 'Alpha'],
    });
    // A deleted price counts for neither the cheapest price nor "sold out".
    await app.database.db
      .update(ticketPrices)
      .set({ isDeleted: true })
      .where(eq(ticketPrices.id, full.prices[1]!.id));
    const free = await buildEvent(app, { title: 'Quokka free talk', startInHours: 25 });
    await buildUser(app, { email: 'q@ota.test' });
    const member = await signIn(app, 'q@ota.test');
    const ticket = (await post(member, '/api/event/register', { ticketPriceId: free.prices[0]!.id })).json()
      .tickets[0];
    await post(member, `/api/favourite/event/${full.event.id}`, {});

    const cards = async (who: { headers: Record<string, string> }) => {
      const res = await post(who, '/api/event/list', { keyword: 'quokka', sortField: 'eventStart' });
      expect(res.statusCode).toBe(200);
      return res.json().events as Record<string, unknown>[];
    };
    const mine = await cards(member);
    expect(mine.map((e) => e.id)).toEqual([full.event.id, free.event.id]);
    expect(mine[0]).toMatchObject({
      minPrice: 50,
      soldOut: true,
      isFavourite: true,
      userTicketId: null,
      tags: [
        { id: expect.any(Number), label: 'Alpha' },
        { id: expect.any(Number), label: 'Zeta' },
      ],
    });
    expect(mine[1]).toMatchObject({
      minPrice: 0,
      soldOut: false,
      isFavourite: false,
      userTicketId: ticket.ticketId,
      tags: [],
    });
    const theirs = await cards(other);
    expect(theirs[0]).toMatchObject({ isFavourite: false, userTicketId: null, soldOut: true });
    expect(theirs[1]).toMatchObject({ isFavourite: false, userTicketId: null });
    expect((await get(member, `/api/Event/${free.event.id}`)).json()).toMatchObject({
      userTicketId: ticket.ticketId,
      isFavourite: false,
    });
    expect((await get(member, `/api/Event/${full.event.id}`)).json()).toMatchObject({
      minPrice: 50,
      soldOut: true,
      isFavourite: true,
      tags: [{ label: 'Alpha' }, { label: 'Zeta' }],
    });
  });
});

describe('favourites', () => {
  it('adds, lists and removes favourite events', async () => {
    const { event } = await buildEvent(app);
    expect((await post(member, `/api/favourite/event/${event.id}`, {})).json()).toEqual({
      eventId: event.id,
      isFavourite: true,
    });
    expect((await post(member, `/api/favourite/event/${event.id}`, {})).statusCode).toBe(200);
    const list = (await get(member, '/api/favourite/events')).json();
    expect(list.totalItems).toBe(1);
    expect(list.events[0]).toMatchObject({ id: event.id, isFavourite: true });
    expect((await get(other, '/api/favourite/events')).json().totalItems).toBe(0);
    expect((await post(psaMember, `/api/favourite/event/${event.id}`, {})).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/api/favourite/event/${event.id}`, headers: member.headers });
    expect((await get(member, '/api/favourite/events')).json().totalItems).toBe(0);
  });
});
