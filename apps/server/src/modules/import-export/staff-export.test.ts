/**
 * Staff exports (issue 39 point 2): memberships, invoices, attendees and CPD records as CSV and XLSX, read back
 * with csv-parse and exceljs: the same rows as the staff list, with its filters; a name starting with `=` comes
 * back as text; members are refused; another tenant's rows never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildCpdEvent, buildTicket } from '../../../test/factories/cpd';
import { cpdRecords, invoices, memberships } from '../../db/schema/index';

let app: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let psaAdmin: Record<string, string>;

const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });

/** The rows of a CSV answer (header first). */
const csvRows = (body: Buffer): string[][] => parse(body, { bom: true });

/** The rows of an XLSX answer (header first) and whether each cell is text. */
async function xlsxRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: { values: unknown[]; types: ExcelJS.ValueType[] }[] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values: unknown[] = [];
    const types: ExcelJS.ValueType[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      values.push(cell.value);
      types.push(cell.type);
    });
    rows.push({ values, types });
  });
  return rows;
}

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'export-admin@example.com', role: 1 });
  await buildUser(app, { email: 'export-member@example.com' });
  await buildUser(app, { email: 'export-admin@example.com', role: 1, tenantId: 'psa' });
  admin = (await signIn(app, 'export-admin@example.com')).headers;
  member = (await signIn(app, 'export-member@example.com')).headers;
  psaAdmin = (await signIn(app, 'export-admin@example.com', 'psa')).headers;
  const people = [
    await buildUser(app, {
      email: 'eq@example.com',
      firstName: '=HYPERLINK("http://x.example","y")',
      lastName: 'Attacker',
    }),
    await buildUser(app, { email: 'amy@example.com', firstName: 'Amy', lastName: 'Able' }),
    await buildUser(app, { email: 'ben@example.com', firstName: 'Ben', lastName: 'Baker' }),
  ];
  const other = await buildUser(app, {
    email: 'psa-person@example.com',
    tenantId: 'psa',
    lastName: 'Elsewhere',
  });
  await app.database.db.insert(memberships).values([
    ...people.map((p, i) => ({
      tenantId: 'ota',
      userId: p.id,
      membershipName: 'Full member',
      memberStatus: i === 2 ? 'Expired' : 'Active',
      joinDate: '2020-07-01',
      renewedToDate: '2027-06-30',
    })),
    { tenantId: 'psa', userId: other.id, membershipName: 'Full member', memberStatus: 'Active' },
  ]);
  await app.database.db.insert(invoices).values(
    people.map((p, i) => ({
      tenantId: 'ota',
      userId: p.id,
      invoiceNum: `INV-${1000 + i}`,
      invoiceDate: `2026-0${i + 1}-15`,
      dueDate: `2026-0${i + 1}-28`,
      description: i === 0 ? '-1+1 membership' : 'Membership',
      status: 'Paid',
      totalIncGstCents: 49500,
      totalExcGstCents: 45000,
      gstCents: 4500,
      paidCents: 49500,
      userFullName: `${p.firstName} ${p.lastName}`,
      lineItems: [],
      kind: 'membership',
    })),
  );
  await app.database.db.insert(cpdRecords).values([
    {
      tenantId: 'ota',
      userId: people[1]!.id,
      title: 'Sensory workshop',
      completedDate: '2026-03-01',
      hours: 2.5,
    },
    { tenantId: 'ota', userId: people[2]!.id, title: '@SUM(A1)', completedDate: '2026-04-01', hours: 1 },
    { tenantId: 'psa', userId: other.id, title: 'Other tenant', completedDate: '2026-04-01', hours: 1 },
  ]);
});
afterAll(async () => app.close());

describe('GET api/admin/memberships/export', () => {
  it('gives the rows of the memberships list, as CSV and XLSX, with its filters', async () => {
    const list = (await get('/api/admin/memberships?status=Active&size=100')).json().data as {
      fullName: string;
      email: string;
    }[];
    const csv = await get('/api/admin/memberships/export?status=Active&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="memberships-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(csv.rawPayload);
    expect(rows[0]).toEqual([
      'Member number',
      'Name',
      'E-mail',
      'Membership',
      'Status',
      'Joined',
      'Renewed to',
      'Terminated',
      'Auto renew',
    ]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(list.map((m) => m.email));
    expect(rows.slice(1).map((r) => r[2])).not.toContain('ben@example.com');
    // Formula injection: the CSV cell is prefixed with a quote.
    expect(rows.find((r) => r[2] === 'eq@example.com')![1]).toBe(
      `'=HYPERLINK("http://x.example","y") Attacker`,
    );

    const xlsx = await get('/api/admin/memberships/export?status=Active&format=xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await xlsxRows(xlsx.rawPayload);
    expect(sheet.map((r) => r.values[2])).toEqual(['E-mail', ...list.map((m) => m.email)]);
    const attacker = sheet.find((r) => r.values[2] === 'eq@example.com')!;
    expect(attacker.values[1]).toBe('=HYPERLINK("http://x.example","y") Attacker');
    expect(attacker.types[1]).toBe(ExcelJS.ValueType.String);
  });

  it("refuses a member, and never exports another tenant's rows", async () => {
    expect((await get('/api/admin/memberships/export', member)).statusCode).toBe(403);
    const psa = csvRows((await get('/api/admin/memberships/export', psaAdmin)).rawPayload);
    expect(psa.slice(1).map((r) => r[2])).toEqual(['psa-person@example.com']);
    expect((await get('/api/admin/memberships/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('GET api/admin/invoices/export', () => {
  it('gives the invoices list rows with the date filter; money as numbers, text neutralised', async () => {
    const rows = csvRows((await get('/api/admin/invoices/export?from=2026-01-01&to=2026-02-28')).rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['INV-1001', 'INV-1000']);
    expect(rows[2]![4]).toBe("'-1+1 membership");
    const sheet = await xlsxRows((await get('/api/admin/invoices/export?format=xlsx')).rawPayload);
    expect(sheet).toHaveLength(4);
    expect(sheet[1]!.values[7]).toBe(495);
    expect(sheet[3]!.values[4]).toBe('-1+1 membership');
    expect(sheet[3]!.types[4]).toBe(ExcelJS.ValueType.String);
    expect((await get('/api/admin/invoices/export', member)).statusCode).toBe(403);
  });
});

describe('GET api/admin/cpd-records/export', () => {
  it("gives the tenant's CPD records, newest first, filtered by member", async () => {
    const rows = csvRows((await get('/api/admin/cpd-records/export')).rawPayload);
    expect(rows.slice(1).map((r) => r[4])).toEqual(["'@SUM(A1)", 'Sensory workshop']);
    const amy = csvRows((await get('/api/admin/cpd-records/export?keyword=amy')).rawPayload);
    expect(amy.slice(1).map((r) => [r[3], r[9]])).toEqual([['amy@example.com', '2.5']]);
    expect((await get('/api/admin/cpd-records/export', member)).statusCode).toBe(403);
  });
});

describe('GET api/admin/events/{id}/attendance/export', () => {
  it('gives the check-in list of the event; 404 for another tenant', async () => {
    const { event, priceId } = await buildCpdEvent(app, {
      startsAt: new Date('2026-03-01T00:00:00Z'),
      hours: 2,
    });
    const holder = await buildUser(app, {
      email: 'holder@example.com',
      firstName: 'Hana',
      lastName: 'Holder',
    });
    await buildTicket(app, { eventId: event.id, priceId, userId: holder.id });
    const rows = csvRows((await get(`/api/admin/events/${event.id}/attendance/export`)).rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]![2]).toBe('Hana Holder');
    const sheet = await xlsxRows(
      (await get(`/api/admin/events/${event.id}/attendance/export?format=xlsx`)).rawPayload,
    );
    expect(sheet[1]!.values[3]).toBe('holder@example.com');
    expect((await get(`/api/admin/events/${event.id}/attendance/export`, psaAdmin)).statusCode).toBe(404);
    expect((await get(`/api/admin/events/${event.id}/attendance/export`, member)).statusCode).toBe(403);
  });
});
