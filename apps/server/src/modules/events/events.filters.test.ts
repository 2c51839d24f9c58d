/**
 * The event list's keyword and filters (issue 37, docs/benchmarks.md "Event lists and detail"): the tag filter
 * reads `events.tag_ids` (migration 0038, kept by triggers on `event_tag_links`) instead of an EXISTS over the
 * links, and a keyword list is planned for its values on every call (`selectPlannedEachCall`). Over a table of
 * bodies (keywords common, rare, upper-case and with LIKE wildcards; tags, categories, locations; past, active
 * and all; title and start order; pages inside and past the end) the list answers the same ids in the same
 * order with the same bounded total as the path before (the links' EXISTS, the prepared statement's plan);
 * `tag_ids` equals the links after every kind of link write.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { eventCountBound, ZEventListBody, ZEventListResponse } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { eventCategories, eventLocations, eventTagLinks, eventTags, events } from '../../db/schema/index';
import { PLAN_EACH_CALL } from '../../db/statement-cache';
import { selectPlannedEachCall, tenantScope } from '../../db/tenant-scope';
import { TenantScopeError } from '../../db/tenant-db';
import { containsPattern } from '../../lib/like-pattern';
import { pageOf } from '../../lib/paging';
import { facetKeys, listConditions, onePlanShape, type EventListInput } from './event-list-conditions';
import { hasOnePlan, listEventJson, listEventJsonBuilt, onePlanQuery } from './event-list.repository';
import type { ListEventJson } from './event-list.repository';

/** The cards of a list page ({@link ListEventJson}: JSON texts joined by commas), parsed. */
const cardsOf = (page: ListEventJson) => JSON.parse(`[${page.cards}]`) as { id: number }[];

let app: FastifyInstance;
let member: { headers: Record<string, string> };
let memberId: string;
let tagIds: number[];
let categoryIds: number[];
let locationIds: number[];
let eventIds: number[];

const HOUR = 3600_000;

beforeAll(async () => {
  app = await buildTestApp();
  memberId = (await buildUser(app, { email: 'filters@ota.test' })).id;
  member = await signIn(app, 'filters@ota.test');
  const db = app.database.db;
  tagIds = (
    await db
      .insert(eventTags)
      .values(
        ['Numbat a', 'Numbat b', 'Numbat c', 'Numbat unused'].map((label) => ({
          tenantId: 'ota' as const,
          label,
        })),
      )
      .returning({ id: eventTags.id })
  ).map((r) => r.id);
  categoryIds = (
    await db
      .insert(eventCategories)
      .values(
        ['Numbat cat 1', 'Numbat cat 2', 'Numbat cat 3'].map((label) => ({
          tenantId: 'ota' as const,
          label,
        })),
      )
      .returning({ id: eventCategories.id })
  ).map((r) => r.id);
  locationIds = (
    await db
      .insert(eventLocations)
      .values(
        ['Numbat loc 1', 'Numbat loc 2', 'Numbat loc 3'].map((label) => ({
          tenantId: 'ota' as const,
          label,
        })),
      )
      .returning({ id: eventLocations.id })
  ).map((r) => r.id);
  // 240 events in one statement (more than the count's bound of 200): past, running and upcoming, some sharing
  // a start (the id breaks the tie), some unpublished; every fifth one a "numbat", one a "rare quokka", a few
  // with LIKE's wildcards in the title.
  const now = Date.now();
  const rows = Array.from({ length: 240 }, (_, i) => {
    const start = new Date(now + (i % 3 === 0 ? -1 : 1) * (Math.floor(i / 2) + 1) * 7 * HOUR);
    const title =
      i === 17
        ? 'Rare quokka evening'
        : i === 29
          ? 'Soirée ÉMILE Ça'
          : i % 23 === 0
            ? `Numbat 100% off_sale ${i}`
            : i % 5 === 0
              ? `NUMBAT workshop ${i}`
              : `Gathering ${i}`;
    return {
      tenantId: 'ota' as const,
      title,
      // One search text written as it is (upper case, accents): the trigger of migration 0041 lower-cases it.
      searchText: i === 29 ? `${title} about ${title}` : `${title} about ${title}`.toLowerCase(),
      startUtc: start,
      endUtc: new Date(start.getTime() + (i % 7 === 0 ? 30 : 2) * HOUR),
      startLocal: 'l',
      startTimeZone: 'UTC',
      endLocal: 'l',
      endTimeZone: 'UTC',
      isPublished: i % 11 !== 0,
      categoryId: i % 4 === 3 ? null : categoryIds[i % 3]!,
      locationId: i % 5 === 4 ? null : locationIds[i % 3]!,
    };
  });
  eventIds = (await db.insert(events).values(rows).returning({ id: events.id })).map((r) => r.id);
  // Tags: none, one or two of the first three, in one statement.
  const links = eventIds.flatMap((eventId, i) =>
    i % 6 === 0
      ? []
      : i % 6 < 3
        ? [{ tenantId: 'ota' as const, eventId, tagId: tagIds[i % 3]! }]
        : [
            { tenantId: 'ota' as const, eventId, tagId: tagIds[i % 3]! },
            { tenantId: 'ota' as const, eventId, tagId: tagIds[(i + 1) % 3]! },
          ],
  );
  await db.insert(eventTagLinks).values(links);
});
afterAll(async () => app.close());

/**
 * The list before issue 37's filter work: the same conditions with the tag filter as the tenant-scoped EXISTS
 * over the links, every match read and ordered, the page cut in JavaScript, the total bounded as the list's.
 */
async function reference(body: EventListInput): Promise<{ ids: number[]; totalItems: number }> {
  const scope = tenantScope(app.database.db, 'ota');
  const { tagId, keyword, ...rest } = body;
  const linked = tagId?.length
    ? exists(
        scope.db
          .select({ one: sql`1` })
          .from(eventTagLinks)
          .where(and(eq(eventTagLinks.eventId, events.id), inArray(eventTagLinks.tagId, tagId))),
      )
    : undefined;
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
        linked,
        // The keyword as ILIKE (before migration 0041): the list's `like lower(…)` must match the same rows.
        keyword ? ilike(events.searchText, containsPattern(keyword.toLowerCase())) : undefined,
      ),
    )
    .orderBy(...order);
  const { limit, offset } = pageOf(body.page, body.size);
  const bound = eventCountBound(body.page, body.size);
  const ids = all.slice(offset, offset + limit).map((r) => r.id);
  return { ids, totalItems: ids.length === 0 && offset === 0 ? 0 : Math.min(all.length, bound + 1) };
}

/** The table of bodies: each keyword and filter case, in several orders and pages. */
function bodies(): Record<string, unknown>[] {
  const [t1, t2, t3, unused] = tagIds;
  const filters: Record<string, unknown>[] = [
    { keyword: 'numbat' },
    // In every search text: more matches than the count's bound, so a start-ordered page walks the start index
    // (the one-plan statement's "common word" branch).
    { keyword: 'about' },
    { keyword: 'NUMBAT Workshop' },
    { keyword: 'gathering' },
    { keyword: 'rare quokka' },
    { keyword: '100% off_' },
    { keyword: '100%' },
    { keyword: '_' },
    { keyword: 'no such word' },
    { keyword: 'émile ça' },
    { keyword: 'ÉMILE' },
    { tagId: [t1] },
    { tagId: [t1, t2] },
    { tagId: [t3, unused] },
    { tagId: [unused] },
    { tagId: [t1, t2], categoryId: categoryIds.slice(0, 2), locationId: locationIds.slice(0, 2) },
    { tagId: [t2], keyword: 'numbat' },
    { tagId: [t1, t3], typeId: undefined, listing: 'events' },
    { categoryId: [categoryIds[2]], locationId: [locationIds[0]] },
  ];
  const views: Record<string, unknown>[] = [
    { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'asc', isActiveEvent: true },
    { page: 1, size: 20, sortField: 'eventStart', sortOrder: 'desc', isActiveEvent: false },
    { page: 3, size: 7, sortField: 'eventStart', sortOrder: 'asc' },
    { page: 2, size: 5, sortField: 'title', sortOrder: 'desc' },
    { page: 40, size: 20, sortField: 'eventStart', sortOrder: 'asc' },
  ];
  return filters.flatMap((filter) => views.map((view) => ({ ...view, ...filter })));
}

describe('event list keyword and filters (issue 37)', () => {
  it('answers what the path before answered: same ids, same order, same bounded total', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    let compared = 0;
    let nonEmpty = 0;
    const branches = { common: 0, rare: 0 };
    for (const raw of bodies()) {
      const body = ZEventListBody.parse(raw);
      const expected = await reference(body);
      if (body.keyword && hasOnePlan(body) && expected.ids.length > 0) {
        const more = expected.totalItems > eventCountBound(body.page, body.size);
        branches[more ? 'common' : 'rare']++;
      }
      const stored = await listEventJson(scope, body, memberId);
      const built = await listEventJsonBuilt(scope, body, memberId);
      const ids = cardsOf(stored).map((c) => c.id);
      expect({ body: raw, ids, totalItems: stored.totalItems }).toEqual({ body: raw, ...expected });
      expect(cardsOf(built)).toEqual(cardsOf(stored));
      expect(built.totalItems).toBe(stored.totalItems);
      compared++;
      if (ids.length > 0) nonEmpty++;
    }
    expect(compared).toBe(95);
    expect(nonEmpty).toBeGreaterThan(40);
    // Both branches of the one-plan keyword statement were compared with answers.
    expect(branches.common).toBeGreaterThan(0);
    expect(branches.rare).toBeGreaterThan(0);
    // Through HTTP too (the contract's parse), for a keyword and for the filters.
    for (const raw of [bodies()[0]!, bodies()[60]!]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/event/list',
        headers: member.headers,
        payload: raw,
      });
      expect(res.statusCode).toBe(200);
      const answer = ZEventListResponse.parse(res.json());
      const expected = await reference(ZEventListBody.parse(raw));
      expect(answer.events.map((e) => e.id)).toEqual(expected.ids);
      expect(answer.totalItems).toBe(expected.totalItems);
    }
  });

  it('counts exactly up to the bound, then bound + 1, with a keyword and with tags', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    // 'about' is in every search text: more published matches than the bound.
    const many = ZEventListBody.parse({ keyword: 'about', page: 1, size: 20 });
    const all = await reference({ ...many, page: 1, size: 1000 });
    expect(all.totalItems).toBeGreaterThan(eventCountBound(1, 20));
    expect((await listEventJson(scope, many, memberId)).totalItems).toBe(eventCountBound(1, 20) + 1);
    const tagged = ZEventListBody.parse({ tagId: tagIds.slice(0, 3), page: 1, size: 10 });
    expect((await listEventJson(scope, tagged, memberId)).totalItems).toBe(
      (await reference(tagged)).totalItems,
    );
  });

  it('plans a title-ordered keyword or filtered list on every call; start order and the defaults keep a prepared plan', async () => {
    const db = app.database.db;
    const scope = tenantScope(db, 'ota');
    const spy = vi.spyOn(db, 'execute');
    try {
      const byTitle = { sortField: 'title', sortOrder: 'asc' };
      await listEventJson(scope, ZEventListBody.parse({ ...byTitle, keyword: 'numbat' }), memberId);
      expect(spy).toHaveBeenCalledTimes(1);
      const text = new PgDialect().sqlToQuery(spy.mock.calls[0]![0] as never).sql;
      expect(text.startsWith(PLAN_EACH_CALL)).toBe(true);
      expect(text).toContain('"tenant_id" = $');
      spy.mockClear();
      for (const filtered of [{ tagId: tagIds.slice(0, 1) }, { categoryId: [1] }, { locationId: [1] }]) {
        await listEventJson(scope, ZEventListBody.parse({ ...byTitle, ...filtered }), memberId);
        expect(spy).toHaveBeenCalledTimes(1);
        expect(
          new PgDialect().sqlToQuery(spy.mock.calls[0]![0] as never).sql.startsWith(PLAN_EACH_CALL),
        ).toBe(true);
        spy.mockClear();
      }
      // Start order (the discover page): the one-plan statement, prepared like the defaults.
      for (const filtered of [
        { keyword: 'numbat' },
        { tagId: tagIds.slice(0, 1) },
        { locationId: [1] },
        {},
      ]) {
        const body = ZEventListBody.parse({ ...filtered, isActiveEvent: true });
        expect(hasOnePlan(body)).toBe(Object.keys(filtered).length > 0);
        await listEventJson(scope, body, memberId);
        expect(spy).not.toHaveBeenCalled();
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('writes the one-plan statement with every value hidden from the planner, tenant-scoped', () => {
    const scope = tenantScope(app.database.db, 'ota');
    const body = ZEventListBody.parse({
      keyword: 'Numbat',
      typeId: 3,
      locationId: [1, 2],
      categoryId: [4],
      tagId: [5, 6],
      listing: 'cpd',
      startDateFrom: '2026-01-01',
      startDateTo: '2026-12-31T10:00:00Z',
      isActiveEvent: true,
      page: 2,
      size: 20,
    });
    const { sql: text, params } = onePlanQuery(scope, body, memberId).toSQL();
    // Only the tenant and the caller go as plain parameters; every filter value is `(select $n::type)`.
    const plain = [...text.matchAll(/(?<!select )\$(\d+)(?!::)/g)].map((m) => params[Number(m[1]) - 1]);
    expect(new Set(plain)).toEqual(new Set(['ota', memberId]));
    for (const value of ['%numbat%', '{3}', '{1,2}', '{4}', '{5,6}', true, 20, 200, 201])
      expect(params.map((p) => (Array.isArray(p) ? `{${p.join(',')}}` : p))).toContain(value);
    // Two page branches (common and rare word) behind the count, one count.
    expect(text.match(/union all/g)).toHaveLength(1);
    expect(text.match(/count\(\*\)/g)).toHaveLength(1);
    // No filter an index of its own could serve: the start index orders the page.
    expect(text).not.toMatch(/"(location_id|category_id|type_id)" (in|=)/);
  });

  it("answers a page as ONE row: the cards joined in the list's order and the bounded count, also past the end (stop 58)", async () => {
    const scope = tenantScope(app.database.db, 'ota');
    for (const raw of [
      { keyword: 'numbat', isActiveEvent: true, page: 1, size: 5 },
      { keyword: 'numbat', isActiveEvent: true, page: 2, size: 5, sortOrder: 'desc' },
      { keyword: 'about', isActiveEvent: true, page: 3, size: 20 },
      { keyword: 'numbat', isActiveEvent: true, page: 40, size: 20 },
      { tagId: tagIds.slice(0, 2), isActiveEvent: true, page: 1, size: 7 },
    ]) {
      const body = ZEventListBody.parse(raw);
      const rows = (await onePlanQuery(scope, body, memberId)) as { cards: string | null; total: number }[];
      const expected = await reference(body);
      expect(rows).toHaveLength(1);
      const ids = (JSON.parse(`[${rows[0]!.cards}]`) as { id: number }[]).map((c) => c.id);
      expect({ raw, ids, totalItems: Number(rows[0]!.total) }).toEqual({ raw, ...expected });
    }
    // The caller's ticket and favourite are asked once per card, not once per mention of the card's text.
    const body = ZEventListBody.parse({ keyword: 'numbat', isActiveEvent: true });
    const { sql: oneText } = onePlanQuery(scope, body, memberId).toSQL();
    expect(oneText.match(/from tickets k/g)).toHaveLength(1);
    expect(oneText.match(/string_agg\(/g)).toHaveLength(1);
  });

  it('answers the defaults and title-ordered pages from their joined cards too', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    for (const raw of [
      { isActiveEvent: true, page: 1, size: 20 },
      { sortField: 'title', keyword: 'numbat', page: 1, size: 10 },
      { sortField: 'title', sortOrder: 'desc', page: 2, size: 10 },
      { sortField: 'title', page: 90, size: 10 },
    ]) {
      const body = ZEventListBody.parse(raw);
      const listed = await listEventJson(scope, body, memberId);
      const expected = await reference(body);
      expect({ raw, ids: cardsOf(listed).map((c) => c.id), totalItems: listed.totalItems }).toEqual({
        raw,
        ...expected,
      });
    }
  });

  it('stores search_text lower-cased by PostgreSQL, so the keyword can be a LIKE (migration 0041)', async () => {
    const [row] = await app.database.db
      .select({ searchText: events.searchText })
      .from(events)
      .where(eq(events.id, eventIds[29]!));
    expect(row!.searchText).toBe('soirée émile ça about soirée émile ça');
    const scope = tenantScope(app.database.db, 'ota');
    const listed = await listEventJson(scope, ZEventListBody.parse({ keyword: 'ÉMILE' }), memberId);
    expect(cardsOf(listed).map((c) => c.id)).toEqual([eventIds[29]]);
  });

  it("indexes each event's facets as facetKeys writes the filters' values (portal_event_facets, migration 0041)", async () => {
    const rows = await app.database.db
      .select({
        typeId: events.typeId,
        categoryId: events.categoryId,
        locationId: events.locationId,
        tagIds: events.tagIds,
        facets: sql<
          string[]
        >`portal_event_facets(${events.typeId}, ${events.categoryId}, ${events.locationId}, ${events.tagIds})::text[]`,
      })
      .from(events)
      .where(inArray(events.id, eventIds));
    expect(rows.some((r) => r.tagIds.length === 2 && r.categoryId && r.locationId)).toBe(true);
    for (const row of rows) {
      const expected = [
        ...facetKeys('tag', row.tagIds),
        ...(row.typeId ? facetKeys('type', [row.typeId]) : []),
        ...(row.categoryId ? facetKeys('category', [row.categoryId]) : []),
        ...(row.locationId ? facetKeys('location', [row.locationId]) : []),
      ];
      const keys = row.facets.filter((key) => key !== null).map(Number);
      expect(keys.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
    // The kinds' ranges are disjoint: a category id never matches a location or a tag of the same number.
    const one = [
      facetKeys('tag', [7]),
      facetKeys('type', [7]),
      facetKeys('category', [7]),
      facetKeys('location', [7]),
    ];
    expect(new Set(one.flat()).size).toBe(4);
  });

  it("counts a filtered list on the facets index's expression; the walked page keeps the start index's columns", () => {
    // The plan itself is the large database's (docs/benchmarks.md "Issue 37, 6 Dec: events": Bitmap Index Scan
    // on events_list_facets_gin); a table of 240 events is planned otherwise, so the statement's text is checked.
    const scope = tenantScope(app.database.db, 'ota');
    const body = ZEventListBody.parse({
      tagId: tagIds.slice(0, 2),
      categoryId: categoryIds.slice(0, 2),
      locationId: locationIds.slice(0, 1),
      isActiveEvent: true,
    });
    const { sql: text } = onePlanQuery(scope, body, memberId).toSQL();
    const matched = text.slice(0, text.indexOf('"counted_total"'));
    const facets =
      'portal_event_facets("events"."type_id", "events"."category_id", "events"."location_id", "events"."tag_ids")';
    expect(matched.split(`${facets} && (select $`)).toHaveLength(4);
    expect(matched).not.toMatch(/array\["events"\."(location_id|category_id)"\]/);
    // The walked branch (a broad filter's page) tests the start index's own columns instead.
    expect(text).toMatch(/array\["events"\."category_id"\] && \(select \$\d+::int\[\]\)/);
  });

  it('prepares one statement per shape: the filters present, not their values', () => {
    const shape = (raw: Record<string, unknown>) => onePlanShape(ZEventListBody.parse(raw));
    expect(shape({ keyword: 'numbat', tagId: [1] })).toBe(shape({ keyword: 'about', tagId: [2, 3] }));
    expect(shape({ locationId: [1], startDateTo: '2026-01-01' })).toBe(
      shape({ locationId: [2, 3], startDateTo: '2027-05-05' }),
    );
    const distinct = [
      {},
      { keyword: 'a' },
      { typeId: 1 },
      { locationId: [1] },
      { categoryId: [1] },
      { tagId: [1] },
      { listing: 'cpd' },
      { startDateFrom: '2026-01-01' },
      { startDateTo: '2026-01-01' },
      { startDateTo: '2026-01-01T10:00:00Z' },
      { isActiveEvent: true },
      { isActiveEvent: false },
      { sortOrder: 'desc' },
    ].map(shape);
    expect(new Set(distinct).size).toBe(distinct.length);
    // The same answers from the prepared statement as from the statement built with the values (95 bodies
    // above share a few shapes: each shape's statement is reused with other values).
  });

  it('PostgreSQL keeps the generic plan of the one-plan statement (no planning per call)', async () => {
    if (app.database.kind !== 'postgres') return;
    const scope = tenantScope(app.database.db, 'ota');
    const client = await app.database.pool!.connect();
    try {
      for (const filter of [{ keyword: 'numbat' }, { tagId: tagIds.slice(0, 2), locationId: locationIds }]) {
        const name = `one_plan_test_${Object.keys(filter).join('_')}`;
        // Past PostgreSQL's five custom plans (plan_cache_mode = auto), with other values each time.
        for (let call = 0; call < 8; call++) {
          const body = ZEventListBody.parse({ ...filter, isActiveEvent: true, page: 1 + (call % 3) });
          const { sql: text, params } = onePlanQuery(scope, body, memberId).toSQL();
          await client.query({ name, text, values: params });
        }
        const [plans] = (
          await client.query<{ generic_plans: string; custom_plans: string }>(
            'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
            [name],
          )
        ).rows;
        expect({ filter, generic: Number(plans!.generic_plans) > 0 }).toEqual({ filter, generic: true });
      }
    } finally {
      client.release(true);
    }
  });

  it('selectPlannedEachCall runs only a select built by the same tenant-bound handle', async () => {
    const db = app.database.db;
    const ota = tenantScope(db, 'ota');
    const other = tenantScope(db, 'lca');
    const query = (s: typeof ota) => s.db.select({ id: events.id }).from(events).limit(1);
    await expect(selectPlannedEachCall(ota, query(other))).rejects.toBeInstanceOf(TenantScopeError);
    await expect(
      selectPlannedEachCall(ota, db.select({ id: events.id }).from(events).limit(1)),
    ).rejects.toBeInstanceOf(TenantScopeError);
    const rows = await selectPlannedEachCall<{ id: number }>(
      ota,
      ota.db
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.id, eventIds.slice(0, 3))),
    );
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(eventIds.slice(0, 3));
  });

  it("keeps tag_ids equal to the event's links after every kind of link write", async () => {
    const db = app.database.db;
    const expectTagIdsCurrent = async () => {
      const result = (await db.execute(sql`select e.id, e.tag_ids::text as stored,
          coalesce((select array_agg(l.tag_id order by l.tag_id) from event_tag_links l
                    where l.event_id = e.id and l.tenant_id = e.tenant_id), '{}')::text as linked
        from events e where e.id = any(${sql.raw(`array[${eventIds.join(',')}]::int[]`)})`)) as unknown as {
        rows: { id: number; stored: string; linked: string }[];
      };
      expect(result.rows).toHaveLength(eventIds.length);
      for (const row of result.rows)
        expect({ id: row.id, tagIds: row.stored }).toEqual({ id: row.id, tagIds: row.linked });
      return new Map(result.rows.map((r) => [r.id, r.stored]));
    };
    const [e0, e1, e2] = eventIds;
    const [t1, t2, t3] = tagIds;
    let stored = await expectTagIdsCurrent();
    expect(stored.get(e0!)).toBe('{}');
    // One link added, one removed, a link moved to another tag and to another event, a tag deleted (cascade).
    await db.insert(eventTagLinks).values({ tenantId: 'ota', eventId: e0!, tagId: t3! });
    stored = await expectTagIdsCurrent();
    expect(stored.get(e0!)).toBe(`{${t3}}`);
    await db.delete(eventTagLinks).where(and(eq(eventTagLinks.eventId, e1!), eq(eventTagLinks.tagId, t2!)));
    await db
      .update(eventTagLinks)
      .set({ tagId: t1! })
      .where(and(eq(eventTagLinks.eventId, e0!), eq(eventTagLinks.tagId, t3!)));
    stored = await expectTagIdsCurrent();
    expect(stored.get(e0!)).toBe(`{${t1}}`);
    await db
      .update(eventTagLinks)
      .set({ eventId: e1! })
      .where(and(eq(eventTagLinks.eventId, e2!), eq(eventTagLinks.tagId, t3!)));
    await expectTagIdsCurrent();
    const [doomed] = await db
      .insert(eventTags)
      .values({ tenantId: 'ota', label: 'Numbat doomed' })
      .returning({ id: eventTags.id });
    await db
      .insert(eventTagLinks)
      .values(
        eventIds.slice(0, 30).map((eventId) => ({ tenantId: 'ota' as const, eventId, tagId: doomed!.id })),
      );
    stored = await expectTagIdsCurrent();
    expect(stored.get(e0!)).toBe(`{${[t1!, doomed!.id].sort((a, b) => a - b).join(',')}}`);
    await db.delete(eventTags).where(eq(eventTags.id, doomed!.id));
    stored = await expectTagIdsCurrent();
    expect(stored.get(e0!)).toBe(`{${t1}}`);
    // The list still answers as the links say after the writes.
    const body = ZEventListBody.parse({ tagId: [t1, t3], size: 50 });
    const listed = await listEventJson(tenantScope(db, 'ota'), body, memberId);
    expect(cardsOf(listed).map((c) => c.id)).toEqual((await reference(body)).ids);
  });
});
