/**
 * The audit log (issue 39 point 3, docs/audit-log.md) on PostgreSQL: a staff write leaves a record with actor,
 * action, target, changed fields (secrets redacted) and address; the log refuses UPDATE, DELETE and TRUNCATE;
 * the retention purge removes only the old records of its tenant; the list filters, pages (newest first), is
 * isolated per tenant and answers 403 to non-admins; impersonation start and end are recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TAuditPage } from '@portal/contracts';
import { buildTestApp, hostOf } from '../../../test/helper';
import { buildUser, signIn } from '../../../test/factories/users';
import { auditLog } from '../../db/schema/index';

let app: FastifyInstance;
let admin: { id: string; headers: Record<string, string> };
let member: { id: string; headers: Record<string, string> };
let psaAdmin: { id: string; headers: Record<string, string> };

async function person(role: 0 | 1, tenantId: 'ota' | 'psa' = 'ota') {
  const user = await buildUser(app, { role, tenantId });
  return { id: user.id, headers: (await signIn(app, user.email, tenantId)).headers };
}

const list = async (query: string, who = admin) => {
  const res = await app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAuditPage>();
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await person(1);
  member = await person(0);
  psaAdmin = await person(1, 'psa');
}, 60_000);
afterAll(async () => app?.close());

describe('a staff write leaves a record', () => {
  it('records actor, action, target, the body fields and the address of a server value write', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/server-values',
      headers: admin.headers,
      payload: { key: 'audit.test', value: 'one' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json<{ id: number }>().id);
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/server-values/${id}`,
      headers: { ...admin.headers, 'x-request-id': 'audit-test-request-1' },
      payload: { value: 'two' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const page = await list(`targetType=server-value&targetId=${id}`);
    expect(page.items.map((r) => r.action)).toEqual([
      'PUT /api/v1/admin/server-values/:id',
      'POST /api/v1/admin/server-values',
    ]);
    const [update] = page.items;
    expect(update).toMatchObject({
      actorId: admin.id,
      actorName: 'Test User',
      impersonatorId: null,
      targetType: 'server-value',
      targetId: id,
      ip: '127.0.0.1',
      requestId: 'audit-test-request-1',
      // Recorded by the service in the update's transaction, with the value before.
      changes: { value: { before: 'one', after: 'two' } },
    });
  });

  it('redacts secrets by key and records nothing for a failed write or a member write', async () => {
    const before = (await list('')).totalItemCount;
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/server-values/2147483647',
      headers: admin.headers,
      payload: { value: 'y' },
    });
    expect(bad.statusCode).toBe(404);
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/server-values',
      headers: member.headers,
      payload: { key: 'member.try', value: 'x' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await list('')).totalItemCount).toBe(before);
    const { changesOfBody } = await import('../../lib/audit');
    expect(changesOfBody({ name: 'A', password: 'p', apiToken: 't', nested: { clientSecret: 's' } })).toEqual(
      {
        name: { after: 'A' },
        password: { after: '[redacted]' },
        apiToken: { after: '[redacted]' },
        nested: { after: { clientSecret: '[redacted]' } },
      },
    );
  });

  it('records the retention change with before and after in its transaction', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/audit/settings',
      headers: admin.headers,
      payload: { retentionDays: 400 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = (await list('action=audit.settings.update')).items;
    expect(record).toMatchObject({
      targetType: 'audit-settings',
      targetId: 'ota',
      changes: { retentionDays: { before: 2557, after: 400 } },
    });
    const get = await app.inject({ method: 'GET', url: '/api/admin/audit/settings', headers: admin.headers });
    expect(get.json()).toEqual({ retentionDays: 400 });
    const tooShort = await app.inject({
      method: 'PUT',
      url: '/api/admin/audit/settings',
      headers: admin.headers,
      payload: { retentionDays: 3 },
    });
    expect(tooShort.statusCode).toBe(400);
  });

  it('records impersonation start and end, and the writes of the impersonated session', async () => {
    const target = await buildUser(app, { role: 0 });
    const grant = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${target.id}/impersonation`,
      headers: admin.headers,
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const url = new URL(grant.json<{ url: string }>().url, 'http://x');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { host: hostOf('ota') },
      payload: {
        email: url.searchParams.get('username'),
        password: url.searchParams.get('password'),
        impersonatorId: url.searchParams.get('impersonatorId'),
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = {
      host: hostOf('ota'),
      authorization: `Bearer ${signIn.json<{ token: string }>().token}`,
    };
    const end = await app.inject({ method: 'POST', url: '/api/v1/auth/impersonation/end', headers });
    expect(end.statusCode, end.body).toBe(200);
    const notImpersonating = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/impersonation/end',
      headers: member.headers,
    });
    expect(notImpersonating.statusCode).toBe(400);
    const records = (await list(`targetType=user&targetId=${target.id}`)).items;
    expect(records.map((r) => [r.action, r.actorId, r.impersonatorId])).toEqual([
      ['impersonation.end', target.id, admin.id],
      ['impersonation.start', admin.id, null],
      ['POST /api/v1/admin/users/:id/impersonation', admin.id, null],
    ]);
    // The grant's one-time secret never reaches the log.
    expect(JSON.stringify(records)).not.toContain(url.searchParams.get('password'));
  });
});

describe('the log is append-only at the database level', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even of the raw handle', async () => {
    const db = app.database.db;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(db.execute(sql`delete from audit_log`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(db.execute(sql`truncate audit_log`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    // The purge flag alone does not open recent rows.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.audit_purge', 'on', true)`);
        await tx.execute(sql`delete from audit_log where tenant_id = 'ota'`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    expect(await db.$count(auditLog)).toBeGreaterThan(0);
  });

  it('the purge removes only records older than the retention, of its tenant', async () => {
    const db = app.database.db;
    const old = new Date(Date.now() - 500 * 24 * 60 * 60 * 1000);
    await db.insert(auditLog).values([
      { tenantId: 'ota', action: 'old.ota', at: old },
      { tenantId: 'psa', action: 'old.psa', at: old },
    ]);
    // ota keeps 400 days (set above), psa the default seven years.
    const run = await app.scheduler.tick('audit-purge', new Date());
    expect(run).toMatchObject({ ran: true, value: { ota: 1, psa: 0 } });
    const actions = (await db.select({ a: auditLog.action }).from(auditLog)).map((r) => r.a);
    expect(actions).not.toContain('old.ota');
    expect(actions).toContain('old.psa');
    expect(actions).toContain('audit.settings.update');
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by who, what, target and date, pages newest first, and is isolated per tenant', async () => {
    const db = app.database.db;
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await db.insert(auditLog).values([
      {
        tenantId: 'ota',
        action: 'x.page',
        actorId: member.id,
        at: day('2026-01-01'),
        targetType: 'event',
        targetId: '7',
      },
      {
        tenantId: 'ota',
        action: 'x.page',
        actorId: admin.id,
        at: day('2026-01-02'),
        targetType: 'event',
        targetId: '8',
      },
      {
        tenantId: 'ota',
        action: 'x.page',
        actorId: admin.id,
        at: day('2026-01-03'),
        targetType: 'event',
        targetId: '7',
      },
      { tenantId: 'psa', action: 'x.page', actorId: psaAdmin.id, at: day('2026-01-02') },
    ]);
    const all = await list('action=x.page&pageSize=2');
    expect(all.totalItemCount).toBe(3);
    expect(all.items.map((r) => r.at.slice(0, 10))).toEqual(['2026-01-03', '2026-01-02']);
    expect(all.actions).toContain('x.page');
    const second = await list('action=x.page&pageSize=2&page=2');
    expect(second.items.map((r) => r.at.slice(0, 10))).toEqual(['2026-01-01']);
    expect((await list(`action=x.page&actorId=${admin.id}`)).totalItemCount).toBe(2);
    expect((await list('action=x.page&targetType=event&targetId=7')).totalItemCount).toBe(2);
    expect((await list('action=x.page&from=2026-01-02&to=2026-01-02')).totalItemCount).toBe(1);
    const psa = await list('action=x.page', psaAdmin);
    expect(psa.items.map((r) => r.actorId)).toEqual([psaAdmin.id]);
  });

  it('answers 403 to a member and 400 to bad filters', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/settings']) {
      const res = await app.inject({ method: 'GET', url, headers: member.headers });
      expect(res.statusCode).toBe(403);
    }
    for (const query of ['from=yesterday', 'actorId=1', 'pageSize=1000', 'from=2026-02-01&to=2026-01-01']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
