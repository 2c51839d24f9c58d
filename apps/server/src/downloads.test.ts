/**
 * Every file answer goes through `plugins/send-file.ts` (issue 41 §5): the sources set no
 * `content-disposition` of their own, and each download route whose file a member names (CPD evidence,
 * community assets, meeting assets, content files) sends a non-ASCII name back whole — a quoted ASCII
 * fallback plus `filename*=UTF-8''…` (RFC 6266), read back with the `content-disposition` parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'content-disposition';
import { buildTestApp } from '../test/helper';
import { sample } from '../test/file-bytes';
import { mp, multipart } from '../test/multipart';
import { buildUser, signIn } from '../test/factories/users';
import { addMember, buildCommunity } from '../test/factories/communities';
import { buildMeeting } from '../test/factories/meetings';
import { sydneyToday } from './modules/cpd/cpd.service';
import { dispositionOf } from './plugins/send-file';

/** A name with Latin-1 accents, punctuation outside Latin-1 and CJK (a quote cannot cross the test's multipart header). */
const NAME = 'Zoë’s résumé — 東京 (final).pdf';

/** Every non-test source file under `dir`. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('one sendFile', () => {
  it('no source but plugins/send-file.ts writes a content-disposition header', () => {
    const here = path.dirname(new URL(import.meta.url).pathname);
    const offenders = sources(here).filter(
      (file) =>
        !file.endsWith(path.join('plugins', 'send-file.ts')) &&
        /['"`]content-disposition['"`]/i.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('encodes a non-ASCII name both ways and keeps an ASCII one plain', () => {
    const header = dispositionOf('attachment', NAME);
    expect(header).toMatch(/^attachment; filename=".+"; filename\*=UTF-8''/);
    expect(parse(header)).toEqual({ type: 'attachment', parameters: { filename: NAME } });
    expect(dispositionOf('inline', 'INV-OTA-000001.pdf')).toBe('inline; filename="INV-OTA-000001.pdf"');
    expect(dispositionOf('attachment')).toBe('attachment');
    expect(parse(dispositionOf('inline', 'a "b".pdf')).parameters.filename).toBe('a "b".pdf');
  });
});

describe('download routes send a non-ASCII name whole', () => {
  let app: FastifyInstance;
  let modH: Record<string, string>;
  let memberH: Record<string, string>;
  let editorH: Record<string, string>;
  let cid: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const mod = await buildUser(app, { email: 'dl-mod@example.com' });
    const member = await buildUser(app, { email: 'dl-member@example.com' });
    await buildUser(app, { email: 'dl-editor@example.com', permissions: { contentEditor: true } });
    cid = (await buildCommunity(app, { name: 'Downloads community', isPublic: false })).id;
    await addMember(app, cid, mod.id, { role: 'Moderator' });
    await addMember(app, cid, member.id);
    modH = (await signIn(app, 'dl-mod@example.com')).headers;
    memberH = (await signIn(app, 'dl-member@example.com')).headers;
    editorH = (await signIn(app, 'dl-editor@example.com')).headers;
  });
  afterAll(async () => app.close());

  const file = { name: NAME, content: sample('pdf') };
  const expectNamed = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename=".+"; filename\*=UTF-8''/);
    expect(parse(header).parameters.filename).toBe(NAME);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
  };

  it('CPD evidence: GET api/user/cpd/attachment/{id}/download', async () => {
    const fields = {
      title: 'Workshop',
      categoryName: 'Workshop',
      presenter: 'Dr Lee',
      domain: 'Practice',
      completedDate: sydneyToday(),
      hours: '1',
    };
    const made = await app.inject({
      method: 'POST',
      url: '/api/user/cpd',
      headers: mp(memberH),
      payload: multipart(fields, [{ field: 'files', ...file }]),
    });
    expect(made.statusCode, made.body).toBe(201);
    const attachment = made.json().data.attachments[0];
    expect(attachment.name).toBe(NAME);
    const url = `/api/user/cpd/attachment/${attachment.id}/download`;
    expectNamed(await app.inject({ method: 'GET', url, headers: memberH }));
  });

  it('community asset: GET api/v1/community/{id}/folder/{folderId}/asset/{assetId}/download', async () => {
    const folder = await app.inject({
      method: 'POST',
      url: `/api/v1/community/${cid}/folder`,
      headers: modH,
      payload: { Name: 'Files', Description: 'd' },
    });
    const base = `/api/v1/community/${cid}/folder/${folder.json().id}/asset`;
    const added = await app.inject({
      method: 'POST',
      url: base,
      headers: mp(modH),
      payload: multipart({ type: 'file', name: 'Doc', description: 'x' }, [{ field: 'file', ...file }]),
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const item = added.json().id ? added.json() : added.json().item;
    expectNamed(await app.inject({ method: 'GET', url: `${base}/${item.id}/download`, headers: memberH }));
  });

  it('meeting asset: GET api/v1/community/{id}/meeting/{mid}/asset/{assetId}', async () => {
    const meeting = await buildMeeting(app, cid, { visible: 2 });
    const base = `/api/v1/community/${cid}/meeting/${meeting.id}/asset`;
    const up = await app.inject({
      method: 'POST',
      url: base,
      headers: mp(modH),
      payload: multipart({}, [{ field: 'files', ...file }]),
    });
    expect(up.statusCode, up.body).toBeLessThan(300);
    const asset = up.json().assets[0];
    expectNamed(await app.inject({ method: 'GET', url: `${base}/${asset.id}`, headers: memberH }));
  });

  it('content file: GET api/content/assets/{id}', async () => {
    const up = await app.inject({
      method: 'POST',
      url: '/api/content/manage/files',
      headers: mp(editorH),
      payload: Buffer.from(
        multipart({}, [{ field: 'file', ...file }])
          .toString('latin1')
          .replace('Content-Type: application/octet-stream', 'Content-Type: application/pdf'),
        'latin1',
      ),
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().filename_download).toBe(NAME);
    expectNamed(
      await app.inject({ method: 'GET', url: `/api/content/assets/${up.json().id}`, headers: editorH }),
    );
  });
});
