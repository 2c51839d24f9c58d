/**
 * API tests of the CPD documents (002 §7 `GET api/cpd/{id}/printview|download`, `GET api/cpd/period/{id}/
 * printview|download`) and their verification (`GET api/cpd/verify/{code}`, `GET /verify/{code}`): real A4 PDFs
 * (parsed here) holding the member's name, number, activity and hours; signed previews; the code round trip;
 * another member's documents are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { mp, multipart } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { buildUser, signIn } from '../../../test/factories/users';
import { users } from '../../db/schema/index';
import { sydneyToday } from './cpd.service';

let app: FastifyInstance;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let record: { cpdId: string; verificationCode: string };
let periodId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const member = await buildUser(app, {
    email: 'doc-member@example.com',
    firstName: 'Olivia',
    lastName: 'Bennett',
  });
  await app.database.db.update(users).set({ memberNum: 'M-4242' }).where(eq(users.id, member.id));
  await buildUser(app, { email: 'doc-other@example.com' });
  headers = (await signIn(app, 'doc-member@example.com')).headers;
  otherHeaders = (await signIn(app, 'doc-other@example.com')).headers;
  const log = (title: string, hours: string, categoryName: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/cpd',
      headers: mp(headers),
      payload: multipart({ title, hours, categoryName, domain: 'Research', completedDate: sydneyToday() }),
    });
  record = (await log('Journal club on hand therapy', '1.5', 'Reading')).json().data;
  await log('Peer supervision', '2.25', 'Supervision');
  const cpds = (await app.inject({ method: 'GET', url: '/api/user/cpds', headers })).json();
  periodId = cpds.data.periods.find((p: { isCurrent: boolean }) => p.isCurrent).cpdPeriodId;
});
afterAll(async () => app.close());

describe('certificate of a record', () => {
  it('downloads an A4 PDF with the member, number, activity, hours and verification code', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/cpd/${record.cpdId}/download`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named by the certificate's number, its verification code; never cached (issue 34 §6).
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cpd-certificate-${record.verificationCode}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { pages, size, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(size).toEqual([595, 842]);
    for (const part of [
      'Certificate of CPD',
      'Olivia Bennett',
      'M-4242',
      'Journal club on hand therapy',
      '1.5 hours',
      record.verificationCode,
    ])
      expect(text).toContain(part);
    expect(text).toContain(`/verify/${record.verificationCode}`);
  });

  it('answers a signed printview URL that opens the PDF inline without the token, for 10 minutes', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/cpd/${record.cpdId}/printview`, headers });
    const { previewUrl } = res.json();
    expect(previewUrl).toMatch(new RegExp(`^/api/cpd/${record.cpdId}/preview\\?`));
    const inline = await app.inject({ method: 'GET', url: previewUrl, headers: { host: 'ota.localhost' } });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect((await pdfText(inline.rawPayload)).text).toContain('Olivia Bennett');
    const tampered = previewUrl.replace(
      /sig=([0-9a-f])/,
      (_: string, c: string) => `sig=${c === '0' ? '1' : '0'}`,
    );
    const bad = await app.inject({ method: 'GET', url: tampered, headers: { host: 'ota.localhost' } });
    expect(bad.statusCode).toBe(403);
  });

  it("answers 404 for another member's record", async () => {
    for (const url of [`/api/cpd/${record.cpdId}/download`, `/api/cpd/${record.cpdId}/printview`])
      expect((await app.inject({ method: 'GET', url, headers: otherHeaders })).statusCode).toBe(404);
  });
});

describe('summary of a period', () => {
  it('downloads every record, hours per category and domain, and the total against the minimum', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/cpd/period/${periodId}/download`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cpd-summary-\d{4}(-\d{4})?\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { text } = await pdfText(res.rawPayload);
    for (const part of [
      'CPD summary',
      'Olivia Bennett',
      'M-4242',
      'Journal club on hand therapy',
      'Peer supervision',
      'Hours per category',
      'Hours per domain',
      'Supervision',
      'Completed 3.75 of 20 hours required (19%)',
    ])
      expect(text).toContain(part);
  });

  it("answers 404 for another member's period", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cpd/period/${periodId}/download`,
      headers: otherHeaders,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('verification', () => {
  it('confirms a certificate code (case-insensitive) and shows it on the public page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cpd/verify/${record.verificationCode.toLowerCase()}`,
      headers: { host: 'ota.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      kind: 'certificate',
      memberName: 'Olivia Bennett',
      memberNum: 'M-4242',
      title: 'Journal club on hand therapy',
      hours: 1.5,
    });
    const page = await app.inject({
      method: 'GET',
      url: `/verify/${record.verificationCode}`,
      headers: { host: 'ota.localhost' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('is genuine');
    expect(page.body).toContain('Olivia Bennett');
  });

  it('confirms the code printed on a summary', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/cpd/period/${periodId}/download`, headers });
    const code = /Verification code: ([0-9A-F]{16})/.exec((await pdfText(res.rawPayload)).text)![1]!;
    const verified = await app.inject({
      method: 'GET',
      url: `/api/cpd/verify/${code}`,
      headers: { host: 'ota.localhost' },
    });
    expect(verified.json()).toMatchObject({ kind: 'summary', hours: 3.75, memberName: 'Olivia Bennett' });
  });

  it('answers 404 for an unknown code, another tenant, and a deleted record', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `/api/cpd/verify/${record.verificationCode}`,
      headers: { host: 'psa.localhost' },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'GET',
      url: '/verify/ABCDEF0123456789',
      headers: { host: 'ota.localhost' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Not found');
    await app.inject({ method: 'DELETE', url: `/api/user/cpd/${record.cpdId}`, headers });
    const gone = await app.inject({
      method: 'GET',
      url: `/api/cpd/verify/${record.verificationCode}`,
      headers: { host: 'ota.localhost' },
    });
    expect(gone.statusCode).toBe(404);
  });
});
