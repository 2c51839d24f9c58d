/**
 * Member import from CSV (issue 39 point 1): the shipped Wild Apricot and CiviCRM mappings import their sample
 * exports; a file with bad rows gets a dry-run report naming each (line, column, reason) and changes nothing;
 * a re-run changes nothing; existing members are updated only in mapped fields; staff only, per tenant.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  CIVICRM_MAPPING,
  WILD_APRICOT_MAPPING,
  type TImportColumns,
  type TImportReport,
} from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { buildMembershipType } from '../../../test/factories/memberships';
import { mp, multipart } from '../../../test/multipart';
import { memberships, segments, userSegments, users } from '../../db/schema/index';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures', name));

let app: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let psaAdmin: Record<string, string>;

const upload = (
  url: string,
  headers: Record<string, string>,
  file: Buffer | string,
  columns?: TImportColumns,
  name = 'members.csv',
) =>
  app.inject({
    method: 'POST',
    url,
    headers: mp(headers),
    payload: multipart(columns ? { columns: JSON.stringify(columns) } : {}, [
      { field: 'file', name, content: file },
    ]),
  });

/** Counts of the tenant's accounts, memberships and segment links: a fingerprint of "nothing changed". */
async function fingerprint(tenantId = 'ota') {
  const count = async (table: typeof users | typeof memberships | typeof userSegments) =>
    (
      await app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.tenantId, tenantId))
    )[0]!.n;
  const latest = await app.database.db.execute(
    sql`select coalesce(max(updated_at), 'epoch') as at from users where tenant_id = ${tenantId}`,
  );
  return {
    users: await count(users),
    memberships: await count(memberships),
    links: await count(userSegments),
    latest: JSON.stringify(latest),
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  await buildUser(app, { email: 'import-admin@example.com', role: 1 });
  await buildUser(app, { email: 'import-member@example.com' });
  await buildUser(app, { email: 'import-admin@example.com', role: 1, tenantId: 'psa' });
  admin = (await signIn(app, 'import-admin@example.com')).headers;
  member = (await signIn(app, 'import-member@example.com')).headers;
  psaAdmin = (await signIn(app, 'import-admin@example.com', 'psa')).headers;
  for (const name of ['Full member', 'Student member', 'Associate']) await buildMembershipType(app, { name });
  await app.database.db.insert(segments).values(
    ['Paediatrics', 'Mental health', 'Aged care'].map((name) => ({
      tenantId: 'ota',
      name,
      type: 'interest',
    })),
  );
});
afterAll(async () => app.close());

describe('POST api/admin/import/preview', () => {
  it('answers the headers, a sample and the shipped mapping that fits', async () => {
    const res = await upload('/api/admin/import/preview', admin, fixture('wild-apricot-contacts.csv'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.headers).toContain('Membership level');
    expect(body.rowCount).toBe(5);
    expect(body.sample[0][1]).toBe('Olivia');
    expect(body.suggestedMappingId).toBe(WILD_APRICOT_MAPPING.id);
    const civi = await upload('/api/admin/import/preview', admin, fixture('civicrm-contacts.csv'));
    expect(civi.json().suggestedMappingId).toBe(CIVICRM_MAPPING.id);
  });

  it('refuses another type of file, an empty file and a member', async () => {
    expect(
      (await upload('/api/admin/import/preview', admin, 'a,b\n1,2', undefined, 'members.xlsx')).json()
        .message,
    ).toBe('Only CSV files can be imported');
    expect(
      (await upload('/api/admin/import/preview', admin, Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).statusCode,
    ).toBe(400);
    expect((await upload('/api/admin/import/preview', admin, '')).statusCode).toBe(400);
    expect((await upload('/api/admin/import/preview', admin, '"a,b\n1,2')).json().message).toMatch(
      /not valid CSV/,
    );
    expect(
      (await upload('/api/admin/import/preview', member, fixture('civicrm-contacts.csv'))).statusCode,
    ).toBe(403);
  });
});

describe('POST api/admin/import/dry-run', () => {
  it('names every bad row by line, column and reason, and changes nothing', async () => {
    const before = await fingerprint();
    const columns: TImportColumns = {
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      membershipType: 'Membership level',
      memberStatus: 'Membership status',
      joinDate: 'Member since',
      renewedToDate: 'Renewal due',
      segments: 'Interests',
    };
    const dry = await upload(
      '/api/admin/import/dry-run',
      admin,
      fixture('members-with-problems.csv'),
      columns,
    );
    expect(dry.statusCode).toBe(200);
    const report = dry.json() as TImportReport;
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 3, column: 'Email', reason: '"not-an-email" is not an e-mail address' },
      { line: 4, column: 'Email', reason: 'E-mail is required' },
      { line: 5, column: 'Email', reason: 'The same e-mail is on line 2' },
      {
        line: 6,
        column: 'Membership level',
        reason: 'No membership type "Platinum member" in this association',
      },
      { line: 7, column: 'Membership status', reason: 'Unknown membership status "Sleeping"' },
      {
        line: 8,
        column: 'Member since',
        reason: '"31 Feb 2020" is not a date (use 2024-07-01, 1/7/2024 or 1 Jul 2024)',
      },
      { line: 9, column: 'Renewal due', reason: 'The period ends before the member joined' },
      { line: 10, column: 'Interests', reason: 'No segment "Astrology" in this association' },
      { line: 11, column: 'First name', reason: 'A new member needs a first name' },
      { line: 11, column: 'Last name', reason: 'A new member needs a last name' },
    ]);
    // The import itself refuses the file as a whole.
    const run = await upload('/api/admin/import', admin, fixture('members-with-problems.csv'), columns);
    expect(run.json()).toMatchObject({ applied: false, created: 0, updated: 0 });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a mapping without e-mail or naming a column the file lacks', async () => {
    const noEmail = await upload('/api/admin/import/dry-run', admin, fixture('civicrm-contacts.csv'), {
      firstName: 'First Name',
    } as TImportColumns);
    expect(noEmail.statusCode).toBe(400);
    const missing = await upload('/api/admin/import/dry-run', admin, fixture('civicrm-contacts.csv'), {
      email: 'Email',
      firstName: 'Given name',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The file has no column "Given name"');
  });
});

describe('POST api/admin/import', () => {
  it('imports the Wild Apricot sample with the shipped mapping, and a re-run changes nothing', async () => {
    const dry = await upload(
      '/api/admin/import/dry-run',
      admin,
      fixture('wild-apricot-contacts.csv'),
      WILD_APRICOT_MAPPING.columns,
    );
    expect(dry.json()).toMatchObject({ applied: false, created: 5, updated: 0, unchanged: 0, problems: [] });
    const run = await upload(
      '/api/admin/import',
      admin,
      fixture('wild-apricot-contacts.csv'),
      WILD_APRICOT_MAPPING.columns,
    );
    expect(run.json()).toEqual({
      applied: true,
      rowCount: 5,
      created: 5,
      updated: 0,
      unchanged: 0,
      problems: [],
    });

    const [jack] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jack.obrien@example.com'));
    expect(jack).toMatchObject({
      firstName: 'Jack',
      lastName: "O'Brien",
      isFirstLogin: true,
      suburb: 'Newtown',
      state: 'NSW',
      contactTypes: [],
    });
    const [olivia] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'olivia.nguyen@example.com'));
    expect(olivia!.contactTypes).toEqual(['Member']);
    const [oliviaMembership] = await app.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, olivia!.id));
    expect(oliviaMembership).toMatchObject({
      membershipName: 'Full member',
      memberStatus: 'Active',
      joinDate: '2019-03-03',
      renewedToDate: '2027-06-30',
    });
    const [jackMembership] = await app.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, jack!.id));
    expect(jackMembership).toMatchObject({ membershipName: 'Student member', memberStatus: 'Expired' });
    const links = await app.database.db
      .select()
      .from(userSegments)
      .where(eq(userSegments.userId, olivia!.id));
    expect(links).toHaveLength(2);
    // A new member cannot sign in with any password until they set one.
    const signInAttempt = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: admin.host! },
      payload: { email: 'olivia.nguyen@example.com', password: '' },
    });
    expect(signInAttempt.statusCode).toBe(400);

    const before = await fingerprint();
    const again = await upload(
      '/api/admin/import',
      admin,
      fixture('wild-apricot-contacts.csv'),
      WILD_APRICOT_MAPPING.columns,
    );
    expect(again.json()).toEqual({
      applied: true,
      rowCount: 5,
      created: 0,
      updated: 0,
      unchanged: 5,
      problems: [],
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('imports the CiviCRM sample, updating an existing member only in the mapped fields', async () => {
    const liam = await buildUser(app, {
      email: 'Liam.Taylor@example.org',
      firstName: 'Liam',
      lastName: 'Tailor',
      contactTypes: [],
    });
    await app.database.db.update(users).set({ title: 'Dr', mobile: null }).where(eq(users.id, liam.id));
    const run = await upload(
      '/api/admin/import',
      admin,
      fixture('civicrm-contacts.csv'),
      CIVICRM_MAPPING.columns,
    );
    expect(run.json()).toEqual({
      applied: true,
      rowCount: 4,
      created: 3,
      updated: 1,
      unchanged: 0,
      problems: [],
    });
    const [after] = await app.database.db.select().from(users).where(eq(users.id, liam.id));
    expect(after).toMatchObject({
      title: 'Dr',
      lastName: 'Taylor',
      mobile: '02 9555 0101',
      memberNum: 'OTA-200001',
      isFirstLogin: false,
      contactTypes: ['Member'],
    });
    const [ava] = await app.database.db.select().from(users).where(eq(users.email, 'ava.wilson@example.org'));
    const [avaMembership] = await app.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, ava!.id));
    expect(avaMembership).toMatchObject({
      membershipName: 'Associate',
      memberStatus: 'Active',
      renewedToDate: '2026-06-30',
    });
    const again = await upload(
      '/api/admin/import',
      admin,
      fixture('civicrm-contacts.csv'),
      CIVICRM_MAPPING.columns,
    );
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it("refuses a member number another member holds, and never reads another tenant's members", async () => {
    const csv =
      'Email,First Name,Last Name,External Identifier\nsomeone.else@example.org,Some,One,OTA-200001\n';
    const dry = await upload('/api/admin/import/dry-run', admin, csv, {
      email: 'Email',
      firstName: 'First Name',
      lastName: 'Last Name',
      memberNum: 'External Identifier',
    });
    expect(dry.json().problems).toEqual([
      { line: 2, column: 'External Identifier', reason: 'OTA-200001 belongs to another member' },
    ]);
    // In psa the same file is all new: ota's members are not there.
    const psa = await upload('/api/admin/import/dry-run', psaAdmin, fixture('civicrm-contacts.csv'), {
      email: 'Email',
      firstName: 'First Name',
      lastName: 'Last Name',
    });
    expect(psa.json()).toMatchObject({ created: 4, updated: 0, problems: [] });
  });

  it('leaves unmapped fields alone: no status column, no contact type change', async () => {
    const kim = await buildUser(app, { email: 'kim@example.org', firstName: 'Kim', contactTypes: [] });
    await app.database.db
      .insert(memberships)
      .values({ tenantId: 'ota', userId: kim.id, membershipName: 'Full member', memberStatus: 'Active' });
    const csv = 'Email,Phone\nkim@example.org,0400 111 222\n';
    const run = await upload('/api/admin/import', admin, csv, { email: 'Email', mobile: 'Phone' });
    expect(run.json()).toMatchObject({ applied: true, updated: 1 });
    const [after] = await app.database.db.select().from(users).where(eq(users.id, kim.id));
    expect(after).toMatchObject({
      firstName: 'Kim',
      lastName: 'User',
      mobile: '0400 111 222',
      contactTypes: [],
    });
  });

  it('makes a Life status a life membership', async () => {
    const csv = 'Email,First,Last,Type,Status\nlife@example.org,Lee,Long,Full member,Life\n';
    const columns = {
      email: 'Email',
      firstName: 'First',
      lastName: 'Last',
      membershipType: 'Type',
      memberStatus: 'Status',
    };
    expect((await upload('/api/admin/import', admin, csv, columns)).json()).toMatchObject({ created: 1 });
    const [lee] = await app.database.db.select().from(users).where(eq(users.email, 'life@example.org'));
    const [membership] = await app.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, lee!.id));
    expect(membership).toMatchObject({ memberStatus: 'Life', isLifeMember: true });
    expect((await upload('/api/admin/import', admin, csv, columns)).json()).toMatchObject({ unchanged: 1 });
  });

  it('refuses a member', async () => {
    const res = await upload(
      '/api/admin/import',
      member,
      fixture('civicrm-contacts.csv'),
      CIVICRM_MAPPING.columns,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('api/admin/import/mappings', () => {
  it('lists the shipped mappings and saves one per tenant', async () => {
    const list = await app.inject({ url: '/api/admin/import/mappings', headers: admin });
    expect(list.json().data.map((m: { name: string }) => m.name)).toEqual([
      'Wild Apricot contacts',
      'CiviCRM contacts',
    ]);
    const columns = { email: 'E-mail address', firstName: 'Given name' };
    const save = await app.inject({
      method: 'POST',
      url: '/api/admin/import/mappings',
      headers: admin,
      payload: { name: 'Spreadsheet', columns },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().data).toMatchObject({ name: 'Spreadsheet', shipped: false, columns });
    const replaced = await app.inject({
      method: 'POST',
      url: '/api/admin/import/mappings',
      headers: admin,
      payload: { name: 'Spreadsheet', columns: { email: 'Mail' } },
    });
    expect(replaced.json().data.id).toBe(save.json().data.id);
    expect(
      (await app.inject({ url: '/api/admin/import/mappings', headers: admin })).json().data,
    ).toHaveLength(3);
    expect(
      (await app.inject({ url: '/api/admin/import/mappings', headers: psaAdmin })).json().data,
    ).toHaveLength(2);
    const shipped = await app.inject({
      method: 'POST',
      url: '/api/admin/import/mappings',
      headers: admin,
      payload: { name: 'CiviCRM contacts', columns },
    });
    expect(shipped.statusCode).toBe(400);
    const unknownField = await app.inject({
      method: 'POST',
      url: '/api/admin/import/mappings',
      headers: admin,
      payload: { name: 'X', columns: { email: 'E', __proto__: 'x', nickname: 'N' } },
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/import/mappings', headers: member })).statusCode).toBe(403);
  });
});
