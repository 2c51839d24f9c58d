/**
 * Staff writes on a community's meetings, folders and files recorded in their own transaction (issue 39
 * point 3, docs/audit-log.md): each leaves ONE record (the generic hook adds none) with the route's action
 * and target and before/after of the changed fields only; uploads are recorded by their metadata (name, size,
 * type), never their bytes; a failed write leaves none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildMeeting } from '../../../test/factories/meetings';
import { sample } from '../../../test/file-bytes';
import { mp, multipart } from '../../../test/multipart';
import { auditCalls, type Who } from '../../../test/audit-records';

let app: FastifyInstance;
let admin: Who;
const { call, only: onlyOf } = auditCalls(() => app, 'audit-files');
const only = (records: Parameters<typeof onlyOf>[0], action: string) => onlyOf(records, action, admin.id);

beforeAll(async () => {
  app = await buildTestApp();
  const user = await buildUser(app, { role: 1 });
  admin = { id: user.id, headers: (await signIn(app, user.email)).headers };
}, 60_000);
afterAll(async () => app?.close());

describe('meetings', () => {
  const A = '/api/v1/admin/community/:id/meeting';

  it('records an edit, invitations and an uploaded file by its metadata, targeting the meeting', async () => {
    const community = await buildCommunity(app);
    const member = await buildUser(app);
    await addMember(app, community.id, member.id);
    const meeting = await buildMeeting(app, community.id, { visible: 3 });
    const base = `/api/v1/admin/community/${community.id}/meeting/${meeting.id}`;
    const edited = await call(admin, 'PUT', base, multipart({ name: 'Renamed meeting' }), mp(admin.headers));
    expect(edited.res.statusCode, edited.res.body).toBe(200);
    const record = only(edited.records, `PUT ${A}/:mid`);
    expect(record).toMatchObject({ targetType: 'meeting', targetId: meeting.id });
    expect(Object.keys(record.changes!)).toEqual(['name']);
    expect(record.changes!['name']).toMatchObject({ after: 'Renamed meeting' });
    const invited = await call(admin, 'PUT', `${base}/add-members`, { userIds: [member.id] });
    expect(invited.res.statusCode, invited.res.body).toBe(200);
    expect(only(invited.records, `PUT ${A}/:mid/add-members`).changes).toEqual({
      invitedUserIds: { before: [], after: [member.id] },
    });
    const content = sample('txt');
    const url = `/api/v1/community/${community.id}/meeting/${meeting.id}/asset`;
    const files = [{ field: 'files', name: 'notes.txt', content }];
    const uploaded = await call(admin, 'POST', url, multipart({}, files), mp(admin.headers));
    expect(uploaded.res.statusCode, uploaded.res.body).toBe(200);
    const upload = only(uploaded.records, 'POST /api/v1/community/:id/meeting/:mid/asset');
    expect(upload).toMatchObject({ targetType: 'meeting', targetId: meeting.id });
    const assets = upload.changes!['assets'] as { before: unknown[]; after: Record<string, unknown>[] };
    expect(assets.before).toEqual([]);
    expect(assets.after).toEqual([
      {
        id: expect.any(String),
        name: 'notes.txt',
        size: content.length,
        type: expect.stringMatching(/^text\/plain/),
      },
    ]);
    expect(JSON.stringify(upload.changes)).not.toContain(content.toString('base64'));
    // A public meeting takes no invitations (400): nothing is recorded.
    const open = await buildMeeting(app, community.id, { visible: 2 });
    const refused = await call(
      admin,
      'PUT',
      `/api/v1/admin/community/${community.id}/meeting/${open.id}/add-members`,
      {
        userIds: [member.id],
      },
    );
    expect(refused.res.statusCode).toBe(400);
    expect(refused.records).toEqual([]);
    const removed = await call(admin, 'DELETE', base);
    expect(removed.res.statusCode, removed.res.body).toBe(200);
    expect(only(removed.records, `DELETE ${A}/:mid`).changes).toMatchObject({
      name: { before: 'Renamed meeting', after: null },
    });
  });
});

describe('community folders and assets', () => {
  it('records a folder, a file item by its metadata, a reorder and a removal; a failed write none', async () => {
    const community = await buildCommunity(app);
    const base = `/api/v1/community/${community.id}/folder`;
    const folder = await call(admin, 'POST', base, { name: 'Minutes' });
    expect(folder.res.statusCode, folder.res.body).toBe(201);
    const folderId = folder.res.json<{ id: string }>().id;
    const first = only(folder.records, 'POST /api/v1/community/:id/folder');
    expect(first).toMatchObject({ targetType: 'community', targetId: community.id });
    expect(first.changes).toMatchObject({
      id: { before: null, after: folderId },
      name: { before: null, after: 'Minutes' },
    });
    const pdf = sample('pdf');
    const body = multipart({ type: 'file', name: 'Guide', description: 'PDF guide' }, [
      { field: 'file', name: 'guide.pdf', content: pdf },
    ]);
    const item = await call(admin, 'POST', `${base}/${folderId}/asset`, body, mp(admin.headers));
    expect(item.res.statusCode, item.res.body).toBe(201);
    const itemId = item.res.json<{ id: string }>().id;
    const added = only(item.records, 'POST /api/v1/community/:id/folder/:folderId/asset');
    expect(added).toMatchObject({ targetType: 'folder', targetId: folderId });
    expect(added.changes).toMatchObject({
      id: { before: null, after: itemId },
      fileName: { before: null, after: 'guide.pdf' },
      size: { before: null, after: pdf.length },
      contentType: { before: null, after: 'application/pdf' },
    });
    const link = { type: 'link', name: 'Two', description: 'Second', link: 'https://example.org/two' };
    const second = (await call(admin, 'POST', `${base}/${folderId}/asset`, link)).res.json<{ id: string }>()
      .id;
    const reordered = await call(admin, 'PUT', `${base}/${folderId}/asset/reorder`, {
      id: itemId,
      newOrder: 2,
    });
    expect(reordered.res.statusCode, reordered.res.body).toBe(200);
    expect(
      only(reordered.records, 'PUT /api/v1/community/:id/folder/:folderId/asset/reorder').changes,
    ).toEqual({
      order: { before: [itemId, second], after: [second, itemId] },
    });
    const renamed = await call(admin, 'PUT', `${base}/${folderId}`, { name: 'Minutes 2026' });
    expect(only(renamed.records, 'PUT /api/v1/community/:id/folder/:folderId').changes).toEqual({
      name: { before: 'Minutes', after: 'Minutes 2026' },
    });
    const gone = await call(admin, 'DELETE', `${base}/${folderId}/asset?id=${itemId}`);
    expect(gone.res.statusCode, gone.res.body).toBe(200);
    expect(only(gone.records, 'DELETE /api/v1/community/:id/folder/:folderId/asset').changes).toMatchObject({
      fileName: { before: 'guide.pdf', after: null },
    });
    const missing = await call(admin, 'DELETE', `${base}/${folderId}/asset?id=${itemId}`);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.records).toEqual([]);
  });
});

describe('staff file uploads', () => {
  it('records an event upload and a content upload by name, size and type, never the bytes', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const files = [{ field: 'file', name: 'banner.png', content: png, type: 'image/png' }];
    const event = await call(
      admin,
      'POST',
      '/api/admin/events/upload',
      multipart({}, files),
      mp(admin.headers),
    );
    expect(event.res.statusCode, event.res.body).toBe(200);
    const record = only(event.records, 'POST /api/admin/events/upload');
    expect(record.changes).toEqual({
      name: { before: null, after: 'banner.png' },
      size: { before: null, after: png.length },
      type: { before: null, after: 'image/png' },
      url: { before: null, after: event.res.json<{ url: string }>().url },
    });
    const content = await call(
      admin,
      'POST',
      '/api/content/manage/files',
      multipart({}, files),
      mp(admin.headers),
    );
    expect(content.res.statusCode, content.res.body).toBe(201);
    const id = content.res.json<{ id: string }>().id;
    const stored = only(content.records, 'POST /api/content/manage/files');
    expect(stored).toMatchObject({ targetId: String(id) });
    expect(stored.changes).toMatchObject({
      filenameDownload: { before: null, after: 'banner.png' },
      filesize: { before: null, after: png.length },
      type: { before: null, after: 'image/png' },
      width: { before: null, after: 20 },
    });
    const text = JSON.stringify([record.changes, stored.changes]);
    expect(text).not.toContain(png.toString('base64').slice(0, 40));
    // Refused uploads (a type the route does not take) change nothing and record nothing.
    const bad = [{ field: 'file', name: 'page.html', content: Buffer.from('<p>x</p>'), type: 'text/html' }];
    const refused = await call(
      admin,
      'POST',
      '/api/admin/events/upload',
      multipart({}, bad),
      mp(admin.headers),
    );
    expect(refused.res.statusCode).toBe(400);
    expect(refused.records).toEqual([]);
    const refusedContent = await call(
      admin,
      'POST',
      '/api/content/manage/files',
      multipart({}, bad),
      mp(admin.headers),
    );
    expect(refusedContent.res.statusCode).toBe(415);
    expect(refusedContent.records).toEqual([]);
  });
});
