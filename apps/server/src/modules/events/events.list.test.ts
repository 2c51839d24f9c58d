/**
 * The event list as JSON written by PostgreSQL (issue 37, `listEventJson`): the answer parses with the contract
 * (`ZEventListResponse`) and each card equals what the JavaScript presenter gives for the same event and member
 * (`summariesByIds`: labels, tags, cheapest live price, sold out, the member's ticket and favourite); the count
 * stops at `eventCountBound` and the pager can still move on; `dollarsSql` writes what `toDollars` gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { eventCountBound, ZEvent, ZEventListResponse } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildEvent, buildType } from '../../../test/factories/events';
import { eventCategories, eventLocations, events, ticketPrices, tickets } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { dollarsSql, toDollars } from '../../lib/money';
import { presentTicketPrice } from './events.presenter';
import { getEvent, summariesByIds } from './events.service';

let app: FastifyInstance;
let member: { headers: Record<string, string> };
let memberId: string;

beforeAll(async () => {
  app = await buildTestApp();
  memberId = (await buildUser(app, { email: 'list@ota.test' })).id;
  member = await signIn(app, 'list@ota.test');
});
afterAll(async () => app.close());

const list = async (body: object) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: member.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return ZEventListResponse.parse(res.json());
};

describe('POST /api/event/list as JSON from PostgreSQL', () => {
  it('answers, card for card, what the JavaScript presenter gives (contract parse, flags, prices, labels)', async () => {
    const db = app.database.db;
    const typeId = await buildType(app, 'Okapi workshop');
    const [category] = await db
      .insert(eventCategories)
      .values({ tenantId: 'ota', label: 'Okapi category' })
      .returning();
    const [location] = await db
      .insert(eventLocations)
      .values({ tenantId: 'ota', label: 'Okapi hall' })
      .returning();
    // A table of price cases: cheapest live price, every live price sold out (or not), deleted prices ignored.
    const cases = [
      { prices: [{ amountCents: 12150, capacity: 10, sold: 10 }, { amountCents: 1999 }] },
      { prices: [{ amountCents: 5000, capacity: 5, sold: 5 }] },
      {
        prices: [
          { amountCents: 700, capacity: 3, sold: 4 },
          { amountCents: 0, capacity: 1, sold: 1 },
        ],
      },
      { prices: [{ amountCents: 0 }] },
      { prices: [{ amountCents: 33333, capacity: 2, sold: 1 }] },
      { prices: [{ amountCents: 1, capacity: 1, sold: 1 }, { amountCents: 99 }], deleteSecond: true },
    ];
    const built = [];
    for (const [i, c] of cases.entries())
      built.push(
        await buildEvent(app, {
          title: `Okapi event ${i}`,
          startInHours: 24 * (i + 1),
          typeId: i % 2 ? typeId : null,
          categoryId: i % 3 ? category!.id : null,
          locationId: i % 2 ? null : location!.id,
          tagLabels: i % 2 ? ['Okapi b', 'Okapi a'] : [],
          prices: c.prices,
        }),
      );
    await db
      .update(ticketPrices)
      .set({ isDeleted: true })
      .where(eq(ticketPrices.id, built[5]!.prices[1]!.id));
    await app.inject({
      method: 'POST',
      url: `/api/favourite/event/${built[1]!.event.id}`,
      headers: member.headers,
    });
    await db.insert(tickets).values([
      {
        tenantId: 'ota',
        eventId: built[2]!.event.id,
        ticketPriceId: built[2]!.prices[0]!.id,
        userId: memberId,
        ticketNumber: 'T-1',
        amountCents: 700,
      },
      {
        tenantId: 'ota',
        eventId: built[2]!.event.id,
        ticketPriceId: built[2]!.prices[0]!.id,
        userId: memberId,
        ticketNumber: 'T-2',
        amountCents: 700,
        attendanceStatus: 'Removed',
      },
    ]);

    const answer = await list({ keyword: 'okapi event', isActiveEvent: true });
    expect(answer.totalItems).toBe(cases.length);
    expect(answer.data).toEqual({ events: answer.events, totalItems: answer.totalItems });
    expect(answer.events.map((e) => e.id)).toEqual(built.map((b) => b.event.id));
    const scope = tenantScope(db, 'ota');
    const presented = await summariesByIds(
      { scope },
      built.map((b) => b.event.id),
      memberId,
    );
    for (const card of answer.events) expect(card).toEqual(presented.get(card.id));
    // The flags against their JavaScript rules: sold out = every live price sold out (presentTicketPrice).
    for (const [i, b] of built.entries()) {
      const live = b.prices.filter((_, k) => !(cases[i]!.deleteSecond && k === 1));
      const card = answer.events[i]!;
      expect(card.soldOut).toBe(live.length > 0 && live.every((p) => presentTicketPrice(p).soldOut));
      expect(card.minPrice).toBe(toDollars(Math.min(...live.map((p) => p.amountCents))));
    }
    expect(answer.events[1]!.isFavourite).toBe(true);
    expect(answer.events[2]!.userTicketId).not.toBeNull();
    expect(answer.events[1]!.tags.map((t) => t.label)).toEqual(['Okapi a', 'Okapi b']);
    // Sorted by title, descending, and a later page.
    const byTitle = await list({
      keyword: 'okapi event',
      sortField: 'title',
      sortOrder: 'desc',
      size: 2,
      page: 2,
    });
    expect(byTitle.events.map((e) => e.title)).toEqual(['Okapi event 3', 'Okapi event 2']);
    expect(byTitle.totalItems).toBe(cases.length);
  });

  it('counts up to eventCountBound and answers bound + 1 beyond it; a deeper page counts further', async () => {
    const start = Date.now() + 24 * 3600_000;
    const n = 215;
    await app.database.db.insert(events).values(
      Array.from({ length: n }, (_, i) => {
        const s = new Date(start + i * 60_000);
        const e = new Date(s.getTime() + 3600_000);
        return {
          tenantId: 'ota' as const,
          title: `Numbat ${i}`,
          searchText: `numbat ${i}`,
          startUtc: s,
          endUtc: e,
          startLocal: s.toISOString().slice(0, 19),
          startTimeZone: 'UTC',
          endLocal: e.toISOString().slice(0, 19),
          endTimeZone: 'UTC',
          isPublished: true,
        };
      }),
    );
    const bound = eventCountBound(1, 20);
    expect(bound).toBeLessThan(n);
    const first = await list({ keyword: 'numbat', isActiveEvent: true });
    expect(first.events).toHaveLength(20);
    expect(first.totalItems).toBe(bound + 1);
    expect(first.data.totalItems).toBe(bound + 1);
    // Two pages past the page asked for are always counted: page 10 of 20 counts to 240, so exactly.
    expect(eventCountBound(10, 20)).toBeGreaterThan(n);
    expect((await list({ keyword: 'numbat', page: 10 })).totalItems).toBe(n);
    // The last page, and a page past the end (no row to carry the count: counted on its own).
    const last = await list({ keyword: 'numbat', page: 11 });
    expect(last.events.map((e) => e.title)).toEqual(
      Array.from({ length: n - 200 }, (_, i) => `Numbat ${200 + i}`),
    );
    expect(last.totalItems).toBe(n);
    const past = await list({ keyword: 'numbat', page: 30 });
    expect(past.events).toEqual([]);
    expect(past.totalItems).toBe(n);
    expect((await list({ keyword: 'no such numbat' })).totalItems).toBe(0);
  });
});

describe('GET /api/Event/{id} as JSON from PostgreSQL', () => {
  it('answers what the JavaScript path (getEvent) gives, every field, and 404 for drafts and unknown ids', async () => {
    const db = app.database.db;
    const single = await buildEvent(app, {
      title: 'Wombat single click',
      prices: [{ amountCents: 2500, capacity: 4, sold: 4 }, { amountCents: 1250 }],
      tagLabels: ['Wombat'],
    });
    const [first] = single.prices;
    // Display order puts the second price first: the single-click price is the first live one in that order.
    await db.update(ticketPrices).set({ sortOrder: 5 }).where(eq(ticketPrices.id, first!.id));
    await db
      .update(events)
      .set({
        content: '<p>Wombat <b>content</b> &amp; more</p>',
        externalUrl: 'https://example.org/wombat',
        isSingleClickRegistration: true,
        isCpd: true,
        cpdDetails: { 'CPD hours': '3', Domain: 'Practice' },
        sessions: [
          {
            title: 'Day 1',
            startDateTime: '2027-01-01T09:00:00',
            startTimeZone: 'Australia/Sydney',
            endDateTime: '2027-01-01T17:00:00',
            endTimeZone: 'Australia/Sydney',
          },
        ],
        presenters: [
          { name: 'Dr W', role: null, profileImageUrl: '/files/w.png', profileDesc: 'Ünïcode "quoted"' },
        ],
        canEnrolLayout: [{ canEnrolTitle: 'Who', canEnrolImageUrl: null }],
        coursesLayout: [{ courseTitle: 'Course', courseDesc: null, courseImageUrl: null }],
        sponsorContent: 'Sponsor',
      })
      .where(eq(events.id, single.event.id));
    const plain = await buildEvent(app, { title: 'Wombat plain' });
    await app.inject({
      method: 'POST',
      url: `/api/favourite/event/${plain.event.id}`,
      headers: member.headers,
    });
    const draft = await buildEvent(app, { title: 'Wombat draft', isPublished: false });
    const scope = tenantScope(db, 'ota');
    for (const { event } of [single, plain]) {
      const res = await app.inject({ method: 'GET', url: `/api/Event/${event.id}`, headers: member.headers });
      expect(res.statusCode).toBe(200);
      const answer = ZEvent.parse(res.json());
      expect(res.json()).toEqual(answer);
      expect(answer).toEqual(await getEvent({ scope }, event.id, memberId));
    }
    const res = await app.inject({
      method: 'GET',
      url: `/api/event/${single.event.id}`,
      headers: member.headers,
    });
    expect(res.json()).toMatchObject({
      singleClickTicketPriceId: single.prices[1]!.id,
      minPrice: 12.5,
      soldOut: false,
    });
    for (const id of [draft.event.id, 987654321])
      expect(
        (await app.inject({ method: 'GET', url: `/api/Event/${id}`, headers: member.headers })).statusCode,
      ).toBe(404);
  });
});

describe('dollarsSql, the SQL twin of toDollars', () => {
  it('writes in JSON exactly what toDollars gives, over a table of cents', async () => {
    const cents = [0, 1, 5, 7, 10, 29, 99, 100, 101, 333, 1999, 12150, 33333, 99999, 123456789];
    const query = sql`select c, json_build_object('v', ${dollarsSql(sql`c`)})::text as json from unnest(${sql.raw(
      `array[${cents.join(',')}]::int[]`,
    )}) as c`;
    const result = (await app.database.db.execute(query)) as unknown as {
      rows: { c: number; json: string }[];
    };
    expect(result.rows).toHaveLength(cents.length);
    for (const row of result.rows)
      expect(row.json).toBe(JSON.stringify({ v: toDollars(Number(row.c)) }).replace(':', ' : '));
  });
});
