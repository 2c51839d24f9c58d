/**
 * API tests of folders and assets — spec 001 §4 Assets (1-based reorder), §5 add-file modal, §6 (assetsAll;
 * item edit/delete for Admin or WorkSpaceOwner), §7 Assets and folders, engagement on download; tenant
 * isolation and private communities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ASSET_MESSAGES, type TAssetFolder, type TFoldersResponse } from '@portal/contracts';
import { sample } from '../../../test/file-bytes';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { assetFolders, assetItems, engagementEvents } from '../../db/schema/index';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { mp, multipart } from '../../../test/factories/meetings';

let app: FastifyInstance;
let cid: string;
let modH: Record<string, string>;
let memberH: Record<string, string>;
let adminH: Record<string, string>;
let psaH: Record<string, string>;
let outsiderH: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  const mod = await buildUser(app, { email: 'a-mod@example.com' });
  const member = await buildUser(app, { email: 'a-member@example.com' });
  await buildUser(app, { email: 'a-admin@example.com', role: 1 });
  await buildUser(app, { email: 'a-outsider@example.com' });
  await buildUser(app, { email: 'a-psa@example.com', tenantId: 'psa' });
  const c = await buildCommunity(app, { name: 'Assets community', isPublic: false });
  cid = c.id;
  await addMember(app, cid, mod.id, { role: 'Moderator' });
  await addMember(app, cid, member.id);
  modH = (await signIn(app, 'a-mod@example.com')).headers;
  memberH = (await signIn(app, 'a-member@example.com')).headers;
  adminH = (await signIn(app, 'a-admin@example.com')).headers;
  outsiderH = (await signIn(app, 'a-outsider@example.com')).headers;
  psaH = (await signIn(app, 'a-psa@example.com', 'psa')).headers;
});
afterAll(async () => app.close());

const folders = async (h = memberH) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/community/${cid}/folder`, headers: h })
  ).json() as TFoldersResponse;
const mkFolder = async (name: string, h = modH) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder`,
      headers: h,
      payload: { Name: name, Description: 'd' },
    })
  ).json() as TAssetFolder;

describe('folders', () => {
  it('a member cannot create a folder; a moderator can; orders start at 1', async () => {
    const denied = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder`,
      headers: memberH,
      payload: { name: 'X' },
    });
    expect(denied.statusCode).toBe(403);
    const a = await mkFolder('A');
    const b = await mkFolder('B');
    const c = await mkFolder('C');
    expect([a.order, b.order, c.order]).toEqual([1, 2, 3]);
    const list = await folders();
    expect(list.folders.map((f) => f.name)).toEqual(['A', 'B', 'C']);
    expect(list.canManage).toBe(false);
    expect((await folders(modH)).canManage).toBe(true);
  });

  it('bad input → 400 with the spec message, nothing stored', async () => {
    const before = (await app.database.db.select().from(assetFolders)).length;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder`,
      headers: modH,
      payload: { name: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSET_MESSAGES.folderTitleRequired);
    expect((await app.database.db.select().from(assetFolders)).length).toBe(before);
    const f = (await folders()).folders[0]!;
    const rename = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/${f.id}`,
      headers: modH,
      payload: { name: '' },
    });
    expect(rename.json().message).toBe(ASSET_MESSAGES.folderNameRequired);
  });

  it('reorder with 1-based positions; out of range → 400 and unchanged', async () => {
    const list = (await folders()).folders;
    const c = list.find((f) => f.name === 'C')!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/reorder`,
      headers: modH,
      payload: { id: c.id, newOrder: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect((await folders()).folders.map((f) => `${f.order}:${f.name}`)).toEqual(['1:C', '2:A', '3:B']);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/reorder`,
      headers: modH,
      payload: { id: c.id, newOrder: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const zero = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/reorder`,
      headers: modH,
      payload: { id: c.id, newOrder: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect((await folders()).folders.map((f) => f.name)).toEqual(['C', 'A', 'B']);
    const denied = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/reorder`,
      headers: memberH,
      payload: { id: c.id, newOrder: 2 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('rename; delete a folder with its files', async () => {
    const f = await mkFolder('To delete');
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/${f.id}`,
      headers: modH,
      payload: { name: 'Doomed' },
    });
    expect(renamed.json().name).toBe('Doomed');
    await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder/${f.id}/asset`,
      headers: mp(modH),
      payload: multipart({ type: 'file', name: 'Doc', description: 'x' }, [
        { field: 'file', name: 'a.pdf', content: sample('pdf') },
      ]),
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/community/${cid}/folder/${f.id}`,
      headers: modH,
    });
    expect(del.json()).toEqual({ ok: true, deletedItems: 1 });
    expect(await app.database.db.select().from(assetItems).where(eq(assetItems.folderId, f.id))).toHaveLength(
      0,
    );
    expect((await folders()).folders.map((x) => x.order)).toEqual([1, 2, 3]);
  });
});

describe('items', () => {
  let folderId: string;
  beforeAll(async () => {
    folderId = (await mkFolder('Items')).id;
  });
  const add = (
    h: Record<string, string>,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder/${folderId}/asset`,
      headers: mp(h),
      payload: multipart(fields, files),
    });

  it('adds a link and a file; types and order', async () => {
    const link = await add(modH, {
      type: 'link',
      name: 'Site',
      description: 'Our site',
      link: 'https://example.org/page',
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({
      type: 'link',
      path: 'https://example.org/page',
      order: 1,
      extension: 'link',
    });
    const file = await add(modH, { type: 'file', name: 'Guide', description: 'PDF guide' }, [
      { field: 'file', name: 'guide.pdf', content: sample('pdf') },
    ]);
    expect(file.json()).toMatchObject({
      type: 'pdf',
      fileName: 'guide.pdf',
      order: 2,
      size: sample('pdf').length,
    });
    const doc = await add(modH, { type: 'file', name: 'Sheet', description: 'x' }, [
      { field: 'file', name: 'sheet.xlsx', content: sample('xlsx') },
    ]);
    expect(doc.json()).toMatchObject({ type: 'file', extension: 'xlsx', order: 3 });
  });

  it.each([
    [{ type: 'link', name: '', description: 'd', link: 'https://a.com' }, ASSET_MESSAGES.nameRequired],
    [{ type: 'link', name: 'n', description: '', link: 'https://a.com' }, ASSET_MESSAGES.descriptionRequired],
    [{ type: 'link', name: 'n', description: 'd' }, ASSET_MESSAGES.urlRequired],
    [{ type: 'link', name: 'n', description: 'd', link: 'example.com' }, ASSET_MESSAGES.urlInvalid],
    [{ type: 'link', name: 'n', description: 'd', link: 'https://nodomain' }, ASSET_MESSAGES.urlInvalid],
    [{ type: 'file', name: 'n', description: 'd' }, ASSET_MESSAGES.typeRequired],
  ])('bad input %j → 400 %s, nothing stored', async (fields, message) => {
    const before = (await app.database.db.select().from(assetItems)).length;
    const res = await add(modH, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await app.database.db.select().from(assetItems)).length).toBe(before);
  });

  it('upload limits: type, 5 MB, one file', async () => {
    const exe = await add(modH, { type: 'file', name: 'n', description: 'd' }, [
      { field: 'file', name: 'x.exe', content: 'x' },
    ]);
    expect(exe.json().message).toBe(
      'Allowed only: pdf, doc, docx, xlsx, xls, txt, mp4, png, jpeg, jpg, pptx, ppt file types',
    );
    const big = await add(modH, { type: 'file', name: 'n', description: 'd' }, [
      { field: 'file', name: 'x.pdf', content: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Maximum allowed file size is 5Mb');
    const two = await add(modH, { type: 'file', name: 'n', description: 'd' }, [
      { field: 'file', name: 'a.pdf', content: sample('pdf') },
      { field: 'file', name: 'b.pdf', content: sample('pdf') },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one file can be uploaded');
    expect(two.json().errors).toEqual({ file: ['Only one file can be uploaded'] });
  });

  it('a member cannot add; a moderator cannot rename or delete items (Admin only)', async () => {
    expect(
      (await add(memberH, { type: 'link', name: 'n', description: 'd', link: 'https://a.com' })).statusCode,
    ).toBe(403);
    const item = (await folders()).folders.find((f) => f.id === folderId)!.assets[0]!;
    const url = `/api/v1/community/${cid}/folder/${folderId}/asset/${item.id}`;
    expect((await app.inject({ method: 'PUT', url, headers: modH, payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    const ok = await app.inject({ method: 'PUT', url, headers: adminH, payload: { name: 'Renamed' } });
    expect(ok.json().name).toBe('Renamed');
    // The update date of the sort menu (spec 002 §9) moves with the rename; the creation date does not.
    expect(ok.json().createdAt).toBe(item.createdAt);
    expect(Date.parse(ok.json().updatedAt)).toBeGreaterThan(Date.parse(item.updatedAt));
    const bad = await app.inject({ method: 'PUT', url, headers: adminH, payload: { name: ' ' } });
    expect(bad.json().message).toBe(ASSET_MESSAGES.fileNameRequired);
  });

  it('reorder items, download with engagement tracking, delete', async () => {
    const items = (await folders()).folders.find((f) => f.id === folderId)!.assets;
    const last = items[items.length - 1]!;
    const r = await app.inject({
      method: 'PUT',
      url: `/api/v1/community/${cid}/folder/${folderId}/asset/reorder`,
      headers: modH,
      payload: { id: last.id, newOrder: 1 },
    });
    expect(r.json().items[0]).toEqual({ id: last.id, order: 1 });
    const pdf = items.find((i) => i.type === 'pdf')!;
    const dl = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/folder/${folderId}/asset/${pdf.id}/download`,
      headers: memberH,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe(sample('pdf').toString());
    const events = await app.database.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.entityId, pdf.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'downloadAsset', name: pdf.name });
    const link = items.find((i) => i.type === 'link')!;
    const go = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/folder/${folderId}/asset/${link.id}/download`,
      headers: memberH,
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('https://example.org/page');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/community/${cid}/folder/${folderId}/asset?id=${pdf.id}`,
      headers: adminH,
    });
    expect(del.statusCode).toBe(200);
    const after = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/community/${cid}/folder/${folderId}/asset`,
        headers: memberH,
      })
    ).json();
    expect(after.assets.map((a: { order: number }) => a.order)).toEqual([1, 2]);
  });
});

describe('access', () => {
  it('a private community hides its assets from non-members (403); other tenants get 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/community/${cid}/folder`,
      headers: outsiderH,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Community is private');
    const psa = await app.inject({ method: 'GET', url: `/api/v1/community/${cid}/folder`, headers: psaH });
    expect(psa.statusCode).toBe(404);
  });
});
