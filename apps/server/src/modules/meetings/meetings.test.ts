/**
 * API tests of meetings — spec 001 §4 Meeting (RSVP closing, one-way publish and notify, visibility fixed),
 * §5 Meeting form, §6 meetingAll, §7 Meetings; tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MEETING_MESSAGES, type TMeeting, type TMeetingsResponse } from '@portal/contracts';
import { sample } from '../../../test/file-bytes';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { meetings, meetingAssets } from '../../db/schema/index';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildMeeting, mp, multipart } from '../../../test/factories/meetings';

let app: FastifyInstance;
let community: Awaited<ReturnType<typeof buildCommunity>>;
let other: Awaited<ReturnType<typeof buildCommunity>>;
let modH: Record<string, string>;
let memberH: Record<string, string>;
let outsiderH: Record<string, string>;
let globalH: Record<string, string>;
let psaH: Record<string, string>;
let member: { id: string };
let outsider: { id: string };

const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const valid = () => ({
  name: 'Quarterly catch-up',
  description: 'Agenda to follow',
  meetingLink: 'https://meet.example.com/q1',
  startDate: future(60 * 24),
  duration: '60',
  visible: '2',
});
const countMeetings = async () => (await app.database.db.select().from(meetings)).length;

beforeAll(async () => {
  app = await buildTestApp();
  const mod = await buildUser(app, { email: 'm-mod@example.com' });
  member = await buildUser(app, { email: 'm-member@example.com' });
  outsider = await buildUser(app, { email: 'm-outsider@example.com' });
  await buildUser(app, { email: 'm-global@example.com', permissions: { meetingAll: true } as never });
  await buildUser(app, { email: 'm-psa@example.com', tenantId: 'psa' });
  community = await buildCommunity(app, { name: 'Meeting community' });
  other = await buildCommunity(app, { name: 'Other community' });
  await addMember(app, community.id, mod.id, { role: 'Moderator' });
  await addMember(app, community.id, member.id);
  modH = (await signIn(app, 'm-mod@example.com')).headers;
  memberH = (await signIn(app, 'm-member@example.com')).headers;
  outsiderH = (await signIn(app, 'm-outsider@example.com')).headers;
  globalH = (await signIn(app, 'm-global@example.com')).headers;
  psaH = (await signIn(app, 'm-psa@example.com', 'psa')).headers;
});
afterAll(async () => app.close());

const create = (
  headers: Record<string, string>,
  fields: Record<string, string | string[]>,
  files = [] as Parameters<typeof multipart>[1],
  cid = community.id,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/community/${cid}/meeting`,
    headers: mp(headers),
    payload: multipart(fields, files),
  });

describe('create (meetingAll)', () => {
  it('a plain member cannot create a meeting (403), nothing stored', async () => {
    const before = await countMeetings();
    const res = await create(memberH, valid());
    expect(res.statusCode).toBe(403);
    expect(await countMeetings()).toBe(before);
  });

  it('a moderator creates a meeting with a cover and assets', async () => {
    const res = await create(modH, { ...valid(), meetingId: '123 456', meetingPassword: 'pw' }, [
      { field: 'imageFile', name: 'cover.png', content: sample('png') },
      { field: 'files', name: 'agenda.pdf', content: sample('pdf') },
      { field: 'files', name: 'notes.txt', content: sample('txt') },
    ]);
    expect(res.statusCode).toBe(201);
    const m = res.json() as TMeeting;
    expect(m.visible).toBe(2);
    expect(m.duration).toBe(60);
    expect(m.assets.map((a) => a.fileName).sort()).toEqual(['agenda.pdf', 'notes.txt']);
    expect(m.imageUrl).toMatch(/^\/api\/v1\/community\/files\//);
    expect(m.meetingId).toBe('123 456');
    expect(m.canManage).toBe(true);
    expect(new Date(m.endDate).getTime() - new Date(m.startDate).getTime()).toBe(3_600_000);
  });

  it('the global meetingAll flag also allows it (in any community)', async () => {
    const res = await create(globalH, valid(), [], other.id);
    expect(res.statusCode).toBe(201);
  });

  it('more than 5 assets → 400, nothing stored', async () => {
    const before = await countMeetings();
    const files = Array.from({ length: 6 }, (_, i) => ({ field: 'files', name: `f${i}.pdf`, content: 'x' }));
    const res = await create(modH, valid(), files);
    expect(res.statusCode).toBe(400);
    expect(await countMeetings()).toBe(before);
  });

  it('a wrong file type or a file over 5 MB → 400 with the spec message', async () => {
    const bad = await create(modH, valid(), [{ field: 'files', name: 'virus.exe', content: 'x' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Allowed only: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt file types',
    );
    const big = await create(modH, valid(), [
      { field: 'files', name: 'big.pdf', content: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Maximum allowed file size is 5Mb');
  });

  it.each([
    [{ name: '  ' }, MEETING_MESSAGES.titleRequired],
    [{ name: 'x'.repeat(301) }, MEETING_MESSAGES.titleMax],
    [{ description: '' }, MEETING_MESSAGES.descriptionRequired],
    [{ description: 'x'.repeat(2001) }, MEETING_MESSAGES.descriptionMax],
    [{ meetingLink: '' }, MEETING_MESSAGES.linkRequired],
    [{ meetingLink: 'ftp://x.com' }, MEETING_MESSAGES.linkInvalid],
    [{ startDate: new Date(Date.now() - 3_600_000).toISOString() }, MEETING_MESSAGES.timeInPast],
    [{ duration: '0' }, MEETING_MESSAGES.endBeforeStart],
    [{ rsvpDate: future(60 * 48) }, MEETING_MESSAGES.rsvpAfterStart],
    [{ visible: '' }, MEETING_MESSAGES.privacyRequired],
  ])('bad input %j → 400 %s, nothing stored', async (patch, message) => {
    const before = await countMeetings();
    const fields = { ...valid(), ...patch } as Record<string, string>;
    if (fields.visible === '') delete fields.visible;
    const res = await create(modH, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countMeetings()).toBe(before);
  });

  it('a private meeting cannot be published to the dashboard', async () => {
    const res = await create(modH, { ...valid(), visible: '3', toDashBoard: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEETING_MESSAGES.privateNotPublishable);
  });
});

describe('visibility', () => {
  let pub: { id: string };
  let comm: { id: string };
  let priv: { id: string };
  let foreign: { id: string };
  beforeAll(async () => {
    const vis = await buildCommunity(app, { name: 'Visibility community', isPublic: false });
    await addMember(app, vis.id, member.id);
    pub = await buildMeeting(app, vis.id, { name: 'Public one', visible: 1 });
    comm = await buildMeeting(app, vis.id, { name: 'Community one', visible: 2 });
    priv = await buildMeeting(app, vis.id, { name: 'Private one', visible: 3, invite: [outsider.id] });
    foreign = { id: vis.id };
  });
  const names = (r: TMeetingsResponse) => r.meets.map((m) => m.meet.name).sort();

  it('Public: everyone; Community: members; Private: invited only', async () => {
    const asMember = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting`,
      headers: memberH,
    });
    expect(names(asMember.json())).toEqual(['Community one', 'Public one']);
    const asOutsider = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting`,
      headers: outsiderH,
    });
    expect(names(asOutsider.json())).toEqual(['Private one', 'Public one']);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting/${priv.id}`,
      headers: memberH,
    });
    expect(detail.statusCode).toBe(404);
    const ok = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting/${comm.id}`,
      headers: outsiderH,
    });
    expect(ok.statusCode).toBe(404);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting/${pub.id}`,
      headers: outsiderH,
    });
    expect(seen.statusCode).toBe(200);
  });

  it('explore applies visibility too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: outsiderH,
      payload: { communitiesIds: [foreign.id] },
    });
    expect(names(res.json())).toEqual(['Private one', 'Public one']);
  });

  it('another tenant sees nothing (404)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${foreign.id}/meeting/${pub.id}`,
      headers: psaH,
    });
    expect(res.statusCode).toBe(404);
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: psaH,
      payload: {},
    });
    expect(list.json().totalItemCount).toBe(0);
  });
});

describe('RSVP', () => {
  it("Going, then Can't go; counted", async () => {
    const m = await buildMeeting(app, community.id, { visible: 2 });
    const url = `/api/v1/community/${community.id}/meeting/${m.id}`;
    const going = await app.inject({ method: 'POST', url, headers: memberH, payload: { status: 1 } });
    expect(going.json()).toEqual({ status: 1, goingCount: 1 });
    const cant = await app.inject({ method: 'POST', url, headers: memberH, payload: { status: 2 } });
    expect(cant.json()).toEqual({ status: 2, goingCount: 0 });
    const detail = (await app.inject({ method: 'GET', url, headers: memberH })).json() as TMeeting;
    expect(detail.status).toBe(2);
    expect(detail.users.find((u) => u.userId === member.id)?.status).toBe(2);
  });

  it('closed after the meeting ended', async () => {
    const m = await buildMeeting(app, community.id, { startInMinutes: -120, duration: 60 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/meeting/${m.id}`,
      headers: memberH,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEETING_MESSAGES.rsvpClosedEnded);
  });

  it('closed after the RSVP deadline, open while the meeting is still running without deadline', async () => {
    const m = await buildMeeting(app, community.id, { rsvpDate: new Date(Date.now() - 60_000) });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/meeting/${m.id}`,
      headers: memberH,
      payload: { status: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEETING_MESSAGES.rsvpClosedDeadline);
    const running = await buildMeeting(app, community.id, { startInMinutes: -10, duration: 60 });
    const ok = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/meeting/${running.id}`,
      headers: memberH,
      payload: { status: 1 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('bad status → 400', async () => {
    const m = await buildMeeting(app, community.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${community.id}/meeting/${m.id}`,
      headers: memberH,
      payload: { status: 7 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('edit, publish, notify, delete', () => {
  it('visibility cannot change; publish and notify are one-way', async () => {
    const m = await buildMeeting(app, community.id, { visible: 2 });
    const url = `/api/v1/admin/community/${community.id}/meeting/${m.id}`;
    const vis = await app.inject({ method: 'PUT', url, headers: modH, payload: { visible: 1 } });
    expect(vis.statusCode).toBe(400);
    expect(vis.json().message).toBe(MEETING_MESSAGES.visibilityLocked);
    const pub = await app.inject({ method: 'PUT', url, headers: modH, payload: { toDashBoard: true } });
    expect(pub.json().toDashBoard).toBe(true);
    const again = await app.inject({ method: 'PUT', url, headers: modH, payload: { toDashBoard: true } });
    expect(again.statusCode).toBe(400);
    const unpublish = await app.inject({
      method: 'PUT',
      url,
      headers: modH,
      payload: { toDashBoard: false },
    });
    expect(unpublish.json().toDashBoard).toBe(true);
    const notify = await app.inject({
      method: 'PUT',
      url,
      headers: modH,
      payload: { sendNotification: true },
    });
    expect(notify.json().isNotified).toBe(true);
    const twice = await app.inject({
      method: 'PUT',
      url,
      headers: modH,
      payload: { sendNotification: true },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(MEETING_MESSAGES.alreadyNotified);
  });

  it('edits fields and asset marks; a member cannot edit or delete', async () => {
    const created = (
      await create(modH, valid(), [{ field: 'files', name: 'a.pdf', content: sample('pdf') }])
    ).json() as TMeeting;
    const url = `/api/v1/admin/community/${community.id}/meeting/${created.id}`;
    const denied = await app.inject({ method: 'PUT', url, headers: memberH, payload: { name: 'x' } });
    expect(denied.statusCode).toBe(403);
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: mp(modH),
      payload: multipart({ name: 'Renamed', deletedAssetIds: created.assets[0]!.id }, [
        { field: 'files', name: 'b.docx', content: sample('docx') },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed');
    expect(res.json().assets.map((a: { fileName: string }) => a.fileName)).toEqual(['b.docx']);
    expect((await app.inject({ method: 'DELETE', url, headers: memberH })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url, headers: modH })).statusCode).toBe(200);
    expect(
      await app.database.db.select().from(meetingAssets).where(eq(meetingAssets.meetingId, created.id)),
    ).toHaveLength(0);
  });

  it('invites members to a private meeting only', async () => {
    const priv = await buildMeeting(app, community.id, { visible: 3 });
    const add = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/meeting/${priv.id}/add-members`,
      headers: modH,
      payload: { userIds: [outsider.id] },
    });
    expect(add.json().users.map((u: { userId: string }) => u.userId)).toEqual([outsider.id]);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${community.id}/meeting/${priv.id}`,
      headers: outsiderH,
    });
    expect(seen.statusCode).toBe(200);
    const remove = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/meeting/${priv.id}/remove-members`,
      headers: modH,
      payload: { userIds: [outsider.id] },
    });
    expect(remove.json().users).toEqual([]);
    const pub = await buildMeeting(app, community.id, { visible: 1 });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/meeting/${pub.id}/add-members`,
      headers: modH,
      payload: { userIds: [outsider.id] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('meeting assets: upload up to 5 in all, download, delete', async () => {
    const m = await buildMeeting(app, community.id, { visible: 2 });
    const base = `/api/v1/community/${community.id}/meeting/${m.id}/asset`;
    const files = Array.from({ length: 5 }, (_, i) => ({
      field: 'files',
      name: `f${i}.txt`,
      content: `file ${i}`,
    }));
    const up = await app.inject({
      method: 'POST',
      url: base,
      headers: mp(modH),
      payload: multipart({}, files),
    });
    expect(up.json().assets).toHaveLength(5);
    const more = await app.inject({
      method: 'POST',
      url: base,
      headers: mp(modH),
      payload: multipart({}, [files[0]!]),
    });
    expect(more.statusCode).toBe(400);
    const byMember = await app.inject({
      method: 'POST',
      url: base,
      headers: mp(memberH),
      payload: multipart({}, [files[0]!]),
    });
    expect(byMember.statusCode).toBe(403);
    const first = up.json().assets[0];
    const dl = await app.inject({ method: 'GET', url: `${base}/${first.id}`, headers: memberH });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toMatch(/^file \d$/);
    const del = await app.inject({ method: 'DELETE', url: `${base}/${first.id}`, headers: modH });
    expect(del.json().assets).toHaveLength(4);
  });
});

describe('lists, explore, preference, dashboard, favourites', () => {
  let cid: string;
  beforeAll(async () => {
    const c = await buildCommunity(app, { name: 'Lists community' });
    cid = c.id;
    await addMember(app, cid, member.id);
    await buildMeeting(app, cid, { name: 'Past', startInMinutes: -60 * 24, visible: 2 });
    await buildMeeting(app, cid, { name: 'Soon', startInMinutes: 60, visible: 2 });
    await buildMeeting(app, cid, {
      name: 'Later',
      startInMinutes: 60 * 24 * 3,
      visible: 2,
      toDashBoard: true,
    });
  });

  it('community list: upcoming by start, then past; showPast/showUpcoming', async () => {
    const all = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/meeting`,
      headers: memberH,
    });
    expect(all.json().meets.map((m: { meet: TMeeting }) => m.meet.name)).toEqual(['Soon', 'Later', 'Past']);
    const past = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/meeting?showPast=true`,
      headers: memberH,
    });
    expect(past.json().meets.map((m: { meet: TMeeting }) => m.meet.name)).toEqual(['Past']);
    const paged = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/meeting?page=2&pageSize=1`,
      headers: memberH,
    });
    expect(paged.json()).toMatchObject({ totalItemCount: 3 });
    expect(paged.json().meets[0].meet.name).toBe('Later');
  });

  it('explore: favourites, statuses, date range; admin list needs meetingAll', async () => {
    const list = (
      await app.inject({ method: 'GET', url: `/api/v1/community/${cid}/meeting`, headers: memberH })
    ).json() as TMeetingsResponse;
    const later = list.meets.find((m) => m.meet.name === 'Later')!.meet;
    const fav = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/meeting/${later.id}/add-to-favorite`,
      headers: memberH,
    });
    expect(fav.json()).toEqual({ isFavorite: true });
    const favs = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: memberH,
      payload: { onlyFavorite: true },
    });
    expect(favs.json().meets.map((m: { meet: TMeeting }) => m.meet.name)).toEqual(['Later']);
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/meeting/${later.id}`,
      headers: memberH,
      payload: { status: 1 },
    });
    const going = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: memberH,
      payload: { communitiesIds: [cid], statuses: [1] },
    });
    expect(going.json().meets.map((m: { meet: TMeeting }) => m.meet.name)).toEqual(['Later']);
    const range = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: memberH,
      payload: { communitiesIds: [cid], startDate: future(0), endDate: future(60 * 24) },
    });
    expect(range.json().meets.map((m: { meet: TMeeting }) => m.meet.name)).toEqual(['Soon']);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/community/meeting',
      headers: memberH,
      payload: { statuses: [9] },
    });
    expect(bad.statusCode).toBe(400);
    const unfav = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/meeting/${later.id}/delete-from-favorite`,
      headers: memberH,
    });
    expect(unfav.json()).toEqual({ isFavorite: false });
    const admin = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/community/${cid}/meeting`,
      headers: memberH,
    });
    expect(admin.statusCode).toBe(403);
  });

  it('preference and dashboard', async () => {
    const pref = await app.inject({
      method: 'GET',
      url: '/api/v1/community/meeting/preference',
      headers: memberH,
    });
    expect(pref.statusCode).toBe(200);
    expect(pref.json().communities.map((c: { id: string }) => c.id)).toContain(cid);
    expect(pref.json().totalUpcoming).toBeGreaterThanOrEqual(2);
    const dash = await app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/meetings?page=1&pageSize=10',
      headers: memberH,
    });
    const names = dash.json().meets.map((m: { meet: TMeeting }) => m.meet.name);
    expect(names).toContain('Later');
    expect(names).not.toContain('Past');
    expect(names).not.toContain('Soon');
  });
});
