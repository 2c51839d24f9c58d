/**
 * Stored event cards (issue 37, migration 0036): `event_cards` holds each event's EventSummary without the
 * caller's fields, rewritten by triggers in the transaction of every write it depends on, and
 * `POST /api/event/list` appends the caller's `userTicketId` and `isFavourite`. After each kind of write —
 * prices (sold out, held, deleted, added, removed), tag links, a tag's label, a type/category/location label,
 * the event's own columns, bulk inserts, deletes — every card of the list equals what the JavaScript presenter
 * gives (`summariesByIds`) and what the tables give (`listEventJsonBuilt`); a missing card falls back to the
 * tables; the list (a POST that reads only) keeps the remembered actors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { ZEventListResponse, type TEventSummary } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent, buildType } from '../../../test/factories/events';
import {
  eventCards,
  eventCategories,
  eventLocations,
  eventTagLinks,
  eventTags,
  eventTypes,
  events,
  ticketPrices,
  tickets,
} from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { toDollars } from '../../lib/money';
import { summariesByIds } from './events.service';
import { listEventJson, listEventJsonBuilt } from './event-list.repository';
import type { ListEventJson } from './event-list.repository';
import { ZEventListBody } from '@portal/contracts';

/** The cards of a list page ({@link ListEventJson}: JSON texts joined by commas), parsed. */
const cardsOf = (page: ListEventJson) => JSON.parse(`[${page.cards}]`) as { id: number }[];

let app: FastifyInstance;
let member: { headers: Record<string, string> };
let memberId: string;

beforeAll(async () => {
  app = await buildTestApp();
  memberId = (await buildUser(app, { email: 'cards@ota.test' })).id;
  member = await signIn(app, 'cards@ota.test');
});
afterAll(async () => app.close());

const listBody = (keyword: string) => ({ keyword, isActiveEvent: true, size: 50 });

/** The list's cards for `keyword` (through HTTP, parsed with the contract). */
async function listCards(keyword: string): Promise<TEventSummary[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: member.headers,
    payload: listBody(keyword),
  });
  expect(res.statusCode).toBe(200);
  const answer = ZEventListResponse.parse(res.json());
  expect(answer.data.events).toEqual(answer.events);
  return answer.events;
}

/**
 * Every listed card of `keyword` equals the presenter's and the tables' answer; the listed ids are `ids`, in
 * start order. @returns the cards by id.
 */
async function expectCardsCurrent(keyword: string, ids: number[]): Promise<Map<number, TEventSummary>> {
  const cards = await listCards(keyword);
  expect(cards.map((c) => c.id)).toEqual(ids);
  const scope = tenantScope(app.database.db, 'ota');
  const presented = await summariesByIds({ scope }, ids, memberId);
  for (const card of cards) expect(card).toEqual(presented.get(card.id));
  const body = ZEventListBody.parse(listBody(keyword));
  const stored = await listEventJson(scope, body, memberId);
  const built = await listEventJsonBuilt(scope, body, memberId);
  expect(stored.totalItems).toBe(built.totalItems);
  expect(cardsOf(stored)).toEqual(cardsOf(built));
  return new Map(cards.map((c) => [c.id, c]));
}

describe('stored event cards (migration 0036)', () => {
  it('follow every write they depend on: prices, tags, labels, the event, inserts and deletes', async () => {
    const db = app.database.db;
    const typeId = await buildType(app, 'Quoll type');
    const [category] = await db
      .insert(eventCategories)
      .values({ tenantId: 'ota', label: 'Quoll category' })
      .returning();
    const [location] = await db
      .insert(eventLocations)
      .values({ tenantId: 'ota', label: 'Quoll hall' })
      .returning();
    const a = await buildEvent(app, {
      title: 'Quoll alpha',
      startInHours: 24,
      typeId,
      categoryId: category!.id,
      locationId: location!.id,
      tagLabels: ['Quoll b', 'Quoll a'],
      prices: [{ amountCents: 12150, capacity: 2, sold: 1 }, { amountCents: 1999 }],
    });
    const b = await buildEvent(app, {
      title: 'Quoll beta "quoted" \\ ünïcode',
      startInHours: 48,
      prices: [{ amountCents: 500, capacity: 1, sold: 1 }],
    });
    const ids = [a.event.id, b.event.id];
    let cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)).toMatchObject({ minPrice: 19.99, soldOut: false, type: 'Quoll type' });
    expect(cards.get(a.event.id)!.tags.map((t) => t.label)).toEqual(['Quoll a', 'Quoll b']);
    expect(cards.get(b.event.id)).toMatchObject({ minPrice: 5, soldOut: true, tags: [] });

    // Prices: the cheap one deleted (soft), the other one sold out by a sale, then held seats.
    await db.update(ticketPrices).set({ isDeleted: true }).where(eq(ticketPrices.id, a.prices[1]!.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)).toMatchObject({ minPrice: 121.5, soldOut: false });
    await db.update(ticketPrices).set({ sold: 2 }).where(eq(ticketPrices.id, a.prices[0]!.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)!.soldOut).toBe(true);
    await db.update(ticketPrices).set({ sold: 1, held: 1 }).where(eq(ticketPrices.id, a.prices[0]!.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)!.soldOut).toBe(true);
    await db.update(ticketPrices).set({ held: 0 }).where(eq(ticketPrices.id, a.prices[0]!.id));
    // A price added, then every price of b removed (no price: no minimum, not sold out).
    await db
      .insert(ticketPrices)
      .values({ tenantId: 'ota', eventId: a.event.id, name: 'Student', amountCents: 1 });
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)).toMatchObject({ minPrice: 0.01, soldOut: false });
    await db.delete(ticketPrices).where(eq(ticketPrices.eventId, b.event.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(b.event.id)).toMatchObject({ minPrice: null, soldOut: false });

    // Tags: a link added and one removed, then a tag renamed (its order among the labels changes).
    const [tagA] = await db.select().from(eventTags).where(eq(eventTags.label, 'Quoll a'));
    await db.insert(eventTagLinks).values({ tenantId: 'ota', eventId: b.event.id, tagId: tagA!.id });
    await db.delete(eventTagLinks).where(eq(eventTagLinks.eventId, a.event.id));
    await db.insert(eventTagLinks).values({ tenantId: 'ota', eventId: a.event.id, tagId: tagA!.id });
    const [tagB] = await db.select().from(eventTags).where(eq(eventTags.label, 'Quoll b'));
    await db.insert(eventTagLinks).values({ tenantId: 'ota', eventId: a.event.id, tagId: tagB!.id });
    await db.update(eventTags).set({ label: 'Quoll 0 renamed' }).where(eq(eventTags.id, tagB!.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)!.tags.map((t) => t.label)).toEqual(['Quoll 0 renamed', 'Quoll a']);
    expect(cards.get(b.event.id)!.tags.map((t) => t.label)).toEqual(['Quoll a']);

    // Lookup labels renamed.
    await db.update(eventTypes).set({ label: 'Quoll type 2' }).where(eq(eventTypes.id, typeId));
    await db
      .update(eventCategories)
      .set({ label: 'Quoll cat 2' })
      .where(eq(eventCategories.id, category!.id));
    await db.update(eventLocations).set({ label: 'Quoll hall 2' }).where(eq(eventLocations.id, location!.id));
    cards = await expectCardsCurrent('quoll', ids);
    expect(cards.get(a.event.id)).toMatchObject({
      type: 'Quoll type 2',
      category: 'Quoll cat 2',
      location: 'Quoll hall 2',
    });

    // The event's own columns: title, times, CPD, lookups cleared; b moves before a.
    const start = new Date(Date.now() + 3600_000);
    await db
      .update(events)
      .set({
        title: 'Quoll beta moved',
        shortDesc: null,
        startUtc: start,
        endUtc: new Date(start.getTime() + 1800_000),
        startLocal: 'x-start',
        endLocal: 'x-end',
        isCpd: true,
        listingImg: '/files/q.png',
      })
      .where(eq(events.id, b.event.id));
    await db.update(events).set({ typeId: null, categoryId: null }).where(eq(events.id, a.event.id));
    cards = await expectCardsCurrent('quoll', [b.event.id, a.event.id]);
    expect(cards.get(b.event.id)).toMatchObject({ title: 'Quoll beta moved', isCpd: true, shortDesc: null });
    expect(cards.get(a.event.id)).toMatchObject({ type: null, typeId: null, category: null });

    // The caller's fields: a ticket and a favourite are the member's own, per request.
    await db.insert(tickets).values({
      tenantId: 'ota',
      eventId: a.event.id,
      ticketPriceId: a.prices[0]!.id,
      userId: memberId,
      ticketNumber: 'Q-1',
      amountCents: 12150,
    });
    await app.inject({ method: 'POST', url: `/api/favourite/event/${b.event.id}`, headers: member.headers });
    cards = await expectCardsCurrent('quoll', [b.event.id, a.event.id]);
    expect(cards.get(a.event.id)!.userTicketId).not.toBeNull();
    expect(cards.get(b.event.id)!.isFavourite).toBe(true);

    // A bulk insert (one statement, as seeds and imports do), then a delete: the card goes with the event.
    const bulk = await db
      .insert(events)
      .values(
        [3, 4, 5].map((h) => {
          const s = new Date(Date.now() + h * 24 * 3600_000);
          return {
            tenantId: 'ota' as const,
            title: `Quoll bulk ${h}`,
            searchText: `quoll bulk ${h}`,
            startUtc: s,
            endUtc: new Date(s.getTime() + 3600_000),
            startLocal: 'l',
            startTimeZone: 'UTC',
            endLocal: 'l',
            endTimeZone: 'UTC',
            isPublished: true,
          };
        }),
      )
      .returning({ id: events.id });
    const bulkIds = bulk.map((r) => r.id);
    await expectCardsCurrent('quoll', [b.event.id, a.event.id, ...bulkIds]);
    await db.delete(events).where(eq(events.id, bulkIds[0]!));
    await expectCardsCurrent('quoll', [b.event.id, a.event.id, ...bulkIds.slice(1)]);
    expect(await db.select().from(eventCards).where(eq(eventCards.eventId, bulkIds[0]!))).toEqual([]);
    const stored = await db
      .select()
      .from(eventCards)
      .where(inArray(eventCards.eventId, bulkIds.slice(1)));
    expect(stored.map((r) => r.tenantId)).toEqual(['ota', 'ota']);
  });

  it('a page with a missing card is built from the tables, the same answer', async () => {
    const db = app.database.db;
    const e = await buildEvent(app, {
      title: 'Bilby lone',
      tagLabels: ['Bilby'],
      prices: [{ amountCents: 4200 }],
    });
    const before = await expectCardsCurrent('bilby', [e.event.id]);
    await db.delete(eventCards).where(eq(eventCards.eventId, e.event.id));
    const after = await expectCardsCurrent('bilby', [e.event.id]);
    expect(after).toEqual(before);
    expect(after.get(e.event.id)!.minPrice).toBe(42);
  });

  it('writes prices in dollars as toDollars does (to_json of cents / 100)', async () => {
    const cents = [0, 1, 5, 7, 10, 29, 99, 100, 101, 333, 1999, 12150, 33333, 99999, 123456789];
    const result = (await app.database.db.execute(
      sql`select c, to_json(c::float8 / 100)::text as json from unnest(${sql.raw(
        `array[${cents.join(',')}]::int[]`,
      )}) as c`,
    )) as unknown as { rows: { c: number; json: string }[] };
    expect(result.rows).toHaveLength(cents.length);
    for (const row of result.rows) expect(row.json).toBe(JSON.stringify(toDollars(Number(row.c))));
  });

  it('the list, a POST that only reads, keeps the remembered actors; another POST forgets them', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/account', headers: member.headers });
    expect(app.actors.size).toBeGreaterThan(0);
    await listCards('nothing matches this');
    expect(app.actors.size).toBeGreaterThan(0);
    await app.inject({ method: 'POST', url: '/api/favourite/event/987654321', headers: member.headers });
    expect(app.actors.size).toBe(0);
  });
});
