/**
 * Staff writes of the global admin area recorded in their own transaction (issue 39 point 3,
 * docs/audit-log.md): announcements, FAQ, managers, … — each write leaves ONE record (the generic hook adds
 * none) with the route's action and target and before/after of the changed fields only; a failed write
 * leaves none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UserRole } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity } from '../../../test/factories/communities';
import { auditCalls, type Who } from '../../../test/audit-records';

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
    const unknown = await call(admin, 'POST', URL, { userEmail: 'nobody@example.com', role: UserRole.Manager });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.records).toEqual([]);
  });
});
