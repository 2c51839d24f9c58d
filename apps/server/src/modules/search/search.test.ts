/* eslint-disable @typescript-eslint/no-explicit-any -- assertions walk JSON answers */
/**
 * API tests of the global search (issue 16; spec 002 §2 Global search, §9; 000 §2; 001 §7 search-by-body):
 * ranking, phrases and exclusion, highlight, prefix, 'Did you mean', visibility (segments, unpublished,
 * private and blacklisted communities, meetings), tenant isolation, counts, paging, tags and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { formatSearchCount, SEARCH_LIMITS, ZSearchSuggestResponse } from '@portal/contracts';
import { contentItems } from '../../db/schema/index';
import { buildItem, buildSearchFixture } from '../../../test/factories/search';

let app: FastifyInstance;
let f: Awaited<ReturnType<typeof buildSearchFixture>>;

async function get(url: string, headers: Record<string, string> = f.users.member) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as any };
}
const search = (params: Record<string, string | number>, headers?: Record<string, string>) =>
  get(
    `/api/v1/search?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers,
  );
const ids = (body: any) => body.items.map((i: any) => i.id);

beforeAll(async () => {
  app = await buildTestApp();
  f = await buildSearchFixture(app);
}, 60_000);
afterAll(async () => app.close());

describe('GET /api/v1/search — words', () => {
  it('ranks a title match above a body match, and finds only what the member may see', async () => {
    const { status, body } = await search({ keyword: 'therapy', section: 'news' });
    expect(status).toBe(200);
    // two title matches (A weight) first, the body match (C) last
    expect(ids(body).slice(0, 2).sort()).toEqual([f.news.titleNews.id, f.news.xssNews.id].map(String).sort());
    expect(body.items.at(-1).id).toBe(String(f.news.bodyNews.id));
    expect(body.items[0].rank).toBeGreaterThan(body.items.at(-1).rank);
    expect(body.totalItems).toBe(3);
    expect(body.suggestion).toBeNull();
  });

  it('stems words (services → service) and matches quoted phrases and exclusions', async () => {
    expect(ids((await search({ keyword: 'service', section: 'news' })).body)).toEqual([
      String(f.news.bodyNews.id),
    ]);
    expect(ids((await search({ keyword: '"annual report"' })).body)).toEqual([String(f.news.bodyNews.id)]);
    expect((await search({ keyword: '"report annual"' })).body.totalItems).toBe(0);
    const excluded = (await search({ keyword: 'therapy -annual', section: 'news' })).body;
    expect(ids(excluded)).not.toContain(String(f.news.bodyNews.id));
    expect(excluded.totalItems).toBe(2);
  });

  it('highlights matched words in the title and the snippet, escaping everything else', async () => {
    const { body } = await search({ keyword: 'therapy', section: 'news' });
    const byId = new Map(body.items.map((i: any) => [i.id, i]));
    const title: any = byId.get(String(f.news.titleNews.id));
    expect(title.titleHtml).toBe('Occupational <mark>therapy</mark> week');
    const bodyHit: any = byId.get(String(f.news.bodyNews.id));
    expect(bodyHit.snippetHtml).toContain('<mark>therapy</mark>');
    expect(bodyHit.snippetHtml).not.toMatch(/<(?!\/?mark>)/);
    const xss: any = byId.get(String(f.news.xssNews.id));
    expect(xss.titleHtml).toBe('&lt;script&gt;alert(1)&lt;/script&gt; xylophone <mark>therapy</mark>');
    expect(xss.title).toBe('<script>alert(1)</script> xylophone therapy');
  });

  it("offers 'Did you mean' for a misspelling, only when the correction finds something visible", async () => {
    const typo = (await search({ keyword: 'theraphy', section: 'news' })).body;
    expect(typo.totalItems).toBe(0);
    expect(typo.suggestion).toBe('therapy');
    const phrase = (await search({ keyword: 'Ocupational therapy' })).body;
    expect(phrase.suggestion).toBe('occupational therapy');
    // 'zanzibar' is only in a draft: never suggested
    expect((await search({ keyword: 'zanzibarr' })).body.suggestion).toBeNull();
    expect((await search({ keyword: 'zanzibar' })).body.totalItems).toBe(0);
  });

  it('an empty keyword (or stop words, or punctuation) answers nothing', async () => {
    for (const keyword of ['', '   ', 'the', '!!!']) {
      const { status, body } = await search({ keyword, section: 'news' });
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
      expect(Object.values(body.counts).every((n) => n === 0)).toBe(true);
    }
    expect((await search({})).body.totalItems).toBe(0);
  });

  it('refuses bad input with 400', async () => {
    const bad: Record<string, string | number>[] = [
      { section: 'users' },
      { page: 0 },
      { size: 0 },
      { size: 51 },
      { keyword: 'x'.repeat(201) },
      { keyword: 'a\u0000b' },
    ];
    for (const params of bad) expect((await search({ keyword: 'therapy', ...params })).status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/search?keyword=therapy',
      headers: { host: f.users.member.host! },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('visibility', () => {
  it('news and resources follow the segment rule; drafts and scheduled items are never found', async () => {
    const member = (await search({ keyword: 'therapy' })).body;
    const outsider = (await search({ keyword: 'therapy' }, f.users.outsider)).body;
    expect(member.counts.resources).toBe(1);
    expect(outsider.counts.resources).toBe(0);
    for (const hidden of [f.news.segBNews, f.news.draftNews, f.news.futureNews])
      expect(ids(member)).not.toContain(String(hidden.id));
    const admin = (await search({ keyword: 'therapy draft', section: 'news' }, f.users.admin)).body;
    expect(admin.totalItems).toBe(0);
  });

  it('unpublished events and posts awaiting approval are never found', async () => {
    const events = (await search({ keyword: 'therapy', section: 'events' }, f.users.admin)).body;
    expect(ids(events)).toEqual([String(f.event.id)]);
    expect(events.items[0]).toMatchObject({
      section: 'events',
      titleHtml: 'Hand <mark>therapy</mark> masterclass',
    });
    const posts = (await search({ keyword: 'therapy', section: 'posts' }, f.users.admin)).body;
    expect(ids(posts)).not.toContain(f.posts.waitingPost.id);
  });

  it("a private community's posts reach its members only; a blacklisted member sees nothing of the community", async () => {
    const member = (await search({ keyword: 'therapy', section: 'posts' })).body;
    expect(ids(member).sort()).toEqual([f.posts.openPost.id, f.posts.privatePost.id].sort());
    expect(member.items.find((i: any) => i.id === f.posts.privatePost.id).community).toEqual({
      id: f.closed.id,
      alias: f.closed.alias,
      name: f.closed.name,
    });
    const outsider = (await search({ keyword: 'therapy', section: 'posts' }, f.users.outsider)).body;
    expect(ids(outsider)).toEqual([f.posts.openPost.id]);
    const blocked = (await search({ keyword: 'therapy', section: 'posts' }, f.users.blocked)).body;
    expect(blocked.totalItems).toBe(0);
    expect(blocked.counts.communities).toBe(0);
    expect(blocked.counts.meetings).toBe(0);
  });

  it('communities: hidden ones only to members; canOpen when joined, auto-join or an administrator', async () => {
    const member = (await search({ keyword: 'therapy', section: 'communities' })).body;
    const byId = new Map(member.items.map((i: any) => [i.id, i]));
    expect(byId.get(f.closed.id)).toMatchObject({ isJoined: true, canOpen: true, alias: f.closed.alias });
    expect(byId.get(f.open.id)).toMatchObject({ isJoined: false, canOpen: false });
    const outsider = (await search({ keyword: 'therapy', section: 'communities' }, f.users.outsider)).body;
    expect(ids(outsider)).toEqual([f.open.id]);
    const admin = (await search({ keyword: 'therapy', section: 'communities' }, f.users.admin)).body;
    expect(admin.items.every((i: any) => i.canOpen)).toBe(true);
  });

  it('meetings by visibility: public to all, private only to its creator and invitees', async () => {
    const member = (await search({ keyword: 'therapy', section: 'meetings' })).body;
    expect(ids(member)).toEqual([f.meetings.publicMeeting.id]);
    const admin = (await search({ keyword: 'therapy', section: 'meetings' }, f.users.admin)).body;
    expect(admin.totalItems).toBe(2);
  });

  it('tenants are isolated, and a section whose module the member lacks counts 0', async () => {
    const psa = (await search({ keyword: 'therapy', section: 'news' }, f.users.psa)).body;
    expect(ids(psa)).toEqual([String(f.news.psaNews.id)]);
    expect(psa.counts.posts).toBe(0);
    const ota = (await search({ keyword: 'another tenant' })).body;
    expect(Object.values(ota.counts).every((n) => n === 0)).toBe(true);
    // actls communities need isMember (000 §6): a client user gets no posts or communities
    const actls = (await search({ keyword: 'therapy' }, f.users.actlsClient)).body;
    expect(actls.counts).toMatchObject({ news: 1, posts: 0, communities: 0, meetings: 0 });
  });
});

describe('counts and paging', () => {
  it('every section count equals that tab’s totalItems and items', async () => {
    const first = (await search({ keyword: 'therapy' })).body;
    for (const section of Object.keys(first.counts)) {
      const tab = (await search({ keyword: 'therapy', section })).body;
      expect(tab.counts).toEqual(first.counts);
      expect(tab.totalItems).toBe(first.counts[section]);
      expect(tab.items).toHaveLength(Math.min(15, tab.totalItems));
      expect(tab.items.every((i: any) => i.section === section)).toBe(true);
    }
  });

  it('pages by 15 without overlap', async () => {
    for (let i = 0; i < 20; i++) await buildItem(app, { name: `Quokka bulletin ${i}` });
    const page1 = (await search({ keyword: 'quokka' })).body;
    const page2 = (await search({ keyword: 'quokka', page: 2 })).body;
    expect(page1).toMatchObject({ totalItems: 20, page: 1, size: 15 });
    expect(page1.items).toHaveLength(15);
    expect(page2.items).toHaveLength(5);
    expect(new Set([...ids(page1), ...ids(page2)]).size).toBe(20);
    expect((await search({ keyword: 'quokka', page: 3 })).body.items).toEqual([]);
    expect((await search({ keyword: 'quokka', size: 8, page: 3 })).body.items).toHaveLength(4);
  });
});

describe('tags', () => {
  it('a tag search finds news, events and communities carrying a tag of that label', async () => {
    const { body } = await search({ tagId: 'Aged Care', section: 'news' });
    expect(body.tag).toEqual({ id: 'aged care', label: expect.stringMatching(/^aged care$/i) });
    expect(ids(body)).toEqual([String(f.news.titleNews.id)]);
    expect(body.counts).toMatchObject({ news: 1, events: 1, communities: 1, resources: 0, meetings: 0 });
    expect(body.items[0].titleHtml).toBe('Occupational therapy week');
    const events = (await search({ tagId: 'aged care', section: 'events' })).body;
    expect(ids(events)).toEqual([String(f.event.id)]);
    expect((await search({ tagId: 'no such tag' })).body).toMatchObject({ tag: null, totalItems: 0 });
  });

  it('GET /api/v1/search/tags answers tags matching the keyword, one per label', async () => {
    const { status, body } = await get('/api/v1/search/tags?keyword=aged');
    expect(status).toBe(200);
    expect(body.totalItems).toBe(1);
    expect(body.tags).toEqual([{ id: 'aged care', label: expect.stringMatching(/^aged care$/i) }]);
    expect((await get('/api/v1/search/tags?keyword=%25')).body.totalItems).toBe(0);
    expect((await get('/api/v1/search/tags?keyword=')).body).toEqual({ tags: [], totalItems: 0 });
  });
});

describe('GET /api/v1/search/suggest', () => {
  it('matches the last word as a prefix and answers at most 2 per section', async () => {
    const { status, body } = await get('/api/v1/search/suggest?keyword=thera');
    expect(status).toBe(200);
    expect(body.sections.news).toHaveLength(2);
    expect(body.sections.events.map((e: any) => e.id)).toEqual([String(f.event.id)]);
    expect(body.sections.posts.length).toBeGreaterThan(0);
    // Titles only (issue 37): the two news titles saying 'therapy', not the news saying it in its body.
    expect(body.counts.news).toBe(2);
    expect(body.sections.news.map((n: any) => n.id)).not.toContain(String(f.news.bodyNews.id));
    expect(body.sections.news[0].titleHtml).toContain('<mark>');
    expect((await search({ keyword: 'thera' })).body.counts.news).toBe(0);
    const two = (await get('/api/v1/search/suggest?keyword=occupational%20thera')).body;
    expect(two.sections.news.map((n: any) => n.id)).toEqual([String(f.news.titleNews.id)]);
  });

  it('finds by title only what the member may see, counted from the same candidates', async () => {
    const titles = (body: any, section: string) => body.sections[section].map((i: any) => i.id).sort();
    const member = (await get('/api/v1/search/suggest?keyword=therap')).body;
    // Not the segment B news, the draft, the scheduled one, another tenant's; not an unpublished event.
    expect(titles(member, 'news')).toEqual([f.news.titleNews.id, f.news.xssNews.id].map(String).sort());
    expect(member.counts.news).toBe(2);
    expect(titles(member, 'events')).toEqual([String(f.event.id)]);
    // Posts: the private community's to its member, never one awaiting approval.
    expect(titles(member, 'posts')).toEqual([f.posts.openPost.id, f.posts.privatePost.id].sort());
    expect(member.counts.posts).toBe(2);
    const outsider = (await get('/api/v1/search/suggest?keyword=therap', f.users.outsider)).body;
    expect(titles(outsider, 'posts')).toEqual([f.posts.openPost.id]);
    expect(titles(outsider, 'communities')).toEqual([f.open.id]);
    expect(outsider.counts.posts).toBe(1);
    const blocked = (await get('/api/v1/search/suggest?keyword=therap', f.users.blocked)).body;
    expect(blocked.counts.posts + blocked.counts.communities + blocked.counts.meetings).toBe(0);
  });

  it('answers titles only: no body snippet in the header box, the results page keeps it', async () => {
    // The header box shows titles (000 §2, 002 §2: 2 results per section); its body snippets were computed
    // and never shown (issue 37, 6 Dec, stop 57).
    const box = (await get('/api/v1/search/suggest?keyword=therap')).body;
    const items = Object.values(box.sections).flat() as any[];
    expect(items.length).toBeGreaterThan(4);
    expect(items.map((i) => i.snippetHtml)).toEqual(items.map(() => ''));
    expect(items.find((i) => i.id === String(f.news.titleNews.id))?.titleHtml).toBe(
      'Occupational <mark>therapy</mark> week',
    );
    const page = (await search({ keyword: 'therapy', section: 'news' })).body;
    const titleNews = page.items.find((i: any) => i.id === String(f.news.titleNews.id));
    expect(titleNews.snippetHtml).toContain('A week of events');
  });

  it('suggests tags and a correction; an empty keyword answers nothing', async () => {
    expect((await get('/api/v1/search/suggest?keyword=aged')).body.tags).toHaveLength(1);
    expect((await get('/api/v1/search/suggest?keyword=masterclas%20theraphy')).body.suggestion).toBe(
      'masterclass therapy',
    );
    const empty = (await get('/api/v1/search/suggest?keyword=')).body;
    expect(Object.values(empty.sections).every((s: any) => s.length === 0)).toBe(true);
  });
});

describe('GET /api/v1/search/suggest — the answer as text', () => {
  it("is written as the contract's serializer would write it, byte for byte", async () => {
    // The route sends JSON.stringify of the answer, not the response schema's serializer (issue 37, 6 Dec, stop
    // 59): the same bytes only while the presenter builds every object's keys in the contract's order and no
    // key the contract lacks (the schema's parse puts them in its order and drops the others).
    const users = [f.users.member, f.users.outsider, f.users.admin];
    for (const headers of users)
      for (const keyword of [
        'therap',
        'thera',
        'occupational thera',
        'aged',
        'masterclas theraphy',
        'quokk',
        '',
      ]) {
        const url = `/api/v1/search/suggest?keyword=${encodeURIComponent(keyword)}`;
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body, keyword).toBe(JSON.stringify(ZSearchSuggestResponse.parse(JSON.parse(res.body))));
      }
    const box = JSON.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/search/suggest?keyword=therap',
          headers: f.users.outsider,
        })
      ).body,
    );
    // Every kind of item was written (communities and posts carry their own keys).
    expect(
      box.sections.communities.length * box.sections.posts.length * box.sections.news.length,
    ).toBeGreaterThan(0);
  });
});

describe('GET api/v1/community/post/search-by-body (001 §7) from the same index', () => {
  it('finds by stemmed words, best match first, never for a blacklisted member', async () => {
    const url = '/api/v1/community/post/search-by-body?keyword=therapy';
    const member = (await get(url)).body;
    expect(member.posts.map((p: any) => p.id).sort()).toEqual(
      [f.posts.openPost.id, f.posts.privatePost.id].sort(),
    );
    expect((await get(url, f.users.blocked)).body.totalItemCount).toBe(0);
    expect((await get('/api/v1/community/post/search-by-body?keyword=practicals')).body.posts).toHaveLength(
      1,
    );
  });
});

describe('a common word (docs/api-search.md "Large results")', () => {
  it('counts exactly up to the cap, estimates above it, pages through the newest matches only, best first', async () => {
    const cap = SEARCH_LIMITS.countCap;
    const hour = 3600_000;
    // 3 × cap + 5 news items saying "numbat" (enough for PostgreSQL's estimate to pass the cap), newest first by
    // index; the oldest says it three times in its title (the best rank of all) but is not among the newest `cap`.
    await app.database.db.insert(contentItems).values(
      Array.from({ length: 3 * cap + 5 }, (_, i) => ({
        tenantId: 'ota',
        kind: 'news' as const,
        status: 'active' as const,
        name: i === 3 * cap + 4 ? 'Numbat numbat numbat' : i === 3 ? 'Numbat habitat numbat' : `Digest ${i}`,
        shortDescription: i === 3 * cap + 4 || i === 3 ? '' : 'A numbat was seen',
        dateCreated: new Date(Date.now() - (i + 10) * hour),
      })),
    );
    // Fresh statistics, as autovacuum keeps them: the estimate sees the many "numbat" rows.
    await app.database.db.execute(sql`analyze content_items`);
    const first = (await search({ keyword: 'numbat', section: 'news' })).body;
    // Above the cap: PostgreSQL's estimate, flagged, never below what the exact count saw.
    expect(first.estimatedCounts).toEqual(['news']);
    expect(first.counts.news).toBeGreaterThan(cap);
    expect(formatSearchCount(first.counts.news, true)).toMatch(/^about \d/);
    expect(first.totalItems).toBe(cap);
    expect(first.items[0].title).toBe('Numbat habitat numbat');
    expect(first.items.map((i: any) => i.title)).not.toContain('Numbat numbat numbat');
    const last = (await search({ keyword: 'numbat', section: 'news', page: Math.ceil(cap / 15) })).body;
    expect(last.items).toHaveLength(cap % 15 || 15);
    const beyond = (await search({ keyword: 'numbat', section: 'news', page: Math.ceil(cap / 15) + 1 })).body;
    expect(beyond.items).toHaveLength(0);
    // At or under the cap: exact, not flagged.
    const few = (await search({ keyword: 'habitat', section: 'news' })).body;
    expect(few.counts.news).toBe(1);
    expect(few.estimatedCounts).toEqual([]);
  });

  it('says "100+" rather than an estimate at or under the cap when more than the cap matched', async () => {
    const cap = SEARCH_LIMITS.countCap;
    // Statistics taken before any "wombat" exists make PostgreSQL estimate the word as rare; then cap + 5 rows
    // say it, so the exact count passes the cap while the estimate stays under it.
    await app.database.db.execute(sql`analyze content_items`);
    await app.database.db.insert(contentItems).values(
      Array.from({ length: cap + 5 }, (_, i) => ({
        tenantId: 'ota',
        kind: 'news' as const,
        status: 'active' as const,
        name: `Wombat sighting ${i}`,
        shortDescription: 'A wombat was seen',
        dateCreated: new Date(Date.now() - (i + 10) * 3600_000),
      })),
    );
    const body = (await search({ keyword: 'wombat', section: 'news' })).body;
    expect(body.estimatedCounts).toEqual([]);
    expect(body.counts.news).toBe(cap + 1);
    expect(formatSearchCount(body.counts.news, false)).toBe(`${cap}+`);
    expect(body.totalItems).toBe(cap);
  });

  it('the header box ranks titles among the newest candidates and counts them up to the cap + 1', async () => {
    const candidates = SEARCH_LIMITS.suggestCandidates;
    const hour = 3600_000;
    // candidates + 5 titles starting with "Quoll", newest first by index; the oldest says it three times (the
    // best rank of all) but is not among the newest candidates.
    await app.database.db.insert(contentItems).values(
      Array.from({ length: candidates + 5 }, (_, i) => ({
        tenantId: 'ota',
        kind: 'news' as const,
        status: 'active' as const,
        name:
          i === candidates + 4
            ? 'Quolls quoll quoll'
            : i === 7
              ? 'Quoll quoll survey'
              : `Quoll sighting ${i}`,
        dateCreated: new Date(Date.now() - (i + 10) * hour),
      })),
    );
    const box = (await get('/api/v1/search/suggest?keyword=quol')).body;
    expect(box.counts.news).toBe(candidates + 1);
    expect(box.sections.news).toHaveLength(2);
    expect(box.sections.news[0].title).toBe('Quoll quoll survey');
    expect(box.sections.news.map((n: any) => n.title)).not.toContain('Quolls quoll quoll');
  });
});
