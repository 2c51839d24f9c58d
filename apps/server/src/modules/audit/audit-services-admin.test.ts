/**
 * Staff writes of the global admin area recorded in their own transaction (issue 39 point 3,
 * docs/audit-log.md): announcements, FAQ, managers, import mappings, mail retry, impersonation grants,
 * sign-out-everywhere, enrolment completion — each write leaves ONE record (the generic hook adds
 * none) with the route's action and target and before/after of the changed fields only; a failed write
 * leaves none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UserRole, WILD_APRICOT_MAPPING } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { buildCourse, buildEnrolment } from '../../../test/factories/cpd';
import { auditCalls, type Who } from '../../../test/audit-records';
import { outbox } from '../../db/schema/index';
import { failedCount } from '../../db/outbox';
import { tenantScope } from '../../db/tenant-scope';

let app: FastifyInstance;
let admin: Who;
const { call, only: onlyOf } = auditCalls(() => app, 'audit-admin');
const only = (records: Parameters<typeof onlyOf>[0], action: string) => onlyOf(records, action, admin.id);

beforeAll(async () => {
  app = await buildTestApp();
  const user = await buildUser(app, { role: 1 });
  admin = { id: user.id, headers: (await signIn(app, user.email)).headers };
}, 60_000);
afterAll(async () => app?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('announcements', () => {
  const URL = '/api/v1/admin/announcements';
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Audit title',
    description: 'Details',
    link: null,
    startDate: day(1),
    endDate: day(7),
    isActive: false,
    segmentIds: [],
    ...over,
  });

  it('records create (after values), edit (changed fields only) and delete (before values)', async () => {
    const created = await call(admin, 'POST', URL, body());
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = String(created.res.json<{ id: number }>().id);
    const first = only(created.records, `POST ${URL}`);
    expect(first).toMatchObject({ targetType: 'announcement', targetId: id });
    expect(first.changes).toMatchObject({
      title: { before: null, after: 'Audit title' },
      isActive: { before: null, after: false },
    });
    const edited = await call(admin, 'PUT', `${URL}/${id}`, body({ title: 'Audit title 2' }));
    expect(edited.res.statusCode, edited.res.body).toBe(200);
    const record = only(edited.records, `PUT ${URL}/:id`);
    expect(record).toMatchObject({ targetType: 'announcement', targetId: id });
    expect(record.changes).toEqual({ title: { before: 'Audit title', after: 'Audit title 2' } });
    // Activating it deactivates the tenant's other active announcement: both show in the record.
    const other = (await call(admin, 'POST', URL, body({ isActive: true }))).res.json<{ id: number }>().id;
    const activated = await call(
      admin,
      'PUT',
      `${URL}/${id}`,
      body({ title: 'Audit title 2', isActive: true }),
    );
    expect(activated.res.statusCode, activated.res.body).toBe(200);
    expect(only(activated.records, `PUT ${URL}/:id`).changes).toEqual({
      isActive: { before: false, after: true },
      activeAnnouncementIds: { before: [other], after: [Number(id)] },
    });
    const removed = await call(admin, 'DELETE', `${URL}/${id}`);
    expect(removed.res.statusCode, removed.res.body).toBe(200);
    expect(only(removed.records, `DELETE ${URL}/:id`).changes).toMatchObject({
      title: { before: 'Audit title 2', after: null },
    });
    // 404 (gone) and 400 (a start date in the past): the write failed, nothing is recorded.
    const missing = await call(admin, 'DELETE', `${URL}/${id}`);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.records).toEqual([]);
    const refused = await call(admin, 'POST', URL, body({ startDate: day(-3) }));
    expect(refused.res.statusCode).toBe(400);
    expect(refused.records).toEqual([]);
  });
});

describe('FAQ', () => {
  const URL = '/api/v1/admin/faq';

  it('records a create as one record by item id, edit and delete with the changed fields only', async () => {
    const created = await call(admin, 'POST', URL, { faQs: [{ name: 'Q1', description: 'A1' }] });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = created.res.json<{ faQs: { id: string }[] }>().faQs[0]!.id;
    const first = only(created.records, `POST ${URL}`);
    expect(first.changes).toEqual({ [id]: { before: null, after: { name: 'Q1', description: 'A1' } } });
    const edited = await call(admin, 'PUT', `${URL}/${id}`, { name: 'Q2', description: 'A1' });
    expect(edited.res.statusCode, edited.res.body).toBe(200);
    const record = only(edited.records, `PUT ${URL}/:id`);
    expect(record).toMatchObject({ targetType: 'faq', targetId: id });
    expect(record.changes).toEqual({ name: { before: 'Q1', after: 'Q2' } });
    const removed = await call(admin, 'DELETE', `${URL}/${id}`);
    expect(only(removed.records, `DELETE ${URL}/:id`).changes).toEqual({
      isDeleted: { before: false, after: true },
    });
    const restored = await call(admin, 'PUT', `${URL}/${id}/restore`);
    expect(only(restored.records, `PUT ${URL}/:id/restore`).changes).toEqual({
      isDeleted: { before: true, after: false },
    });
    const missing = await call(admin, 'PUT', `${URL}/${crypto.randomUUID()}/restore`);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.records).toEqual([]);
  });
});

describe('managers', () => {
  const URL = '/api/v1/admin/account/admin';

  it("records a Manager's appointment with the global and community roles before and after", async () => {
    const user = await buildUser(app);
    const community = await buildCommunity(app);
    await addMember(app, community.id, user.id, { role: 'Moderator' });
    const added = await call(admin, 'POST', URL, { userEmail: user.email, role: UserRole.Manager });
    expect(added.res.statusCode, added.res.body).toBe(200);
    const record = only(added.records, `POST ${URL}`);
    expect(record).toMatchObject({ targetType: 'account', targetId: user.id });
    expect(record.changes).toEqual({
      role: { before: UserRole.Standard, after: UserRole.Manager },
      communityRoles: { before: { [community.id]: 'Moderator' }, after: {} },
    });
    const removed = await call(admin, 'DELETE', `${URL}?userEmail=${encodeURIComponent(user.email)}`);
    expect(removed.res.statusCode, removed.res.body).toBe(200);
    expect(only(removed.records, `DELETE ${URL}`).changes).toEqual({
      role: { before: UserRole.Manager, after: UserRole.Standard },
    });
    const unknown = await call(admin, 'POST', URL, {
      userEmail: 'nobody@example.com',
      role: UserRole.Manager,
    });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.records).toEqual([]);
  });
});

describe('import mappings', () => {
  const URL = '/api/admin/import/mappings';

  it('records a saved mapping by its id, a replaced one with its columns before and after', async () => {
    const name = `Audit mapping ${Date.now()}`;
    const saved = await call(admin, 'POST', URL, { name, columns: { email: 'E-mail' } });
    expect(saved.res.statusCode, saved.res.body).toBe(200);
    const id = saved.res.json<{ data: { id: string } }>().data.id;
    const first = only(saved.records, `POST ${URL}`);
    expect(first).toMatchObject({ targetType: 'mapping', targetId: id });
    expect(first.changes).toMatchObject({ name: { before: null, after: name } });
    const replaced = await call(admin, 'POST', URL, { name, columns: { email: 'Email address' } });
    expect(replaced.res.statusCode, replaced.res.body).toBe(200);
    expect(only(replaced.records, `POST ${URL}`).changes).toEqual({
      columns: { before: { email: 'E-mail' }, after: { email: 'Email address' } },
    });
    const shipped = await call(admin, 'POST', URL, {
      name: WILD_APRICOT_MAPPING.name,
      columns: { email: 'E-mail' },
    });
    expect(shipped.res.statusCode).toBe(400);
    expect(shipped.records).toEqual([]);
  });
});

describe('mail delivery retry', () => {
  it('records the count of failed deliveries before and after; a refused call records nothing', async () => {
    await app.database.db
      .insert(outbox)
      .values(
        [1, 2].map(() => ({ tenantId: 'ota', topic: 'audit.test', payload: {}, failedAt: new Date() })),
      );
    const failed = await failedCount(tenantScope(app.database.db, 'ota'));
    const { res, records } = await call(admin, 'POST', '/api/admin/deliveries/retry');
    expect(res.statusCode, res.body).toBe(200);
    expect(only(records, 'POST /api/admin/deliveries/retry').changes).toEqual({
      failed: { before: failed, after: 0 },
    });
    const member = await buildUser(app);
    const refused = await call(
      { id: member.id, headers: (await signIn(app, member.email)).headers },
      'POST',
      '/api/admin/deliveries/retry',
    );
    expect(refused.res.statusCode).toBe(403);
    expect(refused.records).toEqual([]);
  });
});

describe('users: impersonation grant and sign-out-everywhere', () => {
  it("records the grant (never its secret) and the session version's change, targeting the user", async () => {
    const user = await buildUser(app);
    const granted = await call(admin, 'POST', `/api/v1/admin/users/${user.id}/impersonation`);
    expect(granted.res.statusCode, granted.res.body).toBe(200);
    const grant = only(granted.records, 'POST /api/v1/admin/users/:id/impersonation');
    expect(grant).toMatchObject({ targetType: 'user', targetId: user.id });
    expect(Object.keys(grant.changes!).sort()).toEqual(['expiresAt', 'grantId']);
    const secret = new URL(granted.res.json<{ url: string }>().url, 'http://x').searchParams.get('password');
    expect(JSON.stringify(grant.changes)).not.toContain(secret!);
    const ended = await call(admin, 'POST', `/api/v1/admin/users/${user.id}/sign-out-everywhere`);
    expect(ended.res.statusCode, ended.res.body).toBe(200);
    const record = only(ended.records, 'POST /api/v1/admin/users/:id/sign-out-everywhere');
    expect(record).toMatchObject({ targetType: 'user', targetId: user.id });
    const change = record.changes!['sessionVersion'] as { before: number; after: number };
    expect(change.after).toBe(change.before + 1);
    const missing = await call(
      admin,
      'POST',
      `/api/v1/admin/users/${crypto.randomUUID()}/sign-out-everywhere`,
    );
    expect(missing.res.statusCode).toBe(404);
    expect(missing.records).toEqual([]);
  });
});

describe('course enrolment completion', () => {
  it('records the enrolment status and completion date before and after, targeting the enrolment', async () => {
    const course = await buildCourse(app);
    const user = await buildUser(app);
    const enrolment = await buildEnrolment(app, { userId: user.id, courseId: course.id });
    const url = `/api/admin/enrolment/${enrolment.id}/complete`;
    const { res, records } = await call(admin, 'POST', url);
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'POST /api/admin/enrolment/:id/complete');
    expect(record).toMatchObject({ targetType: 'enrolment', targetId: String(enrolment.id) });
    expect(Object.keys(record.changes!).sort()).toEqual(['completionDate', 'status']);
    expect(record.changes).toMatchObject({ status: { before: 'Active', after: 'Completed' } });
    const missing = await call(admin, 'POST', '/api/admin/enrolment/999999999/complete');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.records).toEqual([]);
  });
});
