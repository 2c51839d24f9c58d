/**
 * API tests of the waitlists (issue 38 point 3; docs/waitlists.md), on PostgreSQL in CI: join only when sold
 * out, places, leave and rejoin goes to the end; a cancellation offers the first in line (notification type 17
 * and e-mail through the outbox) and holds the seat against everyone else; the last-seat race of 20 members
 * gives one ticket, the offered member's; concurrent cancellations never double-offer; decline and an expired
 * hold pass on; a capacity raise by 2 offers 2; a paid claim through the cart and the hosted checkout; staff
 * list, reorder and remove; permissions and tenants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ActivityType, WAITLIST_MESSAGES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, lastMail, signIn } from '../../../test/factories/users';
import { buildEvent } from '../../../test/factories/events';
import { outbox, ticketPrices, tickets, waitlistEntries } from '../../db/schema/index';
import { HOLD_END_TOPIC } from './waitlist-offers';

let app: FastifyInstance;
type Who = { headers: Record<string, string>; id: string; email: string };
let admin: Who;
let psaAdmin: Who;
const members: Who[] = [];

async function person(email: string, role: 0 | 1 = 0, tenantId: 'ota' | 'psa' = 'ota'): Promise<Who> {
  const user = await buildUser(app, { email, role, tenantId, firstName: email.split('@')[0]! });
  const session = await signIn(app, email, tenantId);
  return { headers: session.headers, id: user.id, email };
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await person('admin@ota.test', 1);
  psaAdmin = await person('admin@psa.test', 1, 'psa');
  for (let i = 0; i < 22; i++) members.push(await person(`m${i}@ota.test`));
});
afterAll(async () => app.close());

const post = (who: Who, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
const db = () => app.database.db;

/** A published event whose one price (free unless `amountCents`) is sold out at `capacity`. */
async function soldOut(capacity = 1, amountCents = 0) {
  const { event, prices } = await buildEvent(app, { prices: [{ amountCents, capacity, sold: 0 }] });
  const price = prices[0]!;
  // Real tickets, so that cancelling one frees a place.
  const holders = members.slice(12, 12 + capacity);
  const ticketIds: number[] = [];
  for (const holder of holders) {
    if (amountCents === 0) {
      const res = await post(holder, '/api/event/register', { ticketPriceId: price.id, quantity: 1 });
      expect(res.statusCode).toBe(200);
      ticketIds.push(res.json().tickets[0].ticketId);
    } else {
      const [row] = await db()
        .insert(tickets)
        .values({
          tenantId: 'ota',
          eventId: event.id,
          ticketPriceId: price.id,
          userId: holder.id,
          ticketNumber: `T-${Math.random()}`,
          amountCents,
        })
        .returning();
      await db()
        .update(ticketPrices)
        .set({ sold: sql`${ticketPrices.sold} + 1` })
        .where(eq(ticketPrices.id, price.id));
      ticketIds.push(row!.id);
    }
  }
  return { event, price, holders, ticketIds };
}

const join = (who: Who, ticketPriceId: number) => post(who, '/api/waitlist/join', { ticketPriceId });
const mine = async (who: Who, eventId: number) =>
  (await get(who, `/api/event/${eventId}/waitlist`)).json().entries;
const cancel = (who: Who, ticketId: number) => post(who, '/api/ticket/cancel', { ticketId });
const priceRow = async (id: number) =>
  (await db().select().from(ticketPrices).where(eq(ticketPrices.id, id)))[0]!;
const statuses = async (ticketPriceId: number) =>
  (
    await db()
      .select({ userId: waitlistEntries.userId, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.ticketPriceId, ticketPriceId))
      .orderBy(waitlistEntries.id)
  ).map((row) => `${members.findIndex((m) => m.id === row.userId)}:${row.status}`);

describe('joining and leaving', () => {
  it('joins only a sold-out price, shows places, refuses twice, and a rejoin goes to the end', async () => {
    const { event: open, prices } = await buildEvent(app, { prices: [{ amountCents: 0, capacity: 5 }] });
    const refused = await join(members[0]!, prices[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WAITLIST_MESSAGES.notSoldOut);
    expect(await mine(members[0]!, open.id)).toEqual([]);

    const { event, price } = await soldOut();
    expect((await join(members[0]!, price.id)).json()).toEqual({
      ticketPriceId: price.id,
      status: 'waiting',
      place: 1,
      holdUntil: null,
    });
    expect((await join(members[1]!, price.id)).json().place).toBe(2);
    expect((await join(members[2]!, price.id)).json().place).toBe(3);
    expect((await join(members[1]!, price.id)).json().message).toBe(WAITLIST_MESSAGES.alreadyOnWaitlist);

    expect((await post(members[0]!, '/api/waitlist/leave', { ticketPriceId: price.id })).statusCode).toBe(
      200,
    );
    expect((await mine(members[1]!, event.id))[0].place).toBe(1);
    expect((await join(members[0]!, price.id)).json().place).toBe(3);
    expect((await post(members[3]!, '/api/waitlist/leave', { ticketPriceId: price.id })).statusCode).toBe(
      404,
    );
    expect((await post(members[1]!, '/api/waitlist/decline', { ticketPriceId: price.id })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 on bad input, 404 for another tenant, 401 without a token', async () => {
    const { event, price } = await soldOut();
    expect((await post(members[0]!, '/api/waitlist/join', { ticketPriceId: 'x' })).statusCode).toBe(400);
    expect((await post(psaAdmin, '/api/waitlist/join', { ticketPriceId: price.id })).statusCode).toBe(404);
    expect((await get(psaAdmin, `/api/event/${event.id}/waitlist`)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/waitlist/join',
      payload: { ticketPriceId: price.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      await db().select().from(waitlistEntries).where(eq(waitlistEntries.ticketPriceId, price.id)),
    ).toEqual([]);
  });
});

describe('offers', () => {
  it('a cancellation offers the seat to the first in line, held against everyone else', async () => {
    const { event, price, holders, ticketIds } = await soldOut(1);
    await join(members[0]!, price.id);
    await join(members[1]!, price.id);
    expect((await cancel(holders[0]!, ticketIds[0]!)).statusCode).toBe(200);
    await app.outbox.settle();

    const [offer] = await mine(members[0]!, event.id);
    expect(offer.status).toBe('offered');
    const hold = new Date(offer.holdUntil).getTime() - Date.now();
    expect(hold).toBeGreaterThan(23.9 * 3600_000);
    expect(hold).toBeLessThanOrEqual(24 * 3600_000);
    expect((await mine(members[1]!, event.id))[0]).toMatchObject({ status: 'waiting', place: 1 });
    expect((await priceRow(price.id)).held).toBe(1);

    const bell = (await get(members[0]!, '/api/v1/community/notification')).json().notifications;
    expect(bell[0]).toMatchObject({
      activityType: ActivityType.WaitlistOffer,
      event: { id: event.id, title: event.title, holdUntil: offer.holdUntil },
    });
    const mail = await lastMail(app, members[0]!.email);
    expect(mail?.subject).toBe(WAITLIST_MESSAGES.offerSubject(event.title));
    expect(mail?.text).toContain(`/events/${event.id}?waitlist=${price.id}`);

    // Everyone else sees the price sold out, and cannot register or put it in a cart.
    const seen = (await get(members[5]!, `/api/event/${event.id}/tickets`)).json();
    expect(seen[0]).toMatchObject({ soldOut: true, remaining: 0 });
    expect(
      (await post(members[5]!, '/api/event/register', { ticketPriceId: price.id, quantity: 1 })).statusCode,
    ).toBe(409);
    const { cartId } = (await post(members[5]!, '/api/cart/new')).json();
    expect(
      (await post(members[5]!, '/api/cart/additem', { cartId, itemPriceId: price.id, quantity: 1 }))
        .statusCode,
    ).toBe(409);

    // The offered member claims it: a ticket, the entry claimed, nothing held.
    const claimed = await post(members[0]!, '/api/event/register', { ticketPriceId: price.id, quantity: 1 });
    expect(claimed.statusCode).toBe(200);
    expect(await statuses(price.id)).toEqual(['0:claimed', '1:waiting']);
    expect(await priceRow(price.id)).toMatchObject({ sold: 1, held: 0 });
  });

  it('20 concurrent attempts at the one freed seat give exactly one ticket, the offered member’s', async () => {
    const { price, holders, ticketIds } = await soldOut(1);
    await join(members[0]!, price.id);
    await cancel(holders[0]!, ticketIds[0]!);
    // The offered member starts last: the 19 others reach the price's lock first and must all be refused.
    const racers = [...members.slice(1, 12), ...members.slice(13, 21), members[0]!];
    expect(racers).toHaveLength(20);
    const answers = await Promise.all(
      racers.map((who) => post(who, '/api/event/register', { ticketPriceId: price.id, quantity: 1 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.at(-1)!.statusCode).toBe(200);
    const active = await db()
      .select({ userId: tickets.userId })
      .from(tickets)
      .where(and(eq(tickets.ticketPriceId, price.id), eq(tickets.attendanceStatus, 'Active')));
    expect(active).toEqual([{ userId: members[0]!.id }]);
    expect(await priceRow(price.id)).toMatchObject({ sold: 1, held: 0, capacity: 1 });
  });

  it('concurrent cancellations offer each freed seat once, in line order', async () => {
    const { price, holders, ticketIds } = await soldOut(5);
    for (const who of members.slice(0, 8)) await join(who, price.id);
    const answers = await Promise.all(holders.map((h, i) => cancel(h, ticketIds[i]!)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await priceRow(price.id)).toMatchObject({ sold: 0, held: 5 });
    expect(await statuses(price.id)).toEqual([
      '0:offered',
      '1:offered',
      '2:offered',
      '3:offered',
      '4:offered',
      '5:waiting',
      '6:waiting',
      '7:waiting',
    ]);
  });

  it('a declined offer passes on at once; an expired hold passes to the next member', async () => {
    const { event, price, holders, ticketIds } = await soldOut(1);
    for (const who of members.slice(0, 3)) await join(who, price.id);
    await cancel(holders[0]!, ticketIds[0]!);
    expect((await post(members[0]!, '/api/waitlist/decline', { ticketPriceId: price.id })).statusCode).toBe(
      200,
    );
    expect(await statuses(price.id)).toEqual(['0:declined', '1:offered', '2:waiting']);
    await app.outbox.settle();

    // The hold of member 1 ends: its outbox row is due, and the worker expires it and offers the next.
    await db()
      .update(waitlistEntries)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(and(eq(waitlistEntries.ticketPriceId, price.id), eq(waitlistEntries.status, 'offered')));
    await db()
      .update(outbox)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.topic, HOLD_END_TOPIC));
    await app.outbox.settle();
    expect(await statuses(price.id)).toEqual(['0:declined', '1:expired', '2:offered']);
    expect((await priceRow(price.id)).held).toBe(1);
    // The expired member may no longer take it; the offered one may.
    expect(
      (await post(members[1]!, '/api/event/register', { ticketPriceId: price.id, quantity: 1 })).statusCode,
    ).toBe(409);
    expect((await mine(members[2]!, event.id))[0].status).toBe('offered');

    // A hold's row that comes due before the hold ends (hold extended) changes nothing.
    await app.outbox.settle();
    expect(await statuses(price.id)).toEqual(['0:declined', '1:expired', '2:offered']);
  });

  it('a capacity raise by 2 offers 2 seats; hold length comes from the price', async () => {
    const created = await post(
      admin,
      '/api/admin/events',
      eventInput([{ name: 'Seat', amount: 0, capacity: 1, holdHours: 2 }]),
    );
    expect(created.statusCode).toBe(201);
    const event = created.json();
    const priceId = event.ticketPrices[0].ticketPriceId;
    expect(event.ticketPrices[0]).toMatchObject({ holdHours: 2, held: 0, sold: 0 });
    expect(
      (await post(members[12]!, '/api/event/register', { ticketPriceId: priceId, quantity: 1 })).statusCode,
    ).toBe(200);
    for (const who of members.slice(0, 3)) await join(who, priceId);

    const raised = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: admin.headers,
      payload: eventInput([{ ticketPriceId: priceId, name: 'Seat', amount: 0, capacity: 3, holdHours: 2 }]),
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().ticketPrices[0]).toMatchObject({ sold: 1, held: 2, remaining: 0, soldOut: true });
    expect(await statuses(priceId)).toEqual(['0:offered', '1:offered', '2:waiting']);
    const [offer] = await mine(members[0]!, event.id);
    expect(new Date(offer.holdUntil).getTime() - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    expect(new Date(offer.holdUntil).getTime() - Date.now()).toBeGreaterThan(1.9 * 3600_000);

    // Capacity may not go below sold + held.
    const lowered = await app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: admin.headers,
      payload: eventInput([{ ticketPriceId: priceId, name: 'Seat', amount: 0, capacity: 2, holdHours: 2 }]),
    });
    expect(lowered.statusCode).toBe(400);
  });

  it('a paid offer is claimed through the cart and the hosted checkout', async () => {
    const { event, price, holders, ticketIds } = await soldOut(1, 5000);
    await join(members[0]!, price.id);
    await cancel(holders[0]!, ticketIds[0]!);
    const { cartId } = (await post(members[0]!, '/api/cart/new')).json();
    expect(
      (await post(members[0]!, '/api/cart/additem', { cartId, itemPriceId: price.id, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const { checkoutUrl } = (await post(members[0]!, '/api/cart/checkout', { cartId })).json();
    const paid = await app.inject({
      method: 'POST',
      url: `${checkoutUrl}/pay`,
      headers: { host: 'ota.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.headers.location).toMatch(new RegExp(`^/events/${event.id}\\?checkout=success`));
    expect(await statuses(price.id)).toEqual(['0:claimed']);
    expect(await priceRow(price.id)).toMatchObject({ sold: 1, held: 0 });
  });
});

describe('staff', () => {
  it('lists in order, moves up and down, removes (a held seat passes on); members get 403', async () => {
    const { event, price, holders, ticketIds } = await soldOut(1);
    for (const who of members.slice(0, 4)) await join(who, price.id);
    await cancel(holders[0]!, ticketIds[0]!);
    const list = async () =>
      (await get(admin, `/api/admin/events/${event.id}/waitlist`)).json().prices[0].entries as {
        id: number;
        firstName: string;
        status: string;
        place: number | null;
      }[];
    let entries = await list();
    expect(entries.map((e) => [e.firstName, e.status, e.place])).toEqual([
      ['m0', 'offered', null],
      ['m1', 'waiting', 1],
      ['m2', 'waiting', 2],
      ['m3', 'waiting', 3],
    ]);
    const move = (id: number, direction: 'up' | 'down') =>
      post(admin, `/api/admin/waitlist/${id}/move`, { direction });
    expect((await move(entries[3]!.id, 'up')).statusCode).toBe(200);
    expect((await move(entries[1]!.id, 'down')).statusCode).toBe(200);
    expect((await move(entries[0]!.id, 'down')).statusCode).toBe(409);
    entries = await list();
    expect(entries.map((e) => e.firstName)).toEqual(['m0', 'm3', 'm1', 'm2']);
    expect((await mine(members[3]!, event.id))[0].place).toBe(1);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/waitlist/${entries[0]!.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    entries = await list();
    expect(entries.map((e) => [e.firstName, e.status])).toEqual([
      ['m3', 'offered'],
      ['m1', 'waiting'],
      ['m2', 'waiting'],
      ['m0', 'removed'],
    ]);

    expect((await get(members[0]!, `/api/admin/events/${event.id}/waitlist`)).statusCode).toBe(403);
    expect(
      (await post(members[0]!, `/api/admin/waitlist/${entries[1]!.id}/move`, { direction: 'up' })).statusCode,
    ).toBe(403);
    expect((await get(psaAdmin, `/api/admin/events/${event.id}/waitlist`)).statusCode).toBe(404);
    expect(
      (await post(psaAdmin, `/api/admin/waitlist/${entries[1]!.id}/move`, { direction: 'up' })).statusCode,
    ).toBe(404);
    expect(
      (await post(admin, `/api/admin/waitlist/${entries[1]!.id}/move`, { direction: 'left' })).statusCode,
    ).toBe(400);
  });
});

/** A minimal admin event body (published, a month ahead) with the given prices. */
function eventInput(ticketPrices: object[]) {
  const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  return {
    title: 'Waitlist workshop',
    shortDesc: 'Limited seats',
    startDateTime: `${day}T09:00`,
    startTimeZone: 'UTC',
    endDateTime: `${day}T17:00`,
    endTimeZone: 'UTC',
    ticketPrices,
    isPublished: true,
  };
}
