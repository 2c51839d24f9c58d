/**
 * The members' bounded `filter_count` of a plain list counted in two parts (issue 37, docs/benchmarks.md "Issue 37,
 * 6 Dec, morning: lists"): `itemVisibleParts` (content.visibility.ts) splits the segment rule of spec 002 §5 into
 * items without segments and segmented items of the member's. Over a table of items (kind × status × schedule ×
 * segments) and members (no segment, one, two), each part is tested against the JS rule: the parts are disjoint,
 * their union is `itemVisible` and both equal the rule; and the split count of `pageWithBoundedCountSql` equals the
 * unsplit one (count and page) for bounds below, at and above the number of visible items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TENANT_PROFILES } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { contentItems, segments, userSegments } from '../../db/schema/index';
import { tenantScope, type TenantScope } from '../../db/tenant-scope';
import { COLLECTIONS } from './collections';
import { itemVisible, itemVisibleParts, type ContentVisibility } from './content.visibility';
import { executeContentQuery } from './query';
import { parseItemsQuery } from './query-parse';
import { isPlainList, pageWithBoundedCountSql } from './query-statements';

let app: FastifyInstance;
let scope: TenantScope;
const activeKey = TENANT_PROFILES.ota.newsActiveKey;

interface Item {
  id: number;
  kind: 'news' | 'resource';
  status: string;
  publishStartDate: Date | null;
  segmentIds: number[];
}
let items: Item[] = [];
/** Members by name: their id and segment ids. */
const members: Record<string, { id: string; segments: number[] }> = {};

/** The segment rule of spec 002 §5 in JavaScript: the reference the SQL is compared with. */
const visibleTo = (item: Item, kind: string, segmentIds: number[], now: number) =>
  item.kind === kind &&
  item.status === activeKey &&
  (item.publishStartDate === null || item.publishStartDate.getTime() <= now) &&
  (item.segmentIds.length === 0 || item.segmentIds.some((s) => segmentIds.includes(s)));

const access = (userId: string): ContentVisibility => ({ tenantId: 'ota', activeKey, userId, bypass: false });

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  scope = tenantScope(db, 'ota');
  const [a, b] = await db
    .insert(segments)
    .values([
      { tenantId: 'ota', name: 'Split A', type: 'interest' },
      { tenantId: 'ota', name: 'Split B', type: 'interest' },
    ])
    .returning();
  const [segA, segB] = [a!.id, b!.id];
  for (const [name, segs] of [
    ['none', []],
    ['a', [segA]],
    ['ab', [segA, segB]],
  ] as const) {
    const user = await buildUser(app);
    members[name] = { id: user.id, segments: [...segs] };
    if (segs.length)
      await db
        .insert(userSegments)
        .values(segs.map((segmentId) => ({ tenantId: 'ota', userId: user.id, segmentId })));
  }
  const hour = 3_600_000;
  const rows = [];
  for (const kind of ['news', 'resource'] as const)
    for (const status of [activeKey, 'draft'])
      for (const publishStartDate of [null, new Date(Date.now() - hour), new Date(Date.now() + 24 * hour)])
        for (const segmentIds of [[], [segA], [segB], [segA, segB]])
          // Two of each, so that bounds fall between items of one kind.
          for (let copy = 0; copy < 2; copy++)
            rows.push({
              tenantId: 'ota',
              kind,
              status,
              name: `${kind} ${copy}`,
              publishStartDate,
              segmentIds,
            });
  items = (await db.insert(contentItems).values(rows).returning()).map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    publishStartDate: r.publishStartDate,
    segmentIds: r.segmentIds,
  }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('itemVisibleParts: the segment rule in two disjoint parts', () => {
  it('is null when rules are bypassed (authoring)', () => {
    expect(itemVisibleParts('r1', 'news', { ...access(members.a!.id), bypass: true })).toBeNull();
  });

  it('each part and their union equal the JS rule for every item, kind and member', async () => {
    const now = Date.now();
    let cases = 0;
    for (const member of Object.values(members))
      for (const kind of ['news', 'resource'] as const) {
        const ctx = access(member.id);
        const parts = itemVisibleParts('r1', kind, ctx)!;
        const rows = (await executeContentQuery(
          scope,
          sql`select r1.id, (${itemVisible('r1', kind, ctx)}) as v, (${parts.everyone}) as e, (${parts.segmented}) as s
            from (select * from content_items where tenant_id = ${'ota'}) r1
            where r1.id in ${items.map((i) => i.id)} order by r1.id`,
        )) as { id: number; v: boolean; e: boolean; s: boolean }[];
        expect(rows.map((r) => r.id)).toEqual(items.map((i) => i.id));
        for (const [n, row] of rows.entries()) {
          const item = items[n]!;
          const expected = visibleTo(item, kind, member.segments, now);
          expect({ id: row.id, v: row.v, union: row.e || row.s, both: row.e && row.s }).toEqual({
            id: item.id,
            v: expected,
            union: expected,
            both: false,
          });
          // The first part is exactly the visible items without segments.
          expect(row.e).toBe(expected && item.segmentIds.length === 0);
          cases++;
        }
      }
    expect(cases).toBe(3 * 2 * items.length);
  });
});

describe('pageWithBoundedCountSql: the split count equals the single count', () => {
  it('has the same count and page for bounds below, at and above the visible items', async () => {
    const def = COLLECTIONS.news!;
    const query = parseItemsQuery(def, {
      fields: 'id,name',
      sort: '-publish_start_date,-date_created',
      limit: '3',
    });
    expect(isPlainList(query)).toBe(true);
    const now = Date.now();
    // Only this file's items (the where of a list; the split is chosen by the caller, isPlainList).
    const mine = (a: string) => sql`${sql.raw(a)}.id in ${items.map((i) => i.id)}`;
    let compared = 0;
    for (const member of Object.values(members)) {
      const ctx = access(member.id);
      const visible = items.filter((i) => visibleTo(i, 'news', member.segments, now)).length;
      const withoutSegments = items.filter(
        (i) => i.segmentIds.length === 0 && visibleTo(i, 'news', member.segments, now),
      ).length;
      // Members with segments see segmented items too: the second part has something to count.
      if (member.segments.length) expect(visible).toBeGreaterThan(withoutSegments);
      for (const bound of [
        0,
        1,
        withoutSegments - 1,
        withoutSegments,
        withoutSegments + 1,
        visible - 1,
        visible,
        50,
      ])
        for (const offset of [0, 3]) {
          const paging = { sort: query.sort, limit: 3, offset };
          const run = (split: boolean) =>
            executeContentQuery(
              scope,
              pageWithBoundedCountSql(def, query.fields, ctx, mine, paging, bound, split),
            );
          const [single, split] = [await run(false), await run(true)];
          expect(split).toEqual(single);
          expect(Number(split[0]!.n)).toBe(Math.min(visible, bound + 1));
          compared++;
        }
    }
    expect(compared).toBe(3 * 8 * 2);
  });

  it('is not used for a filtered or searched list', () => {
    const def = COLLECTIONS.news!;
    expect(isPlainList(parseItemsQuery(def, { fields: 'id', search: 'x' }))).toBe(false);
    expect(isPlainList(parseItemsQuery(def, { fields: 'id', filter: '{"id":{"_eq":1}}' }))).toBe(false);
  });
});
