/**
 * API tests of a member's own CPD activities (issue 15; 002 §3 CPD record, §7 `GET api/user/cpds`,
 * `GET api/cpd/new`, `GET api/user/cpd/attachment/{id}/download`): create with evidence files (000 §5 rules,
 * content checked), read, edit, delete; sums per period; periods created when first needed; own records only;
 * credited records cannot be edited; CPD off for lca (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CPD_NEW_ENTRY_PATH, CPD_RECORD_MESSAGES, cpdEditPath, cpdPeriodOf } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { sample } from '../../../test/file-bytes';
import { mp, multipart } from '../../../test/multipart';
import { snapshotTables } from '../../../test/openapi';
import { buildUser, signIn } from '../../../test/factories/users';
import { cpdRecords } from '../../db/schema/index';
import { sydneyToday } from './cpd.service';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let member: { id: string };

const today = sydneyToday();
const activity = (over: Record<string, string> = {}) => ({
  title: 'Workshop on splinting',
  categoryName: 'Workshop',
  presenter: 'Dr Lee',
  domain: 'Practice',
  completedDate: today,
  hours: '2.5',
  ...over,
});
const create = (
  h: Record<string, string>,
  fields = activity(),
  files: Parameters<typeof multipart>[1] = [],
) => app.inject({ method: 'POST', url: '/api/user/cpd', headers: mp(h), payload: multipart(fields, files) });
const cpds = async (h: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/cpds', headers: h })).json();

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildUser(app, { email: 'rec-member@example.com' });
  await buildUser(app, { email: 'rec-other@example.com' });
  headers = (await signIn(app, 'rec-member@example.com')).headers;
  otherHeaders = (await signIn(app, 'rec-other@example.com')).headers;
});
afterAll(async () => app.close());

describe('GET api/cpd/new', () => {
  it('answers the URL of our create-entry form', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cpd/new', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: CPD_NEW_ENTRY_PATH });
  });
});

describe('POST api/user/cpd', () => {
  let cpdId: string;

  it('logs an activity with a PDF evidence file; the tracker sums it in the current period', async () => {
    const res = await create(headers, activity(), [
      { field: 'files', name: 'evidence.pdf', content: sample('pdf') },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    cpdId = data.cpdId;
    expect(data).toMatchObject({
      title: 'Workshop on splinting',
      hours: 2.5,
      completedDate: today,
      source: 'self',
      editUrl: cpdEditPath(data.cpdId),
      relatedEventId: null,
      attachments: [{ name: 'evidence.pdf', id: expect.any(String) }],
    });
    const { start } = cpdPeriodOf('ota', today);
    const current = (await cpds(headers)).data.periods.find(
      (p: { periodStartDate: string }) => p.periodStartDate === start,
    );
    expect(current).toMatchObject({ completedTotalHours: 2.5, minimumRequiredHours: 20, isCurrent: true });

    await create(headers, activity({ title: 'Reading', hours: '1.25' }));
    const again = (await cpds(headers)).data.periods.find(
      (p: { periodStartDate: string }) => p.periodStartDate === start,
    );
    expect(again.completedTotalHours).toBe(3.75);
  });

  it('downloads the evidence for its owner only', async () => {
    const { data } = (await app.inject({ method: 'GET', url: `/api/user/cpd/${cpdId}`, headers })).json();
    const url = `/api/user/cpd/attachment/${data.attachments[0].id}/download`;
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url, headers: otherHeaders })).statusCode).toBe(404);
  });

  it('creates the period of an older activity when first needed (newest period first)', async () => {
    expect((await create(headers, activity({ completedDate: '2021-03-04', hours: '4' }))).statusCode).toBe(
      201,
    );
    const periods = (await cpds(headers)).data.periods;
    const old = periods.find((p: { periodStartDate: string }) => p.periodStartDate === '2020-07-01');
    expect(old).toMatchObject({
      periodEndDate: '2021-06-30',
      completedTotalHours: 4,
      label: '2020 - 2021',
      isCurrent: false,
    });
    expect(periods[0].periodStartDate > periods.at(-1).periodStartDate).toBe(true);
  });

  it('refuses bad input with the messages and changes nothing', async () => {
    const before = await snapshotTables(app);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Awaited<ReturnType<typeof create>>, string][] = [
      [await create(headers, activity({ title: ' ' })), CPD_RECORD_MESSAGES.titleRequired],
      [await create(headers, activity({ hours: '0' })), CPD_RECORD_MESSAGES.hoursRange],
      [await create(headers, activity({ completedDate: tomorrow })), CPD_RECORD_MESSAGES.dateInFuture],
      [
        await create(headers, activity(), [{ field: 'files', name: 'run.exe', content: 'MZ' }]),
        CPD_RECORD_MESSAGES.fileTypes('pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt'),
      ],
      [
        await create(headers, activity(), [{ field: 'files', name: 'fake.pdf', content: 'not a pdf' }]),
        CPD_RECORD_MESSAGES.fileTypes('pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt'),
      ],
      [
        await create(headers, activity(), [
          {
            field: 'files',
            name: 'big.pdf',
            content: Buffer.concat([sample('pdf'), Buffer.alloc(5 * 1024 * 1024)]),
          },
        ]),
        CPD_RECORD_MESSAGES.fileSize,
      ],
    ];
    for (const [res, message] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await snapshotTables(app)).toEqual(before);
  });
});

describe('edit and delete', () => {
  it("edits the member's own activity: fields, evidence removed and added", async () => {
    const made = (
      await create(headers, activity({ title: 'Before' }), [
        { field: 'files', name: 'a.png', content: sample('png') },
      ])
    ).json().data;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/user/cpd/${made.cpdId}`,
      headers: mp(headers),
      payload: multipart(
        { ...activity({ title: 'After', hours: '3' }), removeAttachmentIds: made.attachments[0].id },
        [{ field: 'files', name: 'notes.txt', content: sample('txt') }],
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'After', hours: 3, attachments: [{ name: 'notes.txt' }] });
    const old = `/api/user/cpd/attachment/${made.attachments[0].id}/download`;
    expect((await app.inject({ method: 'GET', url: old, headers })).statusCode).toBe(404);
  });

  it("answers 404 for another member's record (read, edit, delete) and leaves it alone", async () => {
    const made = (await create(headers, activity({ title: 'Mine' }))).json().data;
    const url = `/api/user/cpd/${made.cpdId}`;
    expect((await app.inject({ method: 'GET', url, headers: otherHeaders })).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: otherHeaders,
      payload: { ...activity({ title: 'Stolen' }) },
    });
    expect(put.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: otherHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers })).json().data.title).toBe('Mine');
    const otherPeriods = (await cpds(otherHeaders)).data.periods;
    expect(otherPeriods.flatMap((p: { cpdRecords: unknown[] }) => p.cpdRecords)).toEqual([]);
  });

  it('refuses to edit or delete a credited record (403), and deletes an own one', async () => {
    const [credited] = await app.database.db
      .insert(cpdRecords)
      .values({
        tenantId: 'ota',
        userId: member.id,
        title: 'Event',
        completedDate: today,
        hours: 2,
        source: 'event',
      })
      .returning();
    const url = `/api/user/cpd/${credited!.id}`;
    expect((await app.inject({ method: 'PUT', url, headers, payload: activity() })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(403);
    const own = (await create(headers, activity({ title: 'Delete me' }))).json().data;
    const del = await app.inject({ method: 'DELETE', url: `/api/user/cpd/${own.cpdId}`, headers });
    expect(del.json()).toEqual({ success: true });
    expect((await app.inject({ method: 'GET', url: `/api/user/cpd/${own.cpdId}`, headers })).statusCode).toBe(
      404,
    );
  });
});

describe('CPD off (lca)', () => {
  it('answers 403 on every CPD call', async () => {
    await buildUser(app, { email: 'rec-lca@example.com', tenantId: 'lca' });
    const lca = (await signIn(app, 'rec-lca@example.com', 'lca')).headers;
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      '/api/user/cpds',
      '/api/user/cpd/period/current',
      '/api/cpd/new',
      `/api/user/cpd/${id}`,
      `/api/cpd/${id}/download`,
      `/api/cpd/${id}/printview`,
      `/api/cpd/period/${id}/download`,
      `/api/cpd/period/${id}/printview`,
      `/api/user/cpd/attachment/${id}/download`,
    ])
      expect((await app.inject({ method: 'GET', url, headers: lca })).statusCode, url).toBe(403);
    expect((await create(lca)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/cpds', headers: { host: 'ota.localhost' } }))
        .statusCode,
    ).toBe(401);
  });
});
