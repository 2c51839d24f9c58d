/**
 * The keyword count's side table of upcoming events (issue 37 point 4, migration 0049, event-list-upcoming.ts):
 * `upcoming_search` holds every event ending at or after `now() - 1 day`, equal to its columns, after inserts
 * (one and many per statement), updates (search text, dates, publishing), deletes and the periodic delete; the
 * upcoming-only keyword list that reads it answers the same ids, order and bounded total as the events table
 * (the reference) over a table of cases — an event that ended yesterday, one ending today, an unpublished one,
 * another tenant's, a stale row the periodic delete has not reached yet — and every other list keeps `events`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { eventCountBound, ZEventListBody } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { events, upcomingSearch } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';
import { listConditions, type EventListInput } from './event-list-conditions';
import { hasOnePlan, listEventJson, onePlanQuery, type ListEventJson } from './event-list.repository';
import { pruneUpcomingSearch, readsUpcomingSearch, UPCOMING_SEARCH_JOB } from './event-list-upcoming';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let memberId: string;

/** An event row of `tenantId` from `start` to `end` (ms from now), titled `title`. */
function eventRow(
  title: string,
  start: number,
  end: number,
  extra: Partial<typeof events.$inferInsert> = {},
) {
  const now = Date.now();
  return {
    tenantId: 'ota' as const,
    title,
    searchText: `${title} about ${title}`.toLowerCase(),
    startUtc: new Date(now + start),
    endUtc: new Date(now + end),
    startLocal: 'l',
    startTimeZone: 'UTC',
    endLocal: 'l',
    endTimeZone: 'UTC',
    isPublished: true,
    ...extra,
  };
}

/**
 * `upcoming_search` against what it must hold: the columns of every event ending at or after `now() - 1 day`
 * (every tenant), and of no other event but some of `lingering` (stale rows the periodic delete may not have
 * reached). @returns how many of `lingering` are still there.
 */
async function expectSideTableExact(lingering: number[] = []): Promise<number> {
  const db = app.database.db;
  const expected = await db
    .select({
      id: events.id,
      tenantId: events.tenantId,
      isPublished: events.isPublished,
      startUtc: events.startUtc,
      endUtc: events.endUtc,
      searchText: events.searchText,
    })
    .from(events)
    .where(sql`${events.endUtc} >= now() - interval '1 day' or ${inArray(events.id, [0, ...lingering])}`)
    .orderBy(events.id);
  const actual = await db.select().from(upcomingSearch).orderBy(upcomingSearch.id);
  const present = new Set(actual.map((r) => r.id));
  const absent = lingering.filter((id) => !present.has(id));
  expect(actual).toEqual(expected.filter((r) => !absent.includes(r.id)));
  return lingering.length - absent.length;
}

/** The list from `events` alone (the path before migration 0049): every match ordered, the page cut here. */
async function reference(body: EventListInput): Promise<{ ids: number[]; totalItems: number }> {
  const scope = tenantScope(app.database.db, 'ota');
  const { keyword, ...rest } = body;
  const direction = body.sortOrder === 'desc' ? desc : asc;
  const order =
    body.sortField === 'title'
      ? [direction(events.title), asc(events.id)]
      : [direction(events.startUtc), direction(events.id)];
  const all = await scope.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        listConditions(rest as EventListInput),
        keyword ? ilike(events.searchText, containsPattern(keyword.toLowerCase())) : undefined,
      ),
    )
    .orderBy(...order);
  const { limit, offset } = pageOf(body.page, body.size);
  const bound = eventCountBound(body.page, body.size);
  const ids = all.slice(offset, offset + limit).map((r) => r.id);
  return { ids, totalItems: ids.length === 0 && offset === 0 ? 0 : Math.min(all.length, bound + 1) };
}

const cardsOf = (page: ListEventJson) => (JSON.parse(`[${page.cards}]`) as { id: number }[]).map((c) => c.id);

let staleId: number;

beforeAll(async () => {
  app = await buildTestApp();
  memberId = (await buildUser(app, { email: 'upcoming@ota.test' })).id;
  const db = app.database.db;
  // One statement of many events: 230 upcoming "wombat"s (more than the count's bound, so a first page walks
  // the start index), and the edge cases of a "kookaburra".
  await db.insert(events).values([
    ...Array.from({ length: 230 }, (_, i) =>
      eventRow(`Wombat talk ${i}`, (i - 3) * 5 * HOUR, (i - 3) * 5 * HOUR + 2 * HOUR, {
        isPublished: i % 13 !== 0,
      }),
    ),
    eventRow('Kookaburra ended yesterday', -30 * HOUR, -20 * HOUR),
    eventRow('Kookaburra ended last week', -8 * DAY, -7 * DAY),
    eventRow('Kookaburra ending today', -HOUR, 2 * HOUR),
    eventRow('Kookaburra running for days', -3 * DAY, 3 * DAY),
    eventRow('Kookaburra next month', 30 * DAY, 30 * DAY + HOUR),
    eventRow('Kookaburra unpublished', DAY, DAY + HOUR, { isPublished: false }),
    eventRow('Kookaburra of psa', DAY, DAY + HOUR, { tenantId: 'psa' }),
    eventRow('Kookaburra twin a', 2 * DAY, 2 * DAY + HOUR),
    eventRow('Kookaburra twin b', 2 * DAY, 2 * DAY + HOUR),
  ]);
  // A row the periodic delete has not reached: its event ended three days ago (written when it was upcoming).
  const [stale] = await db
    .insert(events)
    .values(eventRow('Kookaburra stale row', -4 * DAY, -3 * DAY))
    .returning({ id: events.id });
  staleId = stale!.id;
  const [row] = await db.select().from(events).where(eq(events.id, staleId));
  await db.insert(upcomingSearch).values({ ...row!, tenantId: 'ota' });
}, 60_000);
afterAll(async () => app.close());

describe('upcoming_search follows the events (migration 0049)', () => {
  it('holds every event ending after yesterday after inserts, and none that ended earlier', async () => {
    expect(await expectSideTableExact([staleId])).toBe(1);
    const [one] = await app.database.db
      .insert(events)
      .values(eventRow('Single insert', HOUR, 2 * HOUR))
      .returning({ id: events.id });
    await expectSideTableExact([staleId]);
    await app.database.db.delete(events).where(eq(events.id, one!.id));
    await expectSideTableExact([staleId]);
  });

  it('follows updates of the search text, the dates, publishing and the tenant, and deletes', async () => {
    const db = app.database.db;
    const [row] = await db
      .insert(events)
      .values(eventRow('Moving platypus', DAY, DAY + HOUR, { isPublished: false }))
      .returning({ id: events.id });
    const id = row!.id;
    const step = async (set: Partial<typeof events.$inferInsert>, present: boolean) => {
      await db.update(events).set(set).where(eq(events.id, id));
      await expectSideTableExact([staleId]);
      expect(await db.$count(upcomingSearch, eq(upcomingSearch.id, id))).toBe(present ? 1 : 0);
    };
    await step({ isPublished: true }, true);
    await step({ searchText: 'Renamed PLATYPUS' }, true); // lower-cased by migration 0041's trigger
    await step({ startUtc: new Date(Date.now() + 2 * HOUR) }, true);
    await step({ endUtc: new Date(Date.now() - 2 * DAY), startUtc: new Date(Date.now() - 3 * DAY) }, false);
    await step({ searchText: 'still past' }, false);
    await step({ endUtc: new Date(Date.now() - 20 * HOUR) }, true); // ended, but less than a day ago
    await step({ endUtc: new Date(Date.now() + 5 * DAY) }, true);
    await step({ tenantId: 'psa' }, true);
    await step({ title: 'A title alone writes nothing here' }, true);
    await db.delete(events).where(eq(events.id, id));
    await expectSideTableExact([staleId]);
  });

  it('the periodic delete removes rows ended more than a day ago, in bounded batches, idempotently', async () => {
    const db = app.database.db;
    // More stale rows (events that ended two to three days ago, as if written while upcoming).
    const old = await db
      .insert(events)
      .values([1, 2, 3].map((i) => eventRow(`Old echidna ${i}`, -3 * DAY, -2 * DAY - i * HOUR)))
      .returning();
    await db.insert(upcomingSearch).values(old.map((e) => ({ ...e, tenantId: 'ota' as const })));
    const scope = tenantScope(db, 'ota');
    // Another tenant's scope removes none of them; a clock ahead of the database's removes no upcoming row.
    expect(await pruneUpcomingSearch(tenantScope(db, 'psa'), new Date())).toBe(0);
    expect(await pruneUpcomingSearch(scope, new Date(Date.now() + 365 * DAY), 2)).toBe(2);
    expect(await expectSideTableExact([staleId, ...old.map((e) => e.id)])).toBe(2);
    const run = await app.scheduler.tick(UPCOMING_SEARCH_JOB, new Date());
    expect(run).toMatchObject({ ran: true, value: { ota: 2, psa: 0 } });
    await expectSideTableExact();
    expect(await app.scheduler.tick(UPCOMING_SEARCH_JOB, new Date())).toMatchObject({ value: { ota: 0 } });
    await expectSideTableExact();
    // Put the stale row back for the list tests (it must never be counted).
    const [row] = await db.select().from(events).where(eq(events.id, staleId));
    await db.insert(upcomingSearch).values({ ...row!, tenantId: 'ota' });
  });
});

describe('the upcoming-only keyword list reads upcoming_search (issue 37 point 4)', () => {
  const views: Record<string, unknown>[] = [
    { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: true },
    { page: 2, size: 3, sortField: 'eventStart', sortOrder: 'desc', isActiveEvent: true },
    { page: 11, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: true },
    { page: 60, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: true },
    { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: false },
    { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'asc' },
    { page: 1, size: 5, sortField: 'title', sortOrder: 'asc', isActiveEvent: true },
    { page: 1, size: 20, isActiveEvent: true, startDateFrom: new Date(Date.now() - 5 * DAY).toISOString() },
    { page: 1, size: 20, isActiveEvent: true, startDateTo: new Date(Date.now() + 3 * DAY).toISOString() },
    { page: 1, size: 20, isActiveEvent: true, startDateFrom: '2020-01-01', startDateTo: '2099-12-31' },
    { page: 1, size: 20, isActiveEvent: true, listing: 'events' },
  ];
  const keywords = [
    'kookaburra',
    'KOOKABURRA twin',
    'wombat',
    'wombat talk 1',
    'stale',
    'yesterday',
    'psa',
    'zz',
  ];

  it('answers what the events table answers: same ids, order and bounded total', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    let side = 0;
    let nonEmpty = 0;
    for (const keyword of keywords)
      for (const view of views) {
        const raw = { ...view, keyword };
        const body = ZEventListBody.parse(raw);
        if (readsUpcomingSearch(body) && hasOnePlan(body)) side++;
        const page = await listEventJson(scope, body, memberId);
        const ids = cardsOf(page);
        expect({ raw, ids, totalItems: page.totalItems }).toEqual({ raw, ...(await reference(body)) });
        if (ids.length > 0) nonEmpty++;
      }
    expect(side).toBe(keywords.length * 7);
    expect(nonEmpty).toBeGreaterThan(30);
    // The edge cases: the stale row, yesterday's, the unpublished and psa's events are not listed.
    const kookaburras = ZEventListBody.parse({ keyword: 'kookaburra', isActiveEvent: true, size: 50 });
    const titles = (
      JSON.parse(`[${(await listEventJson(scope, kookaburras, memberId)).cards}]`) as {
        title: string;
      }[]
    ).map((c) => c.title);
    expect(titles).toEqual([
      'Kookaburra running for days',
      'Kookaburra ending today',
      'Kookaburra twin a',
      'Kookaburra twin b',
      'Kookaburra next month',
    ]);
  });

  it('reads upcoming_search only for an upcoming-only keyword list without other filters', () => {
    const scope = tenantScope(app.database.db, 'ota');
    const textOf = (raw: Record<string, unknown>) =>
      onePlanQuery(scope, ZEventListBody.parse(raw), memberId).toSQL().sql;
    expect(textOf({ keyword: 'wombat', isActiveEvent: true })).toContain('from "upcoming_search"');
    expect(textOf({ keyword: 'wombat', isActiveEvent: true, startDateFrom: '2020-01-01' })).toContain(
      'from "upcoming_search"',
    );
    for (const raw of [
      { keyword: 'wombat' },
      { keyword: 'wombat', isActiveEvent: false },
      { keyword: 'wombat', isActiveEvent: true, tagId: [1] },
      { keyword: 'wombat', isActiveEvent: true, categoryId: [1] },
      { keyword: 'wombat', isActiveEvent: true, locationId: [1] },
      { keyword: 'wombat', isActiveEvent: true, typeId: 1 },
      { keyword: 'wombat', isActiveEvent: true, listing: 'cpd' },
      { tagId: [1], isActiveEvent: true },
    ])
      expect(textOf(raw)).not.toContain('upcoming_search');
    // Tenant-scoped like every read of the handle.
    expect(textOf({ keyword: 'wombat', isActiveEvent: true })).toMatch(/"upcoming_search"."tenant_id" = \$/);
  });
});
