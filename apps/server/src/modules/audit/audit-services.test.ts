/**
 * Staff writes recorded in their own transaction (issue 39 point 3, docs/audit-log.md "In the write's own
 * transaction") on PostgreSQL: for each service (community admin, moderation, events, content, memberships,
 * imports, settings) a write leaves ONE record (the generic hook adds none) naming the route's action, the target, the
 * actor and the address, whose changes are the changed fields only with before and after; a failed write and
 * an error after the record in the same transaction leave none; a moderator deleting or editing someone
 * else's post through the member route is recorded, a member deleting their own post is not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { WILD_APRICOT_MAPPING, type TenantId } from '@portal/contracts';
import { buildTestApp } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { addMember, buildCommunity, buildPost } from '../../../test/factories/communities';
import { buildEvent } from '../../../test/factories/events';
import { buildMembershipType } from '../../../test/factories/memberships';
import { mp, multipart } from '../../../test/multipart';
import { auditedWrite, recordAudit, type AuditSource } from '../../db/audit';
import { auditLog, invoices, postReports, segments } from '../../db/schema/index';
import { tenantScope, withTransaction } from '../../db/tenant-scope';

type Who = { id: string; headers: Record<string, string> };
let app: FastifyInstance;
let admin: Who;
let member: Who;
let author: Who;
let seq = 0;

async function person(role: 0 | 1, tenantId: TenantId = 'ota'): Promise<Who> {
  const user = await buildUser(app, { role, tenantId });
  return { id: user.id, headers: (await signIn(app, user.email, tenantId)).headers };
}

/** One request with its own request id; answers the response and the audit records it left. */
async function call(
  who: Who,
  method: string,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const requestId = `audit-services-${++seq}`;
  const res = await app.inject({
    method: method as 'POST',
    url,
    headers: { ...(headers ?? who.headers), 'x-request-id': requestId },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  const records = await app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId))
    .orderBy(asc(auditLog.id));
  return { res, records };
}

/** The one record of a successful staff write: actor, address and action as the route's. */
function only(records: (typeof auditLog.$inferSelect)[], action: string, actorId = admin.id) {
  expect(records).toHaveLength(1);
  const [record] = records;
  expect(record).toMatchObject({ tenantId: 'ota', actorId, action, ip: '127.0.0.1', impersonatorId: null });
  return record!;
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await person(1);
  member = await person(0);
  author = await person(0);
}, 60_000);
afterAll(async () => app?.close());

describe('community admin', () => {
  it("records a member's role change with the role before and after only, targeting the user", async () => {
    const community = await buildCommunity(app);
    await addMember(app, community.id, member.id);
    const url = `/api/v1/admin/community/${community.id}/member/${member.id}`;
    const { res, records } = await call(admin, 'PUT', url, { role: 'Moderator' });
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'PUT /api/v1/admin/community/:id/member/:userId');
    expect(record).toMatchObject({ targetType: 'user', targetId: member.id });
    expect(record.changes).toEqual({ role: { before: 'Member', after: 'Moderator' } });
  });

  it('records a community edit (about) with the changed fields; a failed write records nothing', async () => {
    const community = await buildCommunity(app, { about: '<p>Old</p>' });
    const { res, records } = await call(admin, 'PUT', `/api/v1/admin/community/${community.id}/about`, {
      about: '<p>New</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'PUT /api/v1/admin/community/:id/about');
    expect(record).toMatchObject({ targetType: 'community', targetId: community.id });
    expect(record.changes).toMatchObject({ about: { before: '<p>Old</p>', after: '<p>New</p>' } });
    expect(Object.keys(record.changes!).sort()).toEqual(['about', 'latestActivity']);
    // 404: no such membership — the service threw inside its transaction, nothing is recorded.
    const stranger = await buildUser(app);
    const failed = await call(admin, 'PUT', `/api/v1/admin/community/${community.id}/member/${stranger.id}`, {
      role: 'Editor',
    });
    expect(failed.res.statusCode).toBe(404);
    expect(failed.records).toEqual([]);
  });
});

describe('moderation', () => {
  it('records declining a report with its resolution before and after, targeting the community', async () => {
    const community = await buildCommunity(app);
    const post = await buildPost(app, community.id, author.id);
    const [report] = await app.database.db
      .insert(postReports)
      .values({ tenantId: 'ota', postId: post.id, userId: member.id, reason: 'Spam' })
      .returning();
    const url = `/api/v1/admin/community/${community.id}/post/report?ids=${report!.id}`;
    const { res, records } = await call(admin, 'DELETE', url);
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'DELETE /api/v1/admin/community/:id/post/report');
    expect(record).toMatchObject({ targetType: 'community', targetId: community.id });
    const change = record.changes![report!.id] as { before: unknown; after: { resolvedAt: string } };
    expect(change.before).toEqual({ resolvedAt: null });
    expect(Date.parse(change.after.resolvedAt)).not.toBeNaN();
  });

  it("records a moderator deleting someone else's post through the member route, not a member deleting their own", async () => {
    const community = await buildCommunity(app);
    await addMember(app, community.id, author.id);
    const theirs = await buildPost(app, community.id, author.id);
    const own = await buildPost(app, community.id, author.id);
    const byAdmin = await call(admin, 'DELETE', `/api/v1/community/post/${theirs.id}`);
    expect(byAdmin.res.statusCode, byAdmin.res.body).toBe(200);
    const record = only(byAdmin.records, 'DELETE /api/v1/community/post/:id');
    expect(record).toMatchObject({ targetType: 'post', targetId: theirs.id });
    expect(record.changes).toMatchObject({ status: { before: 1, after: 3 } });
    const byAuthor = await call(author, 'DELETE', `/api/v1/community/post/${own.id}`);
    expect(byAuthor.res.statusCode, byAuthor.res.body).toBe(200);
    expect(byAuthor.records).toEqual([]);
    // Closing someone else's post (PUT, the member route) is a moderator act too.
    const other = await buildPost(app, community.id, author.id);
    const closed = await call(admin, 'PUT', `/api/v1/community/post/${other.id}`, { isFrozen: true });
    expect(closed.res.statusCode, closed.res.body).toBe(200);
    expect(only(closed.records, 'PUT /api/v1/community/post/:id').changes).toEqual({
      isFrozen: { before: false, after: true },
    });
  });
});

describe('events', () => {
  it('records unpublishing with isPublished before and after only, targeting the event', async () => {
    const { event } = await buildEvent(app);
    const { res, records } = await call(admin, 'POST', `/api/admin/events/${event.id}/unpublish`);
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'POST /api/admin/events/:id/unpublish');
    expect(record).toMatchObject({ targetType: 'event', targetId: String(event.id) });
    expect(record.changes).toEqual({ isPublished: { before: true, after: false } });
  });
});

describe('content', () => {
  it('records a created item as after values and an edit with the changed fields only', async () => {
    const created = await call(admin, 'POST', '/api/content/manage/news', {
      name: 'Audit news',
      state: 'draft',
    });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = created.res.json<{ id: number }>().id;
    const first = only(created.records, 'POST /api/content/manage/:collection');
    expect(first).toMatchObject({ targetType: 'content', targetId: `news/${id}` });
    expect(first.changes).toMatchObject({ name: { before: null, after: 'Audit news' } });
    const edited = await call(admin, 'PATCH', `/api/content/manage/news/${id}`, { name: 'Audit news 2' });
    expect(edited.res.statusCode, edited.res.body).toBe(200);
    const record = only(edited.records, 'PATCH /api/content/manage/:collection/:id');
    expect(record).toMatchObject({ targetType: 'content', targetId: `news/${id}` });
    expect(record.changes).toMatchObject({ name: { before: 'Audit news', after: 'Audit news 2' } });
    expect(record.changes).not.toHaveProperty('kind');
    expect(record.changes).not.toHaveProperty('status');
  });
});

describe('memberships', () => {
  it('records an invoice refund with the status before and after, targeting the invoice', async () => {
    const [invoice] = await app.database.db
      .insert(invoices)
      .values({
        tenantId: 'ota',
        userId: member.id,
        invoiceNum: 'INV-AUDIT-1',
        invoiceDate: '2026-07-01',
        dueDate: '2026-07-31',
        description: 'Membership',
        status: 'Paid',
        totalIncGstCents: 11000,
        totalExcGstCents: 10000,
        gstCents: 1000,
        paidCents: 11000,
        userFullName: 'A Member',
        lineItems: [{ itemName: 'Membership', quantity: 1, unitCents: 11000, totalCents: 11000 }],
        kind: 'membership',
      })
      .returning();
    const { res, records } = await call(admin, 'POST', `/api/admin/invoices/${invoice!.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'POST /api/admin/invoices/:id/refund');
    expect(record).toMatchObject({ targetType: 'invoice', targetId: invoice!.id });
    expect(record.changes).toMatchObject({ status: { before: 'Paid', after: 'Refunded' } });
    expect(record.changes).not.toHaveProperty('invoiceNum');
    const again = await call(admin, 'POST', `/api/admin/invoices/${invoice!.id}/refund`);
    expect(again.res.statusCode).toBe(409);
    expect(again.records).toEqual([]);
  });
});

describe('imports', () => {
  it('records one record per import run with its counts, not one per row', async () => {
    for (const name of ['Full member', 'Student member', 'Associate'])
      await buildMembershipType(app, { name });
    await app.database.db.insert(segments).values(
      ['Paediatrics', 'Mental health', 'Aged care'].map((name) => ({
        tenantId: 'ota',
        name,
        type: 'interest',
      })),
    );
    const file = fs.readFileSync(path.join(__dirname, '../../../test/fixtures', 'wild-apricot-contacts.csv'));
    const body = multipart({ columns: JSON.stringify(WILD_APRICOT_MAPPING.columns) }, [
      { field: 'file', name: 'members.csv', content: file },
    ]);
    const { res, records } = await call(admin, 'POST', '/api/admin/import', body, mp(admin.headers));
    expect(res.statusCode, res.body).toBe(200);
    const record = only(records, 'POST /api/admin/import');
    expect(record.changes).toMatchObject({
      applied: { before: null, after: true },
      rowCount: { before: null, after: 5 },
      created: { before: null, after: 5 },
      updated: { before: null, after: 0 },
    });
    // A refused run (a row with a problem) changes nothing and leaves one record saying so.
    const bad = multipart({ columns: JSON.stringify(WILD_APRICOT_MAPPING.columns) }, [
      {
        field: 'file',
        name: 'members.csv',
        content: file.toString().replace('Paediatrics', 'No such segment'),
      },
    ]);
    const refused = await call(admin, 'POST', '/api/admin/import', bad, mp(admin.headers));
    expect(refused.res.statusCode, refused.res.body).toBe(200);
    expect(only(refused.records, 'POST /api/admin/import').changes).toMatchObject({
      applied: { before: null, after: false },
    });
  });
});

describe('settings (server values)', () => {
  it('records a created value as after values and a deleted one as before values, targeting its id', async () => {
    const created = await call(admin, 'POST', '/api/v1/admin/server-values', {
      key: 'audit.sv',
      value: 'v1',
    });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const id = String(created.res.json<{ id: number }>().id);
    const first = only(created.records, 'POST /api/v1/admin/server-values');
    expect(first).toMatchObject({ targetType: 'server-value', targetId: id });
    expect(first.changes).toEqual({
      key: { before: null, after: 'audit.sv' },
      value: { before: null, after: 'v1' },
    });
    const taken = await call(admin, 'POST', '/api/v1/admin/server-values', { key: 'audit.sv', value: 'v2' });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.records).toEqual([]);
    const removed = await call(admin, 'DELETE', `/api/v1/admin/server-values/${id}`);
    expect(removed.res.statusCode, removed.res.body).toBe(200);
    expect(only(removed.records, 'DELETE /api/v1/admin/server-values/:id').changes).toEqual({
      key: { before: 'audit.sv', after: null },
      value: { before: 'v1', after: null },
    });
  });
});

describe('the record shares its write’s transaction', () => {
  const source = (): AuditSource => ({
    actorId: admin.id,
    impersonatorId: null,
    ip: '127.0.0.1',
    requestId: `audit-services-rollback-${++seq}`,
    action: 'TEST rollback',
    recorded: false,
  });
  const countOf = async (requestId: string | null) =>
    (await app.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId!))).length;

  it('leaves no record when an error follows the record in the same transaction', async () => {
    const scope = tenantScope(app.database.db, 'ota');
    const direct = source();
    await expect(
      withTransaction(scope, async (tx) => {
        await recordAudit(tx, direct, { targetType: 'test', targetId: '1' });
        throw new Error('after the record');
      }),
    ).rejects.toThrow('after the record');
    expect(await countOf(direct.requestId)).toBe(0);
    const wrapped = source();
    await expect(
      withTransaction(scope, async (tx) => {
        await auditedWrite({ scope: tx, audit: wrapped }, { targetType: 'test' }, async () => 'done');
        throw new Error('after the audited write');
      }),
    ).rejects.toThrow('after the audited write');
    expect(wrapped.recorded).toBe(true);
    expect(await countOf(wrapped.requestId)).toBe(0);
    const committed = source();
    await auditedWrite(
      { scope, audit: committed },
      { targetType: 'test', targetId: '2' },
      async () => 'done',
    );
    expect(await countOf(committed.requestId)).toBe(1);
  });
});
