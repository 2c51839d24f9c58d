/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk JSON answers */
/**
 * API tests of forgiving search (issue 40; docs/api-search.md "Did you mean", "Ranking"; spec 002 §2 Global
 * search): 'Did you mean' for one swapped, missing, extra or wrong letter in a word of 5+ letters, from the
 * tenant's own visible words only; events upcoming first in the header box and the events tab; an archived
 * community's posts and meetings never found. Runs on PostgreSQL and on PGlite (engines.ts PGLITE_LANE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories/users';
import { buildCommunity, buildPost } from '../../../test/factories/communities';
import { buildEvent } from '../../../test/factories/events';
import { buildItem, headersFor } from '../../../test/factories/search';
import { meetings } from '../../db/schema/index';

let app: FastifyInstance;
let member: Record<string, string>;
let admin: Record<string, string>;
const hour = 3600_000;
const f = {} as Record<string, { id: string | number }>;

async function get(url: string, headers = member) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as any };
}
const search = async (keyword: string, section = 'news', headers = member) =>
  (await get(`/api/v1/search?${new URLSearchParams({ keyword, section })}`, headers)).body;
const suggest = async (keyword: string, headers = member) =>
  (await get(`/api/v1/search/suggest?${new URLSearchParams({ keyword })}`, headers)).body;
const ids = (items: any[]) => items.map((i: any) => String(i.id));

beforeAll(async () => {
  app = await buildTestApp();
  const m = await buildUser(app);
  const a = await buildUser(app, { role: 1 });
  member = await headersFor(app, m.id);
  admin = await headersFor(app, a.id);
  await buildItem(app, { name: 'Building trust with clients' });
  await buildItem(app, { name: 'Wheelchair seating clinic' });
  await buildItem(app, { name: 'Pediatric handwriting', shortDescription: 'Fine motor' });
  await buildItem(app, { name: 'Lone cartography' });
  // Words only a draft, another tenant or a private community hold: never offered to this member.
  await buildItem(app, { name: 'Quarantine drafts', status: 'draft' });
  await buildItem(app, { tenantId: 'psa', status: 'published', name: 'Kangaroo welfare' });
  const hidden = await buildCommunity(app, { name: 'Hidden circle', isPublic: false, isVisible: false });
  await buildPost(app, hidden.id, a.id, { title: 'Marmalade secrets' });
  // Events: a past one rated best (title twice), two upcoming, the nearer one listed first.
  f.past = (await buildEvent(app, { title: 'Orchard orchard workshop', startInHours: -24 * 10 })).event;
  f.far = (await buildEvent(app, { title: 'Orchard pruning', startInHours: 24 * 60 })).event;
  f.near = (await buildEvent(app, { title: 'Orchard visit', startInHours: 24 * 3 })).event;
  // An archived community with a public post and a public meeting.
  const archived = await buildCommunity(app, {
    name: 'Retired hub',
    isArchived: true,
    archivedDate: new Date(),
  });
  f.archivedPost = await buildPost(app, archived.id, a.id, { title: 'Lighthouse keeping' });
  const start = new Date(Date.now() + 24 * hour);
  await app.database.db.insert(meetings).values({
    tenantId: 'ota',
    communityId: archived.id,
    name: 'Lighthouse meetup',
    description: '<p>Online</p>',
    meetingLink: 'https://example.org/m',
    startDate: start,
    endDate: new Date(start.getTime() + hour),
    duration: 60,
    visible: 1,
    createdByUserId: a.id,
  });
}, 60_000);
afterAll(async () => app.close());

describe("'Did you mean' for one slip in a word of 5+ letters", () => {
  it('two neighbouring letters swapped: trsut → trust', async () => {
    const body = await search('trsut');
    expect(body.totalItems).toBe(0);
    expect(body.suggestion).toBe('trust');
    expect((await suggest('trsut')).suggestion).toBe('trust');
  });

  it('one letter missing: whelchair → wheelchair', async () => {
    expect((await search('whelchair seating')).suggestion).toBe('wheelchair seating');
  });

  it('one letter too many: clinnic → clinic', async () => {
    const body = await search('clinnic');
    expect(body.totalItems).toBe(0);
    expect(body.suggestion).toBe('clinic');
  });

  it('one letter wrong: pediatrik → pediatric', async () => {
    expect((await search('Pediatrik')).suggestion).toBe('pediatric');
  });

  it('also when the words find very little on the results page, if the correction finds more', async () => {
    // 'sensroy' and 'cartograpy' are only in bodies (not in the vocabulary): each finds one item.
    await buildItem(app, { name: 'Room notes', content: '<p>The sensroy room and a cartograpy slip.</p>' });
    await buildItem(app, { name: 'Sensory garden' });
    await buildItem(app, { name: 'Sensory diet' });
    const few = await search('sensroy');
    expect(few.totalItems).toBe(1);
    expect(few.suggestion).toBe('sensory');
    // 'cartography' finds one item too: no more than the words found, so not offered.
    const same = await search('cartograpy');
    expect(same.totalItems).toBe(1);
    expect(same.suggestion).toBeNull();
    // The header box (titles only, issue 37) offers a correction only when no title matched.
    expect((await suggest('sensroy')).suggestion).toBe('sensory');
    await buildItem(app, { name: 'Sensroy corner' });
    expect((await suggest('sensroy')).suggestion).toBeNull();
  });

  it('never a word of a draft, of another tenant or of a private community the member is not in', async () => {
    expect((await search('quarantien')).suggestion).toBeNull();
    expect((await search('kangarou')).suggestion).toBeNull();
    expect((await search('marmalade')).totalItems).toBe(0);
    expect((await search('marmlade')).suggestion).toBeNull();
    // The administrator reads every community: the same slip is corrected for them.
    expect((await search('marmlade', 'posts', admin)).suggestion).toBe('marmalade');
  });

  it('a short word is not corrected by a single edit, a known word never, a far one neither', async () => {
    expect((await search('trsu')).suggestion).toBeNull();
    expect((await search('trust')).suggestion).toBeNull();
    // A far trigram neighbour (3 edits away) is not offered: 'wheelchairxyz' is not 'wheelchair'.
    expect((await search('wheelchairxyz')).suggestion).toBeNull();
  });
});

describe('events: upcoming first', () => {
  it('the header box lists upcoming events first (nearest first), past ones only after', async () => {
    const box = await suggest('orchard');
    expect(ids(box.sections.events)).toEqual([String(f.near!.id), String(f.far!.id)]);
  });

  it('the events tab lists upcoming events (nearest first), then past ones', async () => {
    const tab = await search('orchard', 'events');
    expect(ids(tab.items)).toEqual([f.near, f.far, f.past].map((e) => String(e!.id)));
  });
});

describe('archived communities', () => {
  it("an archived community's posts and meetings are never found, not even by an administrator", async () => {
    for (const headers of [member, admin]) {
      const box = await suggest('lighthouse', headers);
      expect(box.sections.posts).toEqual([]);
      expect(box.sections.meetings).toEqual([]);
      const page = await search('lighthouse', 'posts', headers);
      expect(page.counts.posts).toBe(0);
      expect(page.counts.meetings).toBe(0);
    }
  });
});
